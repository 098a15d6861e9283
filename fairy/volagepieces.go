package fairy

// volagePieces is the Volage attribute (conditions/volage.c, for the pieces that have
// it): a volage piece that moves from a square of one colour to one of the other
// changes to the other side and loses the attribute (once only, as without HyperVolage);
// a neutral piece, which belongs to the other side already, stays as it is. The
// notation writes the new side ("Sf1-h2=w"). The game takes it as a rule of its own
// when a piece has the attribute, as patrolPieces.
type volagePieces struct{ base }

// afterMove changes the side of the volage mover that changed square colour.
func (volagePieces) afterMove(g *Game, e *moveEffect) {
	d := e.d
	p := g.board[d.to]
	if p == NoPiece || !e.mover.Has(Volage) || !p.Has(Volage) || p.Belongs(e.side.Other()) ||
		(fileOf(d.from)+rankOf(d.from))%2 == (fileOf(d.to)+rankOf(d.to))%2 {
		return
	}
	s := SideOf(e.side.Other())
	g.set(d.to, p.WithSide(s).Without(Volage))
	g.noteRecolour(s)
}
