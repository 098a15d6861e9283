package fairy

// OWU (conditions/owu/immobility_tester.c): the immobility the goals mate and stalemate
// ask for is that the side has no legal move and its royal piece exactly one capture,
// legal or not (Popeye counts the king's captures before it tests them for self-check,
// and stops at the second). A side whose king could capture nothing, or two pieces, is
// not immobile. Moves and check are orthodox.
type owu struct{ base }

func init() {
	registerCondition("OWU", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return owu{base{&s}}, nil
	})
}

// keeps: the condition changes the goals only.
func (owu) keeps() keeps { return keepsAll }

// immobile reports whether the side to move has no legal move and its royal piece one
// capture among its generated moves.
func (owu) immobile(g *Game) bool {
	k := g.royal[g.side]
	if k == 0 || g.HasLegalMove() {
		return false
	}
	buf := g.pieceMoves(g.takeBuf(), k, g.side)
	captures := 0
	for _, m := range buf {
		if g.capturedAt(m) != 0 {
			captures++
		}
	}
	g.giveBuf(buf)
	return captures == 1
}
