package problem

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
)

// Structured stipulations (SStipulation) are solved by the one search when they say what
// a traditional stipulation says; structuredForms lists the forms read so (N half
// moves, G a goal, "m:N" for exact play). The rest is reported unsupported.
const structuredForms = "Na[G]d (direct), Nad[G] (self), Na[G]d[G] (self with Quodlibet), " +
	"White - Nda[G] and White - Nd[G]a (direct and self play after the key), Black 1d[G]a (a defence that must reach G), Nhh[G] and Nh[G]h (help), Ns[G], Ns[1h[G]h], Ns[1a[G]d], " +
	"Ns[1d[G]a] (series), 2hh[G]&1h[G]h and Nhh[2hh[G]&1h[G]h] (reciprocal help), " +
	"Nhh[2da[G]], Nhh[/2da[G]] and either with {!+} after the a (help-direct), Nh[3a[G]d]h (help play, then a direct two-mover), " +
	"Nh[1h[G]h]?+?h and Nh[1a[G]d]?+?h (pser-h)"

// sstipResult is a structured stipulation read as a traditional one, with the options
// it implies: PostKeyPlay (a branch the defender starts), Quodlibet (a goal after both
// moves) and a swap of colours (Black in White's role: solved as HalfDuplex, which is
// not printed).
type sstipResult struct {
	st                          solver.Stipulation
	postKey, quodlibet, swapped bool
	// defenderFirst: the root is the defender's single move (Black 1d[G]a), which
	// Popeye numbers "1." and writes only when the defender has no refutation.
	defenderFirst bool
}

// impliedOptions are the options a stipulation implies (structured stipulations), and
// defenderFirst (sstipResult).
type impliedOptions struct{ postKey, quodlibet, swapped, defenderFirst bool }

// implied returns the options s implies.
func implied(s *parser.Stipulation) impliedOptions {
	if s == nil || !s.Structured || s.SStip == nil {
		return impliedOptions{}
	}
	r, ok := convertStructured(s.SStip)
	if !ok {
		return impliedOptions{}
	}
	return impliedOptions{r.postKey, r.quodlibet, r.swapped, r.defenderFirst}
}

// apply sets the options o implies in opts.
func (o impliedOptions) apply(opts *solver.Options) {
	opts.PostKeyPlay = opts.PostKeyPlay || o.postKey
	opts.Quodlibet = opts.Quodlibet || o.quodlibet
	if o.swapped {
		opts.HalfDuplex = !opts.HalfDuplex
	}
}

// convertStructured reads s, a structured stipulation, as a traditional one; ok is false
// when it is none of structuredForms.
func convertStructured(s *parser.SStipulation) (sstipResult, bool) {
	side := s.Side
	if s.Flip {
		side = 1 - side
	}
	x := s.Expr
	if x.Kind == parser.SAnd {
		return reciStructured(side, x, 0)
	}
	if x.Kind != parser.SBranch || x.End || x.Hidden {
		return sstipResult{}, false
	}
	if x.Flip {
		side = 1 - side
	}
	var r sstipResult
	var ok bool
	switch letters(x) {
	case "ad":
		r, ok = battleStructured(x)
		r.swapped = side == parser.Black
	case "da":
		// The defender starts; written with the root side White, which Popeye numbers
		// from (Black's first move is 1...), or as Black's single move (Black 1d[G]a),
		// numbered from Black.
		r, ok = postKeyStructured(x)
		r.defenderFirst = s.Side == parser.Black && x.Max == 1 && !s.Flip && !x.Flip
		ok = ok && side == parser.Black && (s.Side == parser.White || r.defenderFirst)
	case "hh":
		r, ok = helpStructured(side, x)
	case "s":
		r, ok = seriesStructured(side, x)
	case "?":
		r, ok = parryHelpStructured(side, x)
	}
	if (s.Flip || x.Flip) && letters(x) != "da" {
		// Popeye numbers the lines after a "-" from "1..." on: the interpreter writes them.
		ok = false
	}
	return r, ok && r.st.Validate() == nil
}

// letters returns the letters of b's moves: "ad", "hh", "s", ….
func letters(b *parser.SNode) string {
	var out []byte
	for _, m := range b.Moves {
		if m.Requirement != "" || len(m.Constraints) > 0 {
			return "?"
		}
		out = append(out, m.Letter)
	}
	return string(out)
}

// leafGoal returns the goal of a fork that is a single goal, and whether it is one.
func leafGoal(forks []*parser.SNode) (solver.Goal, movegen.Square, bool) {
	if len(forks) != 1 || forks[0].Kind != parser.SGoal {
		return 0, 0, false
	}
	g, ok := solverGoals()[forks[0].Goal]
	return g, movegen.Square(forks[0].Square), ok
}

// exact applies a branch's "m:N" to st: play of exactly N half moves.
func exact(b *parser.SNode, st *solver.Stipulation) bool {
	if b.Min == 0 {
		return true
	}
	st.Exact = true
	return b.Min == b.Max
}

// battleStructured reads Na[G]d (direct), Nad[G] (self) and Na[G]d[G] (self with
// Quodlibet).
func battleStructured(b *parser.SNode) (sstipResult, bool) {
	var r sstipResult
	a, d := b.Moves[0], b.Moves[1]
	ga, sa, onA := leafGoal(a.Forks)
	gd, sd, onD := leafGoal(d.Forks)
	switch {
	case onA && len(d.Forks) == 0 && b.Max%2 == 1:
		r.st = solver.Stipulation{Play: solver.Direct, Goal: ga, GoalSquare: sa, Moves: (b.Max + 1) / 2}
	case onD && len(a.Forks) == 0 && b.Max%2 == 0:
		r.st = solver.Stipulation{Play: solver.Self, Goal: gd, GoalSquare: sd, Moves: b.Max / 2}
	case onA && onD && ga == gd && sa == sd && b.Max%2 == 0:
		r.st = solver.Stipulation{Play: solver.Self, Goal: gd, GoalSquare: sd, Moves: b.Max / 2}
		r.quodlibet = true
	default:
		return r, false
	}
	return r, exact(b, &r.st)
}

// postKeyStructured reads - Nda[G] (direct play after the key) and - Nd[G]a (self play
// after the key).
func postKeyStructured(b *parser.SNode) (sstipResult, bool) {
	r := sstipResult{postKey: true}
	ga, sa, onA := leafGoal(b.Moves[1].Forks)
	gd, sd, onD := leafGoal(b.Moves[0].Forks)
	switch {
	case b.Min != 0:
		return r, false
	case onA && len(b.Moves[0].Forks) == 0 && b.Max%2 == 0:
		r.st = solver.Stipulation{Play: solver.Direct, Goal: ga, GoalSquare: sa, Moves: b.Max/2 + 1}
	case onD && len(b.Moves[1].Forks) == 0 && b.Max%2 == 1:
		r.st = solver.Stipulation{Play: solver.Self, Goal: gd, GoalSquare: sd, Moves: (b.Max + 1) / 2}
	default:
		return r, false
	}
	return r, true
}

// helpStructured reads Nhh[G] (the goal after the second side's moves) and Nh[G]h (after
// the first side's), side moving first: help play whose last move reaches G.
func helpStructured(side parser.Color, b *parser.SNode) (sstipResult, bool) {
	var r sstipResult
	first, second := b.Moves[0], b.Moves[1]
	if len(second.Forks) == 1 && second.Forks[0].Kind == parser.SAnd && len(first.Forks) == 0 && b.Max%2 == 0 && b.Min == 0 {
		return reciStructured(side, second.Forks[0], b.Max)
	}
	if len(second.Forks) == 1 && second.Forks[0].Kind == parser.SBranch && len(first.Forks) == 0 && b.Max%2 == 0 {
		return helpDirectStructured(side, b, second.Forks[0])
	}
	if len(first.Forks) == 1 && first.Forks[0].Kind == parser.SBranch && len(second.Forks) == 0 && b.Max%2 == 1 {
		return helpTwoMoverStructured(side, b, first.Forks[0])
	}
	g, sq, onSecond := leafGoal(second.Forks)
	mater := 1 - side
	if !onSecond || len(first.Forks) > 0 || b.Max%2 != 0 {
		var onFirst bool
		if g, sq, onFirst = leafGoal(first.Forks); !onFirst || len(second.Forks) > 0 || b.Max%2 != 1 {
			return r, false
		}
		mater = side
	}
	r.st = solver.Stipulation{Play: solver.Help, Goal: g, GoalSquare: sq, Moves: b.Max / 2, HalfMove: b.Max%2 == 1}
	r.swapped = mater == parser.Black
	return r, exact(b, &r.st)
}

// helpDirectStructured reads Nhh[2da[G]], Nhh[/2da[G]] and either with the constraint
// {!+} after the a (help play, then the defender, to move and with it not in check,
// cannot avoid the goal in one): help-direct play (solver.EndDirect).
func helpDirectStructured(side parser.Color, b, end *parser.SNode) (sstipResult, bool) {
	var r sstipResult
	if end.Max != 2 || end.Min != 0 || end.End || end.Flip || len(end.Moves) != 2 {
		return r, false
	}
	d, a := end.Moves[0], end.Moves[1]
	if d.Letter != 'd' || a.Letter != 'a' || d.Requirement != "" || a.Requirement != "" ||
		len(d.Forks) > 0 || len(d.Constraints) > 0 || len(a.Constraints) > 1 {
		return r, false
	}
	g, sq, ok := leafGoal(a.Forks)
	if !ok {
		return r, false
	}
	noCheck := false
	if len(a.Constraints) == 1 {
		c := a.Constraints[0]
		if c.Kind != parser.SNot || c.X.Kind != parser.SGoal || c.X.Goal != parser.GoalCheck {
			return r, false
		}
		noCheck = true
	}
	r.st = solver.Stipulation{Play: solver.Help, End: solver.EndDirect, Goal: g, GoalSquare: sq, Moves: b.Max / 2,
		EndNoCheck: noCheck, EndHidden: end.Hidden}
	r.swapped = side == parser.White
	return r, exact(b, &r.st)
}

// helpTwoMoverStructured reads Nh[3a[G]d]h: help play of N half moves (N odd), then a
// direct two-mover of the other side (solver.EndTwoMover).
func helpTwoMoverStructured(side parser.Color, b, end *parser.SNode) (sstipResult, bool) {
	var r sstipResult
	if end.Max != 3 || end.Min != 0 || end.End || end.Flip || end.Hidden || letters(end) != "ad" || len(end.Moves[1].Forks) > 0 {
		return r, false
	}
	g, sq, ok := leafGoal(end.Moves[0].Forks)
	if !ok {
		return r, false
	}
	r.st = solver.Stipulation{Play: solver.Help, End: solver.EndTwoMover, Goal: g, GoalSquare: sq, Moves: (b.Max + 1) / 2}
	r.swapped = side == parser.White
	return r, exact(b, &r.st)
}

// seriesStructured reads Ns[G], Ns[1h[G]h], Ns[1a[G]d] and Ns[1d[G]a]: series play of the
// side to move.
func seriesStructured(side parser.Color, b *parser.SNode) (sstipResult, bool) {
	var r sstipResult
	if g, sq, ok := leafGoal(b.Moves[0].Forks); ok {
		r.st = solver.Stipulation{Play: solver.Direct, Series: true, Goal: g, GoalSquare: sq, Moves: b.Max}
		r.swapped = side == parser.Black
		return r, exact(b, &r.st)
	}
	forks := b.Moves[0].Forks
	if len(forks) != 1 || forks[0].Kind != parser.SBranch || forks[0].Max != 1 || forks[0].Min != 0 {
		return r, false
	}
	end := forks[0]
	g, sq, ok := leafGoal(end.Moves[0].Forks)
	if !ok || end.End || end.Hidden || end.Flip {
		return r, false
	}
	r.st = solver.Stipulation{Series: true, Goal: g, GoalSquare: sq, Moves: b.Max}
	switch letters(end) {
	case "hh", "ad":
		r.st.Play = solver.Help
		r.swapped = side == parser.White
	case "da":
		r.st.Play = solver.Self
		r.swapped = side == parser.Black
	default:
		return r, false
	}
	if len(end.Moves[1].Forks) > 0 {
		return r, false
	}
	return r, exact(b, &r.st)
}

// reciStructured reads 2hh[G2]&1h[G1]h (either order), the end of reciprocal help play,
// after prefix half moves of help play.
func reciStructured(side parser.Color, x *parser.SNode, prefix int) (sstipResult, bool) {
	var r sstipResult
	help, own := x.X, x.Y
	if help.Kind == parser.SBranch && help.Max == 1 {
		help, own = own, help
	}
	if help.Kind != parser.SBranch || own.Kind != parser.SBranch {
		return r, false
	}
	if letters(help) != "hh" || letters(own) != "hh" || help.Max != 2 || own.Max != 1 ||
		help.Min != 0 || own.Min != 0 || help.Flip || own.Flip || len(help.Moves[0].Forks) > 0 || len(own.Moves[1].Forks) > 0 {
		return r, false
	}
	g2, sq2, ok2 := leafGoal(help.Moves[1].Forks)
	g1, sq1, ok1 := leafGoal(own.Moves[0].Forks)
	if !ok1 || !ok2 || x.X == own && prefix == 0 {
		return r, false // written at once, the own goal first is printed first by Popeye
	}
	r.st = solver.Stipulation{Play: solver.Help, Reci: true, Goal: g2, GoalSquare: sq2, ReciGoal: g1, ReciSquare: sq1,
		Moves: prefix/2 + 1}
	r.swapped = side == parser.White
	return r, r.st.Validate() == nil
}

// parryHelpStructured reads Nh[1h[G]h]?+?h and Nh[1a[G]d]?+?h (N odd): the side to move
// plays (N+1)/2 series moves, the other side moving only when in check, and then
// reaches G in one: pser-h (Popeye's manual: "black 15h[1a[#]d]?+?h (pser-h#8)").
func parryHelpStructured(side parser.Color, b *parser.SNode) (sstipResult, bool) {
	var r sstipResult
	if len(b.Moves) != 2 || b.Min != 0 || b.Max%2 != 1 {
		return r, false
	}
	series, parry := b.Moves[0], b.Moves[1]
	if series.Letter != 'h' || series.Requirement != "" || len(series.Constraints) > 0 || len(series.Forks) != 1 ||
		parry.Letter != 'h' || parry.Requirement != "+" || len(parry.Constraints) > 0 || len(parry.Forks) > 0 {
		return r, false
	}
	end := series.Forks[0]
	if end.Kind != parser.SBranch || end.Max != 1 || end.Min != 0 || end.End || end.Hidden || end.Flip {
		return r, false
	}
	if l := letters(end); l != "hh" && l != "ad" || len(end.Moves[1].Forks) > 0 {
		return r, false
	}
	g, sq, ok := leafGoal(end.Moves[0].Forks)
	if !ok {
		return r, false
	}
	r.st = solver.Stipulation{Play: solver.Help, Series: true, Parry: true, Goal: g, GoalSquare: sq, Moves: (b.Max + 1) / 2}
	r.swapped = side == parser.White
	return r, true
}
