package server

import "github.com/cpls-dev/cpls/parser"

// The outline is the server's view of a parsed file: what the features need, with byte
// ranges, filled from the parser's tree by one adapter (parse.go). Features read the
// outline; where they need the tree's detail (a stipulation's parts, a twin's operations)
// the views point at the parser's nodes, which are immutable.

// span is a byte range [start, end) of a snapshot's text.
type span struct{ start, end int }

func (s span) contains(off int) bool { return s.start <= off && off <= s.end && s.end > s.start }

func spanOf(r parser.Range) span { return span{r.Start, r.End} }

// outline lists the problems of a file in text order.
type outline struct {
	lang     parser.Language // the file's language (English without BeginProblem)
	problems []*problemView
}

// problemView is one problem: BeginProblem (or the previous end token) to its end token.
type problemView struct {
	span
	index    int
	begin    span // the BeginProblem token, empty when absent
	endToken span // EndProblem or NextProblem; empty when missing
	lang     parser.Language
	title    string // Title, else Author, else ""
	keywords []span // every keyword (command, colour, twin verb) for semantic tokens
	pieces   []pieceView
	stip     *stipView
	options  []optionView
	twins    []twinView
	squares  []squareRef // squares written in options and twin operations, for hover
	errors   int         // error diagnostics inside the problem
	fairy    bool        // uses unsupported pieces or conditions

	src *parser.Problem
}

// pieceView is one piece on one square: of the diagram, or added by a twin.
type pieceView struct {
	color  string // "white", "black" or "neutral"
	letter string // the piece's letter(s) as written ("K", "S", "D")
	name   string // English name: "King" … "Pawn", or the fairy piece's name
	square string // "e4"
	sq     span   // the square's two characters
	named  span   // the piece's name as written
	token  span   // the whole piece token, letter and all its squares
	fairy  bool
	twin   int // -1 for the diagram, else the index of the twin (in src.Twins) that adds it
}

// stipView is the stipulation.
type stipView struct {
	span
	text string
	node *parser.Stipulation
}

// optionView is one option with its arguments.
type optionView struct {
	span
	keyword span
	name    string // canonical English name, "Variations"
	args    []string
}

// twinView is one twin.
type twinView struct {
	span
	index int    // in src.Twins
	label string // "b)"
	text  string // "Move a7 b7"
}

// squareRef is a square written outside the piece list: an option's argument or a twin
// operation's square.
type squareRef struct {
	span
	square string
	twin   int // -1 outside twins, else the twin's index in src.Twins
}

// problemAt returns the problem containing off, or nil.
func (o *outline) problemAt(off int) *problemView {
	for _, p := range o.problems {
		if p.start <= off && off <= p.end {
			return p
		}
	}
	return nil
}

// headSpan is where a problem is named: its BeginProblem, else its first keyword, else
// its start.
func (p *problemView) headSpan() span {
	if p.begin.end > p.begin.start {
		return p.begin
	}
	if len(p.keywords) > 0 {
		return p.keywords[0]
	}
	return span{p.start, p.start}
}
