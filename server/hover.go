package server

import (
	"context"

	"go.lsp.dev/protocol"
)

// Hover explains what is under the cursor (feature.File.Hover), in Markdown when the
// client reads it.
func (s *Server) Hover(ctx context.Context, params *protocol.HoverParams) (*protocol.Hover, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return nil, nil
	}
	h := snap.file().Hover(snap.m.offsetOf(params.Position), s.analysis.states(snap))
	if h == nil {
		return nil, nil
	}
	r := snap.m.rangeOf(h.At.Start, h.At.End)
	kind, text := protocol.MarkupKindPlainText, h.Plain()
	if s.capabilities().markdown {
		kind, text = protocol.MarkupKindMarkdown, h.Markdown()
	}
	return &protocol.Hover{Contents: &protocol.MarkupContent{Kind: kind, Value: text}, Range: &r}, nil
}
