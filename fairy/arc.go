package fairy

import "github.com/cpls-dev/cpls/movegen"

// ActuatedRevolvingCentre (conditions/actuated_revolving_centre.c): after a move that
// leaves or enters one of the four centre squares, the centre turns a quarter: the
// piece on e4 goes to d4, e5's to e4, d5's to e5 and d4's to d5. Popeye's notation does
// not show it.
type actuatedRevolvingCentre struct{ base }

func init() {
	registerCondition("ActuatedRevolvingCentre", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return actuatedRevolvingCentre{base{&s}}, nil
	})
}

// keeps: check and legality are orthodox; a move may turn the centre.
func (actuatedRevolvingCentre) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// centreSquares are the centre in the order a quarter turn moves each piece to the
// next: e4 → d4 → d5 → e5 → e4.
var centreSquares = [4]int{box(movegen.E4), box(movegen.D4), box(movegen.D5), box(movegen.E5)}

// afterMove turns the centre when the move left or entered it.
func (actuatedRevolvingCentre) afterMove(g *Game, e *moveEffect) {
	inCentre := func(b int) bool {
		for _, c := range centreSquares {
			if c == b {
				return true
			}
		}
		return false
	}
	if !inCentre(e.d.from) && !inCentre(e.d.to) {
		return
	}
	var ps [4]Piece
	for i, b := range centreSquares {
		ps[i] = g.board[b]
	}
	for i, b := range centreSquares {
		g.set(b, ps[(i+3)%4])
	}
}
