package fairy

import "github.com/cpls-dev/cpls/movegen"

// MonochromChess and BichromChess (Popeye's conditions/monochrome.c, bichrome.c): every
// move, and every observation, stays on squares of one colour (Monochrome) or changes
// colour (Bichrome), the king's squares for castling; long castling, which stays on
// one colour, is no monochrome move either.
type chrome struct {
	base
	mono bool
}

func init() {
	for name, mono := range map[string]bool{"MonochromChess": true, "BichromChess": false} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return chrome{base{&s}, mono}, nil
		})
	}
}

// sameColour reports whether the box squares a and b have one colour.
func sameColour(a, b int) bool {
	sa, sb := square(a), square(b)
	return (sa.File()+sa.Rank())%2 == (sb.File()+sb.Rank())%2
}

// keeps: moves are the engine's; the colours decide observations by the squares alone,
// so the pieces on the lines decide the rest as without the condition.
func (chrome) keeps() keeps { return keepsObservation | keepsMoves | keepsLawful | keepsChoice }

// allowed keeps the moves of the condition's colours.
func (x chrome) allowed(_ *Game, d decoded, _ movegen.Color) bool {
	if x.mono && d.kind == castleLong {
		return false
	}
	return sameColour(d.from, d.to) == x.mono
}

// reaches: an observation keeps to the condition's colours too.
func (x chrome) reaches(f, t int, _ movegen.Color) bool { return sameColour(f, t) == x.mono }
