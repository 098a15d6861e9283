package server

import (
	"context"
	"sync"
	"time"

	"go.lsp.dev/protocol"
)

// CodeLens shows each problem's status above it ("sound: 1.Qa1-a8!", "cooked: 2 keys",
// "solving…"); clicking it shows the solution. A lens that says "solving…" is followed by
// a refresh once the solve ends (lensAnswered), so that it is never the last one the
// client shows.
func (s *Server) CodeLens(ctx context.Context, params *protocol.CodeLensParams) ([]protocol.CodeLens, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return []protocol.CodeLens{}, nil
	}
	seq := s.analysis.statusSeq(snap)
	problems := s.analysis.states(snap)
	if s.hooks.lensViewed != nil {
		s.hooks.lensViewed()
	}
	out := []protocol.CodeLens{}
	solving := false
	for _, l := range snap.file().Lenses(problems) {
		solving = solving || l.Solving
		out = append(out, protocol.CodeLens{
			Range:   snap.m.rangeOf(l.At.Start, l.At.End),
			Command: command(l.Title, cmdShowSolution, string(snap.uri), l.Problem),
		})
	}
	if solving {
		afterReply(ctx, func() { s.analysis.lensAnswered(snap, seq) })
	}
	return out, nil
}

// lensRefresher sends workspace/codeLens/refresh, one at a time: a refresh asked for
// while one is under way is sent once more after it.
type lensRefresher struct {
	mu      sync.Mutex
	running bool
	again   bool
}

// refreshCodeLens asks the client to request the code lenses again, when it can
// (workspace.codeLens.refreshSupport). The request goes out after the notifications
// queued before it (cpls/status, diagnostics).
func (s *Server) refreshCodeLens() {
	if !s.capabilities().codeLensRefresh {
		return
	}
	s.out.post(func() {
		r := &s.lensRefresh
		r.mu.Lock()
		if r.running {
			r.again = true
			r.mu.Unlock()
			return
		}
		r.running = true
		r.mu.Unlock()
		// The request waits for the client's answer, which the reader goroutine delivers:
		// it runs apart from the outbox, whose later notifications are not held up.
		s.goSafe("codeLens/refresh", func() {
			for {
				ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
				if err := s.client.CodeLensRefresh(ctx); err != nil {
					s.log.Printf("workspace/codeLens/refresh: %v", err)
				}
				cancel()
				r.mu.Lock()
				if !r.again || s.ctx.Err() != nil {
					r.running, r.again = false, false
					r.mu.Unlock()
					return
				}
				r.again = false
				r.mu.Unlock()
			}
		})
	})
}
