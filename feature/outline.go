package feature

import (
	"strings"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
)

// The outline is the features' view of a parsed file: what they need, with byte ranges,
// filled from the parser's tree and package problem's problems once per File. Where the
// features need the tree's detail (a stipulation's parts, a twin's operations) the views
// point at the parser's nodes, which are immutable.

// Span is a byte range [Start, End) of a File's text.
type Span struct{ Start, End int }

func (s Span) contains(off int) bool { return s.Start <= off && off <= s.End && s.End > s.Start }

func spanOf(r parser.Range) Span { return Span{r.Start, r.End} }

// outline lists the problems of a file in text order.
type outline struct {
	lang     parser.Language // the file's language (English without BeginProblem)
	problems []*problemView
}

// problemView is one problem: BeginProblem (or the previous end token) to its end token.
type problemView struct {
	Span
	index    int
	begin    Span // the BeginProblem token, empty when absent
	endToken Span // EndProblem or NextProblem; empty when missing
	lang     parser.Language
	title    string // Title, else Author, else ""
	keywords []Span // every keyword (command, colour, twin verb) for semantic tokens
	pieces   []pieceView
	stip     *stipView
	options  []optionView
	conds    []*parser.Condition // the conditions of Condition commands
	twins    []twinView
	squares  []squareRef // squares written in options and twin operations, for hover
	fairy    bool        // uses unsupported pieces or conditions

	src *parser.Problem
	pr  *problem.Problem
}

// pieceView is one piece on one square: of the diagram, or added by a twin.
type pieceView struct {
	color  string // "white", "black" or "neutral"
	letter string // the piece's letter(s) as written ("K", "S", "D")
	name   string // English name: "King" … "Pawn", or the fairy piece's name
	square string // "e4"
	sq     Span   // the square's two characters
	named  Span   // the piece's name as written
	token  Span   // the whole piece token, letter and all its squares
	fairy  bool
	twin   int // -1 for the diagram, else the index of the twin (in src.Twins) that adds it
}

// stipView is the stipulation.
type stipView struct {
	Span
	text string
	node *parser.Stipulation
}

// optionView is one option with its arguments.
type optionView struct {
	Span
	keyword Span
	name    string // canonical English name, "Variations"
	args    []string
}

// twinView is one twin.
type twinView struct {
	Span
	index int    // in src.Twins
	label string // "b)"
	text  string // "Move a7 b7"
}

// squareRef is a square written outside the piece list: an option's argument or a twin
// operation's square.
type squareRef struct {
	Span
	square string
	twin   int // -1 outside twins, else the twin's index in src.Twins
}

// problemAt returns the problem containing off, or nil.
func (o *outline) problemAt(off int) *problemView {
	for _, p := range o.problems {
		if p.Start <= off && off <= p.End {
			return p
		}
	}
	return nil
}

// headSpan is where a problem is named: its BeginProblem, else its first keyword, else
// its start.
func (p *problemView) headSpan() Span {
	if p.begin.End > p.begin.Start {
		return p.begin
	}
	if len(p.keywords) > 0 {
		return p.keywords[0]
	}
	return Span{p.Start, p.Start}
}

// problemViewOf builds the outline of one loaded problem.
func problemViewOf(text string, pr *problem.Problem) *problemView {
	p := pr.Source
	v := &problemView{Span: spanOf(p.Range), index: p.Index, lang: p.Language, src: p, pr: pr}
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
	kw := map[Span]bool{}
	keyword := func(r parser.Range) {
		if s := spanOf(r); s.End > s.Start && !kw[s] {
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
		v.stip = &stipView{Span: spanOf(s.Value.Range), text: s.Value.Text, node: s}
	}
	for _, o := range p.Options {
		ov := optionView{Span: spanOf(o.Range), keyword: spanOf(o.Keyword.Range), name: o.Name}
		for _, a := range o.Args {
			ov.args = append(ov.args, a.Text)
			for _, sq := range a.Squares {
				v.squares = append(v.squares, squareRef{Span: spanOf(sq.Range), square: sq.Square.String(), twin: -1})
			}
		}
		v.options = append(v.options, ov)
	}
	if len(p.Conditions) > 0 {
		v.fairy = true
	}
	for _, c := range p.Conditions {
		keyword(c.Keyword.Range)
		v.conds = append(v.conds, c)
	}
	for i, tw := range p.Twins {
		tv := twinView{Span: spanOf(tw.Range), index: i, label: pr.TwinLabel(i), text: twinText(text, tw)}
		if tw.Continued != nil {
			keyword(tw.Continued.Range)
		}
		for _, op := range tw.Ops {
			keyword(op.Keyword.Range)
			for _, sq := range op.Squares {
				v.squares = append(v.squares, squareRef{Span: spanOf(sq.Range), square: sq.Square.String(), twin: i})
			}
			addPieces(op.Pieces, i)
		}
		v.twins = append(v.twins, tv)
	}
	return v
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

// squareSpan is where the piece on square stands in source twin tw (-1: the diagram): a
// piece the twin adds, a square the twin's operations name (Move e1 f1), else the
// diagram's piece on the square, else the problem's head.
func (p *problemView) squareSpan(square string, tw int) Span {
	if tw >= 0 {
		for _, pc := range p.pieces {
			if pc.twin == tw && pc.square == square {
				return pc.sq
			}
		}
		for _, sq := range p.squares {
			if sq.twin == tw && sq.square == square {
				return sq.Span
			}
		}
	}
	for _, pc := range p.pieces {
		if pc.twin < 0 && pc.square == square {
			return pc.sq
		}
	}
	return p.headSpan()
}
