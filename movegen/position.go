package movegen

// Castling rights, one bit each.
const (
	WhiteKingside uint8 = 1 << iota
	WhiteQueenside
	BlackKingside
	BlackQueenside
)

// Position is a chess position with the state needed to generate legal moves and to undo
// moves made with Make.
type Position struct {
	board    [64]Piece
	side     Color
	castling uint8
	ep       Square
	halfmove int
	fullmove int
	hash     uint64
	history  []undo
}

type undo struct {
	move     Move
	captured Piece
	castling uint8
	ep       Square
	halfmove int
	hash     uint64
}

// NewEmpty returns an empty board with White to move, no castling rights and no
// en-passant square.
func NewEmpty() *Position {
	p := &Position{ep: NoSquare, fullmove: 1}
	p.hash = p.computeHash()
	return p
}

// Put places p on s, replacing whatever stood there.
func (p *Position) Put(s Square, pc Piece) {
	p.Remove(s)
	if pc != NoPiece {
		p.hash ^= zobristPiece[pc][s]
	}
	p.board[s] = pc
}

// Remove empties s.
func (p *Position) Remove(s Square) {
	if pc := p.board[s]; pc != NoPiece {
		p.hash ^= zobristPiece[pc][s]
	}
	p.board[s] = NoPiece
}

// PieceAt returns the piece on s, or NoPiece.
func (p *Position) PieceAt(s Square) Piece { return p.board[s] }

// SideToMove returns the side to move.
func (p *Position) SideToMove() Color { return p.side }

// SetSideToMove sets the side to move.
func (p *Position) SetSideToMove(c Color) {
	if c != p.side {
		p.hash ^= zobristBlack
	}
	p.side = c
}

// Castling returns the castling rights as a set of WhiteKingside… bits.
func (p *Position) Castling() uint8 { return p.castling }

// SetCastling sets the castling rights.
func (p *Position) SetCastling(r uint8) {
	p.castling = r & 15
	p.hash = p.computeHash()
}

// EnPassant returns the square a pawn may capture onto en passant, or NoSquare.
func (p *Position) EnPassant() Square { return p.ep }

// SetEnPassant sets the en-passant target square (NoSquare for none).
func (p *Position) SetEnPassant(s Square) {
	p.ep = s
	p.hash = p.computeHash()
}

// King returns the square of c's king, or NoSquare if it has none.
func (p *Position) King(c Color) Square {
	k := MakePiece(c, King)
	for s := Square(0); s < 64; s++ {
		if p.board[s] == k {
			return s
		}
	}
	return NoSquare
}
