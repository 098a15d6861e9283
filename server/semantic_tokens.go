package server

import "go.lsp.dev/protocol"

func semanticLegend() protocol.SemanticTokensLegend {
	return protocol.SemanticTokensLegend{TokenTypes: []string{}, TokenModifiers: []string{}}
}
