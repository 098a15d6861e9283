package movegen

// Color is the side a piece belongs to or the side to move.
type Color uint8

// The two sides.
const (
	White Color = iota
	Black
)

// Other returns the opposing colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is the kind of a piece, without its colour.
type PieceType uint8

// The orthodox piece types.
const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// String returns the English name of the piece type ("invalid" outside the enum).
func (pt PieceType) String() string {
	if pt > King {
		return "invalid"
	}
	return [...]string{"none", "pawn", "knight", "bishop", "rook", "queen", "king"}[pt]
}

// Piece is a coloured piece; the zero value NoPiece is an empty square.
//
//	bit 3: colour (0 white, 1 black) | bits 0–2: PieceType
type Piece uint8

// NoPiece marks an empty square.
const NoPiece Piece = 0

// MakePiece returns the piece of type pt and colour c.
func MakePiece(c Color, pt PieceType) Piece { return Piece(uint8(c)<<3 | uint8(pt)) }

// Color returns the piece's colour; meaningless for NoPiece.
func (p Piece) Color() Color { return Color(p >> 3) }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Square is a board square, A1 = 0 … H8 = 63, file-major within a rank.
type Square int8

// The squares, and NoSquare for "none" (e.g. no en-passant square).
const (
	A1, B1, C1, D1, E1, F1, G1, H1 Square = 0, 1, 2, 3, 4, 5, 6, 7
	A2, B2, C2, D2, E2, F2, G2, H2 Square = 8, 9, 10, 11, 12, 13, 14, 15
	A3, B3, C3, D3, E3, F3, G3, H3 Square = 16, 17, 18, 19, 20, 21, 22, 23
	A4, B4, C4, D4, E4, F4, G4, H4 Square = 24, 25, 26, 27, 28, 29, 30, 31
	A5, B5, C5, D5, E5, F5, G5, H5 Square = 32, 33, 34, 35, 36, 37, 38, 39
	A6, B6, C6, D6, E6, F6, G6, H6 Square = 40, 41, 42, 43, 44, 45, 46, 47
	A7, B7, C7, D7, E7, F7, G7, H7 Square = 48, 49, 50, 51, 52, 53, 54, 55
	A8, B8, C8, D8, E8, F8, G8, H8 Square = 56, 57, 58, 59, 60, 61, 62, 63
	NoSquare                       Square = -1
)

// MakeSquare returns the square on file f (0 = a) and rank r (0 = first rank).
func MakeSquare(f, r int) Square { return Square(r*8 + f) }

// File returns 0 for the a-file … 7 for the h-file.
func (s Square) File() int { return int(s) & 7 }

// Rank returns 0 for the first rank … 7 for the eighth.
func (s Square) Rank() int { return int(s) >> 3 }

// Offset returns the square df files and dr ranks away from s, and false when that is off
// the board (or s is NoSquare).
func (s Square) Offset(df, dr int) (Square, bool) {
	if uint(s) > 63 {
		return NoSquare, false
	}
	f, r := s.File()+df, s.Rank()+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return NoSquare, false
	}
	return MakeSquare(f, r), true
}

// String returns the algebraic name, e.g. "e4", or "-" for NoSquare.
func (s Square) String() string {
	if s < 0 || s > 63 {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare reads an algebraic square name such as "e4" (case-insensitive).
func ParseSquare(s string) (Square, bool) {
	if len(s) != 2 {
		return NoSquare, false
	}
	f, r := s[0]|0x20, s[1]
	if f < 'a' || f > 'h' || r < '1' || r > '8' {
		return NoSquare, false
	}
	return MakeSquare(int(f-'a'), int(r-'1')), true
}

// Move is a move in a position.
//
//	bits 0–5: from | bits 6–11: to | bits 12–14: promotion PieceType | bits 15–16: kind
type Move uint32

// Move kinds.
const (
	kindNormal = iota
	kindCastle
	kindEnPassant
)

func newMove(from, to Square, promo PieceType, kind uint32) Move {
	return Move(uint32(from) | uint32(to)<<6 | uint32(promo)<<12 | kind<<15)
}

// NewMove returns the move of the piece on from to to, promoting to promo
// (NoPieceType: none), for an engine that plays orthodox moves in its own encoding and
// hands them to a Position. The move is whatever the position's piece on from makes of
// it; castling and en passant are NewCastle's and NewEnPassant's.
func NewMove(from, to Square, promo PieceType) Move { return newMove(from, to, promo, kindNormal) }

// NewCastle returns the castling of the king on from to to.
func NewCastle(from, to Square) Move { return newMove(from, to, NoPieceType, kindCastle) }

// NewEnPassant returns the en-passant capture of the pawn on from arriving on to.
func NewEnPassant(from, to Square) Move { return newMove(from, to, NoPieceType, kindEnPassant) }

// From returns the square the moving piece leaves.
func (m Move) From() Square { return Square(m & 63) }

// To returns the square the moving piece reaches (the king's square for castling).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Promotion returns the piece type a pawn promotes to, or NoPieceType.
func (m Move) Promotion() PieceType { return PieceType(m >> 12 & 7) }

// kind returns kindNormal, kindCastle or kindEnPassant.
func (m Move) kind() uint32 { return uint32(m) >> 15 & 3 }

// IsCastle reports whether the move is castling.
func (m Move) IsCastle() bool { return m>>15&3 == kindCastle }

// IsEnPassant reports whether the move is an en-passant capture.
func (m Move) IsEnPassant() bool { return m>>15&3 == kindEnPassant }
