package feature

import "sort"

// TokenType is what a semantic token marks.
type TokenType uint8

// The token types; package server names them in its legend.
const (
	TokenKeyword     TokenType = iota // a command, colour or twin verb
	TokenPiece                        // a piece, with the modifier of its colour
	TokenStipulation                  // the stipulation
	TokenOption                       // an option's name
)

// TokenModifier is a bit set of a token's modifiers.
type TokenModifier uint8

// The modifiers: the colour of a piece.
const (
	ModWhite TokenModifier = 1 << iota
	ModBlack
)

// Token is a semantic token.
type Token struct {
	Span
	Type TokenType
	Mods TokenModifier
}

// Tokens colours keywords, white and black pieces, the stipulation and options, in text
// order (squares of a twin or option are not marked).
func (f *File) Tokens() []Token {
	var out []Token
	for _, p := range f.outline.problems {
		for _, k := range p.keywords {
			out = append(out, Token{Span: k, Type: TokenKeyword})
		}
		for _, pc := range p.pieces {
			var mods TokenModifier
			switch pc.color {
			case "white":
				mods = ModWhite
			case "black":
				mods = ModBlack
			}
			out = append(out, Token{Span: pc.token, Type: TokenPiece, Mods: mods})
		}
		if p.stip != nil {
			out = append(out, Token{Span: p.stip.Span, Type: TokenStipulation})
		}
		for _, op := range p.options {
			out = append(out, Token{Span: op.keyword, Type: TokenOption})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}
