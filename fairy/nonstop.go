package fairy

import "github.com/cpls-dev/cpls/movegen"

// Nonstop equihoppers (pieces/walks/hoppers.c): a nonstop equihopper hops over any piece
// to the square symmetric to its own through that piece, whatever stands on the squares
// between; a nonstop orix only along queen lines.

// nonstopEquiMoves appends the hops of the nonstop equihopper (or orix) on from.
func (g *Game) nonstopEquiMoves(ml []movegen.Move, from int, orix bool, c movegen.Color) []movegen.Move {
	for dr := 3; dr >= -3; dr-- {
		for df := 3; df >= -3; df-- {
			if df == 0 && dr == 0 || orix && df != 0 && dr != 0 && abs(df) != abs(dr) {
				continue
			}
			v := vec(df, dr)
			if h, t := from+v, from+2*v; onBoard(t) && g.occupied(h) {
				ml = g.hopTo(ml, from, t, h, c)
			}
		}
	}
	return ml
}
