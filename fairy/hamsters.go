package fairy

import "github.com/cpls-dev/cpls/movegen"

// Hamsters (pieces/walks/hamster.c): the hamster rides along queen lines to the square
// right before the first piece, and only there, never capturing (it does not check); the
// contrahamster, with a piece right behind it on a queen line, rides away from it and may
// capture the first piece. The marguerite moves as moose, eagle, sparrow, grasshopper and
// hamster together.

// hamsterMoves appends a hamster's moves (contra: a contrahamster's) along v.
func (g *Game) hamsterMoves(ml []movegen.Move, from, v int, contra bool, c movegen.Color) []movegen.Move {
	if contra {
		if !g.occupied(from - v) {
			return ml
		}
		return g.rideMoves(ml, from, v, c)
	}
	h := g.endOfLine(from, v)
	if !g.blocked(h) && h-v != from {
		ml = append(ml, encode(from, h-v, plainMove, 0))
	}
	return ml
}
