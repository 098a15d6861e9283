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
	for _, r := range snap.file().FoldingSpans() {
		l1, _ := snap.m.position(r.Start)
		l2, _ := snap.m.position(r.End)
		if l2 > l1 {
			out = append(out, protocol.FoldingRange{StartLine: l1, EndLine: l2, Kind: protocol.FoldingRangeKindRegion})
		}
	}
	return out, nil
}
