package movegen

import "math/bits"

// The mate-in-one test at the leaves of direct play is most of the battle search. In the
// common case it needs only the checking moves, which CheckingMoves lists without
// generating every legal move: the moves of knights, bishops, rooks, queens and pawns
// onto squares from which they attack the enemy king, and every promotion. It declines
// (ok false) whenever another kind of check or a legality question could arise: the
// side to move in check, a pinned piece, a piece whose departure could uncover a check,
// an en-passant square, castling whose rook could check, a second own king.

// rays[d][s] is the empty-board ray from s in direction d (not containing s); the first
// four directions run towards higher squares.
var rays [8][64]Bitboard

var rayStep = [8][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}}

func init() {
	for d, st := range rayStep {
		for s := A1; s <= H8; s++ {
			for f, r := s.File()+st[0], s.Rank()+st[1]; f >= 0 && f < 8 && r >= 0 && r < 8; f, r = f+st[0], r+st[1] {
				rays[d][s] |= SquareBB(MakeSquare(f, r))
			}
		}
	}
}

// slide returns the squares a slider on s attacks along the directions dirs with the
// board's occupancy occ.
func slide(s Square, occ Bitboard, dirs [4]int) Bitboard {
	var a Bitboard
	s &= 63
	for _, d := range dirs {
		d &= 7
		ray := rays[d][s]
		if b := ray & occ; b != 0 {
			var first int
			if d < 4 {
				first = bits.TrailingZeros64(uint64(b))
			} else {
				first = 63 - bits.LeadingZeros64(uint64(b))
			}
			ray &^= rays[d][first]
		}
		a |= ray
	}
	return a
}

var (
	rookDirs   = [4]int{0, 1, 4, 5}
	bishopDirs = [4]int{2, 3, 6, 7}
)

// normalMove builds a move without promotion, castling or en passant (Move's
// documented layout: from in bits 0–5, to in bits 6–11).
func normalMove(from, to Square) Move {
	return Move(uint32(from) | uint32(to)<<6)
}

// CheckingMoves appends to buf the legal moves of the side to move that may give
// check (a superset of them; GivesCheck decides) and reports true, or reports false
// when it cannot vouch for the list (see above).
func (p *Position) CheckingMoves(buf []Move) ([]Move, bool) {
	us := p.SideToMove()
	them := us.Other()
	ek := p.King(them)
	if ek == NoSquare {
		return buf, true // nothing gives check
	}
	if p.InCheck() || p.Pinned() != 0 || p.EnPassant() != NoSquare || p.Pieces(us, King).Count() > 1 {
		return buf, false
	}
	occ := p.Occupied()
	own := p.ColorPieces(us)
	pawns := p.Pieces(us, Pawn)
	seventh, forward := Rank7, 8
	castleRooks := SquareBB(F1) | SquareBB(D1)
	castling := p.Castling() & (WhiteKingside | WhiteQueenside)
	if us == Black {
		seventh, forward = Rank2, -8
		castleRooks = SquareBB(F8) | SquareBB(D8)
		castling = p.Castling() & (BlackKingside | BlackQueenside)
	}
	if castling != 0 && rookGeom[ek]&castleRooks != 0 {
		return buf, false
	}
	rookSq := slide(ek, occ, rookDirs)
	bishopSq := slide(ek, occ, bishopDirs)
	queens := p.Pieces(us, Queen)
	straight := p.Pieces(us, Rook) | queens
	diagonal := p.Pieces(us, Bishop) | queens
	// An own piece between the king and an own slider behind it could uncover a check.
	if straight&rookGeom[ek] != 0 && slide(ek, occ&^(rookSq&own), rookDirs)&straight&^rookSq != 0 ||
		diagonal&bishopGeom[ek] != 0 && slide(ek, occ&^(bishopSq&own), bishopDirs)&diagonal&^bishopSq != 0 {
		return buf, false
	}
	free := ^own &^ SquareBB(ek)
	for b := p.Pieces(us, Knight); b != 0; {
		from := b.PopFirst()
		for t := knightGeom[from] & knightGeom[ek] & free; t != 0; {
			buf = append(buf, normalMove(from, t.PopFirst()))
		}
	}
	for b := straight | diagonal; b != 0; {
		from := b.PopFirst()
		var reach, checks Bitboard
		if straight.Has(from) {
			reach |= slide(from, occ, rookDirs)
			checks |= rookSq
		}
		if diagonal.Has(from) {
			reach |= slide(from, occ, bishopDirs)
			checks |= bishopSq
		}
		targets := reach & checks
		for t := targets & free; t != 0; {
			buf = append(buf, normalMove(from, t.PopFirst()))
		}
	}
	// Pawns: onto the squares diagonally in front of the king (seen from us), by a
	// push onto an empty one or a capture onto an enemy piece. A pawn on its own first
	// rank does not move (Popeye).
	home, first := Rank2, Rank1
	if us == Black {
		home, first = Rank7, Rank8
	}
	pawns &^= first
	for t := kingGeom[ek] & pawnFront(ek, us); t != 0; {
		to := t.PopFirst()
		switch {
		case !occ.Has(to):
			from := Square(int(to) - forward)
			if pawns.Has(from) {
				buf = append(buf, normalMove(from, to))
			} else if !occ.Has(from) {
				from2 := Square(int(from) - forward)
				if from2 >= A1 && from2 <= H8 && pawns.Has(from2) && home.Has(from2) {
					buf = append(buf, normalMove(from2, to))
				}
			}
		case !own.Has(to):
			for _, df := range [2]int{-1, 1} {
				f := to.File() + df
				r := to.Rank() - forward/8
				if f < 0 || f > 7 || r < 0 || r > 7 {
					continue
				}
				if from := MakeSquare(f, r); pawns.Has(from) {
					buf = append(buf, normalMove(from, to))
				}
			}
		}
	}
	// Promotions: all of them (GivesCheck decides).
	for b := pawns & seventh; b != 0; {
		from := b.PopFirst()
		to := Square(int(from) + forward)
		if !occ.Has(to) {
			buf = appendPromotionsOf(buf, from, to)
		}
		for _, df := range [2]int{-1, 1} {
			if f := from.File() + df; f >= 0 && f <= 7 {
				if t := MakeSquare(f, to.Rank()); occ.Has(t) && free.Has(t) {
					buf = appendPromotionsOf(buf, from, t)
				}
			}
		}
	}
	return buf, true
}

// appendPromotionsOf appends the four promotions of a pawn from from to to (Move's
// layout: the piece type in bits 12–14).
func appendPromotionsOf(buf []Move, from, to Square) []Move {
	m := normalMove(from, to)
	for _, pt := range [4]PieceType{Queen, Rook, Bishop, Knight} {
		buf = append(buf, m|Move(pt)<<12)
	}
	return buf
}

// pawnFront is the rank from which a pawn of colour us attacks the king on ek.
func pawnFront(ek Square, us Color) Bitboard {
	r := ek.Rank() - 1
	if us == Black {
		r = ek.Rank() + 1
	}
	if r < 0 || r > 7 {
		return 0
	}
	return Rank1 << (8 * r)
}
