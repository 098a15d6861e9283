package server

import (
	"context"

	"go.lsp.dev/protocol"
)

// FoldingRanges folds each problem, and each multi-line piece list inside it.
func (s *Server) FoldingRanges(ctx context.Context, params *protocol.FoldingRangeParams) ([]protocol.FoldingRange, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return []protocol.FoldingRange{}, nil
	}
	out := []protocol.FoldingRange{}
	for _, r := range foldingSpans(snap.outline) {
		l1, _ := snap.m.position(r.start)
		l2, _ := snap.m.position(r.end)
		if l2 > l1 {
			out = append(out, protocol.FoldingRange{StartLine: l1, EndLine: l2, Kind: protocol.FoldingRangeKindRegion})
		}
	}
	return out, nil
}

// foldingSpans are the problems and their piece lists.
func foldingSpans(o *outline) []span {
	var out []span
	for _, p := range o.problems {
		out = append(out, p.span)
		if len(p.pieces) > 0 {
			out = append(out, span{p.pieces[0].token.start, p.pieces[len(p.pieces)-1].token.end})
		}
	}
	return out
}
