package fairy

// CavalierMajeur (pieces/walks/walks.c): the nightrider is a standard walk in the
// knight's place, so a pawn promotes to queen, rook, bishop or nightrider (in Popeye's
// walk order, "=N" last) and not to a knight. Popeye refuses a problem with knights on
// the board under it; cpls plays such a problem with its knights as knights.
type cavalierMajeur struct{ base }

func init() {
	registerCondition("CavalierMajeur", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return cavalierMajeur{base{&s}}, nil
	})
}

// standardWalks puts the nightrider in the knight's place.
func (cavalierMajeur) standardWalks(std [4]Walk) [4]Walk {
	for i, w := range std {
		if w == Knight {
			std[i] = Nightrider
		}
	}
	return std
}
