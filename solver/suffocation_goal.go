package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// With paralysing pieces on the board Popeye tests auto-stalemate first of all by
// suffocation (pieces/attributes/paralysing/stalemate_special.c): the goal is reached
// when the side that just moved is suffocated (rules.Suffocation), before its own king
// is looked at, so a move that leaves the mover in check reaches the goal that way
// (BEISPIEL/paralys.inp#6: 1.Kc2-d3 !=, into the check of two pawns, leaves White the
// paralysed king's moves alone). Otherwise the move must be legal, as for any goal.

// goalBySelfCheck reports whether goal g on the rules of pos may be reached by a move
// that leaves the mover's own royal piece in check: the goals of Goal.selfCheck, and
// auto-stalemate where a side may be suffocated.
func goalBySelfCheck(g Goal, pos rules.Game) bool {
	if g.spec().selfCheck {
		return true
	}
	s, ok := pos.(rules.Suffocation)
	_, self := pos.(rules.SelfChecker)
	return g == AutoStalemate && ok && self && s.MaySuffocate()
}

// suffocationGoal reports whether the engine's goal is auto-stalemate on rules where a
// side may be suffocated and the game lists the moves into self-check.
func (e *engine) suffocationGoal() bool {
	return e.goal == AutoStalemate && e.pos.suff != nil && e.pos.self != nil
}

// selfCheckGoal is goalBySelfCheck for the engine's goal.
func (e *engine) selfCheckGoal() bool { return e.goal.spec().selfCheck || e.suffocationGoal() }

// suffocationCandidates returns, in the current ply's buffer, the moves that may reach
// auto-stalemate by suffocation: the legal moves, then those into self-check.
func (e *engine) suffocationCandidates() []movegen.Move {
	b := e.pos.self.SelfCheckMoves(e.legal())
	e.bufs[e.ply] = b
	return b
}

// autoStalemated is inGoal for auto-stalemate where a side may be suffocated: the mover
// is suffocated, or, its king safe and the other side not in check, has no legal move.
func (e *engine) autoStalemated() bool {
	checked := e.pos.InCheck()
	e.nullMove()
	defer e.unnull()
	if e.pos.suffocated() {
		return true
	}
	return !checked && !e.pos.InCheck() && e.immobile()
}

// selfCheckGoalMoves returns the moves of goalMoves that are not legal, which the
// attacker of direct play plays besides its legal moves.
func (e *engine) selfCheckGoalMoves(legal []movegen.Move) []movegen.Move {
	return slices.DeleteFunc(e.goalMoves(), func(m movegen.Move) bool { return slices.Contains(legal, m) })
}
