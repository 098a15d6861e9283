package fairy

import "github.com/cpls-dev/cpls/movegen"

// The UbiUbi (pieces/walks/ubiubi.c) makes any number of knight's leaps over empty
// squares: it moves to every empty square it so reaches and captures every enemy piece a
// knight's leap from its square or from one of those. The squares are visited depth
// first, as Popeye visits them, each once. Its observation is that of its captures
// (compAttacks falls back on them).

// ubiubiMoves appends the UbiUbi's moves from from, moving for c.
func (g *Game) ubiubiMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	var seen movegen.Bitboard
	bit := func(b int) movegen.Bitboard { return movegen.Bitboard(1) << uint(sq64[b]) }
	seen |= bit(from)
	var visit func(at int)
	visit = func(at int) {
		for _, v := range knightVecs {
			t := at + v
			if g.blocked(t) || seen&bit(t) != 0 {
				continue
			}
			switch {
			case g.empty(t):
				ml = append(ml, encode(from, t, plainMove, 0))
				seen |= bit(t)
				visit(t)
			case g.enemy(t, c):
				ml = append(ml, encode(from, t, plainMove, 0))
				seen |= bit(t)
			}
		}
	}
	visit(from)
	return ml
}
