package server

import (
	"context"

	"go.lsp.dev/protocol"
)

// FoldingRanges folds each problem, and each command inside it that spans lines (a piece
// list, a long remark, a twin).
func (s *Server) FoldingRanges(ctx context.Context, params *protocol.FoldingRangeParams) ([]protocol.FoldingRange, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return []protocol.FoldingRange{}, nil
	}
	out := []protocol.FoldingRange{}
	for _, r := range foldingSpans(snap.st().outline) {
		l1, _ := snap.m.position(r.start)
		l2, _ := snap.m.position(r.end)
		if l2 > l1 {
			out = append(out, protocol.FoldingRange{StartLine: l1, EndLine: l2, Kind: protocol.FoldingRangeKindRegion})
		}
	}
	return out, nil
}

// foldingSpans are the problems and their commands; the caller keeps those that span lines.
func foldingSpans(o *outline) []span {
	var out []span
	for _, p := range o.problems {
		out = append(out, p.span)
		for _, c := range p.src.Commands {
			out = append(out, spanOf(c.Range))
		}
	}
	return out
}
