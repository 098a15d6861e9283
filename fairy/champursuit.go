package fairy

// ChameleonPursuit (conditions/chameleon_pursuit.c): a piece (not a royal one) that
// moves to the square the last move left changes to the other side, as in
// AndernachChess ("Sf7-e5=w"); before the first move and after a pass nothing changes.
// The square the last move left is the condition's state (state.go, as FollowMyLeader
// keeps it), so that positions reached by different moves are different positions.
type chameleonPursuit struct{ base }

func init() {
	registerCondition("ChameleonPursuit", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return chameleonPursuit{base{&s}}, nil
	})
}

// keeps: check and legality are orthodox; a move may change its piece's side.
func (chameleonPursuit) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// afterMove gives the piece that arrived on the square the previous move left to the
// other side, and records the square this move left.
func (chameleonPursuit) afterMove(g *Game, e *moveEffect) {
	n := len(g.hist)
	pursues := n >= 2 && g.hist[n-1].passes == g.hist[n-2].passes &&
		box(g.hist[n-2].move.From()) == e.d.to
	if pursues && !e.mover.IsRoyal() && e.arrived != NoPiece {
		o := e.side.Other()
		if p := g.board[e.d.to]; p != NoPiece && !p.Belongs(o) {
			s := SideOf(o)
			g.set(e.d.to, p.WithSide(s))
			g.noteRecolour(s)
		}
	}
	if l := int8(square(e.d.from)) + 1; g.state.left != l {
		g.saveState()
		g.state.left = l
		g.stateChanged()
	}
}
