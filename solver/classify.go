package solver

// classify judges one half of the solver's own Result from its counts: one key or
// solution is intended.
func classify(solutions, short int, unsolvable bool) Status {
	return Classify(solutions, short, 1, unsolvable, false)
}

// Classify judges one half from its counts of full-length and short solutions against
// the number intended (one, unless the composer states more): unsolvable is true when
// its play could not be solved (Half.Notes says why), partial when MaxSolutions or
// StopOnShortSolutions cut the search short, so that fewer solutions than intended say
// nothing. It never returns Interrupted: whether the search finished is the Result's.
func Classify(solutions, short, intended int, unsolvable, partial bool) Status {
	switch {
	case unsolvable && solutions == 0:
		return Unsolvable
	case solutions == 0 && short == 0:
		return NoSolution
	case short > 0:
		return ShortSolution
	case solutions > intended:
		return Cooked
	case solutions < intended && !partial:
		return MissingSolution
	}
	return Sound
}

// combine classifies the problem from its halves: Interrupted if the search was
// stopped, else the first of Unsolvable, NoSolution, ShortSolution and Cooked that a
// half has, else Sound. Each half of a duplex is a problem of its own, so a solution
// in each half is no cook.
func (s *solver) combine(halves []Half) Status {
	if s.ctl.stopped.Load() {
		return Interrupted
	}
	worst := Sound
	for _, h := range halves {
		if h.Status.Severity() > worst.Severity() {
			worst = h.Status
		}
	}
	return worst
}

// Severity orders statuses from Sound (0) by how much is wrong, for the worst of
// several halves: Cooked, MissingSolution, ShortSolution, NoSolution, Unsolvable,
// Interrupted.
func (s Status) Severity() int {
	switch s {
	case Cooked:
		return 1
	case MissingSolution:
		return 2
	case ShortSolution:
		return 3
	case NoSolution:
		return 4
	case Unsolvable:
		return 5
	case Interrupted:
		return 6
	}
	return 0
}
