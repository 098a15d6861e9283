package parser

import (
	"strings"
	"sync"
)

// This file reads the Option and Condition commands (input/plaintext/option.c and
// condition.c).

// numberArg returns the current word as a number argument, if it is one.
func (p *parser) numberArg() (Arg, bool) {
	if p.eof {
		return Arg{}, false
	}
	d := leadingDigits(p.tok.Text)
	if d == 0 || d != len(p.tok.Text) {
		return Arg{}, false
	}
	t := p.take()
	return Arg{Token: t, Kind: ArgNumber, Number: atoiSmall(t.Text)}, true
}

// squaresArg returns the current word as a square-list argument, if it starts with a
// square; squares followed by anything else are reported.
func (p *parser) squaresArg() (Arg, bool) {
	if p.eof {
		return Arg{}, false
	}
	sqs, n := parseSquares(p.tok.Text, p.tok.Start)
	if n == 0 {
		return Arg{}, false
	}
	t := p.take()
	if n < len(t.Text) {
		p.errorf(Range{t.Start + n, t.End}, CodeSyntax, "%q in %s is not a square: squares are a file a–h and a rank 1–8, such as e3", t.Text[n:], t.Text)
	}
	return Arg{Token: t, Kind: ArgSquare, Squares: sqs}, true
}

// parseOptions reads the options after the Option keyword kw.
func (p *parser) parseOptions(kw Token) []*Option {
	var out []*Option
	table := optionTables[p.lang]
	reported := false
	for !p.eof {
		r := lookup(table, p.tok.Text)
		if r.ambiguous() {
			p.errorf(p.tok.Range, CodeAmbiguousAbbreviation, "%s", ambiguousMessage(p.tok.Text, "option", r.matches))
			p.advance()
			reported = true
			continue
		}
		if !r.found() {
			if p.isCommand(p.tok.Text, false) {
				break
			}
			p.unknownKeyword(p.tok.Range, p.tok.Range, [][]string{table, commandWords(p.lang)}, "%q is not an option: Popeye's options include %s", p.tok.Text, strings.Join(commonOptions(p.lang), ", "))
			p.advance()
			reported = true
			continue
		}
		opt := &Option{Name: optionTables[English][r.index], Keyword: p.take()}
		need := func(what string) {
			p.errorf(opt.Keyword.Range, CodeSyntax, "option %s needs %s", opt.Keyword.Text, what)
		}
		switch optionArgs(opt.Name) {
		case argsNumber:
			if a, ok := p.numberArg(); ok {
				opt.Args = append(opt.Args, a)
			} else if !p.eof && (leadingDigits(p.tok.Text) > 0 || p.tok.Text[0] == '-') {
				// Newer Popeye versions take move-number lists ("start 2:8:14") and
				// negative numbers ("maxflight -1").
				opt.Args = append(opt.Args, Arg{Token: p.take(), Kind: ArgWord})
			} else {
				need("a number")
			}
		case argsOptionalNumber:
			if a, ok := p.numberArg(); ok {
				opt.Args = append(opt.Args, a)
			}
		case argsTwoNumbers:
			for range 2 {
				if a, ok := p.numberArg(); ok {
					opt.Args = append(opt.Args, a)
				} else {
					need("two numbers")
					break
				}
			}
		case argsSquares:
			if a, ok := p.squaresArg(); ok {
				opt.Args = append(opt.Args, a)
			} else if !p.badSquare() {
				need("squares, such as e3")
			}
		}
		opt.Range = Range{opt.Keyword.Start, max(opt.Keyword.End, p.lastEnd)}
		out = append(out, opt)
	}
	if len(out) == 0 && !reported {
		p.errorf(kw.Range, CodeSyntax, "%s is followed by no option", kw.Text)
	}
	return out
}

// badSquare reports and consumes the current word if it looks like a square but is none
// ("e9", "z1").
func (p *parser) badSquare() bool {
	w := p.tok.Text
	if p.eof || len(w) < 2 || len(w) > 3 || w[0]|0x20 < 'a' || w[0]|0x20 > 'z' || w[1] < '0' || w[1] > '9' {
		return false
	}
	p.errorf(p.tok.Range, CodeSyntax, "%q is not a square: squares are a file a–h and a rank 1–8, such as e4", w)
	p.advance()
	return true
}

// commonOptions names a few options of lang for messages.
func commonOptions(lang Language) []string {
	t := optionTables[lang]
	return []string{t[3], t[1], t[11], t[0], t[9], t[12], t[24], t[6], t[8], t[21]}
}

// variantWords are words that follow a condition as its variant (Circe Parrain, Sentinelles
// PionNeutre, Grid VerticalShift…), in all languages, lower case; they are read as
// arguments of the condition before anything else. The map is made when a condition is
// first read.
var variantWords = sync.OnceValue(func() map[string]bool {
	var words []string
	for _, list := range []string{
		"Transmute Transmutierende Transmuting TypeA TypeB TypeC TypeD TypA TypB TypC TypD",
		"Type1 Type2 Type3 Typ1 Typ2 Typ3 Calvet Cheylan PionPropre PionAdvers PionNeutre",
		"MaximumNoir MaximumBlanc MaximumSchwarz MaximumWeiss MaximumBlack MaximumWhite MaximumTotal",
		"ParaSentinelles Berolina VerticalDecalage HorizontalDecalage DiagonalDecalage Orthogonale",
		"Irreguliere LigneGrille VertikalVerschieben HorizontalVerschieben DiagonalVerschieben",
		"Orthogonal Unregelmaessig GitterLinie VerticalShift HorizontalShift DiagonalShift Irregular",
		"GridLine Blancs Noirs Weiss Schwarz White Black Voisin Nachbar Neighbour",
		"RexInclusif RexExclusif Malefique Assassin Diametral MalefiqueVerticale Clone Chameleon",
		"Turncoats Couscous CoupDernier Equipollents Parrain ContraParrain Cage Rangee Colonne",
		"Symetrie VerticaleSymetrique HorizontaleSymetrique Diagramme Echange Antipodes Take&Make",
		"Super Avril Frischauf Stricte Relache Volcanique Parachute Einstein ReversEinstein",
		"RexInklusive RexExklusive Spiegel VertikalSpiegel Chamaeleon Turncoat LetzterZug Kaefig",
		"Reihe File Symmetrie VertikaleSymmetrie HorizontaleSymmetrie Diagramm Platzwechsel",
		"Antipoden April Strikt Locker Vulkan Fallschirm ReversesEinstein RexInclusive RexExclusive",
		"Mirror VerticalMirror LastMove Rank Symmetry VerticalSymmetry HorizontalSymmetry Diagram",
		"PWC Strict Relaxed Volcanic ReversalEinstein Maximum UltraSchachZwang Laengstzueger",
		"Maximummer exact ultra exakt Adverse Chromatique PY Advers Chromatisch Chromatic",
	} {
		words = append(words, strings.Fields(list)...)
	}
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[strings.ToLower(w)] = true
	}
	return m
})

// parseConditions reads the conditions after the Condition keyword kw (or twinning).
// Which of them cpls solves is for package problem to say. Words that are no condition become arguments
// of the condition before them (variants, squares, pieces, numbers).
func (p *parser) parseConditions(kw Token, inTwin bool) []*Condition {
	var out []*Condition
	var cur *Condition
	reported := false
	table := conditionTables[p.lang]
	for !p.eof {
		w := p.tok.Text
		if cur != nil && (variantWords()[strings.ToLower(w)] || p.isPieceName(w)) {
			cur.Args = append(cur.Args, p.conditionArg())
			cur.Range.End = p.lastEnd
			continue
		}
		r := lookup(table, w)
		if r.found() {
			t := p.take()
			cur = &Condition{Name: conditionTables[English][r.index], Keyword: t, Range: t.Range}
			out = append(out, cur)
			continue
		}
		if cur != nil && len(w) >= 2 && isVariantPrefix(w) && !p.isCommand(w, inTwin) {
			cur.Args = append(cur.Args, p.conditionArg())
			cur.Range.End = p.lastEnd
			continue
		}
		if r.ambiguous() && !p.isCommand(w, inTwin) {
			p.errorf(p.tok.Range, CodeAmbiguousAbbreviation, "%s", ambiguousMessage(w, "condition", r.matches))
			p.advance()
			reported = true
			continue
		}
		if p.isCommand(w, inTwin) {
			break
		}
		if cur == nil {
			// Popeye's ParseCond stops at a word it does not know: the words after it,
			// up to the next command, are no conditions (its "offending input").
			p.unknownKeyword(p.tok.Range, p.tok.Range, [][]string{table, commandWords(p.lang)}, "%q is not a condition of Popeye", w)
			for p.advance(); !p.eof && !p.isCommand(p.tok.Text, inTwin); {
				p.advance()
			}
			reported = true
			break
		}
		cur.Args = append(cur.Args, p.conditionArg())
		cur.Range.End = p.lastEnd
	}
	if len(out) == 0 && !reported {
		p.errorf(kw.Range, CodeSyntax, "%s is followed by no condition", kw.Text)
	}
	return out
}

// isVariantPrefix reports whether w abbreviates a variant word ("symm", "equipollent").
func isVariantPrefix(w string) bool {
	w = strings.ToLower(w)
	for v := range variantWords() {
		if strings.HasPrefix(v, w) {
			return true
		}
	}
	return false
}

// isPieceName reports whether w is exactly a piece name of the language ("s", "ka").
func (p *parser) isPieceName(w string) bool {
	n, walk, ok := p.pieceName(w)
	return ok && walk != unknownWalk && n == len(w)
}

// conditionArg takes the current word as an argument: a number, a square list, a piece
// name or a word.
func (p *parser) conditionArg() Arg {
	if a, ok := p.numberArg(); ok {
		return a
	}
	if sqs, n := parseSquares(p.tok.Text, p.tok.Start); n > 0 && n == len(p.tok.Text) {
		return Arg{Token: p.take(), Kind: ArgSquare, Squares: sqs}
	}
	if n, _, ok := p.pieceName(p.tok.Text); ok && n == len(p.tok.Text) {
		return Arg{Token: p.take(), Kind: ArgPiece}
	}
	return Arg{Token: p.take(), Kind: ArgWord}
}
