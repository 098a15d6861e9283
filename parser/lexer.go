package parser

import (
	"fmt"
	"unicode/utf8"
)

// The lexer splits the source into words the way Popeye's ReadNextTokStr does
// (input/plaintext/token.c): spaces, tabs, line breaks, ';' and ',' separate words; a word
// is a run of letters, digits and the characters of tokenPunct; anything else is a stray
// character (Popeye prints an error and skips it; cpls reports it and skips it too).
// Metadata commands read raw text to the end of the line instead (restOfLine).

const tokenPunct = "#=+-%>!.<()~/&|:[]{}?"

var charClass [256]uint8

const (
	classStray uint8 = iota
	classSpace
	classToken
)

func init() {
	for _, c := range " \t\n\r;," {
		charClass[c] = classSpace
	}
	for c := '0'; c <= '9'; c++ {
		charClass[c] = classToken
	}
	for c := 'a'; c <= 'z'; c++ {
		charClass[c] = classToken
		charClass[c-'a'+'A'] = classToken
	}
	for _, c := range tokenPunct {
		charClass[c] = classToken
	}
}

type lexer struct {
	src []byte
	pos int
	// report receives stray-character diagnostics.
	report func(Diagnostic)
}

// next returns the next word, or false at the end of the source.
func (lx *lexer) next() (Token, bool) {
	src := lx.src
	for lx.pos < len(src) {
		switch charClass[src[lx.pos]] {
		case classSpace:
			lx.pos++
		case classToken:
			start := lx.pos
			for lx.pos < len(src) && charClass[src[lx.pos]] == classToken {
				lx.pos++
			}
			return Token{Range{start, lx.pos}, string(src[start:lx.pos])}, true
		default:
			start := lx.pos
			for lx.pos < len(src) && charClass[src[lx.pos]] == classStray {
				lx.pos++
			}
			lx.report(Diagnostic{
				Range:    Range{start, lx.pos},
				Severity: Error,
				Code:     CodeSyntax,
				Message:  strayMessage(src[start:lx.pos]),
			})
		}
	}
	return Token{Range: Range{len(src), len(src)}}, false
}

func strayMessage(b []byte) string {
	what := ""
	if utf8.Valid(b) {
		what = fmt.Sprintf("%q", string(b))
	} else {
		what = fmt.Sprintf("%q (read as Latin-1)", decodeText(string(b)))
	}
	return fmt.Sprintf("unexpected character %s: outside free text Popeye reads only letters, digits and %s", what, tokenPunct)
}

// restOfLine reads the text of a metadata command that ends at keywordEnd, as Popeye's
// ReadToEndOfLine does: nothing if the keyword ends the line, else the rest of the line
// after the spaces (and ";.,") that follow the keyword. The value is trimmed of trailing
// spaces; the lexer continues at the end of the line.
func (lx *lexer) restOfLine(keywordEnd int) Token {
	src := lx.src
	i := keywordEnd
	if i >= len(src) || src[i] == '\n' || src[i] == '\r' {
		lx.pos = i
		return Token{Range: Range{i, i}}
	}
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == ';' || src[i] == '.' || src[i] == ',') {
		i++
	}
	start := i
	for i < len(src) && src[i] != '\n' && src[i] != '\r' {
		i++
	}
	lx.pos = i
	end := i
	for end > start && (src[end-1] == ' ' || src[end-1] == '\t') {
		end--
	}
	return Token{Range{start, end}, string(src[start:end])}
}
