package fairy

import (
	"math"

	"github.com/cpls-dev/cpls/movegen"
)

// Selection among the pseudo-legal moves: a selector that keeps the legal moves of the
// best measure (the mummers) need not test every move for legality. It tests the moves
// of the best measure first and those of the next measure only when none of them is
// legal, so that the moves it would drop anyway are never played.

// pseudoSelector is a selector that chooses among the pseudo-legal moves itself, asking
// the legality of only the moves it may keep: what selectPseudo keeps of a pseudo-legal
// list is what selectMoves keeps of its legal moves, in the same order.
type pseudoSelector interface {
	selector
	// idle reports whether selectMoves keeps every legal move of the side to move.
	idle(g *Game) bool
	// selectPseudo narrows ml[start:], the pseudo-legal moves of the side to move, to
	// the legal moves (as legal says) that selectMoves would keep of them.
	selectPseudo(g *Game, ml []movegen.Move, start int, legal func(movegen.Move) bool) []movegen.Move
}

// pseudoSelected appends to buf the legal moves of the side to move that the
// conditions' selectors keep, when the first selector not idle for the side chooses among
// the pseudo-legal moves itself (pseudoSelector); ok is false otherwise, and buf is
// then unchanged.
func (g *Game) pseudoSelected(buf []movegen.Move) (out []movegen.Move, ok bool) {
	sel := g.rules.hooks.selectors
	for i, x := range sel {
		p, is := x.(pseudoSelector)
		if !is {
			return buf, false
		}
		if p.idle(g) {
			continue
		}
		start := len(buf)
		lt := g.lineTestNow()
		legal := func(m movegen.Move) bool { return g.legalMove(m, lt) }
		out = p.selectPseudo(g, g.pseudo(buf, g.side), start, legal)
		for _, y := range sel[i+1:] {
			out = y.selectMoves(g, out, start)
		}
		return out, true
	}
	return buf, false
}

// bestLegal narrows ml[start:] to its legal moves (as legal says) of the greatest
// measure among the legal ones, in their order. The moves are tested measure by
// measure from the greatest down, and the test stops after the first measure that has
// a legal move.
func bestLegal(ml []movegen.Move, start int, measure func(movegen.Move) int, legal func(movegen.Move) bool) []movegen.Move {
	var small [256]int
	ms := small[:0]
	if n := len(ml) - start; n > len(small) {
		ms = make([]int, 0, n)
	}
	for _, m := range ml[start:] {
		ms = append(ms, measure(m))
	}
	bound := math.MaxInt // the measures from bound up had no legal move
	for {
		best, any := math.MinInt, false
		for _, v := range ms {
			if v < bound && (!any || v > best) {
				best, any = v, true
			}
		}
		if !any {
			return ml[:start]
		}
		out := ml[:start]
		for i, m := range ml[start:] {
			// Only this measure's last round writes: out stays at or behind i.
			if ms[i] == best && legal(m) {
				out = append(out, m)
			}
		}
		if len(out) > start {
			return out
		}
		bound = best
	}
}

// legalOfMeasure narrows ml[start:] to its legal moves (as legal says) whose measure is
// best, in their order, testing only those.
func legalOfMeasure(ml []movegen.Move, start int, measure func(movegen.Move) int, best int, legal func(movegen.Move) bool) []movegen.Move {
	out := ml[:start]
	for _, m := range ml[start:] {
		if measure(m) == best && legal(m) {
			out = append(out, m)
		}
	}
	return out
}

// idle: a mummer selects only its side's moves.
func (x mummer) idle(g *Game) bool { return g.side != x.side }

// selectPseudo keeps the longest (shortest) legal moves, testing the longest
// (shortest) first.
func (x mummer) selectPseudo(g *Game, ml []movegen.Move, start int, legal func(movegen.Move) bool) []movegen.Move {
	measure := g.moveLength
	if !x.longest {
		measure = func(m movegen.Move) int { return -g.moveLength(m) }
	}
	return bestLegal(ml, start, measure, legal)
}

// idle: a strict mummer selects only its side's moves.
func (x strictMummer) idle(g *Game) bool { return g.side != x.side }

// selectPseudo keeps the legal moves of the greatest measure: among the legal ones
// (the regular form), or among the pseudo-legal ones (the exact form).
func (x strictMummer) selectPseudo(g *Game, ml []movegen.Move, start int, legal func(movegen.Move) bool) []movegen.Move {
	measure := func(m movegen.Move) int { return x.moveMeasure(g, m) }
	if x.exact {
		best, _ := x.greatest(g, 0, 0)
		return legalOfMeasure(ml, start, measure, best, legal)
	}
	return bestLegal(ml, start, measure, legal)
}
