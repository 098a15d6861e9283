package fairy

import "github.com/cpls-dev/cpls/movegen"

// ActuatedRevolvingBoard (conditions/actuated_revolving_board.c): after every move, its
// other effects done (a Circe rebirth), the whole board turns a quarter anticlockwise
// (Popeye's rot270, position/board.c): the piece on a square of file f and rank r goes
// to file r and rank 7-f, e4 to d4, a1 to a8. The en-passant square turns with it
// (position/effects/board_transformation.c); castling rights stay as they are. Popeye's
// notation does not show the turn.
type actuatedRevolvingBoard struct{ base }

func init() {
	registerCondition("ActuatedRevolvingBoard", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return actuatedRevolvingBoard{base{&s}}, nil
	})
}

// keeps: check and legality are orthodox on the turned board; every move turns it.
func (actuatedRevolvingBoard) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// afterMagic: the board turns after every other effect of the move (lateEffect).
func (actuatedRevolvingBoard) afterMagic() {}

// revolved returns the square s turns to.
func revolved(s movegen.Square) movegen.Square { return movegen.MakeSquare(s.Rank(), 7-s.File()) }

// afterMove turns the board, writing only the squares whose piece (or, where the game
// follows them, diagram square) changes.
func (actuatedRevolvingBoard) afterMove(g *Game, _ *moveEffect) {
	var pieces [64]Piece
	var origins [64]int8
	for s := movegen.Square(0); s < 64; s++ {
		pieces[s], origins[s] = g.board[box(s)], g.origin[box(s)]
	}
	for s := movegen.Square(0); s < 64; s++ {
		t := box(revolved(s))
		if g.board[t] == pieces[s] && g.origin[t] == origins[s] {
			continue
		}
		g.carry = 0
		g.set(t, pieces[s])
		g.origin[t] = origins[s]
	}
	if g.ep != 0 {
		g.hash ^= epKey(g.ep)
		g.ep, g.epPawn = box(revolved(square(g.ep))), box(revolved(square(g.epPawn)))
		g.hash ^= epKey(g.ep)
	}
}
