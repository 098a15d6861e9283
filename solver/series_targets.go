package solver

import "github.com/cpls-dev/cpls/movegen"

// Intelligent series play: the target-set search of intelligent_set.go for ser-h (the
// other side mates or stalemates in one after the series: it is the mating side, with one
// move, and the series side has all the others). The table entries are those of the
// plain series search.

// seriesTargetMoves returns the mating side's and the victim's moves for a series of k
// moves followed by tail, and whether the series side is the mating side; ok is false
// when the tail does not suit the method.
func seriesTargetMoves(tail seriesTail, k int) (materMoves, victimMoves int, seriesMates, ok bool) {
	switch tail {
	case tailHelp:
		return 1, k, false, true
	case tailNone:
		// Sound too, but the plain search is faster on the corpus's ser-# and ser-=
		// (no check before the last move already prunes it well; enumerating the
		// placements of all the series side's moves costs more).
		return k, 0, true, false
	}
	return 0, 0, false, false
}

// setSeries is series over a target set: all series lines of exactly k series moves
// from the current position (the series side to move), followed by the tail.
func (e *engine) setSeries(k int, tail seriesTail, set []tEntry, sink *lineSink) bool {
	if sink.limit() {
		return false
	}
	if k == 0 {
		return e.tail(tail, sink)
	}
	key := e.pos.Hash() ^ depthKeys[k]
	if _, loss := e.tt.probe(key); loss > 0 {
		return false
	}
	materMoves, victimMoves, _, _ := seriesTargetMoves(tail, k)
	live := e.filterTargets(set, materMoves, victimMoves)
	if len(live) == 0 {
		e.tt.storeLoss(key, 1, 0)
		return false
	}
	found := false
	for _, m := range e.legal() {
		e.make(m)
		sink.stack = append(sink.stack, m)
		if e.setSeriesAfter(k-1, tail, live, sink) {
			found = true
		}
		sink.stack = sink.stack[:len(sink.stack)-1]
		e.unmake()
	}
	if !found && !sink.limit() {
		e.tt.storeLoss(key, 1, 0)
	}
	return found
}

// setSeriesAfter continues a series line after a series move, with k series moves left.
func (e *engine) setSeriesAfter(k int, tail seriesTail, set []tEntry, sink *lineSink) bool {
	if k == 0 {
		if tail == tailHelp {
			return e.setHelpTail(set, sink)
		}
		return e.tailAfterLast(tail, sink)
	}
	if e.pos.InCheck() {
		return false
	}
	e.nullMove()
	found := e.setSeries(k, tail, set, sink)
	e.unnull()
	return found
}

// setHelpTail is the closing move of ser-h play: the mating side's goal moves that
// complete a target.
func (e *engine) setHelpTail(set []tEntry, sink *lineSink) bool {
	live := e.filterTargets(set, 1, 0)
	var last [64]movegen.Bitboard
	e.finalMoves(live, &last)
	found := false
	for _, m := range e.legal() {
		if !m.IsCastle() && !last[m.From()].Has(m.To()) || !e.mayReachGoal(m) {
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
