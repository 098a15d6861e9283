package solver

import (
	"slices"
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver/target"
)

// Help and series play enumerate every line; the table only remembers positions proven
// to have no line of a given remaining length, keyed by the position hash salted with
// that length.

// lineSink collects the lines one engine finds for one first move.
type lineSink struct {
	stack []movegen.Move
	lines [][]movegen.Move
	found *atomic.Int64 // lines found by all engines of the phase
	max   int64         // MaxSolutions, 0 for no limit
	// report tells the Observer of each line; nil without one.
	report func(moves []movegen.Move)
}

func (s *lineSink) emit(last ...movegen.Move) {
	l := make([]movegen.Move, 0, len(s.stack)+len(last))
	l = append(l, s.stack...)
	l = append(l, last...)
	s.lines = append(s.lines, l)
	s.found.Add(1)
	if s.report != nil {
		s.report(l)
	}
}

// push adds m to the line being searched; pop takes the last move off it.
func (s *lineSink) push(m movegen.Move) { s.stack = append(s.stack, m) }
func (s *lineSink) pop()                { s.stack = s.stack[:len(s.stack)-1] }

// noLineKnown returns the table key of the current position with d moves (or half
// moves) left, and whether the table holds that it has no line of that length.
func (e *engine) noLineKnown(d int) (key uint64, known bool) {
	key = e.pos.Hash() ^ depthKeys[d]
	_, loss := e.tt.probe(key)
	return key, loss > 0
}

// noLineLost remembers the position of key as having no line of its length when none
// was found (unless MaxSolutions cut the search) and returns found.
func (e *engine) noLineLost(key uint64, found bool, sink *lineSink) bool {
	if !found && !sink.limit() {
		e.tt.storeLoss(key, 1, 0)
	}
	return found
}

// emitIfGoal ends the line being searched: it emits it when the side to move is in the
// goal state and reports whether it did.
func (e *engine) emitIfGoal(sink *lineSink) bool {
	if e.inGoal() {
		sink.emit()
		return true
	}
	return false
}

// emitGoalMoves emits every legal move that reaches the goal; with a mask, only the
// moves it marks (from → to; castling always passes). It reports whether there was one.
func (e *engine) emitGoalMoves(sink *lineSink, mask *[64]movegen.Bitboard) bool {
	found := false
	moves := e.legal
	if e.goal == Mate && e.pos.fast == nil {
		// Other rules than orthodox may list the checking moves alone.
		if cands, ok := e.checkingMoves(); ok {
			moves = func() []movegen.Move { return cands }
		}
	}
	for _, m := range moves() {
		if mask != nil && !m.IsCastle() && !mask[m.From()].Has(m.To()) || !e.mayReachGoal(m) {
			continue
		}
		e.make(m)
		if e.inGoal() {
			sink.emit(m)
			found = true
		}
		e.unmake()
	}
	return found
}

// limit reports whether MaxSolutions lines have been found.
func (s *lineSink) limit() bool { return s.max > 0 && s.found.Load() >= s.max }

// help finds all help-play lines of exactly d half moves from the current position: the
// sides alternate, and after the last move the side to move is in the goal state.
func (e *engine) help(d int, sink *lineSink) bool {
	if sink.limit() {
		return false
	}
	if d == 0 {
		return e.emitIfGoal(sink)
	}
	if d == 1 {
		return e.emitGoalMoves(sink, nil)
	}
	key, known := e.noLineKnown(d)
	if known {
		return false
	}
	if d >= reachMinDepth && e.pos.fast != nil {
		us := e.pos.SideToMove()
		mater, ours := us, (d+1)/2
		if d%2 == 0 {
			mater, ours = us.Other(), d/2
		}
		if !target.Reachable(e.pos.fast, targetGoal(e.goal), mater, ours, d-ours) {
			e.tt.storeLoss(key, 1, 0)
			return false
		}
	}
	found := false
	for _, m := range e.legal() {
		e.make(m)
		sink.push(m)
		if e.help(d-1, sink) {
			found = true
		}
		sink.pop()
		e.unmake()
	}
	return e.noLineLost(key, found, sink)
}

// reachMinDepth is the least remaining length at which help play tests goal
// reachability (below it the test costs more than the search it saves).
const reachMinDepth = 3

// seriesTail is how series play ends after the last series move.
type seriesTail uint8

const (
	tailNone   seriesTail = iota // ser-#, ser-=: the last series move reaches the goal
	tailHelp                     // ser-h#: the other side then reaches the goal in one
	tailSelf                     // ser-s#: every move of the other side then reaches the goal
	tailReflex                   // ser-r#: the other side then reaches the goal in one (it must)
)

func tailOf(p Play) seriesTail {
	switch p {
	case Help:
		return tailHelp
	case Self:
		return tailSelf
	case Reflex:
		return tailReflex
	}
	return tailNone
}

// tailAfterLast finishes a line after the last series move (the other side to move).
func (e *engine) tailAfterLast(tail seriesTail, sink *lineSink) bool {
	if tail == tailNone {
		return e.emitIfGoal(sink)
	}
	return e.tail(tail, sink)
}

// tail plays the end of a series line with the side that ends it to move: in ser-h the
// attacker reaching the goal in one, in ser-s and ser-r the other side's goal moves.
func (e *engine) tail(tail seriesTail, sink *lineSink) bool {
	switch tail {
	case tailHelp, tailReflex:
		gm := e.goalMoves()
		for _, m := range gm {
			sink.emit(m)
		}
		return len(gm) > 0
	case tailSelf:
		moves := slices.Clone(e.legal())
		if len(moves) == 0 {
			return false
		}
		for _, m := range moves {
			e.make(m)
			ok := e.inGoal()
			e.unmake()
			if !ok {
				return false
			}
		}
		for _, m := range moves {
			sink.emit(m)
		}
		return true
	}
	return false
}
