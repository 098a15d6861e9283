package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Madrasi (conditions/madrasi.c): a piece observed by an enemy piece of its own walk is
// paralysed: it neither moves, captures nor observes (so gives no check). The
// observation is by geometry alone (from where the conditions let a piece capture:
// MarsCirce's rebirth square): a paralysed piece still paralyses. Kings are not
// paralysed unless RexInclusive.
type madrasi struct {
	base
	rexInclusive bool
}

func init() {
	registerCondition("Madrasi", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "RexInclusive", "RexExclusive"); err != nil {
			return nil, err
		}
		rex := false
		for _, v := range s.Variants {
			rex = v == "RexInclusive"
		}
		return madrasi{base{&s}, rex}, nil
	})
}

// keeps: moves are the engine's; paralysis depends on pieces off the lines, and only
// denies observations.
func (madrasi) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice | keepsGeometry }

func (x madrasi) headerVariants() []string {
	if x.rexInclusive {
		return []string{"RexInclusive"}
	}
	return nil
}

// paralyses reports whether the piece on b, acting for c, is observed by a piece of
// c's opponent of the same walk: by a capture, or by an en-passant capture of a pawn
// that has just passed a square (takenEnPassant).
func (x madrasi) paralyses(g *Game, b int, c movegen.Color) bool {
	p := g.board[b]
	w := p.Walk()
	o := c.Other()
	if (p.IsRoyal() && !x.rexInclusive) || g.counts[o][w] == 0 || g.testingParalysis {
		return false
	}
	g.testingParalysis = true
	observed := observedAlike(g, b, w, o)
	g.testingParalysis = false
	return observed
}

// observedAlike reports whether a piece of o observing by the walk w observes the piece
// on b, as Madrasi's paralysis test asks (testingParalysis set). The cheap tests come
// first: without walkers the observer's walk is its own, and without a generator the
// geometry rules out most squares before the observer's walk is worked out.
func observedAlike(g *Game, b int, w Walk, o movegen.Color) bool {
	own := len(g.rules.hooks.observerWalkers) == 0
	gen := g.rules.hooks.generator != nil
	reach := &geometry[w].reach
	for bb := g.occ[o]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f == b || own && g.board[f].Walk() != w || !gen && !reach.has(f-b) {
			continue
		}
		if g.observerWalk(f, o) == w && g.attacksAs(f, b, w, o) {
			return true
		}
	}
	return g.takenEnPassant(b, o, w)
}
