package solver

// classify judges one half from its counts of full-length and short solutions;
// unsolvable is true when its play could not be solved (Half.Notes says why).
func classify(solutions, short int, unsolvable bool) Status {
	switch {
	case unsolvable && solutions == 0:
		return Unsolvable
	case solutions == 0 && short == 0:
		return NoSolution
	case short > 0:
		return ShortSolution
	case solutions > 1:
		return Cooked
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
		if severity(h.Status) > severity(worst) {
			worst = h.Status
		}
	}
	return worst
}

// severity orders the statuses of halves for combine.
func severity(st Status) int {
	switch st {
	case Cooked:
		return 1
	case ShortSolution:
		return 2
	case NoSolution:
		return 3
	case Unsolvable:
		return 4
	}
	return 0
}
