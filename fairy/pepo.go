package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Pepo (conditions/pepo.c): a royal piece that an enemy piece observes (by geometry
// alone) is paralysed: it neither moves nor observes. Check is a double check: a royal
// piece is in check only when two enemy pieces observe it, the enemy royal piece not
// counted (Popeye puts a dummy, which blocks lines but observes nothing, on the enemy
// king's square and on the first observer's, then looks for another). A royal piece
// may so stand attacked; capturing it is illegal (Popeye's king capture avoiders).
type pepo struct{ base }

func init() {
	registerCondition("Pepo", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return pepo{base{&s}}, nil
	})
}

// keeps: Pepo has no selector, so each move's legality is its own and the lazy
// searches may list pseudo-legal moves (keepsChoice).
func (pepo) keeps() keeps { return keepsChoice }

// allowed forbids capturing the enemy's royal piece.
func (pepo) allowed(g *Game, d decoded, c movegen.Color) bool {
	return noKingCapture(g, d, c)
}

// capturesOnly: it forbids capturing the royal piece.
func (pepo) capturesOnly() bool { return true }

// paralyses: a royal piece of c that a piece of c's opponent observes.
func (pepo) paralyses(g *Game, b int, c movegen.Color) bool {
	if !g.board[b].IsRoyal() {
		return false
	}
	by := c.Other()
	for bb := g.occ[by]; bb != 0; bb &= bb - 1 {
		q := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if q != b && g.attacksAs(q, b, g.board[q].Walk(), by) {
			return true
		}
	}
	return false
}

// inCheck: two pieces of c's opponent other than its royal piece observe c's royal
// piece.
func (pepo) inCheck(g *Game, c movegen.Color) bool {
	t := g.royal[c]
	if t == 0 {
		return false
	}
	by := c.Other()
	n := 0
	for bb := g.occ[by]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f == t || f == g.royal[by] {
			continue
		}
		w := g.walkOf(f, by)
		if g.pieceAttacksAs(f, t, w, by) && !g.condParalysed(f, by) && g.observedBy(f, t, by) {
			if n++; n == 2 {
				return true
			}
		}
	}
	return false
}
