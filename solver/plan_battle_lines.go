package solver

import "slices"

// Battle play written as lines: a branch of attacks and defences nested in help or
// series play (Popeye's "3h[9a[#]d]h", help play and then a direct mate in five) is
// written as Popeye writes it there, one full line per defence. At each attack the
// attacker's moves that solve in the fewest moves left are written, each followed by
// every defence (all of them lose), and after each defence the attacker's shortest
// solutions again; a move that makes a fork hold ends its line with that fork's play.

// battle reports whether b is a branch of attacks and defences.
func (b *Plan) battle() bool {
	if b.Kind != PlanBranch {
		return false
	}
	for _, m := range b.Moves {
		if m.Letter == 'a' || m.Letter == 'd' {
			return true
		}
	}
	return false
}

// battleLines adds to sink the lines of battle branch b from half move i on, play cut
// at lim half moves; restart marks b's first move as starting the numbers again.
func (e *engine) battleLines(b *Plan, i, lim int, sink *planSink, restart bool) {
	if i >= lim {
		return
	}
	m := b.letter(i)
	if m.CheckOnly && !e.pos.InCheck() {
		e.nullMove()
		sink.push(Step{Move: NullMove})
		if e.constraintsHold(b, i+1) {
			e.battleLines(b, i+1, lim, sink, restart)
		}
		sink.pop()
		e.unnull()
		return
	}
	var moves = e.legal()
	if m.Letter == 'd' {
		if !e.branchWithin(b, i, lim) {
			return // a defence is written only where every defence loses
		}
	} else {
		n := 0
		for l := i + 1; l <= lim && n == 0; l++ {
			if e.branchWithin(b, i, l) {
				n = l
			}
		}
		if n == 0 {
			return
		}
		lim = n
		moves = e.lastMoves(b, i, lim)
	}
	for _, mv := range slices.Clone(moves) {
		e.make(mv)
		if m.Letter == 'd' || e.afterWithin(b, i+1, m, lim) {
			sink.push(Step{Move: mv, Restart: restart && i == 0 && len(sink.steps) > 0})
			e.battleAfter(b, i+1, lim, m, sink)
			sink.pop()
		}
		e.unmake()
	}
}

// battleAfter goes on with the lines of battle branch b after the move of letter m,
// the j-th half move: the play of the fork that holds, or the next move.
func (e *engine) battleAfter(b *Plan, j, lim int, m *PlanMove, sink *planSink) {
	if solved, decided := e.forkHolds(b, j, m); decided {
		if !solved {
			return
		}
		for _, f := range m.Forks {
			if e.forkLines(f, sink) {
				return
			}
		}
		return
	}
	if j < lim && e.letterConstraintsHold(m) {
		e.battleLines(b, j, lim, sink, false)
	}
}
