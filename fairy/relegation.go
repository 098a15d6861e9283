package fairy

import "github.com/cpls-dev/cpls/movegen"

// RelegationChess (Degradierung, conditions/degradierung.c): a piece other than a pawn
// or a royal piece that a move takes to its side's second rank (the squares of its
// pawns' double step) becomes a pawn. The notation shows the new walk ("La3-b2=B").
type relegation struct{ base }

func init() {
	registerCondition("RelegationChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return relegation{base{&s}}, nil
	})
}

// keeps: moves and check are orthodox; the effect changes the arrival square's walk.
func (relegation) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// afterMove makes the mover a pawn when it arrived on its side's second rank.
func (relegation) afterMove(g *Game, e *moveEffect) {
	if e.arrived == NoPiece || e.d.castling() || isPawn(e.mover.Walk()) || e.mover.IsRoyal() {
		return
	}
	rank := 1
	if e.side == movegen.Black {
		rank = 6
	}
	t := e.d.to
	p := g.board[t]
	if p == NoPiece || movegen.Square(sq64[t]).Rank() != rank || isPawn(p.Walk()) {
		return
	}
	q := p.WithWalk(Pawn)
	g.set(t, q)
	g.noteMoverWalk(q)
	g.walkChanged(t)
}
