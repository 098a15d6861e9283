package fairy

import "github.com/cpls-dev/cpls/movegen"

// The CAT and the cardinal (pieces/walks/cat.c, cardinal.c).
//   - The CAT (cavalier trojan) leaps as a knight and, when it lands on an empty square,
//     may ride on as a dabbabarider along the longer leg of that leap.
//   - The cardinal rides as a bishop; where its line leaves the board it may go on once,
//     from the first square of the board next to the square off it (looking right, up,
//     left, down, as Popeye does), which it captures on or moves to and then rides on
//     from at a right angle to its line (the lower way, unless that leaves the board at
//     once).

// catMoves appends the CAT's moves from from.
func (g *Game) catMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	for _, v := range knightVecs {
		t := from + v
		if g.enemy(t, c) {
			ml = append(ml, encode(from, t, plainMove, 0))
			continue
		}
		w := catRide(v)
		for ; g.empty(t); t += w {
			ml = append(ml, encode(from, t, plainMove, 0))
		}
		if g.enemy(t, c) {
			ml = append(ml, encode(from, t, plainMove, 0))
		}
	}
	return ml
}

// catRide returns the dabbaba's step along the longer leg of the knight's leap v
// (Popeye's cat_vectors).
func catRide(v int) int {
	df, dr := deltaCoords(v)
	if abs(df) > abs(dr) {
		return vec(2*df/abs(df), 0)
	}
	return vec(0, 2*dr/abs(dr))
}

// cardinalMoves appends the cardinal's moves from from.
func (g *Game) cardinalMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	for _, v := range bishopVecs {
		ml = g.cardinalRide(ml, from, from, v, 1, c)
	}
	return ml
}

// cardinalRide appends the cardinal's moves along v from b (it stands on from), going
// on from the edge left more times.
func (g *Game) cardinalRide(ml []movegen.Move, from, b, v, left int, c movegen.Color) []movegen.Move {
	t := b + v
	for ; g.empty(t); t += v {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	if g.enemy(t, c) {
		return append(ml, encode(from, t, plainMove, 0))
	}
	if left == 0 || !g.blocked(t) {
		return ml
	}
	for _, d := range rookVecs {
		y := t + d
		if g.blocked(y) {
			continue
		}
		switch {
		case g.enemy(y, c):
			ml = append(ml, encode(from, y, plainMove, 0))
		case g.empty(y):
			ml = append(ml, encode(from, y, plainMove, 0))
			w := -abs(turnedRight(v))
			if g.blocked(y + w) {
				w = -w
			}
			ml = g.cardinalRide(ml, from, y, w, left-1, c)
		}
		break
	}
	return ml
}
