package fairy

import (
	"math/rand/v2"

	"github.com/cpls-dev/cpls/movegen"
)

// RepublicanChess against the manual and Popeye's definition (conditions/republican.c):
// "a side may be without its king; then the other side's move may place it, as part of
// the move, on any square where it is mated, or not place it" (Type2; mated as in the
// plain game).
func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "RepublicanChess"}, moves: refRepublican,
		noNeutrals: true, extra: refOneKingOff, valid: refFewPieces,
		onlyWalks: []Walk{King, Queen, Rook, Bishop, Knight, Grasshopper}})
}

// refFewPieces keeps the boards of at most six pieces, on which the rule's mate
// tests on every square stay quick.
func refFewPieces(b Board) bool {
	n := 0
	for _, p := range b {
		if p != NoPiece {
			n++
		}
	}
	return n <= 6
}

// refOneKingOff takes one king, of either side at random, off the board.
func refOneKingOff(rng *rand.Rand, b *Board) {
	k := refKing(*b, movegen.Color(rng.IntN(2)))
	if k != movegen.NoSquare {
		b[k] = NoPiece
	}
}

// refRepublican: each plain move of c, and, when the other side has no king, the move
// with its king placed on each square where it is then mated.
func refRepublican(b Board, c movegen.Color) []Board {
	o := c.Other()
	var out []Board
	for _, m := range plainMoves(b, c) {
		out = append(out, m.after)
		if refKing(b, o) != movegen.NoSquare {
			continue
		}
		for s := range m.after {
			if m.after[s] != NoPiece || movegen.Square(s) == m.to {
				continue
			}
			placed := m.after
			placed[s] = MakePiece(King, SideOf(o), 0)
			if refMated(placed, o) {
				out = append(out, placed)
			}
		}
	}
	return out
}

// refMated reports whether c is mated on b by the plain rules: attacked, and every
// plain move leaves it attacked (one plain game plays them all).
func refMated(b Board, c movegen.Color) bool {
	g := New(Setup{Board: b, SideToMove: c})
	attacked := func() bool { k := g.royal[c]; return k != 0 && g.attacked(k, c.Other()) }
	if !attacked() {
		return false
	}
	for _, m := range g.pseudo(nil, c) {
		g.Make(m)
		safe := !attacked()
		g.Unmake()
		if safe {
			return false
		}
	}
	return true
}
