package fairy

import "github.com/cpls-dev/cpls/movegen"

// WhiteMustCapture and BlackMustCapture (conditions/must_capture.c, a mummer whose
// length is whether a move captures): when the side has a legal capture, it must
// capture.
type mustCapture struct {
	base
	side movegen.Color
}

func init() {
	for name, c := range map[string]movegen.Color{"WhiteMustCapture": movegen.White, "BlackMustCapture": movegen.Black} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if ultra, ok, err := mummerStrictness(s); ok {
				if err != nil {
					return nil, err
				}
				return newStrictMummer(s, c, ultra, captureLength), nil
			}
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return mustCapture{base{&s}, c}, nil
		})
	}
}

// selectMoves keeps the side's captures when it has one.
func (x mustCapture) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	if g.side != x.side {
		return legal
	}
	return keepWhereAny(legal, start, func(m movegen.Move) bool { return g.capturedAt(m) != 0 })
}
