package legality

import "github.com/cpls-dev/cpls/movegen"

// board is the validation's own board: a mailbox for reading men square by square, with
// the bitboards that attack questions need. Retractions edit copies of it, so it is a
// plain value; set keeps both views in step.
type board struct {
	squares  [64]movegen.Piece
	pieces   [16]movegen.Bitboard // by Piece (colour<<3 | type)
	occupied movegen.Bitboard
}

// set puts pc on s (NoPiece empties it), replacing whatever stood there.
func (b *board) set(s movegen.Square, pc movegen.Piece) {
	bit := movegen.SquareBB(s)
	if old := b.squares[s]; old != movegen.NoPiece {
		b.pieces[old&15] &^= bit
		b.occupied &^= bit
	}
	b.squares[s] = pc
	if pc != movegen.NoPiece {
		b.pieces[pc&15] |= bit
		b.occupied |= bit
	}
}

// men returns the squares of c's men of type pt.
func (b *board) men(c movegen.Color, pt movegen.PieceType) movegen.Bitboard {
	return b.pieces[movegen.MakePiece(c, pt)&15]
}

// allKings returns the squares of the kings of both colours.
func (b *board) allKings() movegen.Bitboard {
	return b.men(movegen.White, movegen.King) | b.men(movegen.Black, movegen.King)
}

// attackers returns the men of colour by that attack s. A pawn attacks diagonally forward
// from any rank, its first included: a pawn there is reported by pawn-on-first-rank, and
// the check rules still see its attack.
func (b *board) attackers(s movegen.Square, by movegen.Color) movegen.Bitboard {
	occ := b.occupied
	queens := b.men(by, movegen.Queen)
	return movegen.Attacks(by, movegen.Knight, s, occ)&b.men(by, movegen.Knight) |
		movegen.Attacks(by, movegen.King, s, occ)&b.men(by, movegen.King) |
		pawnOrigins(s, by)&b.men(by, movegen.Pawn) |
		movegen.Attacks(by, movegen.Rook, s, occ)&(b.men(by, movegen.Rook)|queens) |
		movegen.Attacks(by, movegen.Bishop, s, occ)&(b.men(by, movegen.Bishop)|queens)
}

// attacked reports whether a man of colour by attacks s.
func (b *board) attacked(s movegen.Square, by movegen.Color) bool { return b.attackers(s, by) != 0 }

// pawnOrigins returns the squares from which a pawn of colour by attacks s: diagonally
// behind s as seen from by.
func pawnOrigins(s movegen.Square, by movegen.Color) movegen.Bitboard {
	t := movegen.SquareBB(s)
	if by == movegen.White {
		return (t&^movegen.FileA)>>9 | (t&^movegen.FileH)>>7
	}
	return (t&^movegen.FileA)<<7 | (t&^movegen.FileH)<<9
}

// forward is the rank step of c's pawns: +1 for White, -1 for Black.
func forward(c movegen.Color) int { return 1 - 2*int(c) }

// relRank returns the rank of s counted from c's side: 0 is c's first rank.
func relRank(s movegen.Square, c movegen.Color) int {
	if c == movegen.White {
		return s.Rank()
	}
	return 7 - s.Rank()
}

// isLight reports whether s is a light square (a1 is dark).
func isLight(s movegen.Square) bool { return (s.File()+s.Rank())&1 == 1 }
