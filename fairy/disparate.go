package fairy

import "github.com/cpls-dev/cpls/movegen"

// disparate is Disparate (conditions/disparate.c): a piece of the kind the other side
// just moved may neither move nor observe (nor so give check). The kind is the moving
// piece's walk before the move; before the first move, and after a pass (the threat's
// null move), nothing is barred. The piece moved last is the condition's state
// (state.go), hashed with the position.
type disparate struct{ base }

func init() {
	registerCondition("Disparate", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return disparate{base{&s}}, nil
	})
}

// keeps: whether a piece acts depends on the last move, which tryMake does not make.
func (disparate) keeps() keeps { return keepsLawful | keepsChoice }

// lastMover returns the piece the last move moved, as it stood before it, and the side
// that moved it; false before the first move and after a pass.
func (g *Game) lastMover() (Piece, movegen.Color, bool) {
	n := len(g.hist)
	if n == 0 || int(g.hist[n-1].passes) != len(g.passes) || g.state.barred == NoPiece {
		return NoPiece, 0, false
	}
	return g.state.barred, g.hist[n-1].by, true
}

// paralyses: the pieces of c of the walk the other side just moved do not act.
func (disparate) paralyses(g *Game, b int, c movegen.Color) bool {
	p, by, ok := g.lastMover()
	return ok && by != c && g.board[b] != NoPiece && g.board[b].Walk() == p.Walk()
}

// afterMove records the piece the move moved, as it stood before it.
func (disparate) afterMove(g *Game, e *moveEffect) {
	g.saveState()
	g.state.barred = e.mover
	g.stateChanged()
}
