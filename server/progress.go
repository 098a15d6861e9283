package server

import (
	"context"
	"fmt"
	"sync/atomic"

	"go.lsp.dev/protocol"
)

// progress reports one piece of background work with $/progress. It is inert when the
// client did not offer window/workDoneProgress or refused the token.
type progress struct {
	s     *Server
	token protocol.ProgressToken // nil when inert
}

var progressSeq atomic.Int64

// startProgress creates a token with window/workDoneProgress/create and sends "begin".
// It must not run on the reader goroutine (the create request waits for an answer).
func (s *Server) startProgress(ctx context.Context, title, message string) *progress {
	p := &progress{s: s}
	if !s.capabilities().workDoneProgress || ctx.Err() != nil {
		return p
	}
	tok := protocol.String(fmt.Sprintf("cpls-%d", progressSeq.Add(1)))
	if err := s.client.WorkDoneProgressCreate(ctx, &protocol.WorkDoneProgressCreateParams{Token: tok}); err != nil {
		s.log.Printf("workDoneProgress/create: %v", err)
		return p
	}
	p.token = tok
	p.send(&protocol.WorkDoneProgressBegin{Kind: "begin", Title: title, Message: &message})
	return p
}

func (p *progress) report(ctx context.Context, message string, percent uint32) {
	if p.token == nil || ctx.Err() != nil {
		return
	}
	p.send(&protocol.WorkDoneProgressReport{Kind: "report", Message: &message, Percentage: &percent})
}

// end closes the progress; it is sent even when ctx is done, so the client's spinner stops.
func (p *progress) end(ctx context.Context, message string) {
	if p.token == nil {
		return
	}
	if ctx.Err() != nil {
		message = "cancelled"
	}
	p.send(&protocol.WorkDoneProgressEnd{Kind: "end", Message: &message})
	p.token = nil
}

func (p *progress) send(v any) {
	b, err := protocol.Marshal(v)
	if err != nil {
		return
	}
	params := &protocol.ProgressParams{Token: p.token, Value: b}
	p.s.out.post(func() {
		if err := p.s.client.Progress(p.s.ctx, params); err != nil {
			p.s.log.Printf("$/progress: %v", err)
		}
	})
}
