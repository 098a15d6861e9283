package fairy

import "github.com/cpls-dev/cpls/movegen"

// ShieldedKings (conditions/shielded_kings.c): a royal piece does not observe, and so
// neither checks nor captures, the other side's royal piece while a piece of that side
// observes it (it is shielded). Kings may so stand next to each other.
type shieldedKings struct{ base }

func init() {
	registerCondition("ShieldedKings", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return shieldedKings{base{&s}}, nil
	})
}

// keeps: moves are the engine's; whether a king observes the other depends on the
// pieces that guard it, off the lines.
func (shieldedKings) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// observes denies the royal piece on f, acting for c, the other side's royal piece on t
// while that side observes t.
func (shieldedKings) observes(g *Game, f, t int, c movegen.Color) bool {
	return !shielded(g, f, t, c)
}

// allowed drops a royal piece's capture of a shielded royal piece.
func (shieldedKings) allowed(g *Game, d decoded, c movegen.Color) bool {
	t := g.capturedSquare(&d)
	return t == 0 || !shielded(g, d.from, t, c)
}

// capturesOnly: it drops a capture.
func (shieldedKings) capturesOnly() bool { return true }

// shielded reports whether the piece on t is a royal piece of c's opponent that the
// royal piece on f may not take because the opponent observes t (could take there if
// the piece were not its own).
func shielded(g *Game, f, t int, c movegen.Color) bool {
	p, q := g.board[f], g.board[t]
	return p.IsRoyal() && q.IsRoyal() && q.Belongs(c.Other()) && g.attackedByOwn(t, c.Other())
}
