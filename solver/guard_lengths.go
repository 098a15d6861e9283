package solver

import "slices"

// The lengths a defence node is tried at when the guards of Threat and MaxFlightSquares
// apply. Their outcome depends on the length left: Popeye's attacker tries every length
// from the shortest up (solving/find_shortest.c), each with that length's guards, so a
// move whose defence node a guard defends at n may still succeed at a shorter length,
// where the guard does not apply: the node is lost if it is lost at one of them.
//
// Each guard applies from a length on and then asks the same question whatever the
// length (the threat within Threat's t, the flights), so the lengths 1…n fall into runs
// over which no guard changes (guardRunEnds). Within a run a longer length gives the
// attacker more moves and the same guards: lost at k means lost at k+1 (the attacker's
// success below is monotone in its length, the shorter lengths being tried there too).
// Only the longest length of each run can change the answer. And once a guard defends
// the node at k, it defends it at every longer length (NonTrivial's count too): the
// runs above need no search.

// maxGuardRuns bounds the runs: one ending before each guard applies, and the last.
const maxGuardRuns = 3

// defenceLosesGuarded is defenceLoses with the guards of Threat or MaxFlightSquares.
func (e *engine) defenceLosesGuarded(n int) bool {
	var buf [maxGuardRuns]int
	ends := e.guardRunEnds(n, &buf)
	for _, k := range ends {
		e.guardedPly = 0
		if e.defenceLosesIn(k) {
			return true
		}
		if e.guardedPly == e.ply+1 && !e.everyLength {
			return false
		}
	}
	return false
}

// guardRunEnds returns, in ascending order, the longest length of each run of lengths
// 1…n over which no guard changes, up to the last length no guard known to defend
// defends, in buf's array; every length with everyLength.
func (e *engine) guardRunEnds(n int, buf *[maxGuardRuns]int) []int {
	if e.everyLength {
		ends := make([]int, n)
		for k := range ends {
			ends[k] = k + 1
		}
		return ends
	}
	ends := buf[:0]
	// Each guard's run ends at the last length before it applies (defenceByOption).
	// NonTrivial's count needs no run of its own: a node lost at the length below the
	// count's first has every defence trivial, and with the count passed and a budget
	// no smaller below it is lost at the next length too.
	if e.maxThreat > 0 {
		ends = append(ends, e.maxThreat)
	}
	last := n
	switch {
	case !e.limitFlights || n <= 2:
		// The flights guard no length below n.
	case e.maxThreat == 1:
		// Threat's guard applies from length 2 and, asked first there, mostly
		// defends: the flights are left to the full length.
		ends = append(ends, 2)
	case e.flightsDefend(nil):
		// The flights, counted once here, defend from length 3 on.
		last = 2
	default:
		// The flights do not defend: they change no run.
	}
	least := 1
	if e.lostAtOneEverywhere() {
		least = 2
	}
	ends = slices.DeleteFunc(ends, func(k int) bool { return k < least || k >= last })
	slices.Sort(ends)
	return append(slices.Compact(ends), last)
}

// guarded records that a guard (defenceByOption, NonTrivial's count) defended the
// defence node at the current ply, for defenceLosesGuarded.
func (e *engine) guarded() {
	e.guardedPly = e.ply + 1
}

// lostAtOneEverywhere reports whether a defence node lost at length 1 is lost at every
// length, whatever the guards, so that the run of length 1 needs no search of its own:
// in direct play with the goal mate on an orthodox board, a mated defender is in check
// (no Threat guard), has no flight and no nontrivial defence; in reflex play the
// defender bound to reach the goal is so before the guards (defencesLose).
func (e *engine) lostAtOneEverywhere() bool {
	return e.play == Direct && e.goal == Mate && e.pos.fast != nil || e.play == Reflex
}
