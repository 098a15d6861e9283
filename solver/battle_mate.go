package solver

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// The mate-in-one test at the leaves of direct play is most of the battle search. In the
// common case it needs only the checking moves, which checkingMoves lists without
// generating every legal move: the moves of knights, bishops, rooks, queens and pawns
// onto squares from which they attack the enemy king, and every promotion. It declines
// (ok false) whenever another kind of check or a legality question could arise: the
// side to move in check, a pinned piece, a piece whose departure could uncover a check,
// an en-passant square, castling whose rook could check, a second own king.

// rays[d][s] is the empty-board ray from s in direction d (not containing s); the first
// four directions run towards higher squares.
var rays [8][64]movegen.Bitboard

var rayStep = [8][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}}

func init() {
	for d, st := range rayStep {
		for s := movegen.A1; s <= movegen.H8; s++ {
			for f, r := s.File()+st[0], s.Rank()+st[1]; f >= 0 && f < 8 && r >= 0 && r < 8; f, r = f+st[0], r+st[1] {
				rays[d][s] |= movegen.SquareBB(movegen.MakeSquare(f, r))
			}
		}
	}
}

// slide returns the squares a slider on s attacks along the directions dirs with the
// board's occupancy occ.
func slide(s movegen.Square, occ movegen.Bitboard, dirs [4]int) movegen.Bitboard {
	var a movegen.Bitboard
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

// normalMove builds a move without promotion, castling or en passant (movegen.Move's
// documented layout: from in bits 0–5, to in bits 6–11).
func normalMove(from, to movegen.Square) movegen.Move {
	return movegen.Move(uint32(from) | uint32(to)<<6)
}

// checkingMoves appends to buf the legal moves of the side to move in p that may give
// check (a superset of them; GivesCheck decides) and reports true, or reports false
// when it cannot vouch for the list (see above).
func checkingMoves(p *movegen.Position, buf []movegen.Move) ([]movegen.Move, bool) {
	us := p.SideToMove()
	them := us.Other()
	ek := p.King(them)
	if ek == movegen.NoSquare {
		return buf, true // nothing gives check
	}
	if p.InCheck() || p.Pinned() != 0 || p.EnPassant() != movegen.NoSquare || p.Pieces(us, movegen.King).Count() > 1 {
		return buf, false
	}
	occ := p.Occupied()
	own := p.ColorPieces(us)
	pawns := p.Pieces(us, movegen.Pawn)
	seventh, forward := movegen.Rank7, 8
	castleRooks := movegen.SquareBB(movegen.F1) | movegen.SquareBB(movegen.D1)
	castling := p.Castling() & (movegen.WhiteKingside | movegen.WhiteQueenside)
	if us == movegen.Black {
		seventh, forward = movegen.Rank2, -8
		castleRooks = movegen.SquareBB(movegen.F8) | movegen.SquareBB(movegen.D8)
		castling = p.Castling() & (movegen.BlackKingside | movegen.BlackQueenside)
	}
	if castling != 0 && rookGeom[ek]&castleRooks != 0 {
		return buf, false
	}
	rookSq := slide(ek, occ, rookDirs)
	bishopSq := slide(ek, occ, bishopDirs)
	queens := p.Pieces(us, movegen.Queen)
	straight := p.Pieces(us, movegen.Rook) | queens
	diagonal := p.Pieces(us, movegen.Bishop) | queens
	// An own piece between the king and an own slider behind it could uncover a check.
	if straight&rookGeom[ek] != 0 && slide(ek, occ&^(rookSq&own), rookDirs)&straight&^rookSq != 0 ||
		diagonal&bishopGeom[ek] != 0 && slide(ek, occ&^(bishopSq&own), bishopDirs)&diagonal&^bishopSq != 0 {
		return buf, false
	}
	free := ^own &^ movegen.SquareBB(ek)
	for b := p.Pieces(us, movegen.Knight); b != 0; {
		from := b.PopFirst()
		for t := knightGeom[from] & knightGeom[ek] & free; t != 0; {
			buf = append(buf, normalMove(from, t.PopFirst()))
		}
	}
	for b := straight | diagonal; b != 0; {
		from := b.PopFirst()
		var reach, checks movegen.Bitboard
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
	home, first := movegen.Rank2, movegen.Rank1
	if us == movegen.Black {
		home, first = movegen.Rank7, movegen.Rank8
	}
	pawns &^= first
	for t := kingGeom[ek] & pawnFront(ek, us); t != 0; {
		to := t.PopFirst()
		switch {
		case !occ.Has(to):
			from := movegen.Square(int(to) - forward)
			if pawns.Has(from) {
				buf = append(buf, normalMove(from, to))
			} else if !occ.Has(from) {
				from2 := movegen.Square(int(from) - forward)
				if from2 >= movegen.A1 && from2 <= movegen.H8 && pawns.Has(from2) && home.Has(from2) {
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
				if from := movegen.MakeSquare(f, r); pawns.Has(from) {
					buf = append(buf, normalMove(from, to))
				}
			}
		}
	}
	// Promotions: all of them (GivesCheck decides).
	for b := pawns & seventh; b != 0; {
		from := b.PopFirst()
		to := movegen.Square(int(from) + forward)
		if !occ.Has(to) {
			buf = appendPromotions(buf, from, to)
		}
		for _, df := range [2]int{-1, 1} {
			if f := from.File() + df; f >= 0 && f <= 7 {
				if t := movegen.MakeSquare(f, to.Rank()); occ.Has(t) && free.Has(t) {
					buf = appendPromotions(buf, from, t)
				}
			}
		}
	}
	return buf, true
}

// appendPromotions appends the four promotions of a pawn from from to to (movegen.Move's
// layout: the piece type in bits 12–14).
func appendPromotions(buf []movegen.Move, from, to movegen.Square) []movegen.Move {
	m := normalMove(from, to)
	for _, pt := range [4]movegen.PieceType{movegen.Queen, movegen.Rook, movegen.Bishop, movegen.Knight} {
		buf = append(buf, m|movegen.Move(pt)<<12)
	}
	return buf
}

// pawnFront is the rank from which a pawn of colour us attacks the king on ek.
func pawnFront(ek movegen.Square, us movegen.Color) movegen.Bitboard {
	r := ek.Rank() - 1
	if us == movegen.Black {
		r = ek.Rank() + 1
	}
	if r < 0 || r > 7 {
		return 0
	}
	return movegen.Rank1 << (8 * r)
}

// checkingMoves is checkingMoves for the engine's position, in the current ply's buffer
// (shared with legal).
func (e *engine) checkingMoves() ([]movegen.Move, bool) {
	for len(e.bufs) <= e.ply {
		e.bufs = append(e.bufs, make([]movegen.Move, 0, 64))
	}
	b, ok := checkingMoves(e.pos, e.bufs[e.ply][:0])
	e.bufs[e.ply] = b
	return b, ok
}
