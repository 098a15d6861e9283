package fairy

import "github.com/cpls-dev/cpls/movegen"

// fuddledMen is FuddledMen (conditions/fuddled_men.c): the pieces a side's move moved
// (the castling rook too, both pieces of a Messigny exchange that are the side's) may
// not move in the side's next move, nor give check meanwhile. Which pieces they are is
// the condition's state (state.go: fuddled, by square and side).
type fuddledMen struct{ base }

func init() {
	registerCondition("FuddledMen", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return fuddledMen{base{&s}}, nil
	})
}

// keeps: every move changes the state, which tryMake does not.
func (fuddledMen) keeps() keeps { return keepsLawful | keepsChoice }

// paralyses: c's pieces its last move moved do not act.
func (fuddledMen) paralyses(g *Game, b int, c movegen.Color) bool {
	return g.state.fuddled[c].Has(square(b))
}

// afterMove records the squares of the pieces the move moved.
func (fuddledMen) afterMove(g *Game, e *moveEffect) {
	var now movegen.Bitboard
	if e.arrived != NoPiece && g.board[e.d.to] != NoPiece && g.board[e.d.to].Belongs(e.side) {
		now |= 1 << square(e.d.to)
	}
	switch {
	case e.d.kind == castleShort:
		now |= 1 << square(e.d.from+dirRight)
	case e.d.kind == castleLong:
		now |= 1 << square(e.d.from+dirLeft)
	case e.d.exchange && g.board[e.d.from] != NoPiece && g.board[e.d.from].Belongs(e.side):
		now |= 1 << square(e.d.from)
	}
	if now != g.state.fuddled[e.side] {
		g.saveState()
		g.state.fuddled[e.side] = now
		g.stateChanged()
	}
}
