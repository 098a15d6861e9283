package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Orphans (pieces/walks/orphan.c): an orphan has no walk of its own. It moves and
// attacks like each walk W whose pieces of the other side attack it — directly, or
// through a chain of orphans: an orphan attacked by a W of its opponent moves like a W,
// and then attacks like one; the orphans it so attacks move like a W too, and so on.
// Every orphan takes part in a chain at most once.

// orphanMoves appends the moves of the orphan on from, moving for c.
func (g *Game) orphanMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	for _, w := range g.rules.orphanWalks {
		if g.counts[movegen.White][w]+g.counts[movegen.Black][w] == 0 {
			continue
		}
		if g.orphanChain(from, w, c.Other(), 0) {
			ml = g.walkMoves(ml, from, w, c)
		}
	}
	return ml
}

// orphanAttacks reports whether the orphan on f, moving for c, could capture on t.
func (g *Game) orphanAttacks(f, t int, c movegen.Color) bool {
	for _, w := range g.rules.orphanWalks {
		if g.counts[movegen.White][w]+g.counts[movegen.Black][w] == 0 {
			continue
		}
		if g.walkAttacks(f, t, w, c) && g.orphanChain(f, w, c.Other(), 0) {
			return true
		}
	}
	return false
}

// orphanChain reports whether the piece on target is attacked by a piece of walk w of
// side s, or by an orphan of s that is itself so attacked by the other side (used: the
// orphans already in the chain, as a bit set of movegen squares).
func (g *Game) orphanChain(target int, w Walk, s movegen.Color, used movegen.Bitboard) bool {
	if g.counts[s][w] > 0 {
		for bb := g.occ[s]; bb != 0; bb &= bb - 1 {
			f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
			if f != target && g.board[f].Walk() == w && !g.paralysed(f, s) && g.walkAttacks(f, target, w, s) {
				return true
			}
		}
	}
	if g.counts[s][Orphan] == 0 {
		return false
	}
	used |= movegen.Bitboard(1) << uint(sq64[target])
	for bb := g.occ[s] &^ used; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if g.board[f].Walk() == Orphan && !g.paralysed(f, s) && g.walkAttacks(f, target, w, s) &&
			g.orphanChain(f, w, s.Other(), used) {
			return true
		}
	}
	return false
}

// friendMoves and friendAttacks: friends are not played yet (Supported says so).
func (g *Game) friendMoves(ml []movegen.Move, _ int, _ movegen.Color) []movegen.Move { return ml }
func (g *Game) friendAttacks(_, _ int, _ movegen.Color) bool                         { return false }

// paralysed reports whether the piece on b, moving for c, is paralysed: attacked by a
// paralysing piece of the other side, by that piece's geometry alone (a paralysed
// paralysing piece still paralyses).
//
// The test is of geometry alone, as Popeye's: inside it (an orphan's chain, say) no
// piece is asked whether it is paralysed in turn.
func (g *Game) paralysed(b int, c movegen.Color) bool {
	if !g.rules.paralysing || g.testingParalysis {
		return false
	}
	g.testingParalysis = true
	defer func() { g.testingParalysis = false }()
	o := c.Other()
	for bb := g.occ[o]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f != b && g.board[f].Has(Paralysing) && g.walkAttacks(f, b, g.board[f].Walk(), o) {
			return true
		}
	}
	return false
}
