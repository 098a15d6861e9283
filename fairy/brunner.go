package fairy

import "github.com/cpls-dev/cpls/movegen"

// BrunnerChess (conditions/brunner.c): a piece checks a royal piece only when the capture
// of that piece would be legal, that is, would not leave the capturer's own royal piece
// in check. Popeye validates each check by playing the capture; the capture's own
// legality test asks whether the other side checks back, which, that side's royal piece
// being gone, any of its captures does.
type brunner struct{ base }

func init() {
	registerCondition("BrunnerChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return brunner{base{&s}}, nil
	})
}

// observes: the piece on f observes t for c only when one of its captures of t, played,
// leaves c out of check (anyCapturePlayed).
//
// Under MainlyInChess nothing observes: Popeye plays the capture in a ply whose parent
// played no move, and MainlyIn's same-mover test, reading the parent's movement where
// the capture's own is, finds the capture moving the piece "the previous move" moved.
// So no check is ever given there, and no move is illegal for leaving its king in check.
func (brunner) observes(g *Game, f, t int, c movegen.Color) bool {
	if x, ok := g.rules.hooks.pieceSides.(allIn); ok && x.rule == mainlyIn {
		return false
	}
	return g.anyCapturePlayed(f, t, c, func() bool { return !g.checked(c) })
}
