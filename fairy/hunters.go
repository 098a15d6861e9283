package fairy

import "github.com/cpls-dev/cpls/movegen"

// Hunters (pieces/walks/hunters.c) move by one walk up the board and by another down it,
// and not sideways: the rook hunter up as a rook and down as a bishop, the bishop hunter
// the other way round, for either side. Each half is a component with its direction
// (comp.dir); its moves and attacks are those of the undirected component that go that
// way.
//
// The hunters a problem defines ("S/B", Setup.Hunters) go by their side instead: away
// from their side's first rank (up for White, down for Black) by the first walk,
// towards it by the second, never sideways. Their walks are Hunter0 on, and the
// definitions are the game's rules; the moves are the parts' moves that go the
// part's way, the ones down the board first, as Popeye generates them.

// HunterType is a hunter a problem defines: the walk it moves by away from its side's
// first rank and the walk it moves by towards it.
type HunterType struct{ Away, Home Walk }

// hunterMoves appends the moves of the piece on from, moving for c as the problem's
// hunter i.
func (g *Game) hunterMoves(ml []movegen.Move, from, i int, c movegen.Color) []movegen.Move {
	h := g.rules.hunters[i]
	if h.Away == NoWalk || h.Home == NoWalk {
		return ml
	}
	down, up := h.Home, h.Away
	if c == movegen.Black {
		down, up = up, down
	}
	ml = g.walkMovesDir(ml, from, down, c, -1)
	return g.walkMovesDir(ml, from, up, c, 1)
}

// walkMovesDir appends the moves of walk w from from that go in the direction dir.
func (g *Game) walkMovesDir(ml []movegen.Move, from int, w Walk, c movegen.Color, dir int) []movegen.Move {
	start := len(ml)
	ml = g.walkMoves(ml, from, w, c)
	out := ml[:start]
	for _, m := range ml[start:] {
		if goesDir(from, box(m.To()), dir) {
			out = append(out, m)
		}
	}
	return out
}

// hunterAttacks reports whether the piece on f, moving for c as the problem's hunter i,
// observes t: by the part whose direction is the target's (Popeye's hunter_check
// validates the observation's direction from departure to target).
func (g *Game) hunterAttacks(f, t, i int, c movegen.Color) bool {
	h := g.rules.hunters[i]
	if h.Away == NoWalk || h.Home == NoWalk {
		return false
	}
	down, up := h.Home, h.Away
	if c == movegen.Black {
		down, up = up, down
	}
	switch {
	case goesDir(f, t, -1):
		return g.hunterPartAttacks(f, t, down, c)
	case goesDir(f, t, 1):
		return g.hunterPartAttacks(f, t, up, c)
	}
	return false
}

// hunterPartAttacks reports whether the part w of a hunter on f, moving for c, observes
// t. A pawn's part observes its capture squares from any rank, its first too (Popeye's
// pawn_check skips the test of the target square for hunters), although it makes no
// move from there.
func (g *Game) hunterPartAttacks(f, t int, w Walk, c movegen.Color) bool {
	fw := forward(c)
	switch w {
	case Pawn:
		return t == f+fw+dirLeft || t == f+fw+dirRight
	case ReversePawn:
		return t == f-fw+dirLeft || t == f-fw+dirRight
	case BerolinaPawn:
		return t == f+fw
	}
	return g.walkAttacks(f, t, w, c)
}

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
