package problem

import (
	"errors"
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// FENSource writes a Popeye problem (in English) for the position of fen, the
// stipulation stip and Popeye's options, so that a position given on a command line is
// read, checked and solved as a file is. fen is a whole FEN or only its board; of the
// other fields, the castling rights become NoCastling for a king and rook on their
// squares without the right, the en-passant square becomes EnPassant, and the side to
// move is left to the stipulation, as in Popeye. Each string of options holds one or
// more options ("Variation", "Try Defence 2").
//
// The lines of the source are: 1 BeginProblem, 2 the pieces, 3 the stipulation, 3+i
// options[i-1], then (when needed) the options of the FEN's fields, then EndProblem, so
// that a diagnostic's line tells which input it is about. The error says what is wrong
// with fen, or that stip is missing.
func FENSource(fen, stip string, options []string) ([]byte, error) {
	if strings.TrimSpace(stip) == "" {
		return nil, errors.New("a position needs a stipulation, such as #2 or h#3")
	}
	for _, s := range append([]string{fen, stip}, options...) {
		if strings.ContainsAny(s, "\n\r") {
			return nil, fmt.Errorf("%q spans several lines", s)
		}
	}
	full := strings.TrimSpace(fen)
	boardOnly := len(strings.Fields(full)) == 1
	if boardOnly {
		full += " w - - 0 1"
	}
	pos, err := movegen.ParseFEN(full)
	if err != nil {
		return nil, errors.New(strings.TrimPrefix(err.Error(), "movegen: "))
	}
	var sb strings.Builder
	sb.WriteString("BeginProblem\nPieces")
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		sb.WriteString([]string{" White", " Black"}[c])
		for _, pt := range []movegen.PieceType{movegen.King, movegen.Queen, movegen.Rook, movegen.Bishop, movegen.Knight, movegen.Pawn} {
			for s := movegen.Square(0); s < 64; s++ {
				if pos.PieceAt(s) == movegen.MakePiece(c, pt) {
					sb.WriteString(" " + englishLetter[pt] + s.String())
				}
			}
		}
	}
	sb.WriteString("\nStipulation " + stip + "\n")
	for _, o := range options {
		sb.WriteString("Option " + o + "\n")
	}
	if !boardOnly {
		var extra []string
		if sq := noCastlingSquares(pos); sq != "" {
			extra = append(extra, "NoCastling "+sq)
		}
		if ep := pos.EnPassant(); ep != movegen.NoSquare {
			extra = append(extra, "EnPassant "+ep.String())
		}
		if len(extra) > 0 {
			sb.WriteString("Option " + strings.Join(extra, " ") + "\n")
		}
	}
	sb.WriteString("EndProblem\n")
	return []byte(sb.String()), nil
}

// englishLetter is the letter of each piece type in Popeye's English.
var englishLetter = map[movegen.PieceType]string{
	movegen.King: "K", movegen.Queen: "Q", movegen.Rook: "R", movegen.Bishop: "B", movegen.Knight: "S", movegen.Pawn: "P",
}

// noCastlingSquares lists the squares of the rooks (or of the king, when it has neither
// right) that stand where Popeye would let them castle but whose right pos lacks.
func noCastlingSquares(pos *movegen.Position) string {
	rights := pos.Castling()
	var out []string
	for _, side := range []struct {
		c          movegen.Color
		king       movegen.Square
		rooks      [2]movegen.Square
		rightsOf   [2]uint8
		kingRights uint8
	}{
		{movegen.White, movegen.E1, [2]movegen.Square{movegen.H1, movegen.A1}, [2]uint8{movegen.WhiteKingside, movegen.WhiteQueenside}, movegen.WhiteKingside | movegen.WhiteQueenside},
		{movegen.Black, movegen.E8, [2]movegen.Square{movegen.H8, movegen.A8}, [2]uint8{movegen.BlackKingside, movegen.BlackQueenside}, movegen.BlackKingside | movegen.BlackQueenside},
	} {
		if pos.PieceAt(side.king) != movegen.MakePiece(side.c, movegen.King) {
			continue
		}
		var lost []string
		for i, r := range side.rooks {
			if pos.PieceAt(r) == movegen.MakePiece(side.c, movegen.Rook) && rights&side.rightsOf[i] == 0 {
				lost = append(lost, r.String())
			}
		}
		if len(lost) == 2 && rights&side.kingRights == 0 {
			lost = []string{side.king.String()}
		}
		out = append(out, lost...)
	}
	return strings.Join(out, "")
}
