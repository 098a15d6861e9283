package fairy

import "github.com/cpls-dev/cpls/movegen"

// NoWhitePromotion, NoBlackPromotion (conditions/nopromotion.c): the side's pawns do
// not promote; a move that would leave its moving pawn where it promotes is illegal
// (Popeye replaces the side's promoters by a test that makes such a move illegal), and a
// pawn reborn on its last rank in the side's move stays a pawn (ruleSet.noPromotion;
// the Circe rebirths that choose their square still promote). A pawn on its seventh
// rank still observes the last rank, so it still gives check there.
type noPromotion struct {
	base
	sides [2]bool // the sides whose pawns do not promote
}

func init() {
	for name, sides := range map[string][2]bool{
		"NoWhitePromotion": {true, false},
		"NoBlackPromotion": {false, true},
	} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return noPromotion{base{&s}, sides}, nil
		})
	}
}

// keeps: the promotions are not generated; the moves left, check and legality are
// orthodox.
func (noPromotion) keeps() keeps { return keepsAll }

// allowed drops a promotion of a side whose pawns do not promote.
func (n noPromotion) allowed(_ *Game, d decoded, c movegen.Color) bool {
	return !n.sides[c] || d.promo == nil
}
