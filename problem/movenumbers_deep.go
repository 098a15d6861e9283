package problem

import (
	"slices"
	"strings"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
)

// Lists of move numbers in StartMoveNumber and UpToMoveNumber ("3:2:5"): Popeye numbers
// the moves of each level of the play after each move of the level above, skips those
// outside the level's bounds (solver.MoveNumbers) and writes a progress line for each
// move it plays at a level with bounds. In help play every half move is a level, in
// series play every move of the series side (the other side only passes), and after
// introductory moves each of those.

// levelMoves returns the moves of l that Popeye numbers level by level, at most levels
// of them: the line's moves but the other side's passes of series play.
func levelMoves(l solver.Line, levels int) []movegen.Move {
	var out []movegen.Move
	for _, m := range l.Moves {
		if len(out) == levels {
			break
		}
		if m != solver.NullMove {
			out = append(out, m)
		}
	}
	return out
}

// afterLevel returns pos after the move m of a level and, in series play, a pass: the
// side that moved moves again at the next level (and after introductory moves); in help
// play the other side moves next.
func (t *Twin) afterLevel(pos Notation, m movegen.Move) Notation {
	q := pos.Clone().(Notation)
	q.Make(m)
	if t.Stipulation.Series {
		q.Pass()
	}
	return q
}

// finalLevel returns the level of the move that must reach the goal in help or series
// play without introductory moves (its last move), -1 where there is none.
func (t *Twin) finalLevel() int {
	st := t.Stipulation
	switch {
	case st.Intro > 0 || st.End != solver.EndGoal:
		return -1
	case st.Series:
		return st.Moves - 1
	}
	return helpPlies(st) - 1
}

// helpPlies returns the number of half moves of help play st.
func helpPlies(st solver.Stipulation) int {
	if st.HalfMove {
		return 2*st.Moves + 1
	}
	return 2 * st.Moves
}

// levelTried returns the moves Popeye tries at level i from pos, in its order: those it
// numbers (numberedMoves), but at the move that must reach a target square only the
// ones arriving there, as Popeye generates no others for it
// (optimisations/goals/remove_non_reachers.c).
func (t *Twin) levelTried(pos Notation, i int) []movegen.Move {
	moves, _ := numberedMoves(pos)
	if i == t.finalLevel() && t.Stipulation.Goal == solver.Target {
		sq := t.Stipulation.GoalSquare
		moves = slices.DeleteFunc(moves, func(m movegen.Move) bool { return m.To() != sq })
	}
	return moves
}

// pathNumbers returns Popeye's numbers of the moves of l from start, level by level.
func (t *Twin) pathNumbers(start Notation, l solver.Line) []int {
	pos := start
	var nums []int
	for i, m := range levelMoves(l, t.numbers.lists.Levels()) {
		nums = append(nums, slices.Index(t.levelTried(pos, i), m)+1)
		pos = t.afterLevel(pos, m)
	}
	return nums
}

// pathSolved reports whether Popeye solves the line l from start under the lists of move
// numbers: no level skips its move.
func (t *Twin) pathSolved(start Notation, l solver.Line) bool {
	if !t.numbers.deep {
		return true
	}
	return !t.numbers.lists.SkipsPath(t.pathNumbers(start, l))
}

// deepNumbersApply reports whether cpls follows Popeye's numbers of levels levels of
// moves in the twin t: after two or more introductory moves (two levels, both the same
// side's), in help play (no deeper than the moves before a self or reflex ending) and in
// series play. The move that must reach the goal Popeye generates otherwise for some
// goals (only the checking moves for a mate, with its orthodox mating move generator;
// only the captures for a capture): a level there is followed for a target square,
// which the move must reach, only without the conditions under which Popeye generates
// every move for it, and for stalemate, which it generates every move for. Goals about
// the move but the target square are not followed.
func deepNumbersApply(t *Twin, levels int) bool {
	st := t.Stipulation
	switch {
	case st.Parry || st.Reci:
		return false
	case st.Intro >= 2:
		return levels <= 2
	case st.Intro > 0:
		return false
	case st.Goal != solver.Mate && st.Goal != solver.Stalemate && st.Goal != solver.Target:
		// Other goals about the move end the play where a move reaches them before the
		// last (Popeye writes no deeper levels there), or cut the last move's generation.
		return false
	case st.End == solver.EndSelf || st.End == solver.EndReflex:
		return st.Play == solver.Help && !st.Series && levels <= helpPlies(st)-2
	case st.End != solver.EndGoal || st.Play != solver.Help && !st.Series:
		return false
	}
	if levels-1 < t.finalLevel() {
		return true
	}
	return levels-1 == t.finalLevel() && finalMovesFollowed(t)
}

// endsEarly reports whether the move m at level i, before the last, reaches the twin's
// target square with the move of the side that makes the last move: Popeye's play ends
// there (a short line), and it numbers no deeper moves.
func (t *Twin) endsEarly(i int, m movegen.Move) bool {
	final := t.finalLevel()
	st := t.Stipulation
	return st.Goal == solver.Target && i < final && (st.Series || (final-i)%2 == 0) && m.To() == st.GoalSquare
}

// finalMovesFollowed reports whether cpls knows the moves Popeye tries for the move that
// must reach the twin's goal: a target square without conditions that keep Popeye from
// removing the moves that do not arrive there (ActuatedRevolvingCentre and -Board,
// Wormholes, AntiCirce, SeriesCapture), and the goals it generates every move for.
func finalMovesFollowed(t *Twin) bool {
	switch t.Stipulation.Goal {
	case solver.Target:
		return t.Fairy == nil || !slices.ContainsFunc(t.Fairy.Conditions, keepsNonReachers)
	case solver.Stalemate:
		return true
	}
	return false
}

// keepsNonReachers reports whether c is a condition under which Popeye does not remove
// the moves missing the target square of a goal.
func keepsNonReachers(c fairy.Condition) bool {
	name := c.Spec().Name
	switch name {
	case "ActuatedRevolvingCentre", "ActuatedRevolvingBoard", "Wormholes", "SeriesCapture":
		return true
	}
	return strings.Contains(name, "Circe") && strings.HasPrefix(name, "Anti") && name != "AntiMarsCirce" ||
		strings.Contains(name, "AntiCirce")
}
