package fairy

// The attack tests after a move (is it legal, does it give check) need the pieces where
// the move puts them and nothing else: tryMake places them without what Make keeps for
// the search (the hash, the undo record, the rights, the side to move), and tryUnmake
// puts them back.

// tried is what tryMake changed.
type tried struct {
	from, to, capSq      int
	mover, old, captured Piece
	royal                [2]int
	ep, epPawn           int
	// origins are the diagram squares (Game.origin) of from, to and capSq before the
	// move, where the game follows them (ruleSet.origins).
	origins [3]int8
}

// tryMake places the pieces as d, a pseudo-legal move of the side to move, leaves them,
// and reports true; or changes nothing and reports false when d does more than move a
// piece (castling, a hurdle's move, a change of side) or the rules may add to a move
// (plain). The en-passant right is the one the move leaves (passedBy): a pawn that has
// just passed a square is attacked by the en-passant captures of it, so a royal pawn's
// double step past an enemy pawn is a self-check. Right after a pass that set an
// en-passant right aside, the attack tests would still see that right (observedRight
// reads the history, which tryMake leaves), so such a move is played in full.
func (g *Game) tryMake(d *decoded) (t tried, ok bool) {
	if !g.plain(d) || g.passedRightPending() {
		return t, false
	}
	return g.tryPlace(d)
}

// tryPlace is tryMake without the conditions' effects, also where they would add to d.
func (g *Game) tryPlace(d *decoded) (t tried, ok bool) {
	t.mover = g.board[d.from]
	if d.castling() || d.exchange || d.kind == hurdleHop || t.mover.Has(HalfNeutral) || t.mover.Has(HurdleColourChanging) {
		return t, false
	}
	t.from, t.to, t.royal, t.ep, t.epPawn = d.from, d.to, g.royal, g.ep, g.epPawn
	t.capSq = g.capturedSquare(d)
	if g.rules.origins {
		g.tryOrigins(&t)
	}
	if t.capSq != 0 {
		t.captured = g.board[t.capSq]
		g.put(t.capSq, NoPiece)
	}
	t.old = g.board[d.to]
	arrived := g.arriving(t.mover, d, t.captured)
	g.put(d.from, NoPiece)
	g.put(d.to, arrived)
	g.ep, g.epPawn = passedBy(d)
	return t, true
}

// tryOrigins carries the diagram square of the piece t moves along, as Make does (set):
// the captured piece's and the departure square's are cleared, the arrival square gets
// the mover's; the old ones are saved in t.
func (g *Game) tryOrigins(t *tried) {
	t.origins = [3]int8{g.origin[t.from], g.origin[t.to], g.origin[t.capSq]}
	g.origin[t.capSq], g.origin[t.from] = 0, 0
	g.origin[t.to] = t.origins[0]
}

// tryUnmake takes back what tryMake placed.
func (g *Game) tryUnmake(t *tried) {
	g.put(t.to, t.old)
	g.put(t.from, t.mover)
	if t.capSq != 0 {
		g.put(t.capSq, t.captured)
	}
	g.royal, g.ep, g.epPawn = t.royal, t.ep, t.epPawn
	if g.rules.origins {
		g.origin[t.capSq], g.origin[t.to], g.origin[t.from] = t.origins[2], t.origins[1], t.origins[0]
	}
}

// passedRightPending reports whether the last ply was a pass that set an en-passant
// right aside (observedRight).
func (g *Game) passedRightPending() bool {
	n := len(g.passes)
	return n > 0 && g.passes[n-1].ep != 0 && (len(g.hist) == 0 || int(g.hist[len(g.hist)-1].passes) < n)
}

// noPlainCheck reports whether d, a capture of the other side's piece whose effects
// only block lines (blockingCapture), certainly gives no check: placed without its
// effects it gives none, and a piece put back for the other side opens no line of the
// mover's. A capture of the other side's royal piece is left to Make.
func (g *Game) noPlainCheck(d *decoded) bool {
	o := g.side.Other()
	if g.plain(d) || g.passedRightPending() || !g.blockingCapture(d) || g.capturedSquare(d) == g.royal[o] {
		return false
	}
	t, ok := g.tryPlace(d)
	if !ok {
		return false
	}
	check := g.checked(o)
	g.tryUnmake(&t)
	return !check
}
