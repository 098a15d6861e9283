package fairy

import "github.com/cpls-dev/cpls/movegen"

// White/BlackSynchronMover and White/BlackAntiSynchronMover (conditions/synchronous.c):
// the side must play a move of the same vector as the last move (the opposite vector),
// when it has such a legal move; before the first move and after a pass every move may
// be played. Popeye measures the moves as a mummer does. The last move's vector is the
// condition's state (state.go), so that positions reached by different moves are
// different positions.
type synchronMover struct {
	strictMummer
}

// AlphabeticChess and its White/Black forms (conditions/alphabetic.c): the side must
// move the piece that stands first, in the order a1, a2, …, a8, b1, …, h8, among those
// with a legal move.
type alphabetic struct {
	strictMummer
	both bool
}

func init() {
	for name, x := range map[string]struct {
		side movegen.Color
		anti bool
	}{
		"WhiteSynchronMover": {movegen.White, false}, "BlackSynchronMover": {movegen.Black, false},
		"WhiteAntiSynchronMover": {movegen.White, true}, "BlackAntiSynchronMover": {movegen.Black, true},
	} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			sign := 1
			if x.anti {
				sign = -1
			}
			measure := func(g *Game, f, t, _ int, _ moveKind) int {
				n := len(g.hist)
				if n == 0 || int(g.hist[n-1].passes) != len(g.passes) || g.state.vector == 0 {
					return 1
				}
				if moveVector(f, t, sign) == g.state.vector {
					return 1
				}
				return 0
			}
			return synchronMover{strictMummer{base: base{&s}, side: x.side, measure: measure}}, nil
		})
	}
	for name, side := range map[string]movegen.Color{"WhiteAlphabeticChess": movegen.White, "BlackAlphabeticChess": movegen.Black, "AlphabeticChess": movegen.White} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			measure := func(_ *Game, f, _, _ int, _ moveKind) int {
				sq := movegen.Square(sq64[f])
				return 64 - (sq.File()*8 + sq.Rank())
			}
			return alphabetic{strictMummer{base: base{&s}, side: side, measure: measure}, name == "AlphabeticChess"}, nil
		})
	}
}

// moveVector returns the vector of a move from f to t (box squares), times sign, as
// the state keeps it.
func moveVector(f, t, sign int) int16 {
	a, b := movegen.Square(sq64[f]), movegen.Square(sq64[t])
	return int16((16+sign*(b.File()-a.File()))<<5 | (16 + sign*(b.Rank()-a.Rank())))
}

// keeps: moves, check and legality are orthodox (the effect changes the state, no
// square); only the choice among the legal moves is narrowed, never to none.
func (synchronMover) keeps() keeps {
	return keepsObservation | keepsQuietMoves | keepsLawful | keepsMobility
}

// afterMove records the move's vector (once for all the conditions of a game).
func (synchronMover) afterMove(g *Game, e *moveEffect) {
	if v := moveVector(e.d.from, e.d.to, 1); g.state.vector != v {
		g.saveState()
		g.state.vector = v
		g.stateChanged()
	}
}

// keeps: only the choice among the legal moves is narrowed, never to none.
func (alphabetic) keeps() keeps {
	return keepsObservation | keepsMoves | keepsLawful | keepsMobility | keepsPlay
}

// selectMoves: AlphabeticChess binds both sides.
func (x alphabetic) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	if x.both {
		x.side = g.side
	}
	return x.strictMummer.selectMoves(g, legal, start)
}
