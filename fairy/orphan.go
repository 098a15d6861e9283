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

// Friends (pieces/walks/friend.c) are the orphan's opposite: a friend moves and attacks
// like each walk W whose pieces of its own side guard it — directly, or through a chain
// of friends: a friend guarded by a W of its side moves like a W; the friends it so
// guards move like a W too, and so on. Only the walks its side has count, and every
// friend takes part in a chain at most once.

// friendMoves appends the moves of the friend on from, moving for c.
func (g *Game) friendMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	for _, w := range g.rules.orphanWalks {
		if g.counts[c][w] > 0 && g.friendChain(from, w, c, 0) {
			ml = g.walkMoves(ml, from, w, c)
		}
	}
	return ml
}

// friendAttacks reports whether the friend on f, moving for c, could capture on t.
func (g *Game) friendAttacks(f, t int, c movegen.Color) bool {
	for _, w := range g.rules.orphanWalks {
		if g.counts[c][w] > 0 && g.walkAttacks(f, t, w, c) && g.friendChain(f, w, c, 0) {
			return true
		}
	}
	return false
}

// friendChain reports whether the friend on target is guarded by a piece of walk w of
// side s, or by a friend of s that is itself so guarded (used: the friends already in
// the chain, as a bit set of movegen squares).
func (g *Game) friendChain(target int, w Walk, s movegen.Color, used movegen.Bitboard) bool {
	for bb := g.occ[s]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f != target && g.board[f].Walk() == w && !g.paralysed(f, s) && g.guards(f, target, w, s) {
			return true
		}
	}
	if g.counts[s][Friend] < 2 {
		return false
	}
	used |= movegen.Bitboard(1) << uint(sq64[target])
	for bb := g.occ[s] &^ used; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if g.board[f].Walk() == Friend && !g.paralysed(f, s) && g.guards(f, target, w, s) &&
			g.friendChain(f, w, s, used) {
			return true
		}
	}
	return false
}

// guards reports whether the piece on f, moving for s as w, guards the piece of s on t:
// would capture it if it were the other side's (observation is geometry, as Popeye's
// check functions, which look at no colour but the observer's).
func (g *Game) guards(f, t int, w Walk, s movegen.Color) bool {
	p := g.board[t]
	g.board[t] = p.WithSide(SideOf(s.Other())).Without(Uncapturable)
	ok := g.walkAttacks(f, t, w, s)
	g.board[t] = p
	return ok
}

// paralysed reports whether the piece on b, moving for c, may not act: it is an idle
// functionary (functionary.go), or it is paralysed: attacked by a
// paralysing piece of the other side, by that piece's geometry alone (a paralysed
// paralysing piece still paralyses).
//
// The test is of geometry alone, as Popeye's: inside it (an orphan's chain, say) no
// piece is asked whether it is paralysed in turn.
func (g *Game) paralysed(b int, c movegen.Color) bool {
	if g.rules.functionaries && g.idleFunctionary(b, c) {
		return true
	}
	if !g.rules.paralysing || g.testingParalysis {
		return false
	}
	g.testingParalysis = true
	defer func() { g.testingParalysis = false }()
	o := c.Other()
	for bb := g.occ[o]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f != b && g.board[f].Has(Paralysing) && g.walkAttacks(f, b, g.observerWalk(f, o), o) {
			return true
		}
	}
	return false
}
