package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// duellistChess is DuellistChess (conditions/duellists.c): each side must move its
// duellist, the piece it moved last, when that piece has a legal move (Popeye measures
// the moves as a mummer does: 1 for the duellist's, 0 for the others). Before a side's
// first move every piece may move. The duellists are the condition's state (state.go).
type duellistChess struct{ base }

func init() {
	registerCondition("DuellistChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return duellistChess{base{&s}}, nil
	})
}

// keeps: moves, check and legality are orthodox (the effect changes the state, no
// square, and legality does not ask it); only the choice among the legal moves is
// narrowed, never to none.
func (duellistChess) keeps() keeps {
	return keepsObservation | keepsQuietMoves | keepsLawful | keepsMobility
}

// afterMove makes the piece that moved its side's duellist, where it ends.
func (duellistChess) afterMove(g *Game, e *moveEffect) {
	d := int8(square(e.d.to)) + 1
	if g.state.duellists[e.side] != d {
		g.saveState()
		g.state.duellists[e.side] = d
		g.stateChanged()
	}
}

// selectMoves keeps the duellist's moves when it has some.
func (duellistChess) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	d := g.state.duellists[g.side]
	if d == 0 {
		return legal
	}
	from := movegen.Square(d - 1)
	return keepWhereAny(legal, start, func(m movegen.Move) bool { return m.From() == from })
}

// keepWhereAny keeps, of legal[start:], the moves keep takes, when it takes any (legal
// unchanged otherwise): the selectors that oblige a side to a kind of move if it has one
// (DuellistChess, FollowMyLeader, MustCapture).
func keepWhereAny(legal []movegen.Move, start int, keep func(movegen.Move) bool) []movegen.Move {
	if !slices.ContainsFunc(legal[start:], keep) {
		return legal
	}
	out := legal[:start]
	for _, m := range legal[start:] {
		if keep(m) {
			out = append(out, m)
		}
	}
	return out
}
