package fairy

import "github.com/cpls-dev/cpls/movegen"

// What the conditions do to a square, for explanations (hovers): the Circe family's
// rebirth squares and paralysis, asked of the rules themselves so that an explanation
// cannot drift from what the engine plays.

// rebirther is a condition that sends pieces to their rebirth squares: p of side c,
// on or captured on b, goes to the box square it returns; false when p does not go.
type rebirther interface {
	rebirthSquare(p Piece, c movegen.Color, b int) (int, bool)
}

// RebirthSquare returns the rebirth square the condition cond gives the piece p of side
// c on s, and false when cond has none or p is not reborn: under Circe where p is reborn
// when it is captured on s (a royal piece only with RexInclusive), under AntiCirce where
// p goes when it captures on s, under MarsCirce the square p captures from when it
// stands on s.
func RebirthSquare(cond Condition, p Piece, c movegen.Color, s movegen.Square) (movegen.Square, bool) {
	loadTables()
	r, ok := cond.(rebirther)
	if !ok || p == NoPiece || s >= 64 {
		return movegen.NoSquare, false
	}
	b, ok := r.rebirthSquare(p, c, box(s))
	if !ok {
		return movegen.NoSquare, false
	}
	return square(b), true
}

// rebirthSquare: under a Circe variant whose square depends on the capturing piece or
// its move (Clone, Couscous, Equipollents, PWC, Parrain) or is chosen (Super, Cage,
// Take&Make), there is none to say.
func (x circe) rebirthSquare(p Piece, c movegen.Color, b int) (int, bool) {
	if p.IsRoyal() && !x.rexInclusive || x.clone || x.couscous || x.lastMove || x.waitCapture ||
		x.square == equipollentsSquare || x.square == pwcSquare || x.square == diagramSquare || x.square.chooses() {
		return 0, false
	}
	w := p.Walk()
	if x.chameleon && x.sequence[w] != NoWalk {
		w = x.sequence[w]
	}
	side := c.Other()
	if x.mirror {
		side = c
	}
	r := x.squareOf(w, side, b, 0, 0)
	if x.adapt == frischaufAdapter && p.Has(Frischauf) {
		r = box(movegen.MakeSquare(fileOf(b), pick(side == movegen.Black, 7, 0)))
	}
	return r, onBoard(r)
}

// rebirthSquare: under AntiCloneCirce, DiagramAntiCirce, Couscous and Equipollents the
// square depends on the captured piece, the game or the move, under AntiSuperCirce and
// Take&Make the capturer chooses it, and there is none to say; a royal piece in
// RexExclusive has none.
func (x antiCirce) rebirthSquare(p Piece, c movegen.Color, b int) (int, bool) {
	if x.clone || x.square == diagramSquare || x.square.chooses() || x.more.couscous || x.square == equipollentsSquare {
		return 0, false
	}
	_, r, ok := x.rebirthOf(nil, p, NoPiece, b, b, b, c, 0)
	return r, ok && onBoard(r)
}

func (x marsCirce) rebirthSquare(p Piece, c movegen.Color, b int) (int, bool) {
	if x.rexExclusive && p.IsRoyal() {
		return 0, false
	}
	side := c.Other()
	if x.mirror {
		side = c
	}
	return circeSquare(p.Walk(), b, side), true
}

// Paralysed reports whether the conditions paralyse the piece on s for c in the game's
// position (Madrasi): it may neither move, capture nor observe.
func (g *Game) Paralysed(s movegen.Square, c movegen.Color) bool {
	if s >= 64 || g.board[box(s)] == NoPiece {
		return false
	}
	return g.condParalysed(box(s), c)
}
