package server

import (
	"context"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/protocol"
)

// Formatting rewrites the document in the canonical layout of `cpls fmt`, as one edit
// of the whole text (nothing when it is already formatted or cannot be formatted).
func (s *Server) Formatting(ctx context.Context, params *protocol.DocumentFormattingParams) ([]protocol.TextEdit, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return []protocol.TextEdit{}, nil
	}
	formatted, ok := feature.Format(snap.text)
	if !ok || formatted == snap.text {
		return []protocol.TextEdit{}, nil
	}
	return toTextEdits(snap, []feature.Edit{{Start: 0, End: len(snap.text), Text: formatted}}), nil
}
