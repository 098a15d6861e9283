package parser

import (
	"fmt"
	"strings"
)

// This file reads structured stipulations (Popeye's SStipulation), following the grammar
// of Popeye's manual:
//
//	sstipulation := side ["-"] expression
//	expression   := operand { ("&" | "|") operand }        (left to right)
//	operand      := "!" operand | "(" expression ")" | branch | goal
//	branch       := [">"] ["/"] ["-"] [min ":"] max { move }
//	move         := ["?" requirement "?"] letter { "[" expression "]" | "{" expression "}" }
//
// where side is White or Black in the file's language, letter one of a (attack), d
// (defence), h (help) and s (series), each a half move, "[…]" a leaf or nested branch
// (a fork) after the move and "{…}" a constraint. Blanks between the parts are allowed.

// SNodeKind says what a node of a structured stipulation is.
type SNodeKind int

// The kinds of nodes.
const (
	SGoal   SNodeKind = iota // a leaf: a goal
	SBranch                  // a branch of moves
	SNot                     // "!" X
	SAnd                     // X "&" Y
	SOr                      // X "|" Y
)

// SNode is one node of a structured stipulation.
type SNode struct {
	Kind SNodeKind
	// Goal and Square are the leaf's goal and its square (z, k); NoSquare else.
	Goal   Goal
	Square Square
	// A branch: Min and Max half moves (Min is 0 unless "min:max" is written); End
	// (">"): play in the containing branch ends where this one has a solution; Hidden
	// ("/"): its moves are not written; Flip ("-"): the other side moves first.
	Min, Max          int
	End, Hidden, Flip bool
	Moves             []SMove
	// X and Y are the operands of SNot (X) and of SAnd and SOr.
	X, Y *SNode
}

// SMove is one half move of a branch: its letter, the requirement of a conditional
// right to move ("+" in "?+?"; "" for none), and the forks and constraints after it.
type SMove struct {
	Letter      byte
	Requirement string
	Forks       []*SNode
	Constraints []*SNode
}

// SStipulation is a parsed structured stipulation.
type SStipulation struct {
	// Side is the side to move at the root (White or Black as written); Flip is a "-"
	// after it.
	Side Color
	Flip bool
	Expr *SNode
}

// sstipReader reads a structured stipulation's text.
type sstipReader struct {
	s   string
	i   int
	err string
}

// parseSStipulation reads text (the value of an SStipulation) in the language lang. It
// returns nil and why when the text does not follow the grammar.
func parseSStipulation(text string, lang Language) (*SStipulation, string) {
	r := &sstipReader{s: text}
	word := r.word()
	res := lookup(colourTables[lang], word)
	if word == "" || !res.found() || res.index > 1 {
		return nil, fmt.Sprintf("%q must start with the side to move, %s or %s", text, colourTables[lang][0], colourTables[lang][1])
	}
	st := &SStipulation{Side: Color(res.index)}
	if r.peek() == '-' {
		r.i++
		st.Flip = true
	}
	st.Expr = r.expression()
	if r.err == "" && r.skip() < len(r.s) {
		r.fail("unexpected %q", r.s[r.i:])
	}
	if r.err != "" {
		return nil, fmt.Sprintf("cannot read the structured stipulation %q: %s", text, r.err)
	}
	return st, ""
}

func (r *sstipReader) fail(format string, args ...any) {
	if r.err == "" {
		r.err = fmt.Sprintf(format, args...)
	}
}

// skip passes blanks and returns the position.
func (r *sstipReader) skip() int {
	for r.i < len(r.s) && (r.s[r.i] == ' ' || r.s[r.i] == '\t' || r.s[r.i] == '\n' || r.s[r.i] == '\r') {
		r.i++
	}
	return r.i
}

// peek returns the next character after blanks, 0 at the end.
func (r *sstipReader) peek() byte {
	if r.skip() < len(r.s) {
		return r.s[r.i]
	}
	return 0
}

// word reads letters.
func (r *sstipReader) word() string {
	start := r.skip()
	for r.i < len(r.s) && (r.s[r.i] >= 'a' && r.s[r.i] <= 'z' || r.s[r.i] >= 'A' && r.s[r.i] <= 'Z') {
		r.i++
	}
	return r.s[start:r.i]
}

func (r *sstipReader) expression() *SNode {
	x := r.operand()
	for r.err == "" {
		var kind SNodeKind
		switch r.peek() {
		case '&':
			kind = SAnd
		case '|':
			kind = SOr
		default:
			return x
		}
		r.i++
		x = &SNode{Kind: kind, X: x, Y: r.operand()}
	}
	return x
}

func (r *sstipReader) operand() *SNode {
	switch c := r.peek(); {
	case c == '!':
		r.i++
		x := r.operand()
		if x.goalsOnly() {
			// Popeye negates the tester of one goal, the last, of a group of goals
			// (ParseStructuredStip_not): "!(x&#)" is "x&!#".
			return x.negateLast()
		}
		return &SNode{Kind: SNot, X: x}
	case c == '(':
		r.i++
		x := r.expression()
		if r.peek() != ')' {
			r.fail("a ) is missing")
			return x
		}
		r.i++
		return x
	case strings.HasPrefix(r.s[r.i:], "00"):
		return r.leaf() // castling, not a length
	case c >= '0' && c <= '9' || c == '>' || c == '/' || c == '-':
		return r.branch()
	case c == 0:
		r.fail("it ends too early")
		return nil
	}
	return r.leaf()
}

// leaf reads a goal (with its square for z and k).
func (r *sstipReader) leaf() *SNode {
	g, n := matchGoal(r.s[r.i:])
	if g == GoalUnknown {
		r.fail("expected a goal, a branch or an operator at %q", r.s[r.i:])
		return nil
	}
	r.i += n
	node := &SNode{Kind: SGoal, Goal: g, Square: NoSquare}
	if g == GoalTarget || g == GoalKiss {
		sq, ok := squareAt(r.s, r.i)
		if !ok {
			r.fail("the goal %s needs a square", goalSymbols[g])
			return node
		}
		node.Square = sq
		r.i += 2
	}
	return node
}

// number reads digits; ok is false when there are none.
func (r *sstipReader) number() (int, bool) {
	start := r.skip()
	d := leadingDigits(r.s[start:])
	if d == 0 {
		return 0, false
	}
	r.i += d
	return atoiSmall(r.s[start:r.i]), true
}

func (r *sstipReader) branch() *SNode {
	b := &SNode{Kind: SBranch}
	for _, flag := range []struct {
		c byte
		v *bool
	}{{'>', &b.End}, {'/', &b.Hidden}, {'-', &b.Flip}} {
		if r.peek() == flag.c {
			r.i++
			*flag.v = true
		}
	}
	n, ok := r.number()
	if !ok {
		r.fail("a branch needs its length, such as 3a[#]d")
		return b
	}
	b.Max = n
	if r.peek() == ':' {
		r.i++
		b.Min = n
		if b.Max, ok = r.number(); !ok || b.Max < b.Min {
			r.fail("min:max needs a maximum at least the minimum")
			return b
		}
	}
	for r.err == "" && r.move(b) {
	}
	if len(b.Moves) == 0 {
		r.fail("a branch needs its moves: a, d, h or s")
	}
	return b
}

// move reads one half move of b with its forks and constraints; it reports false when
// there is none.
func (r *sstipReader) move(b *SNode) bool {
	var m SMove
	if r.peek() == '?' {
		r.i++
		end := strings.IndexByte(r.s[r.i:], '?')
		if end < 0 {
			r.fail("a requirement ?R? is not closed")
			return false
		}
		m.Requirement = r.s[r.i : r.i+end]
		r.i += end + 1
	}
	switch c := r.peek(); c {
	case 'a', 'd', 'h', 's':
		m.Letter = c
		r.i++
	default:
		if m.Requirement != "" {
			r.fail("?%s? must be followed by a move, d or h", m.Requirement)
		}
		return false
	}
	for r.err == "" {
		switch r.peek() {
		case '[':
			r.i++
			m.Forks = append(m.Forks, r.expression())
			r.close(']')
		case '{':
			r.i++
			m.Constraints = append(m.Constraints, r.expression())
			r.close('}')
		default:
			b.Moves = append(b.Moves, m)
			return true
		}
	}
	return false
}

func (r *sstipReader) close(c byte) {
	if r.peek() != c {
		r.fail("a %c is missing", c)
		return
	}
	r.i++
}

// Compact returns the text as Popeye writes it in the caption: the side word, then the
// stipulation rewritten from its tree without blanks ("White 3a[#]d&-4hh[#]"). Popeye
// marks a nested branch after an attacking move ">" unless it is a defence's (play ends
// where it holds): "3a[1a[#]d]d" is written "3a[>1a[#]d]d" (writeBranch).
func (st *SStipulation) Compact(text string, lang Language) string {
	var b strings.Builder
	b.WriteString(colourTables[lang][st.Side] + " ")
	if st.Flip {
		b.WriteByte('-')
	}
	st.Expr.write(&b, false)
	return b.String()
}

// write writes n as Popeye does; afterAttack says n is a fork of an attacking move.
func (n *SNode) write(b *strings.Builder, afterAttack bool) {
	if n == nil {
		return
	}
	switch n.Kind {
	case SGoal:
		b.WriteString(goalSymbols[n.Goal])
		if n.Square != NoSquare && n.Goal != GoalKiss {
			// Popeye writes a kiss's square in a traditional stipulation only.
			b.WriteString(n.Square.String())
		}
	case SNot:
		b.WriteByte('!')
		n.X.write(b, afterAttack)
	case SAnd, SOr:
		n.X.write(b, afterAttack)
		b.WriteByte("&|"[n.Kind-SAnd])
		n.Y.write(b, afterAttack)
	case SBranch:
		n.writeBranch(b, afterAttack)
	}
}

// Popeye writes an expression without parentheses, each slice where its traversal
// meets it ("!(2hh[#]&2hh[=])" as "!2hh[#]&2hh[=]").

// goalsOnly reports whether n is made of goals and operators alone.
func (n *SNode) goalsOnly() bool {
	if n == nil {
		return false
	}
	switch n.Kind {
	case SGoal:
		return true
	case SNot:
		return n.X.goalsOnly()
	case SAnd, SOr:
		return n.X.goalsOnly() && n.Y.goalsOnly()
	}
	return false
}

// negateLast returns n, made of goals, with its last goal negated.
func (n *SNode) negateLast() *SNode {
	if n.Kind == SAnd || n.Kind == SOr {
		return &SNode{Kind: n.Kind, X: n.X, Y: n.Y.negateLast()}
	}
	return &SNode{Kind: SNot, X: n}
}

// writeBranch writes branch n. Popeye writes ">" before a branch ending an attacking
// move's branch where it holds (written so, or any branch but a defence's after an
// attacking move) and "/" only before a hidden defence's branch ("1a[/2hh[#]]d" as
// "1a[>2hh[#]]d", "2a[1d[#]a]d" as written).
func (n *SNode) writeBranch(b *strings.Builder, afterAttack bool) {
	defence := len(n.Moves) > 0 && n.Moves[0].Letter == 'd'
	if n.End || afterAttack && !defence {
		b.WriteByte('>')
	}
	if n.Hidden && defence {
		b.WriteByte('/')
	}
	if n.Flip {
		b.WriteByte('-')
	}
	if n.Min != 0 {
		fmt.Fprintf(b, "%d:", n.Min)
	}
	fmt.Fprintf(b, "%d", n.Max)
	for _, m := range n.Moves {
		if m.Requirement != "" {
			b.WriteString("?" + m.Requirement + "?")
		}
		b.WriteByte(m.Letter)
		for _, f := range m.Forks {
			b.WriteByte('[')
			f.write(b, m.Letter == 'a')
			b.WriteByte(']')
		}
		for _, c := range m.Constraints {
			b.WriteByte('{')
			c.write(b, false)
			b.WriteByte('}')
		}
	}
}
