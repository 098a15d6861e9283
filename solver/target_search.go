package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver/target"
)

// The help and series searches over targets, for each kind of target set: placements
// (target.Set, entries target.Entry), full targets (target.FullSet, target.FullEntry),
// and both at once for mates (bothSets). Every node carries the entries still
// reachable at its parent; it drops those the last move put out of reach (the filter),
// probes the table, and plays on. Which of the filter and the probe comes first is
// decided per remaining length by what each has saved so far (order): a probe that
// hits saves the filter, a filter that prunes saves the probe, and the placements'
// filter costs many probes while the full targets' costs about one. A node the filter
// prunes is not stored: it would be pruned again at the cost of a filter, and its
// entries would crowd the table.

// bothSets is a node's entries of both kinds of target set of a mate: each covers every
// final position on its own, so a node stays only while both have a live target.
type bothSets struct {
	t []target.Entry
	f []target.FullEntry
}

// placementWalk is the walk over e's placements (tset).
func placementWalk(e *engine) *targetWalk[[]target.Entry] {
	return &targetWalk[[]target.Entry]{
		mater: e.tset.Mater(),
		filter: func(set []target.Entry, materMoves, victimMoves int) ([]target.Entry, bool) {
			return e.tset.Filter(e.ply, set, materMoves, victimMoves)
		},
		final:      e.tset.FinalMoves,
		mask:       e.victimLastMask,
		filterCost: placementFilterCost,
	}
}

// victimLastMask is the placements' mask (see targetWalk.mask): only for the victim's
// last move (target.Set.VictimLastMask).
func (e *engine) victimLastMask(live []target.Entry, _, victimMoves int, _ bool, allow *[64]movegen.Bitboard) bool {
	if victimMoves != 0 || e.pos.SideToMove() == e.tset.Mater() {
		return false
	}
	e.tset.VictimLastMask(live, allow)
	return true
}

// fullMask is the full targets' mask (target.FullSet.MoveMask), at every node.
func fullMask(e *engine) func([]target.FullEntry, int, int, bool, *[64]movegen.Bitboard) bool {
	return func(live []target.FullEntry, materMoves, victimMoves int, final bool, allow *[64]movegen.Bitboard) bool {
		e.fset.MoveMask(live, materMoves, victimMoves, final, allow)
		return true
	}
}

// fullWalk is the walk over e's full targets (fset).
func fullWalk(e *engine) *targetWalk[[]target.FullEntry] {
	return &targetWalk[[]target.FullEntry]{
		mater: e.fset.Mater(),
		filter: func(set []target.FullEntry, materMoves, victimMoves int) ([]target.FullEntry, bool) {
			return e.fset.Filter(e.ply, set, materMoves, victimMoves)
		},
		mask:       fullMask(e),
		filterCost: fullFilterCost,
	}
}

// bothWalk is the walk over both kinds of set of e (tset and fset); the placements tell
// which last moves may mate. Without placements (tset nil: too many) it is the walk over
// the full targets alone.
func bothWalk(e *engine) *targetWalk[bothSets] {
	if e.tset == nil {
		return &targetWalk[bothSets]{
			mater: e.fset.Mater(),
			filter: func(set bothSets, materMoves, victimMoves int) (bothSets, bool) {
				f, ok := e.fset.Filter(e.ply, set.f, materMoves, victimMoves)
				return bothSets{f: f}, ok
			},
			mask: func(live bothSets, materMoves, victimMoves int, final bool, allow *[64]movegen.Bitboard) bool {
				e.fset.MoveMask(live.f, materMoves, victimMoves, final, allow)
				return true
			},
			filterCost: fullFilterCost,
		}
	}
	return &targetWalk[bothSets]{
		mater: e.tset.Mater(),
		filter: func(set bothSets, materMoves, victimMoves int) (bothSets, bool) {
			f, ok := e.fset.Filter(e.ply, set.f, materMoves, victimMoves)
			if !ok {
				return bothSets{}, false
			}
			t, ok := e.tset.Filter(e.ply, set.t, materMoves, victimMoves)
			return bothSets{t, f}, ok
		},
		final: func(live bothSets, last *[64]movegen.Bitboard) { e.tset.FinalMoves(live.t, last) },
		mask: func(live bothSets, materMoves, victimMoves int, final bool, allow *[64]movegen.Bitboard) bool {
			e.fset.MoveMask(live.f, materMoves, victimMoves, final, allow)
			return true
		},
		filterCost: placementFilterCost,
	}
}

// targetWalk is what the searches need of a kind of target set S, on one engine.
type targetWalk[S any] struct {
	mater movegen.Color
	// filter returns the entries of set still reachable after the last move with
	// materMoves and victimMoves moves left, and whether there are any.
	filter func(set S, materMoves, victimMoves int) (S, bool)
	// final marks in last the moves that may complete a target of live; nil: any.
	final func(live S, last *[64]movegen.Bitboard)
	// last is final's answer, kept here rather than on the stack: passed to a function
	// value it would escape to the heap at every node.
	last [64]movegen.Bitboard
	// mask marks in allow the moves of the side to move that may keep an entry of live
	// within reach, materMoves and victimMoves being the moves left after the move
	// (target.FullSet.MoveMask), or returns false where every move passes; nil where
	// the kind of set has none. masks holds its answers by remaining length (an
	// ancestor's stays valid below it).
	mask  func(live S, materMoves, victimMoves int, final bool, allow *[64]movegen.Bitboard) bool
	masks [][64]movegen.Bitboard
	// filterCost is what a filter costs, in table probes (roughly, as profiled);
	// order holds, by remaining length, the probes that hit and the filters that
	// pruned so far.
	filterCost uint64
	order      []testCounts
}

// The cost of a filter in table probes: the placements' tests of each entry (and so
// the walk over both kinds of set, which filters the placements too) against the
// full targets' distance tables.
const placementFilterCost, fullFilterCost = 16, 1

// testCounts counts, at one remaining length, the probes that hit and the filters that
// pruned.
type testCounts struct{ hits, prunes uint64 }

// probeFirst reports whether a node with d half moves (or series moves) left probes the
// table before it filters: when the hits so far have saved more filters than the
// prunes have saved probes.
func (w *targetWalk[S]) probeFirst(d int) bool {
	for len(w.order) <= d {
		w.order = append(w.order, testCounts{})
	}
	c := &w.order[d]
	return c.hits*w.filterCost > c.prunes
}

// probe reports whether the table holds that the node of key, d moves from the end,
// has no line, and counts a hit.
func (w *targetWalk[S]) probe(e *engine, key uint64, d int) bool {
	if _, loss := e.tt.probe(key); loss > 0 {
		w.order[d].hits++
		return true
	}
	return false
}

// filterNode is filter at a node d moves from the end, counting a prune.
func (w *targetWalk[S]) filterNode(set S, d, materMoves, victimMoves int) (S, bool) {
	for len(w.order) <= d {
		w.order = append(w.order, testCounts{})
	}
	live, ok := w.filter(set, materMoves, victimMoves)
	if !ok {
		w.order[d].prunes++
	}
	return live, ok
}

// moves returns the mask of the moves that may keep an entry of live within reach at a
// node with d half moves left, materMoves and victimMoves of them the mating side's and
// the victim's, or nil for every move. Castling is not marked (callers let it through).
func (w *targetWalk[S]) moves(live S, d, materMoves, victimMoves int, materToMove bool) *[64]movegen.Bitboard {
	if w.mask == nil {
		return nil
	}
	for len(w.masks) <= d {
		w.masks = append(w.masks, [64]movegen.Bitboard{})
	}
	if materToMove {
		materMoves--
	} else {
		victimMoves--
	}
	allow := &w.masks[d]
	if !w.mask(live, materMoves, victimMoves, d == 1, allow) {
		return nil
	}
	return allow
}

// walkHelp finds all help lines of exactly d half moves from the current position that
// end in the goal; set holds the entries reachable at the parent. In reciprocal help
// play (engine.reci) the d half moves end in the reciprocal end (engine.reciEnd), and
// the targets are those of the other side's goal two half moves later: the help
// side's move and the other side's goal move that close every solution.
func walkHelp[S any](e *engine, w *targetWalk[S], d int, set S, sink *lineSink) bool {
	if sink.limit() {
		return false
	}
	extra := 0
	if e.reci {
		extra = 2
	}
	if d == 0 && extra == 0 {
		return e.emitIfGoal(sink)
	}
	full := d + extra
	materToMove := e.pos.SideToMove() == w.mater
	materMoves := (full + 1) / 2
	if !materToMove {
		materMoves = full / 2
	}
	key := e.pos.Hash() ^ depthKeys[d]
	first := d >= 2 && w.probeFirst(d)
	if first && w.probe(e, key, d) {
		return false
	}
	live, ok := w.filterNode(set, d, materMoves, full-materMoves)
	if !ok {
		return false
	}
	if d == 0 {
		return e.reciEnd(sink)
	}
	if d >= 2 && !first && w.probe(e, key, d) {
		return false
	}
	marked := full == 1 && w.final != nil
	if marked {
		w.last = [64]movegen.Bitboard{}
		w.final(live, &w.last)
	}
	allow := w.moves(live, full, materMoves, full-materMoves, materToMove)
	found := false
	for _, m := range e.legalWithin(allow) {
		if allow != nil && !e.isCastle(m) && !allow[m.From()].Has(m.To()) {
			continue
		}
		if full == 1 && (marked && !e.isCastle(m) && !w.last[m.From()].Has(m.To()) || !e.mayReachGoal(m)) {
			continue
		}
		e.make(m)
		sink.push(m)
		if walkHelp(e, w, d-1, live, sink) {
			found = true
		}
		sink.pop()
		e.unmake()
	}
	if !found && d >= 2 && !sink.limit() {
		e.tt.storeLoss(key, 1, 0)
	}
	return found
}

// walkSeries finds all series lines of exactly k series moves from the current position
// (the series side to move), followed by the tail: over targets (w's, set holding the
// entries reachable at the parent), or, with w nil, by the plain search. The other side
// passes between series moves, so no series move but the last may give check.
func walkSeries[S any](e *engine, w *targetWalk[S], k int, tail seriesTail, set S, sink *lineSink) bool {
	if sink.limit() {
		return false
	}
	if k == 0 {
		return e.tail(tail, sink)
	}
	if tail == tailReflex && e.canReachGoal() {
		// The attacker would have to reach the goal himself.
		return false
	}
	key := e.pos.Hash() ^ depthKeys[k]
	live := set
	if w != nil {
		first := w.probeFirst(k)
		if first && w.probe(e, key, k) {
			return false
		}
		materMoves, victimMoves, _, _ := seriesTargetMoves(tail, k, e.parry)
		var ok bool
		if live, ok = w.filterNode(set, k, materMoves, victimMoves); !ok {
			return false
		}
		if !first && w.probe(e, key, k) {
			return false
		}
	} else if _, known := e.noLineKnown(k); known {
		return false
	}
	if k == 1 && tail == tailNone && e.selfCheckGoal() {
		// The last series move reaches the goal, which no legal move does.
		return e.noLineLost(key, e.emitGoalMoves(sink, nil), sink)
	}
	found := false
	moves, judge := e.playMoves()
	for _, m := range moves {
		e.make(m)
		if judge && e.madeIllegal() {
			continue
		}
		sink.push(m)
		if walkSeriesAfter(e, w, k-1, tail, live, sink) {
			found = true
		}
		sink.pop()
		e.unmake()
	}
	return e.noLineLost(key, found, sink)
}

// walkSeriesAfter continues a series line after a series move, with k series moves
// left.
func walkSeriesAfter[S any](e *engine, w *targetWalk[S], k int, tail seriesTail, set S, sink *lineSink) bool {
	if k == 0 {
		if tail == tailHelp && w != nil {
			return walkHelpTail(e, w, set, sink)
		}
		if tail == tailNone || tail == tailReci || e.goalIsEnd || e.exact {
			return e.tailAfterLast(tail, sink)
		}
		// The other side's end of the play costs a move generation and a goal test
		// per move: many series lines reach the same position, so a tail that has no
		// line is remembered; not with GoalIsEnd or exact-, where whether a line ends
		// in time depends on more than the position at its end.
		key, known := e.noLineKnown(0)
		if known {
			return false
		}
		return e.noLineLost(key, e.tailAfterLast(tail, sink), sink)
	}
	if e.parry && e.pos.InCheck() {
		return parrySeries(e, w, k, tail, set, sink)
	}
	if e.pos.InCheck() || (tail == tailReflex && e.canReachGoal()) {
		return false
	}
	if e.moveGoal && (tail == tailNone || e.goalIsEnd) && e.inGoal() || tail == tailSelf && e.forcedToGoal() {
		// The play ended here, in a shorter line: the series reached a goal that is not
		// a mate or stalemate, or (ser-s) the other side would have to reach the goal.
		return false
	}
	if tail == tailNone && e.goalIsEnd && e.facts != nil &&
		e.facts.reached(e.goal, e.goalSq, e.pos.SideToMove()) {
		// GoalIsEnd in ser-: Popeye tests the goal after each series move as if the
		// other side had made it (so a piece arriving on its own side's back rank ends
		// a ser-c81), and a goal so reached ends the play as the wrong side's.
		return false
	}
	e.nullMove()
	found := walkSeries(e, w, k, tail, set, sink)
	e.unnull()
	return found
}

// parrySeries plays every help parry of the other side, in check after a series move
// (pser-h, phser-), and the series on after it; a parry that reaches a goal or leaves no
// move ends nothing. Over targets the series move is filtered here, before the parry:
// the filters update the entries by the last move alone (target.FullSet keeps sums by
// it), so the next filter, after the parry, would miss the series move's part. With k
// series moves left the mating side has the parry and k moves after it (seriesTargetMoves).
func parrySeries[S any](e *engine, w *targetWalk[S], k int, tail seriesTail, set S, sink *lineSink) bool {
	if tail == tailReflex && e.canReachGoal() {
		return false
	}
	if w != nil {
		materMoves, victimMoves, _, _ := seriesTargetMoves(tail, k, e.parry)
		var ok bool
		if set, ok = w.filter(set, materMoves+1, victimMoves); !ok {
			return false
		}
	}
	found := false
	for _, d := range slices.Clone(e.legal()) {
		e.make(d)
		sink.push(d)
		if walkSeries(e, w, k, tail, set, sink) {
			found = true
		}
		sink.pop()
		e.unmake()
	}
	return found
}

// walkHelpTail is the closing move of ser-h play: the mating side's goal moves that
// complete a target.
func walkHelpTail[S any](e *engine, w *targetWalk[S], set S, sink *lineSink) bool {
	live, ok := w.filter(set, 1, 0)
	if !ok {
		return false
	}
	if w.final == nil {
		return e.tail(tailHelp, sink)
	}
	w.last = [64]movegen.Bitboard{}
	w.final(live, &w.last)
	return e.emitGoalMoves(sink, &w.last)
}
