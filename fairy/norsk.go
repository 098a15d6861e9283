package fairy

import "github.com/cpls-dev/cpls/movegen"

// NorskSjakk (conditions/norsk.c): a piece that moves changes its walk, queen to knight
// and back, rook to bishop and back (a castling rook too; a pawn's promotion does not
// change); other walks stay. A piece may capture only a piece of its own walk, and a
// royal piece not at all; observation, and so check, is orthodox. The notation shows
// the new walk ("Le4-a8=T", "0-0-0=L"). A rook made in its corner has the castling
// right there, as Popeye gives it on a walk change (solving/castling.c).
type norsk struct{ base }

func init() {
	registerCondition("NorskSjakk", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return norsk{base{&s}}, nil
	})
}

// keeps: check is orthodox; moves change the walk of the mover.
func (norsk) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// norskWalk returns the walk a piece of walk w changes to.
func norskWalk(w Walk) Walk {
	switch w {
	case Queen:
		return Knight
	case Knight:
		return Queen
	case Rook:
		return Bishop
	case Bishop:
		return Rook
	}
	return w
}

// firstLegOnly: Popeye filters the captures a side's move generation made; the further
// legs of a series move (SeriesCapture) it generates for the piece alone.
func (norsk) firstLegOnly() {}

// allowed keeps a capture only by a piece of the captured piece's walk, not royal.
func (norsk) allowed(g *Game, d decoded, _ movegen.Color) bool {
	t := g.capturedSquare(&d)
	if t == 0 {
		return true
	}
	p := g.board[d.from]
	return !p.IsRoyal() && p.Walk() == g.board[t].Walk()
}

// afterMove changes the walk of the piece that moved (of the castling rook), unless
// it promoted.
func (norsk) afterMove(g *Game, e *moveEffect) {
	switch {
	case e.d.kind == castleShort:
		norskChange(g, e.d.from+dirRight)
	case e.d.kind == castleLong:
		norskChange(g, e.d.from+dirLeft)
	case e.d.promo != nil || e.arrived == NoPiece:
	default:
		norskChange(g, e.d.to)
	}
}

// norskChange changes the walk of the piece on b.
func norskChange(g *Game, b int) {
	p := g.board[b]
	if p == NoPiece {
		return
	}
	if w := norskWalk(p.Walk()); w != p.Walk() {
		q := p.WithWalk(w)
		g.set(b, q)
		g.noteMoverWalk(q)
		g.walkChanged(b)
		g.rightsOnArrival(b) // a rook made in its corner may castle (Popeye's walk change)
	}
}
