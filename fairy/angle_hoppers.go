package fairy

import "github.com/cpls-dev/cpls/movegen"

// Angle hoppers (pieces/walks/angle/hoppers.c): the moose, eagle and sparrow (and their
// rook and bishop forms) hop along a line over the first piece and land on the square
// next to it in a direction turned by 45°, 90° or 135° from the line, either way; the
// scarabeus lands a knight's leap beyond the piece, in the two knight directions nearest
// its line (Popeye's angle_27). The bob (pieces/walks/bob.c) is a lion over four pieces.

// angleScarabeus is the turn (comp.n) of the scarabeus's kAngleHop; the other angle
// hoppers turn by n·45°, n from 1 to 3.
const angleScarabeus = 0

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

// angleLandings returns the offsets from the hurdle of the two squares an angle hopper
// hopping along v lands on: turned by n·45° either way or, for the scarabeus, the knight's
// leaps nearest the line, which are the step along it plus a 45° turn of it either way.
func angleLandings(v, n int) [2]int {
	if n == angleScarabeus {
		return [2]int{v + turned(v, 1), v + turned(v, -1)}
	}
	return [2]int{turned(v, n), turned(v, -n)}
}

// angleHopMoves appends an angle hopper's hops along v, turning by n at the hurdle
// (angleLandings).
func (g *Game) angleHopMoves(ml []movegen.Move, from, v, n int, c movegen.Color) []movegen.Move {
	h := g.endOfLine(from, v)
	if g.blocked(h) {
		return ml
	}
	for _, d := range angleLandings(v, n) {
		ml = g.hopTo(ml, from, h+d, h, c)
	}
	return ml
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
