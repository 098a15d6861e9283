package fairy

import "github.com/cpls-dev/cpls/movegen"

// DarkSide (conditions/darkside.c): a piece (not a royal one) that ends its move on the
// other side's half of the board changes to that side: a white piece arriving on ranks
// 5 to 8, a black one on ranks 1 to 4. Popeye follows the move's arrival square (a
// castling's is the king's, which keeps its side); a piece that already belongs to the
// other side (a neutral one) stays. The notation shows the new colour ("Sd5*e3=w").
type darkSide struct{ base }

func init() {
	registerCondition("DarkSide", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return darkSide{base{&s}}, nil
	})
}

// keeps: the side changes after the move only; check is orthodox.
func (darkSide) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// afterMove gives the piece that arrived on the other side's half to that side.
func (darkSide) afterMove(g *Game, e *moveEffect) {
	if e.mover.IsRoyal() || e.arrived == NoPiece || !darkHalf(e.side, square(e.d.to).Rank()) {
		return
	}
	giveArrivedToOther(g, e)
}

// darkHalf reports whether rank r (0–7) lies in the half of the board of the side that
// does not move, c moving.
func darkHalf(c movegen.Color, r int) bool {
	if c == movegen.White {
		return r >= 4
	}
	return r < 4
}
