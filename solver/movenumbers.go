package solver

import (
	"math"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// MoveNumbers is what Popeye's options StartMoveNumber and UpToMoveNumber select when
// they give lists of numbers ("3:2:5"), one number for each level of moves: the first
// moves (level 0), the moves after each of them (level 1), and so on. Popeye numbers
// the moves it tries at a level, legal or not and in its order, from 1 after each move
// of the level above (options/movenumbers.c, restart_guard_solve).
type MoveNumbers struct {
	// Start and End are the bounds of each level as given: a level Start does not list
	// starts at 0, one End does not list has no end (Popeye's reset_restart_number).
	Start, End []int
}

// Levels returns the number of levels the lists give.
func (r MoveNumbers) Levels() int { return max(len(r.Start), len(r.End)) }

// bounds returns level i's first and last number.
func (r MoveNumbers) bounds(i int) (lo, hi int) {
	lo, hi = 0, math.MaxInt
	if i < len(r.Start) {
		lo = r.Start[i]
	}
	if i < len(r.End) {
		hi = r.End[i]
	}
	return lo, hi
}

// Written reports whether Popeye writes the progress line of a move at level i: always
// at the first level, at a deeper one only when it has bounds.
func (r MoveNumbers) Written(i int) bool {
	lo, hi := r.bounds(i)
	return i == 0 || lo > 0 || hi < math.MaxInt
}

// Skips reports whether Popeye skips the move numbered nums[len(nums)-1] at level
// len(nums)-1, played after the moves numbered nums[:len(nums)-1] (skip_this_move): when
// its number lies outside its level's bounds, unless the number of a level above lies
// strictly between that level's bounds.
func (r MoveNumbers) Skips(nums []int) bool {
	last := len(nums) - 1
	lo, hi := r.bounds(last)
	if nums[last] >= lo && nums[last] <= hi {
		return false
	}
	for i, n := range nums[:last] {
		if lo, hi := r.bounds(i); n > lo && n < hi {
			return false
		}
	}
	return true
}

// SkipsPath reports whether Popeye skips the moves numbered nums at some level: a line
// through them is not solved.
func (r MoveNumbers) SkipsPath(nums []int) bool {
	for i := range nums {
		if r.Skips(nums[:i+1]) {
			return true
		}
	}
	return false
}

// popeyeOrdered is a game that knows Popeye's order of all its pseudo-legal moves:
// orthodox chess.
type popeyeOrdered interface {
	PopeyeOrder(moves []movegen.Move)
	PseudoLegalMoves(buf []movegen.Move) []movegen.Move
}

// NumberedMoves returns the moves Popeye numbers in g, in its order, the first
// numbered 1; ok is false when g does not know Popeye's order (then it returns g's legal
// moves in its own order). The orthodox engine and the fairy engine (rules.PopeyeOrderer
// with the moves of rules.TriedMover) each know it.
func NumberedMoves(g rules.Game) (moves []movegen.Move, ok bool) {
	if o, ok := g.(popeyeOrdered); ok {
		moves = o.PseudoLegalMoves(nil)
		o.PopeyeOrder(moves)
		return moves, true
	}
	o, ordered := g.(rules.PopeyeOrderer)
	lm, lazy := g.(rules.TriedMover)
	if !ordered {
		return g.LegalMoves(nil), false
	}
	if lazy {
		moves, lazy = lm.TriedMoves(nil)
	}
	if !lazy {
		moves = g.LegalMoves(nil)
	}
	o.PopeyeOrder(moves)
	return moves, true
}

// levelNumbers returns Popeye's number of each move of the side to move where the help
// search prunes the moves skipped by Options.MoveNumbers at the level of the moves on
// sink's stack; nil at the levels it does not prune.
func (e *engine) levelNumbers(sink *lineSink) map[movegen.Move]int {
	level := len(sink.stack)
	if level >= e.config.numbers.Levels() || level != len(sink.nums) {
		return nil
	}
	moves, ok := NumberedMoves(e.pos.game)
	if !ok {
		return nil
	}
	nums := make(map[movegen.Move]int, len(moves))
	for i, m := range moves {
		nums[m] = i + 1
	}
	return nums
}

// skipsAtLevel reports whether the move numbered n at the level of sink's stack is
// skipped.
func (e *engine) skipsAtLevel(sink *lineSink, n int) bool {
	return e.config.numbers.Skips(append(slices.Clone(sink.nums), n))
}

// rootNumbers returns the first moves of moves that Options.MoveNumbers does not skip,
// with their numbers, where the help search prunes (engine.levelNumbers); elsewhere moves
// and nil.
func (e *engine) rootNumbers(moves []movegen.Move) ([]movegen.Move, []int) {
	if e.config.numbers.Levels() <= 1 {
		return moves, nil
	}
	numbered := e.levelNumbers(&lineSink{})
	if numbered == nil {
		return moves, nil
	}
	var kept []movegen.Move
	var nums []int
	for _, m := range moves {
		if n := numbered[m]; !e.config.numbers.Skips([]int{n}) {
			kept, nums = append(kept, m), append(nums, n)
		}
	}
	return kept, nums
}
