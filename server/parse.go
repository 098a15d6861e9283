package server

import (
	"strings"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
)

// This file is the adapter from the parser's tree and the problem package to the
// server's outline and findings: everything known about a text without solving.

// static is what a text gives without solving: the tree, the problems made ready to
// solve (package problem, the one place that turns a parsed problem into positions),
// the outline the features read, and the findings (syntax, unsupported constructs,
// illegal positions with their quick fixes).
type static struct {
	file     *parser.File
	problems []*problem.Problem // parallel to file.Problems
	outline  *outline
	findings []finding
	// illegal holds per problem the labels of the twins with an error-severity legality
	// finding ("" for a problem without twins), "*" when every twin has one.
	illegal []map[string]bool
}

// analyse parses text and loads and validates its problems.
func analyse(text string) *static {
	src := []byte(text)
	f := parser.Parse(src)
	st := &static{file: f, outline: &outline{lang: f.Language}}
	for _, d := range f.Diagnostics {
		fd := findingOf(d, problemIndex(f, d.Start))
		fd.fixes = suggestionFixes(d)
		st.findings = append(st.findings, fd)
	}
	st.problems = make([]*problem.Problem, len(f.Problems))
	st.illegal = make([]map[string]bool, len(f.Problems))
	for i, p := range f.Problems {
		pr := problem.Load(src, p)
		st.problems[i] = pr
		st.illegal[i] = map[string]bool{}
		for _, d := range pr.Diagnostics {
			st.findings = append(st.findings, findingOf(d, i))
		}
		for _, ld := range problem.Legality(src, pr) {
			fd := findingOf(ld.Diagnostic, i)
			for _, r := range ld.Related {
				fd.related = append(fd.related, spanOf(r))
			}
			for _, qf := range ld.Fixes {
				fx := fix{title: qf.Title}
				for _, e := range qf.Edits {
					fx.edits = append(fx.edits, byteEdit{start: e.Start, end: e.End, text: e.NewText})
				}
				fd.fixes = append(fd.fixes, fx)
			}
			if ld.Severity == parser.Error {
				if ld.Twins == nil {
					st.illegal[i]["*"] = true
				}
				for _, l := range ld.Twins {
					st.illegal[i][l] = true
				}
			}
			st.findings = append(st.findings, fd)
		}
		st.outline.problems = append(st.outline.problems, problemViewOf(text, pr))
	}
	for _, fd := range st.findings {
		if fd.severity == severityError && fd.problem >= 0 && !strings.HasPrefix(fd.code, problem.LegalityCodePrefix) {
			st.outline.problems[fd.problem].errors++
		}
	}
	return st
}

func findingOf(d parser.Diagnostic, problem int) finding {
	return finding{start: d.Start, end: d.End, severity: int(d.Severity), code: d.Code, message: d.Message, problem: problem}
}

// suggestionFixes are the quick fixes of a misspelt keyword: "Did you mean Option?" for
// each keyword the parser suggests, replacing the unknown word.
func suggestionFixes(d parser.Diagnostic) []fix {
	var out []fix
	for _, kw := range d.Suggestions {
		out = append(out, fix{title: "Did you mean " + kw + "?", edits: []byteEdit{{start: d.Word.Start, end: d.Word.End, text: kw}}})
	}
	return out
}

// problemIndex is the index of the problem whose range holds off, or -1.
func problemIndex(f *parser.File, off int) int {
	for _, p := range f.Problems {
		if p.Range.Start <= off && off <= p.Range.End {
			return p.Index
		}
	}
	return -1
}

// problemViewOf builds the outline of one loaded problem.
func problemViewOf(text string, pr *problem.Problem) *problemView {
	p := pr.Source
	v := &problemView{span: spanOf(p.Range), index: p.Index, lang: p.Language, src: p}
	if p.Begin != nil {
		v.begin = spanOf(p.Begin.Range)
	}
	if p.End != nil {
		v.endToken = spanOf(p.End.Range)
	}
	if ts := p.TextsOf(parser.CmdTitle); len(ts) > 0 {
		v.title = ts[0].Display()
	} else if ts := p.TextsOf(parser.CmdAuthor); len(ts) > 0 {
		v.title = ts[0].Display()
	}
	kw := map[span]bool{}
	keyword := func(r parser.Range) {
		if s := spanOf(r); s.end > s.start && !kw[s] {
			kw[s] = true
			v.keywords = append(v.keywords, s)
		}
	}
	if p.Begin != nil {
		keyword(p.Begin.Range)
	}
	for _, c := range p.Commands {
		if c.Kind != parser.CmdUnknown {
			keyword(c.Keyword.Range)
		}
	}
	if p.End != nil {
		keyword(p.End.Range)
	}
	addPieces := func(pieces []*parser.Piece, twin int) {
		for _, pc := range pieces {
			if pc.ColorToken != nil {
				keyword(pc.ColorToken.Range)
			}
			if pc.Square.Square == parser.NoSquare || pc.Source == parser.FromGameArray {
				continue
			}
			v.pieces = append(v.pieces, pieceViewOf(p.Language, pc, twin))
			if !pc.IsOrthodox() {
				v.fairy = true
			}
		}
	}
	addPieces(p.Pieces, -1)
	if s := p.Stipulation; s != nil {
		v.stip = &stipView{span: spanOf(s.Value.Range), text: s.Value.Text, node: s}
	}
	for _, o := range p.Options {
		ov := optionView{span: spanOf(o.Range), keyword: spanOf(o.Keyword.Range), name: o.Name}
		for _, a := range o.Args {
			ov.args = append(ov.args, a.Text)
			for _, sq := range a.Squares {
				v.squares = append(v.squares, squareRef{span: spanOf(sq.Range), square: sq.Square.String(), twin: -1})
			}
		}
		v.options = append(v.options, ov)
	}
	if len(p.Conditions) > 0 {
		v.fairy = true
	}
	for _, c := range p.Conditions {
		keyword(c.Keyword.Range)
	}
	for i, tw := range p.Twins {
		tv := twinView{span: spanOf(tw.Range), index: i, label: twinLabelOf(pr, i), text: twinText(text, tw)}
		if tw.Continued != nil {
			keyword(tw.Continued.Range)
		}
		for _, op := range tw.Ops {
			keyword(op.Keyword.Range)
			for _, sq := range op.Squares {
				v.squares = append(v.squares, squareRef{span: spanOf(sq.Range), square: sq.Square.String(), twin: i})
			}
			addPieces(op.Pieces, i)
		}
		v.twins = append(v.twins, tv)
	}
	return v
}

// twinLabelOf is the label ("b)") of the i-th twin of the source, as package problem
// numbers them (the diagram is a) unless it is a zero position).
func twinLabelOf(pr *problem.Problem, i int) string {
	j := i + 1
	if pr.Zero {
		j = i
	}
	if j < len(pr.Twins) && pr.Twins[j].Label != "" {
		return pr.Twins[j].Label + ")"
	}
	return "?)"
}

// twinText is the twin's operations as written, on one line.
func twinText(text string, tw *parser.Twin) string {
	start, end := tw.Keyword.End, tw.Range.End
	if start < 0 || end > len(text) || start > end {
		return ""
	}
	return strings.Join(strings.Fields(text[start:end]), " ")
}

var englishPieceNames = [...]string{"King", "Queen", "Rook", "Bishop", "Knight", "Pawn"}

func pieceViewOf(lang parser.Language, pc *parser.Piece, twin int) pieceView {
	v := pieceView{
		color:  pc.Color.String(),
		letter: pc.Name.Text,
		square: pc.Square.Square.String(),
		sq:     spanOf(pc.Square.Range),
		named:  spanOf(pc.Name.Range),
		token:  spanOf(pc.Token.Range),
		fairy:  !pc.IsOrthodox(),
		twin:   twin,
	}
	if pc.Source == parser.FromForsyth {
		v.token = v.named // one letter of the board text, not all of it
	}
	switch {
	case pc.Kind >= parser.King && pc.Kind <= parser.Pawn:
		v.name = englishPieceNames[pc.Kind]
	default:
		name := parser.FairyPieceName(lang, strings.ToLower(pc.Name.Text))
		if name == "" {
			name = "fairy piece " + pc.Name.Text
		}
		v.name = name
	}
	return v
}

// formatSource formats like `cpls fmt`; ok is false when the text has errors (Format
// refuses to rewrite what it did not understand).
func formatSource(text string) (string, bool) {
	out, errs := parser.Format([]byte(text))
	if len(errs) > 0 {
		return "", false
	}
	return out, true
}
