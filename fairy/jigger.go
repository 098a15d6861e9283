package fairy

import "github.com/cpls-dev/cpls/movegen"

// jiggerPieces is the Jigger attribute (pieces/attributes/jigger.c): a move of a jigger
// is legal only when the jigger stands, after it, next to some piece (a king's step
// away, as KoeKo's contact); Popeye validates a jigger's observation by playing it, so
// its capture of the king gives check only when it would end in contact. The game takes
// it as a rule of its own when a piece has the attribute, as patrolPieces.
type jiggerPieces struct{ base }

// kingContact is KoeKo's contact by a king's step.
var kingContact = koeko{walk: King}

// lawful allows a jigger's move only when the jigger ends it in contact.
func (jiggerPieces) lawful(g *Game, _ movegen.Color) bool {
	d := g.decode(g.hist[len(g.hist)-1].move)
	return !g.board[d.to].Has(Jigger) || kingContact.contact(g, d.to, 0, 0)
}

// observes: a jigger observes t only when its capture there would end in contact, with
// its square and t left empty.
func (jiggerPieces) observes(g *Game, f, t int, c movegen.Color) bool {
	if !g.board[f].Has(Jigger) {
		return true
	}
	return g.captureLands(f, t, g.board[f].Walk(), c, func(land int) bool { return kingContact.contact(g, land, f, t) })
}
