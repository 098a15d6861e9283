package server

// The outline is the server's view of a parsed file: what the features need, with byte
// ranges, filled from the parser's tree by one adapter (parse.go). Features read the
// outline, never the parser's tree directly, so that a change of the tree touches one file.

// span is a byte range [start, end) of a snapshot's text.
type span struct{ start, end int }

func (s span) contains(off int) bool { return s.start <= off && off <= s.end && s.end > s.start }

// outline lists the problems of a file in text order.
type outline struct {
	problems []*problemView
}

// problemView is one problem: BeginProblem (or the start of the file) to its end token.
type problemView struct {
	span
	index    int
	begin    span // the BeginProblem token, empty when absent
	endToken span // EndProblem or NextProblem; empty when missing
	lang     string
	title    string // Title, else Author, else ""
	keywords []span // every keyword (command, colour, twin verb) for semantic tokens
	pieces   []pieceView
	stip     *stipView
	options  []optionView
	twins    []twinView
	errors   int  // error diagnostics inside the problem
	fairy    bool // uses unsupported pieces or conditions
}

// pieceView is one piece on one square of the initial position.
type pieceView struct {
	color  string // "white", "black" or "neutral"
	letter string // the piece's letter(s) as written ("K", "S", "D")
	name   string // English name: "King" … "Pawn", or the fairy piece's name
	square string // "e4"
	sq     span   // the square's two characters
	token  span   // the whole piece token, letter and all its squares
	fairy  bool
}

// stipView is the stipulation.
type stipView struct {
	span
	text string
}

// optionView is one option with its arguments.
type optionView struct {
	span
	name string // canonical English name, "Variation"
	args []string
}

// twinView is one twin.
type twinView struct {
	span
	label string // "b)"
	text  string // "Move a7 b7"
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
