package solver

import "github.com/cpls-dev/cpls/movegen"

// The help and series searches over targets, for both kinds of target set: the mate-only
// sets of intelligent_set.go (entries tEntry) and the full targets of intelligent_full.go
// (fEntry). Every node carries the entries still reachable at its parent; it first drops
// those the last move put out of reach (the filter is cheaper than the table's memory
// access, and a node it prunes is not stored: it would be pruned again as cheaply), then
// probes the table and plays on.

// targetWalk is what the searches need of a kind of target set, on one engine.
type targetWalk[E any] struct {
	mater movegen.Color
	// filter returns the entries of set still reachable after the last move with
	// materMoves and victimMoves moves left.
	filter func(set []E, materMoves, victimMoves int) []E
	// final marks in last the moves that may complete a target of live; nil: any.
	final func(live []E, last *[64]movegen.Bitboard)
	// last is final's answer, kept here rather than on the stack: passed to a function
	// value it would escape to the heap at every node.
	last [64]movegen.Bitboard
}

// walkHelp finds all help lines of exactly d half moves from the current position that
// end in the goal; set holds the entries reachable at the parent.
func walkHelp[E any](e *engine, w *targetWalk[E], d int, set []E, sink *lineSink) bool {
	if sink.limit() {
		return false
	}
	if d == 0 {
		if e.inGoal() {
			sink.emit()
			return true
		}
		return false
	}
	materMoves := (d + 1) / 2
	if e.pos.SideToMove() != w.mater {
		materMoves = d / 2
	}
	live := w.filter(set, materMoves, d-materMoves)
	if len(live) == 0 {
		return false
	}
	key := e.pos.Hash() ^ depthKeys[d]
	if d >= 2 {
		if _, loss := e.tt.probe(key); loss > 0 {
			return false
		}
	}
	marked := d == 1 && w.final != nil
	if marked {
		w.last = [64]movegen.Bitboard{}
		w.final(live, &w.last)
	}
	found := false
	for _, m := range e.legal() {
		if d == 1 && (marked && !m.IsCastle() && !w.last[m.From()].Has(m.To()) || !e.mayReachGoal(m)) {
			continue
		}
		e.make(m)
		sink.stack = append(sink.stack, m)
		if walkHelp(e, w, d-1, live, sink) {
			found = true
		}
		sink.stack = sink.stack[:len(sink.stack)-1]
		e.unmake()
	}
	if !found && d >= 2 && !sink.limit() {
		e.tt.storeLoss(key, 1, 0)
	}
	return found
}

// walkSeries is series play over targets: all series lines of exactly k series moves
// from the current position (the series side to move), followed by the tail.
func walkSeries[E any](e *engine, w *targetWalk[E], k int, tail seriesTail, set []E, sink *lineSink) bool {
	if sink.limit() {
		return false
	}
	if k == 0 {
		return e.tail(tail, sink)
	}
	materMoves, victimMoves, _, _ := seriesTargetMoves(tail, k)
	live := w.filter(set, materMoves, victimMoves)
	if len(live) == 0 {
		return false
	}
	key := e.pos.Hash() ^ depthKeys[k]
	if _, loss := e.tt.probe(key); loss > 0 {
		return false
	}
	found := false
	for _, m := range e.legal() {
		e.make(m)
		sink.stack = append(sink.stack, m)
		if walkSeriesAfter(e, w, k-1, tail, live, sink) {
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

// walkSeriesAfter continues a series line after a series move, with k series moves
// left.
func walkSeriesAfter[E any](e *engine, w *targetWalk[E], k int, tail seriesTail, set []E, sink *lineSink) bool {
	if k == 0 {
		if tail == tailHelp {
			return walkHelpTail(e, w, set, sink)
		}
		return e.tailAfterLast(tail, sink)
	}
	if e.pos.InCheck() {
		return false
	}
	e.nullMove()
	found := walkSeries(e, w, k, tail, set, sink)
	e.unnull()
	return found
}

// walkHelpTail is the closing move of ser-h play: the mating side's goal moves that
// complete a target.
func walkHelpTail[E any](e *engine, w *targetWalk[E], set []E, sink *lineSink) bool {
	live := w.filter(set, 1, 0)
	if len(live) == 0 {
		return false
	}
	if w.final == nil {
		return e.tail(tailHelp, sink)
	}
	w.last = [64]movegen.Bitboard{}
	w.final(live, &w.last)
	found := false
	for _, m := range e.legal() {
		if !m.IsCastle() && !w.last[m.From()].Has(m.To()) || !e.mayReachGoal(m) {
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
