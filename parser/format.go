package parser

import (
	"cmp"
	"slices"
	"strings"
	"sync"
)

// This file is the formatter: the canonical layout of a Popeye input file.
//
// Every command goes on a line of its own, with its keyword written out in full in the
// file's language; pieces are grouped by colour (white, black, neutral) and within a
// colour in Popeye's order K Q R B S P then fairy pieces, with the squares of a piece kind
// sorted and joined ("Pa2b3c4"); options and conditions are written out in full; a twin's
// operations stay on the twin's line. Free text (Author, Title, Remark…) is kept byte for
// byte, and so is the text after EndProblem. The commands keep their order, which can
// matter to Popeye (the later of two pieces on a square wins, the last stipulation
// counts, Pieces after an a=>b stipulation give the target position).

// Format returns src in the canonical layout. A source with error diagnostics is not
// formatted: Format returns "" and those diagnostics, since rewriting text that was not
// understood could change its meaning.
func Format(src []byte) (string, []Diagnostic) {
	f := Parse(src)
	var errs []Diagnostic
	for _, d := range f.Diagnostics {
		if d.Severity == Error {
			errs = append(errs, d)
		}
	}
	if len(errs) > 0 {
		return "", errs
	}
	w := &formatter{src: src, lang: f.Language}
	for i, p := range f.Problems {
		if i > 0 {
			w.b.WriteString("\n")
		}
		w.problem(p)
	}
	if len(f.Problems) > 0 && f.Problems[len(f.Problems)-1].EndKind == EndProblem {
		trailing := string(src[f.Trailing.Start:f.Trailing.End])
		if trailing == "" {
			trailing = "\n"
		}
		w.b.WriteString(trailing)
	} else if !strings.HasSuffix(w.b.String(), "\n") {
		w.b.WriteString("\n")
	}
	return w.b.String(), nil
}

type formatter struct {
	src  []byte
	lang Language
	b    strings.Builder
}

// fullKeywords spells each command in full for the formatter and for messages, in each
// language; made when first needed.
var fullKeywords = sync.OnceValue(func() [3]map[CommandKind]string {
	var out [3]map[CommandKind]string
	for l, table := range commandTables {
		out[l] = make(map[CommandKind]string, len(table)+1)
		out[l][CmdBeginProblem] = capitalize(beginKeywords[l])
		for _, e := range table {
			out[l][e.kind] = capitalize(e.name)
		}
	}
	// English keywords are lower case in Popeye's tables; write them as its manual does.
	for k := CmdBeginProblem; k <= CmdInitialGameArray; k++ {
		out[English][k] = k.String()
	}
	return out
})

func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

func (w *formatter) keyword(k CommandKind) string { return fullKeywords()[w.lang][k] }

// text returns the source text of a range.
func (w *formatter) text(r Range) string { return string(w.src[r.Start:r.End]) }

func (w *formatter) line(parts ...string) {
	w.b.WriteString(strings.Join(slices.DeleteFunc(parts, func(s string) bool { return s == "" }), " "))
	w.b.WriteString("\n")
}

func (w *formatter) problem(p *Problem) {
	for _, c := range p.Commands {
		switch c.Kind {
		case CmdBeginProblem, CmdInitialGameArray:
			w.line(w.keyword(c.Kind))
		case CmdEndProblem, CmdNextProblem:
			w.b.WriteString(w.keyword(c.Kind))
			if c.Kind == CmdNextProblem {
				w.b.WriteString("\n")
			}
		case CmdRemark, CmdAuthor, CmdOrigin, CmdTitle, CmdAward, CmdProtocol:
			value := ""
			if len(c.Args) > 0 {
				value = c.Args[0].Text
			}
			w.line(w.keyword(c.Kind), value)
		case CmdPieces:
			w.pieces(p, c)
		case CmdForsyth:
			for _, fs := range p.Forsyth {
				if fs.Keyword == c.Keyword {
					w.line(w.keyword(c.Kind), fs.Value.Text)
				}
			}
		case CmdStipulation, CmdSStipulation:
			w.line(w.keyword(c.Kind), w.stipulationIn(p, c.Range))
		case CmdOption:
			w.line(append([]string{w.keyword(c.Kind)}, w.options(p, c.Range)...)...)
		case CmdCondition:
			for _, group := range w.conditions(p.Conditions, c.Range) {
				w.line(append([]string{w.keyword(c.Kind)}, group...)...)
			}
		case CmdTwin, CmdZeroPosition:
			w.twin(c)
		default:
			// LaTeX, LaTeXPieces: kept as written.
			w.line(w.text(c.Range))
		}
	}
}

func inside(r, outer Range) bool { return r.Start >= outer.Start && r.End <= outer.End }

// stipulationIn writes the stipulation whose keyword lies in r, without the white space
// Popeye allows inside it ("h# 2").
func (w *formatter) stipulationIn(p *Problem, r Range) string {
	var st *Stipulation
	if p.Stipulation != nil && inside(p.Stipulation.Keyword.Range, r) {
		st = p.Stipulation
	} else {
		// An earlier stipulation, replaced by a later one: its text is all we need.
		return joinStipulation(strings.Fields(w.text(Range{wordEnd(w.src, r.Start), r.End})))
	}
	return stipulationText(st)
}

func stipulationText(st *Stipulation) string {
	if st == nil {
		return ""
	}
	if st.Structured {
		return strings.Join(strings.Fields(st.Value.Text), " ")
	}
	return joinStipulation(strings.Fields(st.Value.Text))
}

// joinStipulation writes the words of a stipulation without the white space Popeye
// allows between the goal and the number of moves ("h# 2" is "h#2"). A number word with
// more after it keeps its space: joined, its rest could read otherwise ("x 1->" has an
// ignored "->", "x1->" asks for introductory moves).
func joinStipulation(words []string) string {
	if n := len(words); n > 1 && !plainMoves(words[n-1]) {
		return strings.Join(words[:n-1], "") + " " + words[n-1]
	}
	return strings.Join(words, "")
}

// plainMoves reports whether w is a number of moves alone: digits, perhaps ".5" or ".0".
func plainMoves(w string) bool {
	d := leadingDigits(w)
	rest := w[d:]
	return d > 0 && (rest == "" || rest == ".5" || rest == ".0")
}

func (w *formatter) options(p *Problem, r Range) []string {
	var out []string
	for _, o := range p.Options {
		if !inside(o.Range, r) {
			continue
		}
		out = append(out, optionTables[w.lang][slices.Index(optionTables[English], o.Name)])
		for _, a := range o.Args {
			out = append(out, a.Text)
		}
	}
	return out
}

// conditions writes the conditions within r in full, with their arguments, in groups:
// one Condition command each. A condition whose name is also a variant word (PWC after
// Circe) starts a group of its own, since after another condition it would be read as
// that condition's variant.
func (w *formatter) conditions(conds []*Condition, r Range) [][]string {
	var out [][]string
	for _, c := range conds {
		if !inside(c.Range, r) {
			continue
		}
		name := conditionTables[w.lang][slices.Index(conditionTables[English], c.Name)]
		if len(out) == 0 || variantWords()[strings.ToLower(name)] {
			out = append(out, nil)
		}
		g := &out[len(out)-1]
		*g = append(*g, name)
		for _, a := range c.Args {
			*g = append(*g, a.Text)
		}
	}
	return out
}

// pieces writes a Pieces command. It is kept as written when a square is given twice in
// it (the order decides which piece wins) or when it holds total invisible pieces, which
// the tree does not keep.
func (w *formatter) pieces(p *Problem, c *Command) {
	var in []*Piece
	for _, list := range [][]*Piece{p.Pieces, p.TargetPieces} {
		for _, pc := range list {
			if inside(pc.Token.Range, c.Range) {
				in = append(in, pc)
			}
		}
	}
	if w.keepAsWritten(c.Range, len(in)) {
		w.line(strings.Join(strings.Fields(w.text(c.Range)), " "))
		return
	}
	groups := w.pieceGroups(in)
	w.b.WriteString(w.keyword(CmdPieces))
	indent := strings.Repeat(" ", len(w.keyword(CmdPieces)))
	for i, g := range groups {
		if i > 0 {
			w.b.WriteString("\n" + indent)
		}
		w.b.WriteString(" " + g)
	}
	w.b.WriteString("\n")
}

// keepAsWritten reports whether a Pieces command in r must be copied rather than
// rebuilt: it gives a square twice, holds total invisible pieces, or holds pieces that
// were replaced by later commands (n counts the ones still on the board).
func (w *formatter) keepAsWritten(r Range, n int) bool {
	lx := lexer{src: w.src, pos: r.Start, report: func(Diagnostic) {}}
	squares := 0
	seen := map[string]bool{}
	for {
		t, ok := lx.next()
		if !ok || t.Start >= r.End {
			break
		}
		if res := lookup(colourTables[w.lang], t.Text); res.found() && res.index == 3 {
			return true
		}
		// Count the squares: the run of squares that ends a word.
		for i := 0; i+1 < len(t.Text); i++ {
			if !isSquareRun(t.Text[i:]) {
				continue
			}
			for j := i; j+1 < len(t.Text); j += 2 {
				sq, _ := squareAt(t.Text, j)
				if seen[sq.String()] {
					return true
				}
				seen[sq.String()] = true
				squares++
			}
			break
		}
	}
	return squares != n
}

// isSquareRun reports whether s is made of squares only.
func isSquareRun(s string) bool {
	_, n := parseSquares(s, 0)
	return n > 0 && n == len(s)
}

// pieceGroups renders pieces as colour groups: "White Ke1 Qd1 Pa2b2", "Black Ke8".
func (w *formatter) pieceGroups(pieces []*Piece) []string {
	type key struct {
		colour Color
		attrs  string
		royal  bool
	}
	byKey := map[key][]*Piece{}
	var keys []key
	for _, pc := range pieces {
		var attrs []string
		royal := false
		for _, a := range pc.Attributes {
			i := lookup(pieceFlagTables[w.lang], a.Text).index
			if i == 0 {
				royal = true
			}
			attrs = append(attrs, pieceFlagTables[w.lang][i])
		}
		k := key{pc.Color, strings.Join(attrs, " "), royal}
		if _, ok := byKey[k]; !ok {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], pc)
	}
	slices.SortStableFunc(keys, func(a, b key) int {
		return cmp.Or(cmp.Compare(a.colour, b.colour), cmp.Compare(a.attrs, b.attrs))
	})
	var out []string
	for _, k := range keys {
		head := colourTables[w.lang][k.colour]
		if k.attrs != "" {
			head += " " + k.attrs
		}
		words := w.pieceWords(byKey[k])
		if k.royal {
			// Royal applies to the next piece word only: one group per word.
			for _, word := range words {
				out = append(out, head+" "+word)
			}
			continue
		}
		out = append(out, head+" "+strings.Join(words, " "))
	}
	return out
}

// pieceWords joins the squares of each kind of piece: "Ke1", "Pa2b2c3", "LEd4".
func (w *formatter) pieceWords(pieces []*Piece) []string {
	type kindKey struct {
		kind  PieceKind
		fairy string
	}
	squares := map[kindKey][]string{}
	var kinds []kindKey
	for _, pc := range pieces {
		k := kindKey{pc.Kind, pc.FairyName}
		if _, ok := squares[k]; !ok {
			kinds = append(kinds, k)
		}
		squares[k] = append(squares[k], pc.Square.Square.String())
	}
	slices.SortFunc(kinds, func(a, b kindKey) int {
		return cmp.Or(cmp.Compare(a.kind, b.kind), cmp.Compare(a.fairy, b.fairy))
	})
	var out []string
	for _, k := range kinds {
		name := strings.ToUpper(k.fairy)
		if k.kind != Fairy {
			name = pieceLetters[w.lang][k.kind]
		}
		sqs := squares[k]
		slices.Sort(sqs)
		out = append(out, name+strings.Join(sqs, ""))
	}
	return out
}

// twin writes a Twin or ZeroPosition with its operations on one line.
func (w *formatter) twin(c *Command) {
	t := c.Twin
	parts := []string{w.keyword(c.Kind)}
	if t.Continued != nil {
		parts = append(parts, capitalize(twinOpTables[w.lang][6]))
	}
	for _, op := range t.Ops {
		kw := capitalize(twinOpTables[w.lang][slices.Index(twinOpKinds[:], op.Kind)])
		parts = append(parts, kw)
		switch op.Kind {
		case TwinMove, TwinExchange, TwinShift, TwinRemove:
			var sqs []string
			for _, s := range op.Squares {
				sqs = append(sqs, s.Square.String())
			}
			if op.Kind == TwinRemove {
				parts = append(parts, strings.Join(sqs, ""))
			} else {
				parts = append(parts, sqs...)
			}
		case TwinAdd:
			if w.keepAsWritten(Range{op.Keyword.End, op.Range.End}, len(op.Pieces)) {
				parts = append(parts, strings.Fields(w.text(Range{op.Keyword.End, op.Range.End}))...)
			} else {
				parts = append(parts, w.pieceGroups(op.Pieces)...)
			}
		case TwinRotate, TwinMirror:
			for _, a := range op.Args {
				parts = append(parts, a.Text)
			}
			if op.Kind == TwinMirror && len(op.Args) > 0 {
				parts[len(parts)-1] = op.Axis.String()
			}
		case TwinSubstitute:
			parts = append(parts, strings.ToUpper(op.From.Text), strings.ToUpper(op.To.Text))
		case TwinStipulation, TwinSStipulation:
			parts = append(parts, stipulationText(op.Stipulation))
		case TwinCondition:
			for i, group := range w.conditions(op.Conditions, op.Range) {
				if i > 0 {
					parts = append(parts, kw)
				}
				parts = append(parts, group...)
			}
		}
	}
	w.line(parts...)
}
