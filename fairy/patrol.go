package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Patrouille and Lortap (conditions/patrol.c, lortap.c): a piece may capture, and so
// give check, only while a piece of its own side observes it (Patrouille), or only
// while none does (Lortap). Kings take part. Moves without capture are free.
type patrol struct {
	base
	// lortap forbids the captures of observed pieces instead.
	lortap bool
}

func init() {
	for name, lortap := range map[string]bool{"Patrouille": false, "Lortap": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return patrol{base{&s}, lortap}, nil
		})
	}
}

// allowed lets a capture through when the capturer's support is as the condition wants.
func (x patrol) allowed(g *Game, d decoded, c movegen.Color) bool {
	return g.capturedSquare(&d) == 0 || g.supported(d.from, c) != x.lortap
}

// capturesOnly: it judges captures.
func (patrol) capturesOnly() bool { return true }

// observes: a piece observes only when it could capture.
func (x patrol) observes(g *Game, f, _ int, c movegen.Color) bool {
	return g.supported(f, c) != x.lortap
}

// supported reports whether another piece of c observes the piece on f (by geometry,
// as if it were an enemy piece), unless a condition paralyses it.
func (g *Game) supported(f int, c movegen.Color) bool {
	return g.asEnemy(f, c, func() bool {
		for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
			q := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
			if q != f && !g.condParalysed(q, c) && !g.board[q].Has(Paralysing) &&
				g.attacksAs(q, f, g.walkOf(q, c), c) {
				return true
			}
		}
		return false
	})
}

// asEnemy returns what f says with the piece on t made a capturable piece of c's
// opponent meanwhile (observation is geometry: a piece observes its own side's pieces
// as it would the enemy's); the position is as before on return.
func (g *Game) asEnemy(t int, c movegen.Color, f func() bool) bool {
	p := g.board[t]
	if p == NoPiece {
		return f()
	}
	royal := g.royal
	g.put(t, p.WithSide(SideOf(c.Other())).Without(Uncapturable))
	ok := f()
	g.put(t, p)
	g.royal = royal
	return ok
}

// patrolPieces is the Patrol attribute (conditions/patrol.c): a patrol piece captures,
// and so gives check, only while a piece of its own side observes it, as under
// Patrouille; the other pieces are free. The game takes it as a rule of its own when a
// piece has the attribute, not as one of the problem's conditions.
type patrolPieces struct{ base }

// allowed lets a patrol piece's capture through only while it is supported.
func (patrolPieces) allowed(g *Game, d decoded, c movegen.Color) bool {
	return !g.board[d.from].Has(Patrol) || g.capturedSquare(&d) == 0 || g.supported(d.from, c)
}

// capturesOnly: it judges a patrol piece's captures.
func (patrolPieces) capturesOnly() bool { return true }

// observes: a patrol piece observes only while it is supported.
func (patrolPieces) observes(g *Game, f, _ int, c movegen.Color) bool {
	return !g.board[f].Has(Patrol) || g.supported(f, c)
}
