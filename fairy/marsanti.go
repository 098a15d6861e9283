package fairy

import (
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// marsAntiMars is the generator of MarsCirce and AntiMarsCirce given together: Popeye
// (solvers.c) instruments the move generation for both, so a piece captures from its
// MarsCirce rebirth square and moves without capturing from its AntiMarsCirce one
// ("Sg6-b1-d2"); a move back to its own square without capture is none (nullMove).
// Observation, and so check, is MarsCirce's. Castling is AntiMarsCirce's.
type marsAntiMars struct {
	mars marsCirce
	anti antiMarsCirce
}

// pairGenerators returns the generator of two conditions that both generate moves:
// MarsCirce and AntiMarsCirce together, in either order; false for any other pair.
func pairGenerators(a, b generator) (generator, bool) {
	if _, ok := b.(marsCirce); ok {
		a, b = b, a
	}
	m, okM := a.(marsCirce)
	x, okA := b.(antiMarsCirce)
	if !okM || !okA {
		return nil, false
	}
	return marsAntiMars{mars: m, anti: x}, true
}

// walkMoves appends the piece's captures from its MarsCirce rebirth square and its
// moves without capture from its AntiMarsCirce one, written as moves from its square.
func (x marsAntiMars) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	if r, ok := x.anti.square(g, from, w, c); ok {
		ml = fromSquare(g, ml, from, r, w, c, false)
	}
	if r, ok := x.mars.marsSquare(g, from, w, c); ok {
		ml = fromSquare(g, ml, from, r, w, c, true)
	}
	return ml
}

// fromSquare appends the captures (or the moves without capture, but null moves) of
// the piece on from, of walk w, as if it stood on r, written as moves from from.
func fromSquare(g *Game, ml []movegen.Move, from, r int, w Walk, c movegen.Color, captures bool) []movegen.Move {
	p := g.board[from]
	g.put(from, NoPiece)
	g.put(r, p)
	buf := g.walkMoves(g.takeBuf(), r, w, c)
	for _, m := range buf {
		if (g.capturedAt(m) != 0) == captures && (captures || !nullMove(m, from)) {
			ml = append(ml, m&^63|movegen.Move(sq64[from]))
		}
	}
	g.giveBuf(buf)
	g.put(r, NoPiece)
	g.put(from, p)
	return ml
}

// walkAttacks: observation is MarsCirce's, from the rebirth square.
func (x marsAntiMars) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	return x.mars.walkAttacks(g, f, t, w, c)
}

// moveVia returns the AntiMarsCirce rebirth square a move d without capture is made
// from, 0 when it is the piece's own square or d captures.
func (x marsAntiMars) moveVia(g *Game, d decoded) int { return x.anti.moveVia(g, d) }

// captureVia returns the MarsCirce rebirth square a capture d is made from.
func (x marsAntiMars) captureVia(g *Game, d decoded) int { return x.mars.captureVia(g, d) }

// castlings appends c's castlings: those of a king castling from its MarsCirce rebirth
// square, its home, with the rooks' rights as they are (Popeye's MarsCirce generation
// lets castling through, as its generation from the piece's own square does with
// AntiMarsCirce alone), then AntiMarsCirce's from its rebirth square.
func (x marsAntiMars) castlings(g *Game, ml []movegen.Move, c movegen.Color) []movegen.Move {
	k := g.royal[c]
	short, long, _, home := rightBits(c)
	if k != 0 && g.board[k].Walk() == King && x.mars.square(g, k, King, c) == home && (k == home || g.empty(home)) {
		king := g.board[k]
		g.put(k, NoPiece)
		g.put(home, king)
		ml = antiMarsCastlings(g, ml, k, c, g.castling&(short|long), 0)
		g.put(home, NoPiece)
		g.put(k, king)
	}
	if x.anti.mirror {
		return ml
	}
	return rebornCastlings(g, ml, c)
}

// castlingText writes a castling d as Popeye 4.104 does with both conditions: the
// king's walk and square when it castles from its rebirth square, the rook's when it
// is moved to its corner first, and nothing more ("Kh5Ra4", "Kd1", "" for a castling
// from the home squares).
func (marsAntiMars) castlingText(g *Game, w *Words, d decoded) string {
	var b strings.Builder
	named := func(s int) {
		p := g.board[s]
		b.WriteString(w.Prefix(p) + w.WalkName(p.Walk()) + square(s).String())
	}
	if d.castlingHome() != d.from {
		named(d.from)
	}
	if d.rookFrom != 0 {
		named(int(d.rookFrom))
	}
	return b.String()
}
