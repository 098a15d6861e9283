package server

import (
	"context"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/protocol"
)

// DocumentSymbol lists the problems of the file, each with its twins
// (feature.File.Symbols).
func (s *Server) DocumentSymbol(ctx context.Context, params *protocol.DocumentSymbolParams) (protocol.DocumentSymbolResult, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return protocol.DocumentSymbolSlice{}, nil
	}
	out := protocol.DocumentSymbolSlice{}
	for _, sym := range snap.file().Symbols(s.analysis.states(snap)) {
		out = append(out, toSymbol(snap, sym))
	}
	return out, nil
}

func toSymbol(snap *snapshot, sym feature.Symbol) protocol.DocumentSymbol {
	kind := protocol.SymbolKindNamespace
	if sym.Twin {
		kind = protocol.SymbolKindEvent
	}
	d := protocol.DocumentSymbol{
		Name:           sym.Name,
		Kind:           kind,
		Range:          snap.m.rangeOf(sym.Full.Start, sym.Full.End),
		SelectionRange: snap.m.rangeOf(sym.Sel.Start, sym.Sel.End),
	}
	if sym.Detail != "" {
		d.Detail = &sym.Detail
	}
	for _, c := range sym.Children {
		d.Children = append(d.Children, toSymbol(snap, c))
	}
	return d
}
