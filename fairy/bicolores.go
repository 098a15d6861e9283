package fairy

// Bicolores (conditions/bicolores.c): a royal piece is in check when a piece of either
// side attacks it, its own side's pieces too (Popeye tries the observation for the other
// side as well). So a move may not leave the own king attacked by an own piece, and an
// own piece may mate.
type bicolores struct{ base }

func init() {
	registerCondition("Bicolores", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return bicolores{base{&s}}, nil
	})
}

func (bicolores) ownPiecesAttack() {}
