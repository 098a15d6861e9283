package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// DangerCirce (conditions/danger_circe.c): a piece the other side observes may, besides
// its own moves, jump to its Circe rebirth square (where it would be reborn if that side
// captured it where it stands): a move when the square is empty, a capture when a piece
// of the other side stands there. Nothing is reborn. Popeye tests check by playing the
// moves, so a royal piece on the rebirth square of an observed enemy piece is in check.
type dangerCirce struct{ base }

func init() {
	registerCondition("DangerCirce", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return dangerCirce{base{&s}}, nil
	})
}

// dangerSquare returns the box square the piece on b of c jumps to, and false when it
// has none: not observed (by the pieces' walks: a jump observes nothing), or its square
// is its own or occupied by a piece of c.
func dangerSquare(g *Game, b int, c movegen.Color) (int, bool) {
	p := g.board[b]
	r := circeSquare(p.Walk(), b, c.Other())
	if r == b || g.board[r].Belongs(c) {
		return 0, false
	}
	was := g.observingOnly
	g.observingOnly = true
	observed := g.attacked(b, c.Other())
	g.observingOnly = was
	return r, observed
}

// extend adds the jump of the piece on from to its rebirth square, even when one of
// its own moves goes there too: Popeye generates both, so that move counts twice (a
// try it refutes has two refutations).
func (dangerCirce) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	if g.observingOnly {
		// Inside the test whether a piece is observed, where jumps observe nothing: a
		// condition that validates observations by generating the observer's moves
		// (BrunnerChess, GenevaChess) would otherwise ask that test again without end.
		return ml
	}
	if r, ok := dangerSquare(g, from, c); ok {
		ml = append(ml, encode(from, r, plainMove, 0))
	}
	return ml
}

// checks: c checks the royal piece on t when a piece of c can jump onto t.
func (dangerCirce) checks(g *Game, t int, c movegen.Color) bool {
	k := g.board[t]
	if k == NoPiece || !k.IsRoyal() || k.Belongs(c) {
		return false
	}
	for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
		s := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		p := g.board[s]
		if s == t || circeSquare(p.Walk(), s, c.Other()) != t {
			continue
		}
		if _, ok := dangerSquare(g, s, c); ok {
			return true
		}
	}
	return false
}
