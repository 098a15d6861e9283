package fairy

import "github.com/cpls-dev/cpls/movegen"

// Skylla and charybdis (pieces/walks/skylla_charybdis.c) step past an adjacent square to
// one of the two squares beside it turned by 45° (the skylla past an orthogonally adjacent
// square, to a diagonal one; the charybdis past a diagonally adjacent square, to an
// orthogonal one). The arrival square must be empty; the square passed is empty for a
// move, or holds the enemy piece they capture, as a locust does.

// skyllaMoves appends the moves of a skylla (vs: the rook's vectors) or charybdis (the
// bishop's) from from.
func (g *Game) skyllaMoves(ml []movegen.Move, from int, vs []int, c movegen.Color) []movegen.Move {
	for _, v := range vs {
		for _, n := range [2]int{1, -1} {
			t := from + v + turned(v, n)
			switch {
			case !g.empty(t):
			case g.empty(from + v):
				ml = append(ml, encode(from, t, plainMove, 0))
			case g.enemy(from+v, c):
				ml = append(ml, encode(from, t, captureAt, from+v))
			}
		}
	}
	return ml
}
