package fairy

import "github.com/cpls-dev/cpls/movegen"

// followMyLeader is White- and BlackFollowMyLeader (conditions/follow_my_leader.c): the
// side must move a piece to the square the last move left, when it has such a legal
// move (Popeye measures the moves as a mummer does); before the first move and after a
// pass every move may be played. The square left is the condition's state (state.go),
// so that positions reached by different moves are different positions.
type followMyLeader struct {
	base
	side movegen.Color
}

func init() {
	for name, side := range map[string]movegen.Color{"WhiteFollowMyLeader": movegen.White, "BlackFollowMyLeader": movegen.Black} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return followMyLeader{base{&s}, side}, nil
		})
	}
}

// keeps: moves, check and legality are orthodox (the effect changes the state, no
// square, and legality does not ask it); only the choice among the legal moves is
// narrowed, never to none.
func (followMyLeader) keeps() keeps {
	return keepsObservation | keepsQuietMoves | keepsLawful | keepsMobility
}

// afterMove records the square the move left (once for both conditions of a game).
func (followMyLeader) afterMove(g *Game, e *moveEffect) {
	l := int8(square(e.d.from)) + 1
	if g.state.left != l {
		g.saveState()
		g.state.left = l
		g.stateChanged()
	}
}

// selectMoves keeps the moves to the square the last move left, when there are some.
func (x followMyLeader) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	n := len(g.hist)
	if g.side != x.side || n == 0 || int(g.hist[n-1].passes) != len(g.passes) || g.state.left == 0 {
		return legal
	}
	left := movegen.Square(g.state.left - 1)
	return keepWhereAny(legal, start, func(m movegen.Move) bool { return m.To() == left })
}
