package fairy

import "github.com/cpls-dev/cpls/movegen"

// Hunters (pieces/walks/hunters.c) move by one walk up the board and by another down it,
// and not sideways: the rook hunter up as a rook and down as a bishop, the bishop hunter
// the other way round, for either side. Each half is a component with its direction
// (comp.dir); its moves and attacks are those of the undirected component that go that
// way.

// goesDir reports whether a move from f to t goes in the direction dir (1 up, -1 down).
func goesDir(f, t, dir int) bool {
	return (rankOf(t)-rankOf(f))*dir > 0
}

// directedMoves appends the moves of the directed component k from from.
func (g *Game) directedMoves(ml []movegen.Move, from int, k *comp, c movegen.Color) []movegen.Move {
	free := *k
	free.dir = 0
	start := len(ml)
	ml = g.compMoves(ml, from, &free, c)
	out := ml[:start]
	for _, m := range ml[start:] {
		if goesDir(from, box(m.To()), k.dir) {
			out = append(out, m)
		}
	}
	return out
}

// directedAttacks reports whether the directed component k lets the piece on f capture
// on t.
func (g *Game) directedAttacks(f, t int, k *comp, c movegen.Color) bool {
	if !goesDir(f, t, k.dir) {
		return false
	}
	free := *k
	free.dir = 0
	return g.compAttacks(f, t, &free, c)
}
