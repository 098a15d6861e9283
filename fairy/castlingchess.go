package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// CastlingChess (Popeye's conditions/castling_chess.c): a king not in check may castle
// along any of its eight lines with the first piece on that line, of either side, at
// least three squares away: the king steps two squares towards it, the piece lands on
// the square the king passed ("Kh5-h3/wBh2-h4"), which must not be attacked. Orthodox
// castling is gone.
//
// ExchangeCastling (conditions/exchange_castling.c): once in a line of play, each side's
// king may instead exchange its square with any piece of its own but a pawn, wherever
// it stands ("Bh5<->Ke8"); orthodox castling is gone.
type castlingChess struct{ base }

type exchangeCastling struct{ base }

func init() {
	registerCondition("CastlingChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return castlingChess{base{&s}}, nil
	})
	registerCondition("ExchangeCastling", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return exchangeCastling{base{&s}}, nil
	})
}

// open takes the orthodox castling rights away.
func (castlingChess) open(g *Game) { g.castling = 0 }

// keeps: the condition adds castlings, which the shortcuts leave to Make, and changes
// nothing else.
func (castlingChess) keeps() keeps { return keepsObservation | keepsMoves | keepsLawful | keepsChoice }

// keeps: the condition adds exchanges, which the shortcuts leave to Make (its effect
// acts on them alone), and changes nothing else.
func (exchangeCastling) keeps() keeps {
	return keepsObservation | keepsQuietMoves | keepsLawful | keepsChoice
}

// open takes the orthodox castling rights away.
func (exchangeCastling) open(g *Game) { g.castling = 0 }

// extend adds the castlings of a king on from; none where only captures are sought
// (seekingCaptures: a castling captures nothing).
func (castlingChess) extend(g *Game, ml []movegen.Move, _, from int, c movegen.Color) []movegen.Move {
	return castlingsAlong(g, ml, from, c, compass[:])
}

// castlingsAlong appends the castlings of a king of c on from along the lines lines.
func castlingsAlong(g *Game, ml []movegen.Move, from int, c movegen.Color, lines []int) []movegen.Move {
	if g.board[from].Walk() != King || g.seekingCaptures || g.checked(c) {
		return ml
	}
	for _, v := range lines {
		passed, arrival := from+v, from+2*v
		partner := g.endOfLine(from, v)
		if partner != passed && partner != arrival && !g.blocked(partner) && !g.attackedAfterStep(from, passed, c) {
			ml = append(ml, withChoice(encode(from, arrival, castleShort, partner), castlingPartnerChoice))
		}
	}
	return ml
}

// castlingPartnerChoice marks a castling whose partner stands on the aux square
// (CastlingChess).
const castlingPartnerChoice = 1

// extend adds the exchanges of a king on from with the pieces of its side but pawns,
// while c has not exchanged in the line: moves of the partner to the king's square
// (exchangeMove), so that they are written "Bh5<->Ke8" as Popeye writes them.
func (exchangeCastling) extend(g *Game, ml []movegen.Move, _, from int, c movegen.Color) []movegen.Move {
	if g.board[from].Walk() != King || g.state.exchangeCastled[c] {
		return ml
	}
	for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
		t := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if t != from && !isPawn(g.board[t].Walk()) {
			ml = append(ml, exchangeMove(t, from))
		}
	}
	return ml
}

// afterMove marks that the side exchanged its king (an exchange moves the partner onto
// the king's square; the king now stands on the partner's).
func (exchangeCastling) afterMove(g *Game, e *moveEffect) {
	if !e.d.exchange || g.board[e.d.from].Walk() != King {
		return
	}
	g.saveState()
	g.state.exchangeCastled[e.side] = true
	g.stateChanged()
}
