package fairy

import "github.com/cpls-dev/cpls/movegen"

// Masand (conditions/masand.c): when a move gives check with the piece that moved, every
// piece that piece observes (of either side, kings and neutral pieces apart) changes to
// the other side, in board order. The notation names the squares: "Tf3-f2[f1=w][f4=w]".
type masand struct{ base }

func init() {
	registerCondition("Masand", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return masand{base{&s}}, nil
	})
}

// afterMagic: the effect acts after magic pieces recolour (lateEffect).
func (masand) afterMagic() {}

// afterMove recolours what the checking piece observes.
func (masand) afterMove(g *Game, e *moveEffect) {
	c := e.side
	k := g.royal[c.Other()]
	pos := e.d.to
	if k == 0 || g.board[pos] == NoPiece || !g.board[pos].Belongs(c) || !g.attacked(k, c) || !g.observesFor(pos, k, c) {
		return
	}
	var done [64]bool
	g.recolourObserved(pos, c, &done)
}

// recolourObserved changes every piece that the piece on pos observes for c (of either
// side, royal and neutral pieces apart) to the other side, in board order, and marks it
// in done; a piece already marked stays as it is.
func (g *Game) recolourObserved(pos int, c movegen.Color, done *[64]bool) {
	for t := movegen.Square(0); t < 64; t++ {
		b := box(t)
		p := g.board[b]
		if done[t] || p == NoPiece || p.IsRoyal() || p.Neutral() || b == pos || !g.observesFor(pos, b, c) {
			continue
		}
		s := WhiteSide
		if p.Side() == WhiteSide {
			s = BlackSide
		}
		g.set(b, p.WithSide(s))
		g.noteSideChange(b, s)
		done[t] = true
	}
}

// observesFor reports whether the piece on f observes the square t for c: it could
// capture there, under the conditions, were the piece on t an enemy one and capturable
// (observation is geometry); a Bul or Dob hopper whether or not its hurdle could move
// after.
func (g *Game) observesFor(f, t int, c movegen.Color) bool {
	if g.condParalysed(f, c) || g.board[f].Has(Paralysing) || g.paralysed(f, c) {
		return false
	}
	return g.asEnemy(t, c, func() bool { return g.attacksAs(f, t, g.walkOf(f, c), c) && g.observedBy(f, t, c) })
}
