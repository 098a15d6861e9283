package fairy

import "github.com/cpls-dev/cpls/movegen"

// AntiKings (conditions/antikings.c): a royal piece is in check when it is not
// attacked, so a move must leave the own royal piece attacked; a royal piece is never
// captured (Popeye removes such moves, as the other side's royal piece is always
// attacked).
type antiKings struct{ base }

func init() {
	registerCondition("AntiKings", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return antiKings{base{&s}}, nil
	})
}

// keeps: moves are the engine's (less the royal captures) and every legal move may be
// played; check is the opposite of attack.
func (antiKings) keeps() keeps { return keepsMoves | keepsChoice }

// inCheck reports whether c's royal piece stands unattacked.
func (antiKings) inCheck(g *Game, c movegen.Color) bool {
	return g.royal[c] != 0 && !g.attacked(g.royal[c], c.Other())
}

// allowed drops a capture of the other side's royal piece.
func (antiKings) allowed(g *Game, d decoded, c movegen.Color) bool {
	t := g.capturedSquare(&d)
	return t == 0 || t != g.royal[c.Other()]
}
