package fairy

import (
	"math/rand/v2"

	"github.com/cpls-dev/cpls/movegen"
)

// The reference rules of more king conditions (condRefs), written from Popeye's
// manual and its definitions.

// refDynastyKings adds a second king to a side now and then: RoyalDynasty lets a side
// have several.
func refDynastyKings(rng *rand.Rand, b *Board) {
	if rng.IntN(2) == 0 {
		return
	}
	s := movegen.Square(rng.IntN(64))
	if b[s].IsRoyal() {
		return
	}
	b[s] = MakePiece(King, []Side{WhiteSide, BlackSide}[rng.IntN(2)], 0)
}

// refDynastyMoves: RoyalDynasty, "a side's king is royal while it is its only king; a
// pawn may promote to a king as well": the plain moves, and each promotion to a queen
// once more as one to a king.
func refDynastyMoves(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		out = append(out, m.after)
		if isPawn(b[m.from].Walk()) && m.after[m.to].Walk() == Queen && m.after[m.to].Belongs(c) {
			k := m.after
			k[m.to] = k[m.to].WithWalk(King)
			out = append(out, k)
		}
	}
	return out
}

// refDynastyCheck: RoyalDynasty, "a side is in check when it has exactly one king and
// that king is attacked" (by every piece of the other side, its kings too).
func refDynastyCheck(b Board, c movegen.Color) bool {
	k, n := movegen.NoSquare, 0
	for s, p := range b {
		if p.Walk() == King && p.Belongs(c) {
			k, n = movegen.Square(s), n+1
		}
	}
	if n != 1 {
		return false
	}
	g := New(Setup{Board: b, SideToMove: c})
	return g.attacked(box(k), c.Other())
}
