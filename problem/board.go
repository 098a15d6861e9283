package problem

import (
	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
)

// Board is a diagram: the piece on each square, A1 = 0 … H8 = 63 as in movegen.
type Board [64]movegen.Piece

// Counts returns the number of white and of black pieces.
func (b *Board) Counts() (white, black int) {
	for _, pc := range b {
		if pc == movegen.NoPiece {
			continue
		}
		if pc.Color() == movegen.White {
			white++
		} else {
			black++
		}
	}
	return white, black
}

// hasKing reports whether c has a king on the board.
func (b *Board) hasKing(c movegen.Color) bool {
	k := movegen.MakePiece(c, movegen.King)
	for _, pc := range b {
		if pc == k {
			return true
		}
	}
	return false
}

// transform moves every piece to f(square), as Popeye's rotations and mirrors do.
func (b *Board) transform(f func(file, rank int) (int, int)) {
	var out Board
	for s, pc := range b {
		if pc == movegen.NoPiece {
			continue
		}
		nf, nr := f(s%8, s/8)
		out[nr*8+nf] = pc
	}
	*b = out
}

// rotation returns the square mapping of Popeye's "rotate 90|180|270" (position/board.c:
// rot90 takes a1 to h1 and a8 to a1).
func rotation(degrees int) func(f, r int) (int, int) {
	switch degrees {
	case 90:
		return func(f, r int) (int, int) { return 7 - r, f }
	case 180:
		return func(f, r int) (int, int) { return 7 - f, 7 - r }
	case 270:
		return func(f, r int) (int, int) { return r, 7 - f }
	}
	return nil
}

// mirroring returns the square mapping of Popeye's "mirror" axes; each swaps the two
// squares it is named after.
func mirroring(a parser.MirrorAxis) func(f, r int) (int, int) {
	switch a {
	case parser.MirrorA1H1:
		return func(f, r int) (int, int) { return 7 - f, r }
	case parser.MirrorA1A8:
		return func(f, r int) (int, int) { return f, 7 - r }
	case parser.MirrorA1H8:
		return func(f, r int) (int, int) { return 7 - r, 7 - f }
	case parser.MirrorH1A8:
		return func(f, r int) (int, int) { return r, f }
	}
	return nil
}

// shift moves every piece by the vector from→to; it reports false (and leaves b as it
// was) when a piece would leave the board, as Popeye refuses such a shift.
func (b *Board) shift(from, to movegen.Square) bool {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	var out Board
	for s, pc := range b {
		if pc == movegen.NoPiece {
			continue
		}
		f, r := s%8+df, s/8+dr
		if f < 0 || f > 7 || r < 0 || r > 7 {
			return false
		}
		out[r*8+f] = pc
	}
	*b = out
	return true
}

// pieceType converts a parser piece kind; ok is false for fairy pieces.
func pieceType(k parser.PieceKind) (movegen.PieceType, bool) {
	switch k {
	case parser.King:
		return movegen.King, true
	case parser.Queen:
		return movegen.Queen, true
	case parser.Rook:
		return movegen.Rook, true
	case parser.Bishop:
		return movegen.Bishop, true
	case parser.Knight:
		return movegen.Knight, true
	case parser.Pawn:
		return movegen.Pawn, true
	}
	return movegen.NoPieceType, false
}

// colour converts a parser colour; ok is false for neutral pieces.
func colour(c parser.Color) (movegen.Color, bool) {
	switch c {
	case parser.White:
		return movegen.White, true
	case parser.Black:
		return movegen.Black, true
	}
	return movegen.White, false
}

// castlingRights returns the rights Popeye assumes: a king on its home square and a rook
// in a corner of its side may castle unless NoCastling names one of the two squares.
func castlingRights(b *Board, noCastling map[movegen.Square]bool) uint8 {
	var rights uint8
	for _, r := range movegen.CastlingHomes {
		if b[r.King] == movegen.MakePiece(r.Color, movegen.King) &&
			b[r.Rook] == movegen.MakePiece(r.Color, movegen.Rook) &&
			!noCastling[r.King] && !noCastling[r.Rook] {
			rights |= r.Right
		}
	}
	return rights
}

// fairyCastlingRights returns the castling rights Popeye assumes on a board of any
// pieces (solving/machinery/twin.c), each square's on its own: a piece of a side on its
// king's home square has the king's right (fairy.KingCastling), one in a corner of its
// side the rook's, unless NoCastling names the square. The fairy engine keeps those whose
// pieces are of the walks that castle (the king and the rook, or the walks a condition
// names: MarineChess's triton). Castling needs both, so a rook whose king stands
// elsewhere may castle once the king is reborn on its square.
func fairyCastlingRights(b *fairy.Board, noCastling map[movegen.Square]bool) uint8 {
	var rights uint8
	for _, r := range movegen.CastlingHomes {
		k, rk := b[r.King], b[r.Rook]
		if k != fairy.NoPiece && k.Belongs(r.Color) && !noCastling[r.King] {
			rights |= fairy.KingCastling(r.Color)
		}
		if rk != fairy.NoPiece && rk.Belongs(r.Color) && !noCastling[r.Rook] {
			rights |= r.Right
		}
	}
	return rights
}
