package server

import (
	"context"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/protocol"
)

// completionKinds are the LSP kinds of feature's completions.
var completionKinds = map[feature.CompletionKind]protocol.CompletionItemKind{
	feature.CompleteKeyword:   protocol.CompletionItemKindKeyword,
	feature.CompleteColour:    protocol.CompletionItemKindEnumMember,
	feature.CompleteValue:     protocol.CompletionItemKindValue,
	feature.CompleteOption:    protocol.CompletionItemKindProperty,
	feature.CompleteTwinning:  protocol.CompletionItemKindFunction,
	feature.CompleteAttribute: protocol.CompletionItemKindEnumMember,
	feature.CompleteCondition: protocol.CompletionItemKindProperty,
}

// Completion offers what fits where the cursor is (feature.File.Completions).
func (s *Server) Completion(ctx context.Context, params *protocol.CompletionParams) (protocol.CompletionResult, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return &protocol.CompletionList{Items: []protocol.CompletionItem{}}, nil
	}
	items := []protocol.CompletionItem{}
	for _, c := range snap.file().Completions(snap.m.offsetOf(params.Position)) {
		it := protocol.CompletionItem{Label: c.Label, Kind: completionKinds[c.Kind]}
		if c.Detail != "" {
			it.Detail = protocol.NewOptional(c.Detail)
		}
		items = append(items, it)
	}
	return &protocol.CompletionList{Items: items}, nil
}
