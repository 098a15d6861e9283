package fairy

// andaPieces is the Anda attribute (pieces/attributes/anda.c): when an anda piece's move
// gives check and the anda piece itself observes the checked king, it changes: a white
// or black one becomes neutral, a neutral one becomes the mover's. The notation writes
// the piece it became: "aPc6-c7[=na]", "naPc6-c7[=wa]". The game takes it as a rule of
// its own when a piece has the attribute, as patrolPieces. (The Anda condition, which
// gives every piece the attribute, is not this file's.)
type andaPieces struct{ base }

// afterMove changes the checking anda mover.
func (andaPieces) afterMove(g *Game, e *moveEffect) {
	c := e.side
	pos := e.d.to
	p := g.board[pos]
	k := g.royal[c.Other()]
	if p == NoPiece || !p.Has(Anda) || k == 0 || !g.attacked(k, c) || !g.observesFor(pos, k, c) {
		return
	}
	s := NeutralSide
	if p.Neutral() {
		s = SideOf(c)
	}
	q := p.WithSide(s)
	g.set(pos, q)
	if g.noting {
		g.note(func(w *Words) string {
			if q.Neutral() {
				return "[=" + w.Prefix(q) + "]"
			}
			return "[=" + g.colourLetter(w, q) + w.Prefix(q) + "]"
		})
	}
}
