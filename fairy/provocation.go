package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// ProvocationChess (conditions/provocateurs.c): a piece may capture, and so observe and
// give check, only while a piece of the other side observes it (it is provoked); kings
// take part. Whether a piece is provoked is asked by the other side's pieces by their
// walks, without the condition (Popeye validates the observer only), so the question
// does not recurse. Moves without capture are free.
type provocation struct{ base }

func init() {
	registerCondition("ProvocationChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return provocation{base{&s}}, nil
	})
}

// keeps: the moves left are the engine's and legality is the royal piece's safety;
// whether a piece observes depends on the pieces that provoke it, off the lines.
func (provocation) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// allowed lets a capture through when the capturer is provoked.
func (provocation) allowed(g *Game, d decoded, c movegen.Color) bool {
	return g.capturedSquare(&d) == 0 || g.provoked(d.from, c)
}

// observes: a piece observes only when it could capture.
func (provocation) observes(g *Game, f, _ int, c movegen.Color) bool {
	return g.provoked(f, c)
}

// provoked reports whether a piece of c's opponent observes the piece of c on f, unless
// a condition paralyses it.
func (g *Game) provoked(f int, c movegen.Color) bool {
	o := c.Other()
	for bb := g.occ[o]; bb != 0; bb &= bb - 1 {
		q := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if q != f && !g.condParalysed(q, o) && !g.board[q].Has(Paralysing) && g.attacksAs(q, f, g.walkOf(q, o), o) {
			return true
		}
	}
	return false
}
