package server

import (
	"context"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/protocol"
)

// The legend of semantic tokens, indexed by feature.TokenType and by the bits of
// feature.TokenModifier. Pieces are "class" tokens with the modifier "white" or "black"
// (a VS Code theme or the extension can colour "class.white" and "class.black");
// keywords are "keyword", the stipulation "operator", option names "property".
var (
	tokenTypes = []string{
		feature.TokenKeyword:     "keyword",
		feature.TokenPiece:       "class",
		feature.TokenStipulation: "operator",
		feature.TokenOption:      "property",
	}
	tokenModifiers = []string{"white", "black"} // feature.ModWhite, feature.ModBlack
)

func semanticLegend() protocol.SemanticTokensLegend {
	return protocol.SemanticTokensLegend{TokenTypes: tokenTypes, TokenModifiers: tokenModifiers}
}

// SemanticTokensFull colours keywords, white and black pieces, the stipulation and options
// (feature.File.Tokens).
func (s *Server) SemanticTokensFull(ctx context.Context, params *protocol.SemanticTokensParams) (*protocol.SemanticTokens, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return &protocol.SemanticTokens{Data: []uint32{}}, nil
	}
	return &protocol.SemanticTokens{Data: encodeTokens(snap.m, snap.file().Tokens())}, nil
}

// encodeTokens writes tokens in LSP's relative encoding; overlapping tokens and tokens
// spanning lines are dropped (the protocol allows neither).
func encodeTokens(m *mapper, toks []feature.Token) []uint32 {
	data := []uint32{}
	var prevLine, prevChar uint32
	lastEnd := -1
	for _, t := range toks {
		if t.Start < lastEnd || t.End <= t.Start {
			continue
		}
		l1, c1 := m.position(t.Start)
		l2, c2 := m.position(t.End)
		if l1 != l2 {
			continue
		}
		dl, dc := l1-prevLine, c1
		if dl == 0 {
			dc = c1 - prevChar
		}
		data = append(data, dl, dc, c2-c1, uint32(t.Type), uint32(t.Mods))
		prevLine, prevChar, lastEnd = l1, c1, t.End
	}
	return data
}
