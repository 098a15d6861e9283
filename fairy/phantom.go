package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// PhantomChess (conditions/marscirce/phantom.c): a piece moves and captures as usual,
// or from its Circe rebirth square (the square it would be reborn on if captured where
// it stands), which must be empty; a move from there to a square it reaches from its
// own square, or back to its own square, is not a second move. It observes, and so
// checks, from both. Kings move only from their squares unless RexInclusive. Popeye
// writes a move from the rebirth square with it: "Rh3-h1-f1".
type phantom struct {
	base
	rexInclusive bool
}

func init() {
	registerCondition("PhantomChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "RexInclusive"); err != nil {
			return nil, err
		}
		return phantom{base{&s}, len(s.Variants) > 0}, nil
	})
}

func (x phantom) headerVariants() []string {
	if x.rexInclusive {
		return []string{"RexInclusive"}
	}
	return nil
}

// phantomSquare returns the rebirth square the piece on b, moving by w for c, also moves
// from, and false when it has none (a king, the square occupied, or its own).
func (x phantom) phantomSquare(g *Game, b int, w Walk, c movegen.Color) (int, bool) {
	if g.board[b].IsRoyal() && !x.rexInclusive {
		return 0, false
	}
	r := circeSquare(w, b, c.Other())
	return r, r != b && g.empty(r)
}

// walkMoves appends the piece's moves from its square and those from its rebirth
// square that reach other squares, written as moves from its square.
func (x phantom) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	start := len(ml)
	ml = g.walkMoves(ml, from, w, c)
	r, ok := x.phantomSquare(g, from, w, c)
	if !ok {
		return ml
	}
	regular := len(ml)
	p := g.board[from]
	g.put(from, NoPiece)
	g.put(r, p)
	buf := g.walkMoves(g.takeBuf(), r, w, c)
	g.put(r, NoPiece)
	g.put(from, p)
	for _, m := range buf {
		to := m.To()
		if box(to) == from || slices.ContainsFunc(ml[start:regular], func(n movegen.Move) bool { return n.To() == to }) {
			continue
		}
		ml = append(ml, m&^63|movegen.Move(sq64[from]))
	}
	g.giveBuf(buf)
	return ml
}

// afterMove puts the en-passant square of a pawn's double step from its rebirth square
// behind the pawn's arrival ("e3-e7-e5" allows "d5*e6 ep.").
func (phantom) afterMove(g *Game, e *moveEffect) { g.rebirthDoubleStepEP(e) }

// walkAttacks reports whether the piece on f could capture on t from its square or its
// rebirth square.
func (x phantom) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	if g.walkAttacks(f, t, w, c) {
		return true
	}
	r, ok := x.phantomSquare(g, f, w, c)
	if !ok || r == t {
		return false
	}
	p := g.board[f]
	g.put(f, NoPiece)
	g.put(r, p)
	a := g.walkAttacks(r, t, w, c)
	g.put(r, NoPiece)
	g.put(f, p)
	return a
}

// moveVia returns the square a move d of the piece on its departure square is made
// from when that is its rebirth square, and 0 when it moves from its own square.
func (x phantom) moveVia(g *Game, d decoded) int {
	p := g.board[d.from]
	r, ok := x.phantomSquare(g, d.from, p.Walk(), g.side)
	if !ok {
		return 0
	}
	buf := g.walkMoves(g.takeBuf(), d.from, p.Walk(), g.side)
	regular := slices.ContainsFunc(buf, func(n movegen.Move) bool { return box(n.To()) == d.to })
	g.giveBuf(buf)
	if regular {
		return 0
	}
	return r
}
