package fairy

import "github.com/cpls-dev/cpls/movegen"

// LeseMajeste (Popeye: solving/selfcheck_guard.c, solving/king_capture_avoider.c): a
// king is never captured. Play is orthodox, but the diagram may have the side not to
// move in check: that side's king is not taken, the side to move plays on (a move may
// leave the other side in check, as it was), and the side in check must leave it on its
// own move as usual. Popeye skips its diagram self-check test and removes the moves that
// would capture the opponent's royal piece.
type leseMajeste struct{ base }

func init() {
	registerCondition("LeseMajeste", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return leseMajeste{base{&s}}, nil
	})
}

// keeps: the moves dropped are captures of a royal piece, which legal play from a legal
// diagram never has; check and legality are orthodox.
func (leseMajeste) keeps() keeps { return keepsAll }

// allowed drops a capture of the other side's royal piece.
func (leseMajeste) allowed(g *Game, d decoded, c movegen.Color) bool {
	t := g.capturedSquare(&d)
	return t == 0 || t != g.royal[c.Other()]
}

// capturesOnly: it drops a capture.
func (leseMajeste) capturesOnly() bool { return true }

// CheckedDiagramAllowed reports whether a condition of the game lets the diagram have
// the side not to move in check (rules.CheckedDiagram).
func (g *Game) CheckedDiagramAllowed() bool {
	for _, c := range g.rules.hooks.conditions {
		if _, ok := c.(leseMajeste); ok {
			return true
		}
	}
	return false
}
