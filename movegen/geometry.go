package movegen

// Geometry for callers that reason about positions other than the one on the board (the
// solver's final-position targets, legality's retractions): attack sets for any occupancy
// and the lines between squares.

// Attacks returns the squares a piece of colour c and type pt on s attacks when the
// squares in occ are occupied (occ matters for sliders only).
func Attacks(c Color, pt PieceType, s Square, occ Bitboard) Bitboard {
	switch pt {
	case Pawn:
		return pawnAttacks[c&1][s&63]
	case Knight:
		return knightAttacks[s&63]
	case Bishop:
		return bishopAttacks(s, occ)
	case Rook:
		return rookAttacks(s, occ)
	case Queen:
		return queenAttacks(s, occ)
	case King:
		return kingAttacks[s&63]
	}
	return 0
}

// Between returns the squares strictly between a and b when they share a rank, file or
// diagonal, and the empty set otherwise.
func Between(a, b Square) Bitboard { return between[a&63][b&63] }

// Line returns the whole line (edge to edge) through a and b, both included, when they
// share a rank, file or diagonal, and the empty set otherwise.
func Line(a, b Square) Bitboard { return line[a&63][b&63] }
