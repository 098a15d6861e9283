package fairy

import "github.com/cpls-dev/cpls/movegen"

// Angle hoppers (pieces/walks/angle/hoppers.c): the moose, eagle and sparrow (and their
// rook and bishop forms) hop along a line over the first piece and land on the square
// next to it in a direction turned by 45°, 90° or 135° from the line, either way. The
// bob (pieces/walks/bob.c) is a lion over four pieces.

// compass lists the queen's directions turning one way, 45° apart.
var compass = [8]int{dirRight, dirUp + dirRight, dirUp, dirUp + dirLeft, dirLeft, dirDown + dirLeft, dirDown, dirDown + dirRight}

// turned returns the direction v turned by n steps of 45° (either sign).
func turned(v, n int) int {
	for i, d := range compass {
		if d == v {
			return compass[(i+n+8)%8]
		}
	}
	return 0
}

// angleHopMoves appends an angle hopper's hops along v, turning by n·45° at the hurdle.
func (g *Game) angleHopMoves(ml []movegen.Move, from, v, n int, c movegen.Color) []movegen.Move {
	h := g.endOfLine(from, v)
	if g.blocked(h) {
		return ml
	}
	ml = g.hopTo(ml, from, h+turned(v, n), h, c)
	return g.hopTo(ml, from, h+turned(v, -n), h, c)
}

// multiLionMoves appends a lion's moves along v over exactly n pieces: to the empty
// squares beyond the last of them up to the next piece, which it may capture.
func (g *Game) multiLionMoves(ml []movegen.Move, from, v, n int, c movegen.Color) []movegen.Move {
	h := from
	for i := 0; i < n; i++ {
		if h = g.endOfLine(h, v); g.blocked(h) {
			return ml
		}
	}
	t := h + v
	for ; g.empty(t); t += v {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	if g.enemy(t, c) {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	return ml
}
