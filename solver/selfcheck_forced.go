package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// In self play (s##!, ser-s##!, hs##!) the side that must reach a goal of Goal.selfCheck
// is forced to when its every move reaches it. Popeye's self-check guard stops a move
// into self-check unless that move reaches the goal, so such a side's moves are its
// legal ones, which leave its king safe and so never reach the goal, and its goal moves
// into self-check (REGRESSIONS/4_51_to_4_53.inp#30: 1.Qa5-c5 + ! mates Black, whose one
// move 1...Kc8-b7 ##! steps into check and counter-mates).

// forcedBySelfCheck is forcedToGoal for a goal of Goal.selfCheck: the side to move has
// no legal move and a goal move.
func (e *engine) forcedBySelfCheck() bool {
	return !e.hasLegalMove() && e.canReachGoal()
}

// forcedMoves returns (a copy of) the moves of a side to move that forcedToGoal found
// forced to reach the goal: its legal moves, or for a goal of Goal.selfCheck its goal
// moves.
func (e *engine) forcedMoves() []movegen.Move {
	if e.goal.spec().selfCheck {
		return e.goalMoves()
	}
	return slices.Clone(e.legal())
}
