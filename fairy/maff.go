package fairy

// MAFF (conditions/maff/immobility_tester.c): the immobility the goals mate and stalemate
// ask for is that the royal piece has exactly one legal move and no other piece has any;
// a side without any legal move is not immobile. Moves and check are orthodox.
type maff struct{ base }

func init() {
	registerCondition("MAFF", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return maff{base{&s}}, nil
	})
}

// keeps: the condition changes the goals only.
func (maff) keeps() keeps { return keepsAll }

// immobile reports whether the side to move has exactly one legal move, by its royal
// piece.
func (maff) immobile(g *Game) bool {
	k := g.royal[g.side]
	buf := g.LegalMoves(g.takeBuf())
	kingMoves, others := 0, 0
	for _, m := range buf {
		if k != 0 && g.decode(m).from == k {
			kingMoves++
		} else {
			others++
		}
	}
	g.giveBuf(buf)
	return kingMoves == 1 && others == 0
}

// immobilityRule is a condition that says what immobility is for the goals, instead of
// having no legal move.
type immobilityRule interface {
	immobile(g *Game) bool
}

// ImmobilityRule reports whether a condition of the game says what immobility is
// (rules.Immobility).
func (g *Game) ImmobilityRule() bool { return g.immobilityRule() != nil }

// Immobile reports whether the side to move is immobile as the goals see it
// (rules.Immobility): as the game's immobility rule says, else without a legal move.
func (g *Game) Immobile() bool {
	if x := g.immobilityRule(); x != nil {
		return x.immobile(g)
	}
	return !g.HasLegalMove()
}

func (g *Game) immobilityRule() immobilityRule {
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(immobilityRule); ok {
			return x
		}
	}
	return nil
}
