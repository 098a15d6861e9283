package server

import (
	"context"
	"sort"

	"go.lsp.dev/protocol"
)

// Semantic token types and modifiers. Pieces are "class" tokens with the modifier
// "white" or "black" (a VS Code theme or the extension can colour "class.white" and
// "class.black"); keywords are "keyword", the stipulation "operator", option names
// "property" and squares of a twin or option are not marked.
var (
	tokenTypes     = []string{"keyword", "class", "operator", "property"}
	tokenModifiers = []string{"white", "black"}
)

const (
	tokKeyword = iota
	tokPiece
	tokStipulation
	tokOption
)

func semanticLegend() protocol.SemanticTokensLegend {
	return protocol.SemanticTokensLegend{TokenTypes: tokenTypes, TokenModifiers: tokenModifiers}
}

// SemanticTokensFull colours keywords, white and black pieces, the stipulation and options.
func (s *Server) SemanticTokensFull(ctx context.Context, params *protocol.SemanticTokensParams) (*protocol.SemanticTokens, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return &protocol.SemanticTokens{Data: []uint32{}}, nil
	}
	return &protocol.SemanticTokens{Data: snap.encodeTokens(semanticTokens(snap.st().outline))}, nil
}

// token is a semantic token in byte offsets.
type token struct {
	span
	typ, mods int
}

func semanticTokens(o *outline) []token {
	var out []token
	for _, p := range o.problems {
		for _, k := range p.keywords {
			out = append(out, token{span: k, typ: tokKeyword})
		}
		for _, pc := range p.pieces {
			mods := 0
			switch pc.color {
			case "white":
				mods = 1 << 0
			case "black":
				mods = 1 << 1
			}
			out = append(out, token{span: pc.token, typ: tokPiece, mods: mods})
		}
		if p.stip != nil {
			out = append(out, token{span: p.stip.span, typ: tokStipulation})
		}
		for _, op := range p.options {
			out = append(out, token{span: op.keyword, typ: tokOption})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}

// encodeTokens writes tokens in LSP's relative encoding; overlapping tokens and tokens
// spanning lines are dropped (the protocol allows neither).
func (snap *snapshot) encodeTokens(toks []token) []uint32 {
	data := []uint32{}
	var prevLine, prevChar uint32
	lastEnd := -1
	for _, t := range toks {
		if t.start < lastEnd || t.end <= t.start {
			continue
		}
		l1, c1 := snap.m.position(t.start)
		l2, c2 := snap.m.position(t.end)
		if l1 != l2 {
			continue
		}
		dl, dc := l1-prevLine, c1
		if dl == 0 {
			dc = c1 - prevChar
		}
		data = append(data, dl, dc, c2-c1, uint32(t.typ), uint32(t.mods))
		prevLine, prevChar, lastEnd = l1, c1, t.end
	}
	return data
}
