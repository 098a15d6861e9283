package fairy

import "github.com/cpls-dev/cpls/movegen"

// UltraPatrol (conditions/patrol.c): a piece may act at all, move, capture or observe
// (and so give check), only while a piece of its own side observes it; kings take part.
// Whether a piece supports another is geometry, not asked of the rule again.
type ultraPatrol struct{ base }

func init() {
	registerCondition("UltraPatrol", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return ultraPatrol{base{&s}}, nil
	})
}

// keeps: legality is orthodox; which pieces act depends on pieces off the lines.
func (ultraPatrol) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// paralyses: a piece no piece of its side observes is paralysed.
func (ultraPatrol) paralyses(g *Game, b int, c movegen.Color) bool {
	if g.testingSupport {
		return false
	}
	g.testingSupport = true
	s := g.supported(b, c)
	g.testingSupport = false
	return !s
}
