package fairy

import "github.com/cpls-dev/cpls/movegen"

// The Argentinian pieces (pieces/walks/argentinian/): the senora, faro and loco capture
// as the queen, rook and bishop, and move without capturing only over exactly one piece
// to the empty squares beyond it (as a lion that does not capture); the saltador moves
// without capturing as the maohopper and moahopper and captures as the mao and moa. The
// maohopper (moahopper) leaps as a knight when the mao's (moa's) passing square holds a
// piece, hopping over it (pieces/walks/chinese/mao.c).

// The values of comp.only.
const (
	quietOnly    = 1
	capturesOnly = 2
)

// argentineMoves appends an Argentinian rider's moves along v: the capture of the first
// piece, and the empty squares beyond it up to the next piece.
func (g *Game) argentineMoves(ml []movegen.Move, from, v int, c movegen.Color) []movegen.Move {
	h := g.endOfLine(from, v)
	if g.enemy(h, c) {
		ml = append(ml, encode(from, h, plainMove, 0))
	}
	if g.blocked(h) {
		return ml
	}
	for t := h + v; g.empty(t); t += v {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	return ml
}

// maoHopMoves appends a maohopper's (moa: a moahopper's) leap along the knight's vector
// v over the piece on its passing square.
func (g *Game) maoHopMoves(ml []movegen.Move, from, v int, moa bool, c movegen.Color) []movegen.Move {
	if h := from + passVector(v, moa); g.occupied(h) {
		ml = g.hopTo(ml, from, from+v, h, c)
	}
	return ml
}

// onlyMoves keeps, of ml[start:], the moves the component's restriction allows: those
// without capture (quietOnly) or the captures (capturesOnly).
func (g *Game) onlyMoves(ml []movegen.Move, start, only int) []movegen.Move {
	out := ml[:start]
	for _, m := range ml[start:] {
		if (g.capturedAt(m) != 0) == (only == capturesOnly) {
			out = append(out, m)
		}
	}
	return out
}
