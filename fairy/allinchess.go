package fairy

import "github.com/cpls-dev/cpls/movegen"

// HalfInChess, AllInChess, MainlyInChess (Popeye's conditions/all_in_chess.c): a side
// moves the other side's pieces (HalfIn) or the pieces of both sides (AllIn,
// MainlyIn); a piece of the other side moves as that side's (its pawns forward for it,
// capturing the mover's own pieces), and the move is legal when the mover's own king
// is then safe, never taken. Under AllInChess a move may not take back the previous move when
// neither captured (the same piece straight back); under MainlyInChess a move may not
// move the piece the previous move moved. The previous move is the condition's state
// (state.go); after a pass every move may be played again.
type allIn struct {
	base
	rule allInRule
}

type allInRule uint8

const (
	halfIn allInRule = iota
	allInBoth
	mainlyIn
)

func init() {
	for name, rule := range map[string]allInRule{"HalfInChess": halfIn, "AllInChess": allInBoth, "MainlyInChess": mainlyIn} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return allIn{base{&s}, rule}, nil
		})
	}
}

// movedPieces: HalfIn moves the other side's pieces only, AllIn and MainlyIn both
// sides'.
func (x allIn) movedPieces(movegen.Color) (own, other bool) { return x.rule != halfIn, true }

// keeps: the condition changes whose pieces move, not what a move does to the board
// (its effect records the move in its state), what attacks, or which legal move may be
// played.
func (allIn) keeps() keeps {
	return keepsObservation | keepsQuietMoves | keepsMoves | keepsLawful | keepsChoice
}

// readsLastMove: MainlyIn's filter forbids the piece the last move moved, also in the
// attack tests that generate the attacker's captures, so those must see the move
// tested as the last one (lastMoveFilter).
func (x allIn) readsLastMove() bool { return x.rule == mainlyIn }

// afterMove records the move for the next move's test (AllIn, MainlyIn).
func (x allIn) afterMove(g *Game, e *moveEffect) {
	if x.rule == halfIn {
		return
	}
	last := lastMoved{from: int8(square(e.d.from)) + 1, to: int8(square(e.d.to)) + 1, quiet: e.captured == NoPiece, piece: e.mover}
	if g.state.lastMoved != last {
		g.saveState()
		g.state.lastMoved = last
		g.stateChanged()
	}
}

// allowed forbids taking back the previous quiet move by a quiet one (AllIn) and
// moving the piece the previous move moved (MainlyIn). The attack tests that generate
// the attacker's captures (AntiCirce's, a Bul hopper's) ask it too: the piece a move
// just moved does not check under MainlyIn (Popeye validates such a check by playing
// the capture, which its same-mover test forbids). That the mover's own king is never
// taken is the generation's rule (sidesPseudo), not the attack tests': the other
// side's pieces check it as ever.
func (x allIn) allowed(g *Game, d decoded, _ movegen.Color) bool {
	last := g.state.lastMoved
	n := len(g.hist)
	if x.rule == halfIn || last.to == 0 || n == 0 || int(g.hist[n-1].passes) != len(g.passes) {
		return true
	}
	from, to := int8(square(d.from))+1, int8(square(d.to))+1
	if x.rule == mainlyIn {
		return from != last.to
	}
	return !(last.quiet && g.capturedSquare(&d) == 0 && from == last.to && to == last.from && g.board[d.from] == last.piece)
}
