package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
)

// RepublicanChess's king placements listed before their mate tests. A search that asks
// the legality of its moves one by one (rules.LazyMover) often stops at the first
// legal move that misses its goal: Popeye tries a move's placements as it plays it, so
// most moves never have theirs tested. PseudoLegalMoves then lists a move placing the
// king on every square empty after it, and the lawfulness test below keeps those
// where the king is mated, the test mateSquares makes when it lists them.

// keeps: the condition changes neither what attacks nor which moves may be played
// (it has no selector), so the lazy search may list pseudo-legal moves.
func (republican) keeps() keeps { return keepsObservation | keepsChoice }

// republicanAlone reports whether the game's rules are RepublicanChess alone, its
// effect and lawfulness test the only ones (ruleSet.republicanAlone).
func republicanAlone(h hooks) bool {
	if len(h.conditions) != 1 || len(h.effects) != 1 || len(h.lawfuls) != 1 || len(h.extenders) != 1 {
		return false
	}
	_, ok := h.conditions[0].(republican)
	return ok
}

// placementCandidates appends the move m (d, placing no king) placing the other side's
// king on each square empty after it, from a1 to h8, as mateSquares orders them.
func (g *Game) placementCandidates(ml []movegen.Move, m movegen.Move, d decoded) []movegen.Move {
	for sq := movegen.Square(0); sq < 64; sq++ {
		b := box(sq)
		if b == d.to || g.occupantAfter(d, b) != NoPiece {
			continue
		}
		mm, _ := withRebirthChoice(m, b, -1)
		ml = append(ml, mm)
	}
	return ml
}

// lawful: a move of c that placed the other side's king placed it where it is mated,
// without placements.
func (republican) lawful(g *Game, c movegen.Color) bool {
	o := c.Other()
	if g.testingRepublican || g.royal[o] == 0 || g.hist[len(g.hist)-1].royal[o] != 0 {
		return true
	}
	return g.placedMated(o)
}

// lawfulBefore: a move that carries no placement places no king.
func (republican) lawfulBefore(g *Game, d decoded) bool { return g.placesNoKing(d) }

// placesNoKing reports whether the move d of the side to move, under RepublicanChess,
// certainly places no king: it carries no placement (a choice of its own arrival square
// or none), or no placement is made now (afterMove): the other side keeps its king (a
// capture of it, in an illegal position, places one on the square a move without a
// choice carries), or Type1 was suspended.
func (g *Game) placesNoKing(d decoded) bool {
	b := int(d.rebirthSq)
	k := g.royal[g.side.Other()]
	return g.testingRepublican || b == 0 || b == d.to || d.castling() || k != 0 && g.capturedSquare(&d) != k || g.state.placed
}

// placedMated reports whether o, to move, is mated by the plain rules of the game,
// without placements: attacked, and without a legal move.
func (g *Game) placedMated(o movegen.Color) bool {
	g.testingRepublican = true
	mated := g.checked(o) && !g.HasLegalMove()
	g.testingRepublican = false
	return mated
}
