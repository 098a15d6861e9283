package solver

// Option NonTrivial (Options.NonTrivial) in battle play: at a defence node the defender's
// nontrivial defences, those after which the attacker does not succeed in the NonTrivial
// length, are counted; more than what is left of the budget refute the attacking move
// (nonTrivialLimit, nonTrivialDefences, nonTrivialCount).

// nonTrivialCounts reports whether a defence node with n−1 attacking moves left counts
// its nontrivial defences (see nonTrivialLimit).
func (e *engine) nonTrivialCounts(n int) bool {
	return e.nonTrivial && n >= e.ntMin+2 && (n > e.ntMin+2 || e.play != Direct || e.goalIsEnd)
}

// nonTrivialRefutes reports whether the defender, to move with n−1 attacking moves
// left, has more nontrivial defences than the budget allows: the refutation
// nonTrivialLimit finds (with the same count), asked before the table is.
func (e *engine) nonTrivialRefutes(n int) bool {
	return e.nonTrivialCounts(n) && e.nonTrivialDefences(e.ntBudget+1) > e.ntBudget+1
}
