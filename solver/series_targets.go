package solver

// Intelligent series play: the searches over targets (target_search.go) for ser-h (the
// other side mates or stalemates in one after the series: it is the mating side, with one
// move, and the series side has all the others). The table entries are those of the
// plain series search.

// seriesTargetMoves returns the mating side's and the victim's moves for a series of k
// moves followed by tail, and whether the series side is the mating side; ok is false
// when the tail does not suit the method. In parry series (pser-h, parry) the other
// side may parry after each series move but the last, before its goal move: it has at
// most k moves, a bound the targets are built and filtered with.
func seriesTargetMoves(tail seriesTail, k int, parry bool) (materMoves, victimMoves int, seriesMates, ok bool) {
	if parry && tail != tailHelp {
		return 0, 0, false, false
	}
	switch tail {
	case tailHelp:
		if parry {
			return k, k, false, true
		}
		return 1, k, false, true
	case tailNone:
		// Sound too, but the plain search is faster on the corpus's ser-# and ser-=
		// (no check before the last move already prunes it well; enumerating the
		// placements of all the series side's moves costs more).
		return k, 0, true, false
	}
	return 0, 0, false, false
}
