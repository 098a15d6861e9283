package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// MessignyChess (Popeye's conditions/messigny.c): instead of moving, a piece may
// exchange its square with an enemy piece of the walk it moves by ("Ta8<->Tg5"), the
// kings too unless RexExclusive; but neither of the two squares of an exchange just
// played may take part in the answer's exchange (Popeye looks at the parent ply's move:
// the threat's dummy move frees the threat, while in series play the series' previous
// move binds the next).
type messigny struct {
	base
	rexExclusive bool
}

func init() {
	registerCondition("MessignyChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "RexExclusive", "RexInclusive"); err != nil {
			return nil, err
		}
		return messigny{base{&s}, slices.Contains(s.Variants, "RexExclusive")}, nil
	})
}

// headerVariants: Popeye names RexExclusive, the kings' exclusion.
func (x messigny) headerVariants() []string {
	if x.rexExclusive {
		return []string{"RexExclusive"}
	}
	return nil
}

// extend adds the exchanges of the piece on from with the enemy pieces of its walk.
func (x messigny) extend(g *Game, ml []movegen.Move, _, from int, c movegen.Color) []movegen.Move {
	if x.rexExclusive && from == g.royal[c] {
		return ml
	}
	var forbidden [2]int
	if n := len(g.hist); n > 0 && !g.afterThreatPass() {
		if d := g.decode(g.hist[n-1].move); d.exchange {
			forbidden = [2]int{d.from, d.to}
		}
	}
	if from == forbidden[0] || from == forbidden[1] {
		return ml
	}
	w := g.walkOf(from, c)
	for bb := g.occ[c.Other()]; bb != 0; bb &= bb - 1 {
		t := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if t != from && t != forbidden[0] && t != forbidden[1] && g.board[t].Walk() == w {
			ml = append(ml, exchangeMove(from, t))
		}
	}
	return ml
}

// afterThreatPass reports whether the last ply was a threat's pass (PassThreat).
func (g *Game) afterThreatPass() bool {
	n, k := len(g.hist), len(g.passes)
	return k > 0 && g.passes[k-1].threat && (n == 0 || int(g.hist[n-1].passes) < k)
}
