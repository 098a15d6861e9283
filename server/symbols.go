package server

import (
	"context"
	"fmt"

	"go.lsp.dev/protocol"
)

// DocumentSymbol lists the problems of the file, each with its twins.
func (s *Server) DocumentSymbol(ctx context.Context, params *protocol.DocumentSymbolParams) (protocol.DocumentSymbolResult, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return protocol.DocumentSymbolSlice{}, nil
	}
	_, problems, _ := s.analysis.view(snap)
	var out protocol.DocumentSymbolSlice
	for _, sym := range documentSymbols(snap.st().outline, problems) {
		out = append(out, snap.toSymbol(sym))
	}
	if out == nil {
		out = protocol.DocumentSymbolSlice{}
	}
	return out, nil
}

// symbol is a document symbol in byte offsets.
type symbol struct {
	name, detail string
	kind         protocol.SymbolKind
	full, sel    span
	children     []symbol
}

// documentSymbols names each problem by its number, stipulation and title; twins are children.
func documentSymbols(o *outline, problems []problemState) []symbol {
	var out []symbol
	for _, p := range o.problems {
		name := fmt.Sprintf("Problem %d", p.index+1)
		if p.stip != nil {
			name += " " + p.stip.text
		}
		if p.title != "" {
			name += ": " + p.title
		}
		detail := ""
		if p.index < len(problems) {
			detail = problems[p.index].summary
		}
		sel := p.headSpan()
		sym := symbol{name: name, detail: detail, kind: protocol.SymbolKindNamespace, full: p.span, sel: sel}
		for _, tw := range p.twins {
			sym.children = append(sym.children, symbol{name: "Twin " + tw.label + " " + tw.text, kind: protocol.SymbolKindEvent, full: tw.span, sel: tw.span})
		}
		out = append(out, sym)
	}
	return out
}

func (snap *snapshot) toSymbol(sym symbol) protocol.DocumentSymbol {
	d := protocol.DocumentSymbol{
		Name:           sym.name,
		Kind:           sym.kind,
		Range:          snap.rangeOf(sym.full.start, sym.full.end),
		SelectionRange: snap.rangeOf(sym.sel.start, sym.sel.end),
	}
	if sym.detail != "" {
		d.Detail = &sym.detail
	}
	for _, c := range sym.children {
		d.Children = append(d.Children, snap.toSymbol(c))
	}
	return d
}
