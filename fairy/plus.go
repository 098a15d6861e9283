package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// plusChess is PlusChess (conditions/marscirce/plus.c): a piece on a centre square
// (d4, d5, e4, e5) moves as usual and may also capture as if it stood on any other
// empty centre square; kings take part. A capture from there that reaches a square its
// usual moves reach is not a second move, but two centre squares reaching one square
// are two moves. It observes, and so checks, from the other centre squares too. Popeye
// writes such a capture with the square it is made from: "De4-d4*b6". The move carries
// which centre square in its condition choice (1 + the index in plusCentre).
type plusChess struct{ base }

// plusCentre are the centre squares in Popeye's order (center_squares).
var plusCentre = [...]int{box(movegen.D4), box(movegen.D5), box(movegen.E4), box(movegen.E5)}

func init() {
	registerCondition("PlusChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return plusChess{base{&s}}, nil
	})
}

// keeps: a capture from another centre square is played as a move from the piece's
// square; observation from there depends on squares off the lines.
func (plusChess) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// walkMoves appends the piece's usual moves and, on a centre square, its captures from
// the other empty centre squares that reach squares the usual moves do not.
func (plusChess) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	start := len(ml)
	ml = g.walkMoves(ml, from, w, c)
	if !slices.Contains(plusCentre[:], from) {
		return ml
	}
	regular := len(ml)
	p := g.board[from]
	for i, r := range plusCentre {
		if r == from || !g.empty(r) {
			continue
		}
		g.put(from, NoPiece)
		g.put(r, p)
		buf := g.walkMoves(g.takeBuf(), r, w, c)
		for _, m := range buf {
			if moveKind(uint32(m)>>26&7) == hurdleHop || g.capturedAt(m) == 0 ||
				slices.ContainsFunc(ml[start:regular], func(n movegen.Move) bool { return n.To() == m.To() }) {
				continue
			}
			ml = append(ml, m&^(63|7<<29)|movegen.Move(sq64[from])|movegen.Move(i+1)<<29)
		}
		g.giveBuf(buf)
		g.put(r, NoPiece)
		g.put(from, p)
	}
	return ml
}

// walkAttacks reports whether the piece on f could capture on t from its square or, on
// a centre square, from another empty one.
func (plusChess) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	if g.walkAttacks(f, t, w, c) {
		return true
	}
	if !slices.Contains(plusCentre[:], f) {
		return false
	}
	p := g.board[f]
	for _, r := range plusCentre {
		if r == f || r == t || !g.empty(r) {
			continue
		}
		g.put(f, NoPiece)
		g.put(r, p)
		a := g.walkAttacks(r, t, w, c)
		g.put(r, NoPiece)
		g.put(f, p)
		if a {
			return true
		}
	}
	return false
}

// via returns the centre square the move d captures from, or 0.
func (plusChess) via(d decoded) int {
	if d.choice == 0 || int(d.choice) > len(plusCentre) {
		return 0
	}
	return plusCentre[d.choice-1]
}

// captureVia returns the square a capture on the arrival square is made from.
func (x plusChess) captureVia(_ *Game, d decoded) int {
	if r := x.via(d); r != 0 {
		return r
	}
	return d.from
}

// moveVia returns the centre square a capture elsewhere than on the arrival square
// (a locust's) is made from; captureVia names the others'.
func (x plusChess) moveVia(g *Game, d decoded) int {
	if g.capturedSquare(&d) == d.to {
		return 0
	}
	return x.via(d)
}

// moveKey gives a capture from another centre square that square as its departure:
// Popeye moves the piece there first, so it and a usual move between the same squares
// are two moves.
func (x plusChess) moveKey(_ *Game, k movegen.Move) movegen.Move {
	if v := int(uint32(k) >> 29); v != 0 && v <= len(plusCentre) && moveKind(uint32(k)>>26&7) != hurdleHop {
		return k&^63 | movegen.Move(sq64[plusCentre[v-1]])
	}
	return k
}
