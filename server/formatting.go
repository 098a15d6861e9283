package server

import (
	"context"

	"go.lsp.dev/protocol"
)

// Formatting rewrites the document in the canonical layout of `cpls fmt`, as one edit
// of the whole text (nothing when it is already formatted or cannot be formatted).
func (s *Server) Formatting(ctx context.Context, params *protocol.DocumentFormattingParams) ([]protocol.TextEdit, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return []protocol.TextEdit{}, nil
	}
	formatted, ok := formatSource(snap.text)
	if !ok || formatted == snap.text {
		return []protocol.TextEdit{}, nil
	}
	return snap.toTextEdits([]byteEdit{{start: 0, end: len(snap.text), text: formatted}}), nil
}
