package fairy

import "github.com/cpls-dev/cpls/movegen"

// The equistopper (Popeye's "qe", the Equi English; pieces/walks/hoppers.c) stops half
// way to the first piece on a queen line: it moves to the square midway between itself
// and that piece when there is one; it captures that first piece when it is an enemy
// standing midway between the equistopper and the next piece on the line. Along the
// leaps (1,2), (1,3) and (2,3) it moves one leap, or captures there, when a piece stands
// a second leap beyond. Its observation is that of its captures (compAttacks falls back
// on them).

// equistopperMoves appends the equistopper's moves from from, moving for c.
func (g *Game) equistopperMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	for i := len(queenVecs) - 1; i >= 0; i-- {
		v := queenVecs[i]
		h := g.endOfLine(from, v)
		if g.blocked(h) {
			continue
		}
		if n := (h - from) / v; n%2 == 0 {
			ml = append(ml, encode(from, from+n/2*v, hopMove, h))
		}
		if h2 := g.endOfLine(h, v); !g.blocked(h2) && h2-h == h-from && g.enemy(h, c) {
			ml = append(ml, encode(from, h, hopMove, h2))
		}
	}
	for _, v := range equiVecs {
		if g.board[from+2*v].Walk() >= King {
			ml = g.to(ml, from, from+v, c)
		}
	}
	return ml
}

// nonstopEquistopperMoves appends the nonstop equistopper's moves from from (Popeye's
// "qf", the Equi French): to the square midway to any piece an even number of files and
// ranks away, whatever stands between; it captures there. Popeye looks at the 4×4
// squares from coinequis on, which hold every such midway square whose far square is on
// the board; a hole there counts as a piece, as in Popeye's generator.
func (g *Game) nonstopEquistopperMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	coin := 75 + onerow*((from/onerow+3)/2) + (from%onerow+3)/2
	for dh := 3; dh >= 0; dh-- {
		for dv := 3; dv >= 0; dv-- {
			if t := coin + dh + dv*dirUp; t != from && !g.empty(2*t-from) {
				ml = g.to(ml, from, t, c)
			}
		}
	}
	return ml
}
