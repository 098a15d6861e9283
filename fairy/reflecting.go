package fairy

import "github.com/cpls-dev/cpls/movegen"

// The reflecting bishop and the archbishop (pieces/walks/reflecting_bishop.c) ride as
// bishops and, where the line leaves the board, turn by a right angle at the last square
// and ride on: up to four times the reflecting bishop, once the archbishop (at a corner
// both turns leave the board, so the line ends). The lines are followed as Popeye
// follows them; a square reached twice is one move (dedupeWalk). Their observation is
// that of their captures (compAttacks falls back on them).

// reflectMoves appends the moves from from of a bishop reflected up to n times.
func (g *Game) reflectMoves(ml []movegen.Move, from, n int, c movegen.Color) []movegen.Move {
	for _, v := range bishopVecs {
		ml = g.reflectRide(ml, from, from, v, n, c)
	}
	return ml
}

// reflectRide appends the moves along v from in (the piece standing on from), reflected
// up to left more times.
func (g *Game) reflectRide(ml []movegen.Move, from, in, v, left int, c movegen.Color) []movegen.Move {
	t := in + v
	if g.blocked(t) {
		return ml
	}
	for g.empty(t) {
		ml = append(ml, encode(from, t, plainMove, 0))
		t += v
	}
	switch {
	case t == from: // back on its own square, where a neutral piece does not take itself
	case g.enemy(t, c):
		ml = append(ml, encode(from, t, plainMove, 0))
	case left > 0 && g.blocked(t):
		df, dr := deltaCoords(v)
		ml = g.reflectRide(ml, from, t-v, -dr+df*onerow, left-1, c)
		ml = g.reflectRide(ml, from, t-v, dr-df*onerow, left-1, c)
	}
	return ml
}
