package server

import (
	"context"

	"go.lsp.dev/protocol"
)

// CodeLens shows each problem's status above it ("sound: 1.Qa1-a8!", "cooked: 2 keys",
// "solving…"); clicking it shows the solution.
func (s *Server) CodeLens(ctx context.Context, params *protocol.CodeLensParams) ([]protocol.CodeLens, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return []protocol.CodeLens{}, nil
	}
	_, problems, _ := s.analysis.view(snap)
	out := []protocol.CodeLens{}
	for _, p := range snap.st().outline.problems {
		if p.index >= len(problems) {
			continue
		}
		at := p.headSpan()
		out = append(out, protocol.CodeLens{
			Range:   snap.rangeOf(at.start, at.end),
			Command: command(lensTitle(problems[p.index]), cmdShowSolution, string(snap.uri), p.index),
		})
	}
	return out, nil
}

func lensTitle(ps problemState) string {
	if ps.summary != "" {
		return ps.summary
	}
	return ps.status
}
