package solver

// Option NonTrivial where play is written (keys, tries, post-key play, variations).
// Popeye inserts its guard (options/nontrivial.c, STMaxNrNonTrivial) at the start of
// every defence node of the solving branch as well as of the testing one, before the
// slices that find refutations and write the play: where the defender has too many
// nontrivial defences, the node fails with no refutation, so the attacking move before
// it is neither key nor try and nothing after it is written; otherwise the play below
// is solved and written with the budget the guard leaves.

// nonTrivialWritten applies NonTrivial at a defence node with n−1 attacking moves left
// whose play is written: it reports whether the node fails by it, and otherwise sets
// the budget for the play below, returning a function that restores it (or nil).
// Unlike nonTrivialLimit it also counts in direct play with the NonTrivial length left:
// there the nontrivial defences are the refutations, too many of which make a move
// fail without being a try, even where Option Defence allows more refutations.
func (e *engine) nonTrivialWritten(n int) (defended bool, restore func()) {
	if e.nonTrivial && n == e.ntMin+2 && e.play == Direct && !e.goalIsEnd {
		return e.nonTrivialDefences(e.ntBudget+1) > e.ntBudget+1, nil
	}
	return e.nonTrivialLimit(n)
}

// nonTrivialDefences is nonTrivialCount where Popeye's count, which runs through a copy
// of the defence node's slices, plays no defence: in reflex play where the defender is
// bound to reach the goal (the constraint plays the goal moves only, and those are
// trivial), and where the node's guard of Option Threat defends within the count's
// length (the attacker threatens nothing within Threat's length; the count's length
// must reach it). Elsewhere the node then fails by that guard anyway, but in post-key
// play its first node has none: a count of 0 lets the guard pass.
func (e *engine) nonTrivialDefences(limit int) int {
	if e.play == Reflex && e.goalInOne() {
		return 0
	}
	length := e.ntMin
	if e.play != Self {
		length++
	}
	if e.maxThreat > 0 && length >= e.maxThreat && !e.pos.InCheck() {
		e.nullMove()
		threat := e.threatWithin(e.maxThreat)
		e.unnull()
		if !threat {
			return 0
		}
	}
	return e.nonTrivialCount(limit)
}
