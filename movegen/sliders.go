package movegen

import "math/bits"

// Sliding attacks by hyperbola quintessence, with tables of a few kilobytes, generated
// into tables_data.go (magic bitboards need a megabyte, whose page faults cost a short
// solve more than its search).
//
// On a line with at most one square per rank (a file or a diagonal), the squares a slider
// on s attacks towards higher squares are o ^ (o - s), o the occupied squares of the line
// without s: subtracting s's bit borrows through the empty squares up to the first
// occupied one. The other direction is the same sum on the board flipped vertically, which
// for such a line is reversing the bytes:
//
//	attacks = ((o - s) ^ flip(flip(o) - flip(s))) & line
//
// A rank holds its eight squares in one byte, where the flip does not help; its attacks
// come from rankAttacks, by the slider's file and the six inner squares of the rank.
//
//	rankAttacks[f][inner]: bit t set when a slider on file f attacks file t, inner
//	holding files b…g of the rank in bits 0…5 (the edge squares never stop a ray)

// sliderLines is, per square, its file and both diagonals without the square itself, the
// square's bit and that bit flipped vertically.
type sliderLines struct {
	file, diag, anti Bitboard
	bit, flipped     Bitboard
}

// lineAttacks is the attack set along one file or diagonal line (see above).
func lineAttacks(occ, line, bit, flipped Bitboard) Bitboard {
	o := uint64(occ & line)
	return Bitboard((o-uint64(bit))^bits.ReverseBytes64(bits.ReverseBytes64(o)-uint64(flipped))) & line
}

// rookAttacks returns the squares a rook on s attacks when the squares of occ are
// occupied (the attacked set includes the first occupied square of each ray).
func rookAttacks(s Square, occ Bitboard) Bitboard {
	l := &lines[s&63]
	shift := uint(s) & 56
	return lineAttacks(occ, l.file, l.bit, l.flipped) | Bitboard(rankAttacks[s&7][uint64(occ)>>(shift+1)&63])<<shift
}

// bishopAttacks is rookAttacks for a bishop.
func bishopAttacks(s Square, occ Bitboard) Bitboard {
	l := &lines[s&63]
	return lineAttacks(occ, l.diag, l.bit, l.flipped) | lineAttacks(occ, l.anti, l.bit, l.flipped)
}

// queenAttacks is rookAttacks for a queen.
func queenAttacks(s Square, occ Bitboard) Bitboard {
	return rookAttacks(s, occ) | bishopAttacks(s, occ)
}

var (
	rookDirections   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirections = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

// slidingAttacks walks the rays from s in dirs until the edge or the first occupied
// square: the reference the fast lookups are tested against, and the empty-board rays.
func slidingAttacks(s Square, occ Bitboard, dirs *[4][2]int) Bitboard {
	var b Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			t := MakeSquare(f, r)
			b |= SquareBB(t)
			if occ.Has(t) {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return b
}
