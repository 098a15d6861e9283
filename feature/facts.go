package feature

import (
	"fmt"
	"sort"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/problem"
)

// This file answers the chess questions of hovers about a problem's position, on the
// positions package problem builds (the one place that turns a parsed problem into
// positions), with the move generator, and draws boards.

// squareFacts describes a square of pr's diagram (tw = -1) or source twin tw in w's
// language: what stands there, attackers and defenders, the piece's legal moves, pins
// and checks.
func squareFacts(w *vocabulary, pr *problem.Problem, tw int, square string) (facts []string) {
	defer func() {
		if r := recover(); r != nil { // a position the generator rejects: say less, never crash
			facts = append(facts, fmt.Sprintf(w.noMovegen, r))
		}
	}()
	sq, ok := movegen.ParseSquare(square)
	if !ok {
		return nil
	}
	pos := pr.PositionOf(tw, movegen.White)
	lang := problem.MoveLanguage(pr.Language)
	list := func(pos *movegen.Position, bb movegen.Bitboard) string {
		if bb == 0 {
			return w.nothing
		}
		return listPieces(pos, bb, lang)
	}
	pc := pos.PieceAt(sq)
	if pc == movegen.NoPiece {
		facts = append(facts, w.empty)
		facts = append(facts, fmt.Sprintf(w.attackedByWhite, list(pos, pos.AttackersTo(sq, movegen.White))))
		facts = append(facts, fmt.Sprintf(w.attackedByBlack, list(pos, pos.AttackersTo(sq, movegen.Black))))
		return facts
	}
	us := pc.Color()
	them := us.Other()
	facts = append(facts, fmt.Sprintf(w.attackers, list(pos, pos.AttackersTo(sq, them))))
	facts = append(facts, fmt.Sprintf(w.defenders, list(pos, pos.AttackersTo(sq, us))))
	facts = append(facts, moveFacts(w, pr.PositionOf(tw, us), sq, lang, list)...)
	if k, ok := kingSquare(pos, them); ok && pos.AttackersTo(k, us)&movegen.SquareBB(sq) != 0 {
		facts = append(facts, fmt.Sprintf(w.givesCheck, k.String()))
	}
	if pc.Type() != movegen.King {
		if pinners := pinnersOf(pos, sq); pinners != 0 {
			facts = append(facts, fmt.Sprintf(w.pinned, list(pos, pinners)))
		}
	}
	// Pieces this one pins: an enemy piece whose removal lets it attack the enemy king.
	var pinned movegen.Bitboard
	for s := movegen.A1; s <= movegen.H8; s++ {
		if q := pos.PieceAt(s); q != movegen.NoPiece && q.Color() == them && q.Type() != movegen.King &&
			pinnersOf(pos, s)&movegen.SquareBB(sq) != 0 {
			pinned |= movegen.SquareBB(s)
		}
	}
	if pinned != 0 {
		facts = append(facts, fmt.Sprintf(w.pins, list(pos, pinned)))
	}
	return facts
}

// moveFacts lists the legal moves of the piece on sq with its side to move in side (by
// target square, then promotion piece, whatever order the generator uses), and for a
// king the pieces that check it.
func moveFacts(w *vocabulary, side *movegen.Position, sq movegen.Square, lang movegen.Language, list func(*movegen.Position, movegen.Bitboard) string) []string {
	var facts []string
	legal := side.LegalMoves(nil)
	sort.SliceStable(legal, func(a, b int) bool {
		if legal[a].To() != legal[b].To() {
			return legal[a].To() < legal[b].To()
		}
		return legal[a].Promotion() > legal[b].Promotion()
	})
	var moves []string
	for _, m := range legal {
		if m.From() == sq {
			moves = append(moves, side.Notation(m, lang))
		}
	}
	if len(moves) == 0 {
		facts = append(facts, w.noMoves)
	} else {
		facts = append(facts, fmt.Sprintf(w.moves, len(moves), strings.Join(moves, ", ")))
	}
	if side.PieceAt(sq).Type() == movegen.King && side.InCheck() {
		facts = append(facts, fmt.Sprintf(w.inCheck, list(side, side.Checkers())))
	}
	return facts
}

// occupant names the piece on square in pr's diagram (tw = -1) or source twin tw in w's
// language ("white king"), "" when the square is empty.
func occupant(w *vocabulary, pr *problem.Problem, tw int, square string) string {
	sq, ok := movegen.ParseSquare(square)
	b := pr.BoardOf(tw)
	if !ok || b[sq] == movegen.NoPiece {
		return ""
	}
	pc := b[sq]
	return w.occupant(pc.Color().String(), pc.Type().String())
}

// pinnersOf returns the enemy pieces that would attack the king of the piece on sq if
// that piece were removed.
func pinnersOf(pos *movegen.Position, sq movegen.Square) movegen.Bitboard {
	pc := pos.PieceAt(sq)
	us := pc.Color()
	k, ok := kingSquare(pos, us)
	if !ok {
		return 0
	}
	before := pos.AttackersTo(k, us.Other())
	pos.Remove(sq)
	after := pos.AttackersTo(k, us.Other())
	pos.Put(sq, pc)
	return after &^ before
}

func kingSquare(pos *movegen.Position, c movegen.Color) (movegen.Square, bool) {
	k := movegen.MakePiece(c, movegen.King)
	for sq := movegen.A1; sq <= movegen.H8; sq++ {
		if pos.PieceAt(sq) == k {
			return sq, true
		}
	}
	return movegen.NoSquare, false
}

// listPieces names the pieces on the squares of bb: "Qa7, Rh1" ("" for none).
func listPieces(pos *movegen.Position, bb movegen.Bitboard, lang movegen.Language) string {
	var out []string
	for sq := movegen.A1; sq <= movegen.H8; sq++ {
		if bb&movegen.SquareBB(sq) == 0 {
			continue
		}
		out = append(out, pieceLetter(pos.PieceAt(sq), lang)+sq.String())
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// pieceLetter is the piece's letter in notation; "" for a pawn.
func pieceLetter(pc movegen.Piece, lang movegen.Language) string {
	if pc.Type() == movegen.Pawn {
		return ""
	}
	return string(movegen.PieceLetter(pc.Type(), lang))
}

// diagram draws pr's diagram (tw = -1) or source twin tw.
func diagram(pr *problem.Problem, tw int) string {
	return drawBoard(pr.BoardOf(tw), problem.MoveLanguage(pr.Language))
}

// drawBoard draws a board in plain ASCII, readable in any hover (VS Code's or Neovim's):
// white pieces in upper case, black in lower case, letters of the problem's language.
//
//	  +-----------------+
//	8 | . . . . . . . . |
//	…
//	1 | . . k . K . . R |
//	  +-----------------+
//	    a b c d e f g h
func drawBoard(b problem.Board, lang movegen.Language) string {
	var s strings.Builder
	s.WriteString("  +-----------------+\n")
	for r := 7; r >= 0; r-- {
		fmt.Fprintf(&s, "%d |", r+1)
		for f := 0; f < 8; f++ {
			c := byte('.')
			if pc := b[r*8+f]; pc != movegen.NoPiece {
				c = movegen.PieceLetter(pc.Type(), lang)
				if pc.Color() == movegen.Black {
					c += 'a' - 'A'
				}
			}
			s.WriteByte(' ')
			s.WriteByte(c)
		}
		s.WriteString(" |\n")
	}
	s.WriteString("  +-----------------+\n    a b c d e f g h\n")
	return s.String()
}
