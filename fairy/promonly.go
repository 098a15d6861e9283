package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// PromOnly (conditions/promotees: Popeye's promotee list): a pawn promotes only into
// the walks the condition lists.
type promOnly struct{ base }

func init() {
	registerCondition("PromOnly", func(s ConditionSpec) (Condition, error) {
		if len(s.Squares) > 0 || len(s.Numbers) > 0 {
			return nil, &UnplayedError{Condition: s.Name, Variant: s.Texts[0]}
		}
		if len(s.Variants) > 0 {
			return nil, &UnplayedError{Condition: s.Name, Variant: s.Variants[0]}
		}
		return promOnly{base{&s}}, nil
	})
}

// allowed keeps the promotions into the listed walks.
func (x promOnly) allowed(_ *Game, d decoded, _ movegen.Color) bool {
	return d.promo == nil || slices.Contains(x.spec.Walks, d.promo.walk)
}

// promotees are the listed walks, which a pawn may promote to though none is on the
// board.
func (x promOnly) promotees() []Walk { return x.spec.Walks }

// HeaderWalks returns the walks Popeye prints after c's name in the header (PromOnly's
// list), in Popeye's walk order.
func HeaderWalks(c Condition) []Walk {
	if h, ok := c.(interface{ headerWalks() []Walk }); ok {
		return h.headerWalks() // in the order named (VaultingKings)
	}
	x, ok := c.(promOnly)
	if !ok {
		return nil
	}
	ws := slices.Clone(x.spec.Walks)
	slices.Sort(ws)
	return slices.Compact(ws)
}
