package fairy

import "github.com/cpls-dev/cpls/movegen"

// The rose's relatives (pieces/walks/roses.c) follow the rose's octagons: from each
// knight's vector, turning one knight's direction at every leap, either way, until they
// meet a piece (their own square, when the octagon comes round, is one).
//
//   - the rose hopper goes along the octagon to the first piece and hops over it to the
//     next square of the octagon, which must be empty or hold an enemy piece;
//   - the rose locust captures the first piece on the octagon when the next square of
//     the octagon is empty, landing there;
//   - the rao moves as a rose and captures as a Chinese piece: over the first piece on
//     the octagon to the next piece on it.

// roseStep returns the knight's vector of leap i of the octagon that starts with knight
// vector s and turns by sense.
func roseStep(s, sense, i int) int { return knightVecs[((s+sense*i)%8+8)%8] }

// roseEnd returns the first square from b along the octagon (s, sense) from its leap i
// on that is not empty (a piece, the edge, or the mover's own square), and the index of
// the leap after it.
func (g *Game) roseEnd(b, s, sense, i int) (int, int) {
	for {
		b += roseStep(s, sense, i)
		i++
		if !g.empty(b) {
			return b, i
		}
	}
}

// roseKindMoves appends the moves of a rose hopper, rose locust or rao on from.
func (g *Game) roseKindMoves(ml []movegen.Move, from int, kind compKind, c movegen.Color) []movegen.Move {
	for s := 0; s < 8; s++ {
		for _, sense := range [2]int{1, -1} {
			switch kind {
			case kRoseHop:
				h, i := g.roseEnd(from, s, sense, 0)
				if h == from || g.blocked(h) {
					continue
				}
				if t := h + roseStep(s, sense, i); t != from {
					ml = g.hopTo(ml, from, t, h, c)
				}
			case kRoseLocust:
				h, i := g.roseEnd(from, s, sense, 0)
				if h != from && !g.blocked(h) {
					ml = g.locustCapture(ml, from, h, roseStep(s, sense, i), c)
				}
			case kRao:
				ml = g.raoMoves(ml, from, s, sense, c)
			}
		}
	}
	return ml
}

// raoMoves appends a rao's moves along the octagon (s, sense): a rose's moves up to the
// first piece, and the capture of the next piece beyond it.
func (g *Game) raoMoves(ml []movegen.Move, from, s, sense int, c movegen.Color) []movegen.Move {
	h, i := from, 0
	for {
		h += roseStep(s, sense, i)
		i++
		if h == from || !g.empty(h) {
			break
		}
		ml = append(ml, encode(from, h, plainMove, 0))
	}
	if h == from || g.blocked(h) {
		return ml
	}
	if t, _ := g.roseEnd(h, s, sense, i); t != from && g.enemy(t, c) {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	return ml
}
