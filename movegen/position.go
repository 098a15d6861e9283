package movegen

// Castling rights, one bit each.
const (
	WhiteKingside uint8 = 1 << iota
	WhiteQueenside
	BlackKingside
	BlackQueenside
)

// CastlingHome is where one castling right rests: the side's king on its home square
// and a rook in one of its corners.
type CastlingHome struct {
	Color      Color
	King, Rook Square
	Right      uint8
}

// CastlingHomes lists the four castling rights with their king and rook squares, for
// the engines that find the rights a diagram implies from the men on those squares.
var CastlingHomes = [...]CastlingHome{
	{White, E1, H1, WhiteKingside},
	{White, E1, A1, WhiteQueenside},
	{Black, E8, H8, BlackKingside},
	{Black, E8, A8, BlackQueenside},
}

// CastlingRightsOf returns the two castling rights of side c.
func CastlingRightsOf(c Color) uint8 {
	return (WhiteKingside | WhiteQueenside) << (2 * (c & 1))
}

// CastlingRightsAt returns the castling rights that rest on the man on s (a king's or a
// rook's home square): they are lost when a man leaves s or is captured there.
func CastlingRightsAt(s Square) uint8 {
	if uint(s) > 63 {
		return 0
	}
	return castlingLost[s]
}

// Position is a chess position with the state needed to generate legal moves and to undo
// moves made with Make.
//
// The pieces are kept twice: as bitboards (one per piece, indexed by Piece, plus one per
// colour and the occupancy) for generation, and as a mailbox for PieceAt. Each position
// also caches what legality needs: the square of each side's king, the pieces giving
// check to the side to move and the pieces of the side to move pinned against its king.
// Every mutating method keeps all of it up to date.
//
// Problems may lack a king of either colour. A side without a king is never in check and
// has no pinned pieces; King returns NoSquare for it. If a side has several kings (only
// possible in an illegal position), the one on the lowest square (a1, b1, … h8) is the
// royal one, the one King returns: checks and pins are about it, and the others move
// like a non-royal piece with a king's step. (The royal king's own moves are tested for
// its safety on its new square; if another king is then the lowest, it becomes royal.)
type Position struct {
	pieces   [16]Bitboard // by Piece (colour<<3 | type); index 0 and 8 unused
	colors   [2]Bitboard
	occupied Bitboard // the men's squares and the holes
	holes    Bitboard // squares taken off the board (SetHoles)
	board    [64]Piece
	kings    [2]Square
	side     Color
	castling uint8
	ep       Square
	checkers Bitboard // pieces giving check to the side to move's king
	pinned   Bitboard // pieces of the side to move pinned against its king
	hash     uint64
	halfmove int
	fullmove int
	history  []undo
	// moveStack holds the move lists of Perft's plies, so that counting allocates
	// nothing once it has grown.
	moveStack []Move
}

// undo is what Unmake needs beyond the move itself.
type undo struct {
	checkers Bitboard
	pinned   Bitboard
	hash     uint64
	move     Move
	halfmove int32
	captured Piece
	castling uint8
	ep       Square
	kings    [2]Square
}

// NewEmpty returns an empty board with White to move, no castling rights and no
// en-passant square.
func NewEmpty() *Position {
	p := &Position{ep: NoSquare, fullmove: 1, kings: [2]Square{NoSquare, NoSquare}}
	p.hash = p.computeHash()
	return p
}

// Clone returns an independent copy of p, with an empty undo history: Unmake on the copy
// cannot go back before the position it was cloned from. (Copying a Position by value
// shares its history and scratch space; use Clone.)
func (p *Position) Clone() *Position {
	q := *p
	q.history = nil
	q.moveStack = nil
	return &q
}

// CloneInto makes dst an independent copy of p, as Clone does, in place: a caller that
// keeps many positions can allocate them together (NewBlock). dst keeps the room for
// undo records it had.
func (p *Position) CloneInto(dst *Position) {
	h := dst.history[:0]
	*dst = *p
	dst.history = h
	dst.moveStack = nil
}

// blockHistory is the number of moves a position of NewBlock makes before its undo
// records need an allocation of their own.
const blockHistory = 4

// NewBlock returns n empty positions to be filled by CloneInto, allocated together with
// room for the undo records of a few moves each: one allocation where positions made
// one by one would need two for each.
func NewBlock(n int) []Position {
	ps := make([]Position, n)
	hist := make([]undo, n*blockHistory)
	for i := range ps {
		ps[i].history = hist[i*blockHistory : i*blockHistory : (i+1)*blockHistory]
	}
	return ps
}

// Put places p on s, replacing whatever stood there. NoPiece empties the square; a Piece
// value that is not a coloured piece type is ignored.
func (p *Position) Put(s Square, pc Piece) {
	if uint(s) > 63 {
		return
	}
	p.Remove(s)
	if pc.Type() == NoPieceType || pc.Type() > King || pc > MakePiece(Black, King) {
		return
	}
	p.addPiece(s, pc)
	p.edited(s, pc)
}

// Remove empties s.
func (p *Position) Remove(s Square) {
	if uint(s) > 63 {
		return
	}
	pc := p.board[s]
	if pc == NoPiece {
		return
	}
	p.removePiece(s, pc)
	p.edited(s, pc)
}

// edited brings the rest of the state up to date after pc was put on or taken off s by
// Put or Remove: the hash, the king squares, the checkers and the pinned pieces.
func (p *Position) edited(s Square, pc Piece) {
	p.hash ^= zobristPiece[pc&15][s&63]
	if pc.Type() == King {
		p.kings[pc.Color()&1] = p.pieces[pc&15].First()
	}
	p.updateState()
}

// addPiece puts pc on the empty square s, in the bitboards and the mailbox (not the hash,
// the king squares or the cached check state).
func (p *Position) addPiece(s Square, pc Piece) {
	b := bit(s)
	p.pieces[pc&15] |= b
	p.colors[pc.Color()&1] |= b
	p.occupied |= b
	p.board[s&63] = pc
}

// removePiece takes pc off s.
func (p *Position) removePiece(s Square, pc Piece) {
	b := bit(s)
	p.pieces[pc&15] &^= b
	p.colors[pc.Color()&1] &^= b
	p.occupied &^= b
	p.board[s&63] = NoPiece
}

// movePiece moves pc from the square from to the empty square to.
func (p *Position) movePiece(from, to Square, pc Piece) {
	b := bit(from) | bit(to)
	p.pieces[pc&15] ^= b
	p.colors[pc>>3&1] ^= b
	p.occupied ^= b
	p.board[from&63] = NoPiece
	p.board[to&63] = pc
}

// PieceAt returns the piece on s, or NoPiece (also for NoSquare).
func (p *Position) PieceAt(s Square) Piece {
	if uint(s) > 63 {
		return NoPiece
	}
	return p.board[s]
}

// Occupied returns the occupied squares.
func (p *Position) Occupied() Bitboard { return p.occupied }

// SetHoles takes the squares of b, which must be empty, off the board (Popeye's
// condition Hole): no man moves to them, and they stop sliders as a man does, so no
// slider moves, attacks or pins across them. Occupied includes them. A position has
// none unless set; the move generation, the check and mate tests and Make honour them.
func (p *Position) SetHoles(b Bitboard) {
	p.occupied = p.occupied&^p.holes | b
	p.holes = b
	p.updateState()
}

// Holes returns the squares SetHoles took off the board.
func (p *Position) Holes() Bitboard { return p.holes }

// ColorPieces returns the squares of c's pieces.
func (p *Position) ColorPieces(c Color) Bitboard { return p.colors[c&1] }

// Pieces returns the squares of c's pieces of type pt; NoPieceType gives all of c's
// pieces.
func (p *Position) Pieces(c Color, pt PieceType) Bitboard {
	if pt == NoPieceType {
		return p.colors[c&1]
	}
	return p.pieces[MakePiece(c&1, pt)&15]
}

// SideToMove returns the side to move.
func (p *Position) SideToMove() Color { return p.side }

// SetSideToMove sets the side to move.
func (p *Position) SetSideToMove(c Color) {
	c &= 1
	if c != p.side {
		p.hash ^= zobristBlack
	}
	p.side = c
	p.updateState()
}

// Castling returns the castling rights as a set of WhiteKingside… bits.
func (p *Position) Castling() uint8 { return p.castling }

// SetCastling sets the castling rights. A right is only used when the king and the rook
// stand on their initial squares.
func (p *Position) SetCastling(r uint8) {
	r &= 15
	p.hash ^= zobristCastling[p.castling] ^ zobristCastling[r]
	p.castling = r
}

// EnPassant returns the square a pawn may capture onto en passant, or NoSquare.
func (p *Position) EnPassant() Square { return p.ep }

// SetEnPassant sets the en-passant target square (NoSquare for none). The capture is
// generated only when the square is empty and a pawn of the side not to move stands
// just beyond it, as after its double step.
func (p *Position) SetEnPassant(s Square) {
	if uint(s) > 63 {
		s = NoSquare
	}
	if p.ep != NoSquare {
		p.hash ^= zobristEPFile[p.ep.File()]
	}
	p.ep = s
	if p.ep != NoSquare {
		p.hash ^= zobristEPFile[p.ep.File()]
	}
}

// King returns the square of c's king, or NoSquare if it has none.
func (p *Position) King(c Color) Square { return p.kings[c&1] }

// Checkers returns the pieces giving check to the side to move (none if it has no king).
func (p *Position) Checkers() Bitboard { return p.checkers }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.checkers != 0 }

// Pinned returns the pieces of the side to move that are pinned against its king: each
// is the only piece between the king and an enemy slider that would otherwise attack it.
// A pinned piece may only move along the line through its king and the pinner.
func (p *Position) Pinned() Bitboard { return p.pinned }

// updateState recomputes the checkers and pinned pieces of the side to move; called after
// every change of the pieces or of the side to move.
func (p *Position) updateState() {
	us := p.side
	them := us ^ 1
	k := p.kings[us&1]
	if k == NoSquare {
		p.checkers, p.pinned = 0, 0
		return
	}
	k &= 63
	occ := p.occupied
	theirPiece := Piece(them) << 3
	checkers := (knightAttacks[k] & p.pieces[theirPiece|Piece(Knight)]) |
		(pawnAttackers[them][k] & p.pieces[theirPiece|Piece(Pawn)]) |
		(kingAttacks[k] & p.pieces[theirPiece|Piece(King)])
	queens := p.pieces[theirPiece|Piece(Queen)]
	snipers := (rookRays[k] & (p.pieces[theirPiece|Piece(Rook)] | queens)) |
		(bishopRays[k] & (p.pieces[theirPiece|Piece(Bishop)] | queens))
	var pinned Bitboard
	ours := p.colors[us]
	for snipers != 0 {
		s := lsb(snipers)
		snipers &= snipers - 1
		b := between[k][s&63] & occ
		if b == 0 {
			checkers |= bit(s)
		} else if b&(b-1) == 0 {
			pinned |= b & ours
		}
	}
	p.checkers, p.pinned = checkers, pinned
}
