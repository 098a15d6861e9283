package fairy

import "github.com/cpls-dev/cpls/movegen"

// White/BlackUltraSchachZwang (conditions/ultraschachzwang): every move of the side
// must give check. UltraSchachZwang binds the side Popeye finds restricted
// (findRestrictedSide, twin.c): the defending side, the attacker's opponent (Black, or
// White in the half of a Duplex where Black attacks; Game.SetAttacker). Popeye leaves the goal's mate test out of it: whether a side in check
// is mated is asked of its moves without the rule, while stalemate asks with it (a side
// whose only moves give no check is stalemated).
type ultraSchachZwang struct {
	base
	side movegen.Color
	// defender: the side is the attacker's opponent (plain UltraSchachZwang).
	defender bool
}

func init() {
	for name, side := range map[string]movegen.Color{"WhiteUltraSchachZwang": movegen.White, "BlackUltraSchachZwang": movegen.Black} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return ultraSchachZwang{base{&s}, side, false}, nil
		})
	}
	registerCondition("UltraSchachZwang", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return ultraSchachZwang{base{&s}, movegen.Black, true}, nil
	})
}

// SetAttacker tells the game which side attacks (plays White's role) in the half being
// solved (rules.AttackerAware).
func (g *Game) SetAttacker(c movegen.Color) { g.attacker = c }

// keeps: moves and check are orthodox; only which moves are legal changes.
func (ultraSchachZwang) keeps() keeps { return keepsObservation | keepsMoves | keepsChoice }

// lawful: a move of the side is legal only when it gives check.
func (x ultraSchachZwang) lawful(g *Game, c movegen.Color) bool {
	side := x.side
	if x.defender {
		side = g.attacker.Other()
	}
	return c != side || g.uszMateTest || g.checked(c.Other())
}

// immobile: a side in check is immobile (mated) without a legal move by the orthodox
// rule; a side not in check without a legal move under the rule.
func (ultraSchachZwang) immobile(g *Game) bool {
	if !g.InCheck() || g.uszMateTest {
		return !g.HasLegalMove()
	}
	g.uszMateTest = true
	defer func() { g.uszMateTest = false }()
	return !g.HasLegalMove()
}
