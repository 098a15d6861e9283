package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// AMU (conditions/amu): a move mates only when the piece that played it was, on its
// departure square before the move, observed by exactly one piece of the other side
// (a piece observing it in two ways, a rose, counts once). Popeye filters the mate goal
// by it; here a side in check is immobile (mated) only after such a move. Moves, check
// and stalemate are orthodox.
type amu struct{ base }

func init() {
	registerCondition("AMU", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return amu{base{&s}}, nil
	})
}

// keeps: moves, check and legality are orthodox; only the mate goal changes.
func (amu) keeps() keeps { return keepsAll }

// immobile: a side not in check without a legal move; one in check, when besides the
// last move's piece was observed exactly once before it.
func (amu) immobile(g *Game) bool {
	if g.InCheck() && !g.lastMoverObservedOnce() {
		return false
	}
	return !g.HasLegalMove()
}

// lastMoverObservedOnce reports whether the piece that played the last move was
// observed by exactly one piece of the other side on its departure square before it
// (false after a pass or before any move).
func (g *Game) lastMoverObservedOnce() bool {
	n := len(g.hist)
	if n == 0 || int(g.hist[n-1].passes) != len(g.passes) {
		return false
	}
	m, by := g.hist[n-1].move, g.hist[n-1].by
	from := g.decode(m).from
	g.Unmake()
	once := g.observers(from, by.Other()) == 1
	g.Make(m)
	return once
}

// observers returns the number of pieces of by that observe t.
func (g *Game) observers(t int, by movegen.Color) int {
	n := 0
	for bb := g.occ[by]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f == t || g.paralysed(f, by) || g.condParalysed(f, by) {
			continue
		}
		if g.pieceAttacksAs(f, t, g.walkOf(f, by), by) && g.observedBy(f, t, by) {
			n++
		}
	}
	return n
}
