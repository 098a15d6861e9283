package server

import (
	"fmt"
	"sort"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// movegenChess answers hovers with the move generator: attackers and defenders, legal
// moves, pins and checks, on the problem's initial position.
type movegenChess struct{ outlineChess }

// position builds the problem's initial position with the given side to move.
func (mc movegenChess) position(snap *snapshot, problem int, side movegen.Color) (*movegen.Position, bool) {
	b, ok := mc.board(snap, problem)
	if !ok {
		return nil, false
	}
	stm := "w"
	if side == movegen.Black {
		stm = "b"
	}
	pos, err := movegen.ParseFEN(boardFEN(b) + " " + stm + " - - 0 1")
	return pos, err == nil
}

func (mc movegenChess) squareFacts(snap *snapshot, problem int, square string) (facts []string) {
	defer func() {
		if r := recover(); r != nil { // a position the generator rejects: say less, never crash
			facts = append(facts, fmt.Sprintf("(no move generation for this position: %v)", r))
		}
	}()
	sq, ok := movegen.ParseSquare(square)
	if !ok {
		return nil
	}
	pos, ok := mc.position(snap, problem, movegen.White)
	if !ok {
		return mc.outlineChess.squareFacts(snap, problem, square)
	}
	pc := pos.PieceAt(sq)
	if pc == movegen.NoPiece {
		facts = append(facts, "Empty.")
		facts = append(facts, "Attacked by White: "+listSquares(pos, pos.AttackersTo(sq, movegen.White))+".")
		facts = append(facts, "Attacked by Black: "+listSquares(pos, pos.AttackersTo(sq, movegen.Black))+".")
		return facts
	}
	us := pc.Color()
	them := movegen.White
	if us == movegen.White {
		them = movegen.Black
	}
	facts = append(facts, "Attacked by: "+listSquares(pos, pos.AttackersTo(sq, them))+".")
	facts = append(facts, "Defended by: "+listSquares(pos, pos.AttackersTo(sq, us))+".")

	// Legal moves of this piece, with its side to move.
	side, ok := mc.position(snap, problem, us)
	if ok {
		// Listed by target square (then promotion piece), whatever order the generator uses.
		legal := side.LegalMoves(nil)
		sort.SliceStable(legal, func(i, j int) bool {
			if legal[i].To() != legal[j].To() {
				return legal[i].To() < legal[j].To()
			}
			return legal[i].Promotion() > legal[j].Promotion()
		})
		var moves []string
		for _, m := range legal {
			if m.From() == sq {
				moves = append(moves, side.Notation(m, movegen.English))
			}
		}
		if len(moves) == 0 {
			facts = append(facts, "Legal moves: none.")
		} else {
			facts = append(facts, fmt.Sprintf("Legal moves (%d): %s.", len(moves), strings.Join(moves, ", ")))
		}
		if pc.Type() == movegen.King && side.InCheck() {
			facts = append(facts, "In check from "+listSquares(side, side.Checkers())+".")
		}
	}
	// Checks given: the enemy king among the squares this piece attacks.
	if k, ok := kingSquare(pos, them); ok && pos.AttackersTo(k, us)&movegen.SquareBB(sq) != 0 {
		facts = append(facts, "Gives check to the king on "+k.String()+".")
	}
	// Pins: removing the piece exposes its king.
	if pc.Type() != movegen.King {
		if k, ok := kingSquare(pos, us); ok {
			before := pos.AttackersTo(k, them)
			pos.Remove(sq)
			after := pos.AttackersTo(k, them)
			pos.Put(sq, pc)
			if pinners := after &^ before; pinners != 0 {
				facts = append(facts, "Pinned against its king by "+listSquares(pos, pinners)+".")
			}
		}
	}
	return facts
}

func kingSquare(pos *movegen.Position, c movegen.Color) (movegen.Square, bool) {
	for sq := movegen.A1; sq <= movegen.H8; sq++ {
		if pc := pos.PieceAt(sq); pc != movegen.NoPiece && pc.Color() == c && pc.Type() == movegen.King {
			return sq, true
		}
	}
	return movegen.NoSquare, false
}

// listSquares names the pieces on the squares of bb: "Qa7, Rh1", or "nothing".
func listSquares(pos *movegen.Position, bb movegen.Bitboard) string {
	var out []string
	for sq := movegen.A1; sq <= movegen.H8; sq++ {
		if bb&movegen.SquareBB(sq) == 0 {
			continue
		}
		out = append(out, pieceLetter(pos.PieceAt(sq))+sq.String())
	}
	if len(out) == 0 {
		return "nothing"
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

func pieceLetter(pc movegen.Piece) string {
	return map[movegen.PieceType]string{movegen.King: "K", movegen.Queen: "Q", movegen.Rook: "R",
		movegen.Bishop: "B", movegen.Knight: "S", movegen.Pawn: ""}[pc.Type()]
}
