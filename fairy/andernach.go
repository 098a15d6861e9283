package fairy

// AndernachChess and AntiAndernachChess (conditions/andernach.c, antiandernach.c): the
// piece that moved changes to the other side after a capture (Andernach) or after a
// move without capture (AntiAndernach). Royal pieces keep their side, and so does a
// piece that already belongs to the other side (a neutral one). The notation shows the
// new colour ("=b").
type andernach struct {
	base
	// anti changes the side after moves without capture instead.
	anti bool
}

func init() {
	for name, anti := range map[string]bool{"AndernachChess": false, "AntiAndernachChess": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return andernach{base{&s}, anti}, nil
		})
	}
}

// keeps: the colour changes after a capture (Andernach) or a move without one
// (AntiAndernach) only; check is orthodox.
func (x andernach) keeps() keeps {
	if x.anti {
		return keepsObservation | keepsLawful | keepsChoice
	}
	return keepsObservation | keepsQuietMoves | keepsLawful | keepsChoice
}

// afterMove gives the piece that arrived to the other side.
func (x andernach) afterMove(g *Game, e *moveEffect) {
	if (e.captured == NoPiece) != x.anti || e.mover.IsRoyal() || e.arrived == NoPiece {
		return
	}
	giveArrivedToOther(g, e)
}

// giveArrivedToOther gives the piece that stands on the move's arrival square to the side
// that did not move, unless it belongs to that side already (Andernach, AntiAndernach,
// DarkSide).
func giveArrivedToOther(g *Game, e *moveEffect) {
	p := g.board[e.d.to]
	o := e.side.Other()
	if p == NoPiece || p.Belongs(o) {
		return
	}
	s := SideOf(o)
	g.set(e.d.to, p.WithSide(s))
	g.noteRecolour(s)
}
