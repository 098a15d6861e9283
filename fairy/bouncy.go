package fairy

import "github.com/cpls-dev/cpls/movegen"

// Bouncy pieces (pieces/walks/bouncy.c): knight's leaps and rides that may go on, in any
// knight's direction, from an empty square of the board's edge.
//   - The bouncy knight leaps up to three times: on from the first and second squares it
//     lands on when they are empty edge squares (Popeye's recursion, two deep).
//   - The bouncy nightrider rides and, at an empty edge square it has not bounced from
//     yet in this move, rides on from there in every knight's direction.
//
// Both reach some squares more than once; the duplicates go with those of the other
// walks Popeye removes them for (dedupeWalk).

// bouncyKnightMoves appends the bouncy knight's leaps from b, which it reached from from
// and may bounce on from left more times.
func (g *Game) bouncyKnightMoves(ml []movegen.Move, from, b, left int, c movegen.Color) []movegen.Move {
	for _, v := range knightVecs {
		t := b + v
		switch {
		case g.empty(t):
			ml = append(ml, encode(from, t, plainMove, 0))
			if left > 0 && !noEdge(t) {
				ml = g.bouncyKnightMoves(ml, from, t, left-1, c)
			}
		case g.enemy(t, c):
			ml = append(ml, encode(from, t, plainMove, 0))
		}
	}
	return ml
}

// bouncyRiderMoves appends the bouncy nightrider's rides from b, which it reached from
// from; bounced holds the edge squares it has bounced from (a bitboard), b among them
// when on the edge.
func (g *Game) bouncyRiderMoves(ml []movegen.Move, from, b int, bounced *movegen.Bitboard, c movegen.Color) []movegen.Move {
	if !noEdge(b) {
		*bounced |= squareBit(b)
	}
	for _, v := range knightVecs {
		t := b + v
		for g.empty(t) {
			ml = append(ml, encode(from, t, plainMove, 0))
			if !noEdge(t) && *bounced&squareBit(t) == 0 {
				ml = g.bouncyRiderMoves(ml, from, t, bounced, c)
				break
			}
			t += v
		}
		if g.enemy(t, c) {
			ml = append(ml, encode(from, t, plainMove, 0))
		}
	}
	return ml
}

// squareBit returns the bitboard of the box square b, which must be on the board.
func squareBit(b int) movegen.Bitboard { return movegen.Bitboard(1) << uint(square(b)) }
