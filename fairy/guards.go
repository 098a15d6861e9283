package fairy

import "github.com/cpls-dev/cpls/movegen"

// SuperGuards and AntiGuards (conditions/superguards.c, antiguards.c): a piece that a
// piece of its own side observes cannot be captured (SuperGuards), or only such a piece
// can be (AntiGuards). Popeye removes the other captures from the generated moves and
// validates observations the same way, so a royal piece its own side guards is not in
// check under SuperGuards, and only such a one can be under AntiGuards. Whether the own
// side guards is plain observation (the other conditions' paralyses count, these
// conditions' own test does not).
type guards struct {
	base
	// anti lets only guarded pieces be captured.
	anti bool
}

func init() {
	for name, anti := range map[string]bool{"SuperGuards": false, "AntiGuards": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return guards{base{&s}, anti}, nil
		})
	}
}

// allowed lets a capture through when the captured piece's guard is as the condition
// wants.
func (x guards) allowed(g *Game, d decoded, c movegen.Color) bool {
	t := g.capturedSquare(&d)
	return t == 0 || g.supported(t, c.Other()) == x.anti
}

// capturesOnly: it judges captures.
func (guards) capturesOnly() bool { return true }

// observes: a piece observes t only when it could capture there.
func (x guards) observes(g *Game, _, t int, c movegen.Color) bool {
	return g.supported(t, c.Other()) == x.anti
}
