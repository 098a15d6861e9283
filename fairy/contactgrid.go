package fairy

import "github.com/cpls-dev/cpls/movegen"

// ContactGridChess (conditions/koeko/contact_grid.c): GridChess on the standard grid
// with a contact rule of KoeKo's kind, where contact counts only across a grid line: a
// move must cross a grid line and leave the moving piece next to (a king's step from)
// some piece in another cell. Popeye validates a check by playing the capture, so a
// capture of the king gives check only when it would end so. A piece captured under
// Circe is reborn only on a square with such contact (contact_grid_avoid_circe_rebirth,
// asked by circe.go through ruleSet.rebirthContact).
type contactGrid struct {
	grid
}

func init() {
	registerCondition("ContactGridChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		g, err := newGrid(s)
		if err != nil {
			return nil, err
		}
		return contactGrid{g.(grid)}, nil
	})
}

// keeps: nothing, unlike the grid it embeds: the contact rule rejects moves that give
// no check and decides observations by the pieces around the arrival square.
func (contactGrid) keeps() keeps { return 0 }

// gridContact reports whether a piece stands a king's step from b in another cell, the
// squares skip1 and skip2 not counted (0: none).
func (x contactGrid) gridContact(g *Game, b, skip1, skip2 int) bool {
	for _, v := range model[King][0].vs.vecs {
		t := b + v
		if t != skip1 && t != skip2 && g.occupied(t) && x.Separates(square(t), square(b)) {
			return true
		}
	}
	return false
}

// lawful allows a move whose mover ends in grid contact.
func (x contactGrid) lawful(g *Game, _ movegen.Color) bool {
	d := g.decode(g.hist[len(g.hist)-1].move)
	return !g.occupied(d.to) || x.gridContact(g, d.to, 0, 0)
}

// observes: the capture of the king on t by the piece on f must end in grid contact on
// its arrival square, f and t left empty.
func (x contactGrid) observes(g *Game, f, t int, c movegen.Color) bool {
	ok := func(land int) bool { return x.gridContact(g, land, f, t) }
	return g.captureLands(f, t, g.board[f].Walk(), c, ok)
}

// setRules makes Circe ask for grid contact on the rebirth square.
func (x contactGrid) setRules(r *ruleSet) {
	r.rebirthContact = func(g *Game, b int) bool { return x.gridContact(g, b, 0, 0) }
}
