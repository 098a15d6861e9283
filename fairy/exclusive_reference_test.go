package fairy

import "github.com/cpls-dev/cpls/movegen"

// refExclusive: ExclusiveChess, "a side may mate only when it has exactly one mating
// move; when it has two or more, none of them may be played".
func refExclusive(_ *Board, ms []refPlay, outs []Board, c movegen.Color) []Board {
	var rest []Board
	for _, out := range outs {
		if !refExclusiveMates(out, c, 1) {
			rest = append(rest, out)
		}
	}
	if len(outs)-len(rest) < 2 {
		return outs
	}
	return rest
}

// refExclusiveMates reports whether out, after a move of c, mates c's opponent: it is
// in check and has no move the rule allows, the mate tests nesting down to Popeye's
// depth, where the rule no longer narrows.
func refExclusiveMates(out Board, c movegen.Color, depth int) bool {
	o := c.Other()
	return refAttacked(out, o) && !refExclusiveHasMove(out, o, depth)
}

// refExclusiveHasMove reports whether c has a move the rule allows on b.
func refExclusiveHasMove(b Board, c movegen.Color, depth int) bool {
	legal, mating := 0, 0
	for _, m := range plainMoves(b, c) {
		if refAttacked(m.after, c) {
			continue
		}
		legal++
		if depth < exclusiveDepth && refExclusiveMates(m.after, c, depth+1) {
			mating++
		}
	}
	return legal > mating || mating == 1
}
