package fairy

import "github.com/cpls-dev/cpls/movegen"

// NoCapture, NoWhiteCapture, NoBlackCapture: the side (or both) may not capture. Popeye
// removes the captures from the generated moves (conditions/nocapture.c) and leaves
// observation alone, so a royal piece is still in check where it could be captured.
type noCapture struct {
	base
	sides [2]bool // the sides that may not capture
}

func init() {
	for name, sides := range map[string][2]bool{
		"NoCapture":      {true, true},
		"NoWhiteCapture": {true, false},
		"NoBlackCapture": {false, true},
	} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return noCapture{base{&s}, sides}, nil
		})
	}
}

// keeps: the captures are not generated; the moves left, check and legality are
// orthodox.
func (noCapture) keeps() keeps { return keepsAll }

// allowed drops a capture of a side that may not capture.
func (n noCapture) allowed(g *Game, d decoded, c movegen.Color) bool {
	return !n.sides[c] || g.capturedSquare(&d) == 0
}

// capturesOnly: it forbids captures alone.
func (noCapture) capturesOnly() bool { return true }
