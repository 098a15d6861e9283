package fairy

import "github.com/cpls-dev/cpls/movegen"

// LosingChess (Popeye's losingchess: solving/machinery/twin.c and solvers.c): no piece is
// royal and nothing is check (STNoCheckConceptCheckTester), so a king is an ordinary
// piece that may be captured; a side that can capture must (both sides play
// must-capture mummer); a pawn may promote to a king, the first promotion piece.
// Popeye refuses it with the goals mate, check and mate-or-stalemate; the problem
// package reports those unsupported.
type losingChess struct{ base }

func init() {
	registerCondition("LosingChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return losingChess{base{&s}}, nil
	})
}

// setRules makes every piece non-royal and the king a promotion piece.
func (losingChess) setRules(r *ruleSet) { r.noRoyal = true }

// selectMoves keeps the side's captures when it has one.
func (losingChess) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	return keepWhereAny(legal, start, func(m movegen.Move) bool { return g.capturedAt(m) != 0 })
}

// inCheck: there is no check.
func (losingChess) inCheck(*Game, movegen.Color) bool { return false }
