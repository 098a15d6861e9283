package fairy

import "github.com/cpls-dev/cpls/movegen"

// Eagle equihoppers (pieces/walks/angle/hoppers.c): equihoppers that turn by 90° at the
// hurdle, either way.
//   - The eagle equihopper goes along a queen line to the first piece and turns there,
//     landing as far from it as it stood, the squares between empty; with a piece a
//     (1,2), (1,3) or (2,3) leap away it lands that leap turned beyond it, whatever stands
//     between.
//   - The eagle nonstop equihopper hops so over every piece along its queen, (1,2),
//     (1,3) and (2,3) lines, whatever stands between.
//
// Both reach some squares over two hurdles; Popeye's generators keep one move to each
// square (the first generated), and so do these, which generate in Popeye's order.

// turnedRight returns the vector v turned by 90°, clockwise.
func turnedRight(v int) int {
	df, dr := deltaCoords(v)
	return vec(dr, -df)
}

// eagleEquihopperMoves appends the eagle equihopper's moves from from.
func (g *Game) eagleEquihopperMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	start := len(ml)
	for i := len(queenVecs) - 1; i >= 0; i-- {
		v := queenVecs[i]
		h := g.endOfLine(from, v)
		if g.blocked(h) {
			continue
		}
		n := (h - from) / v
		p := abs(turnedRight(v)) // Popeye turns to the lower square first
		for _, w := range [2]int{-p, p} {
			t := h + n*w
			switch beyond := (g.endOfLine(h, w) - h) / w; {
			case beyond > n:
				ml = append(ml, encode(from, t, hopMove, h))
			case beyond == n && g.enemy(t, c):
				ml = append(ml, encode(from, t, hopMove, h))
			}
		}
	}
	for _, v := range equiVecs {
		if h := from + v; g.board[h].Walk() >= King {
			ml = g.hopTo(ml, from, h-turnedRight(v), h, c)
			ml = g.hopTo(ml, from, h+turnedRight(v), h, c)
		}
	}
	return g.dedupe(ml, start)
}

// eagleNonstopMoves appends the eagle nonstop equihopper's moves from from.
func (g *Game) eagleNonstopMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	start := len(ml)
	for _, vs := range [2][]int{queenVecs, equiVecs} {
		for _, v := range vs {
			for h := from + v; !g.blocked(h); h += v {
				if g.empty(h) {
					continue
				}
				d := turnedRight(h - from)
				ml = g.hopTo(ml, from, h-d, h, c)
				ml = g.hopTo(ml, from, h+d, h, c)
			}
		}
	}
	return g.dedupe(ml, start)
}
