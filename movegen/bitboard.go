package movegen

import (
	"iter"
	"math/bits"
)

// Bitboard is a set of squares, bit i standing for Square(i):
//
//	bit 63 … bit 56   h8 … a8   (eighth rank)
//	   …                 …
//	bit  7 … bit  0   h1 … a1   (first rank)
//
// Shifting left by 8 moves every square one rank up (towards Black), by 1 one file right
// (the h-file wrapping onto the next rank's a-file, hence the file masks below).
type Bitboard uint64

// Files and ranks as sets of squares.
const (
	FileA Bitboard = 0x0101010101010101
	FileH Bitboard = FileA << 7
	Rank1 Bitboard = 0xFF
	Rank2 Bitboard = Rank1 << (8 * 1)
	Rank3 Bitboard = Rank1 << (8 * 2)
	Rank6 Bitboard = Rank1 << (8 * 5)
	Rank7 Bitboard = Rank1 << (8 * 6)
	Rank8 Bitboard = Rank1 << (8 * 7)
)

// SquareBB returns the set holding only s; NoSquare gives the empty set.
func SquareBB(s Square) Bitboard {
	if uint(s) > 63 {
		return 0
	}
	return 1 << uint(s)
}

// bit is SquareBB for a square known to be on the board (no NoSquare test).
func bit(s Square) Bitboard { return 1 << (uint(s) & 63) }

// Has reports whether s is in the set; always false for NoSquare.
func (b Bitboard) Has(s Square) bool { return b&SquareBB(s) != 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square in the set (a1 first, then b1 …), or NoSquare if the
// set is empty.
func (b Bitboard) First() Square {
	if b == 0 {
		return NoSquare
	}
	return Square(bits.TrailingZeros64(uint64(b)))
}

// PopFirst removes the lowest square from the set and returns it; NoSquare if the set was
// empty. The usual loop is
//
//	for b := set; b != 0; {
//		s := b.PopFirst()
//		…
//	}
func (b *Bitboard) PopFirst() Square {
	if *b == 0 {
		return NoSquare
	}
	s := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return s
}

// Squares yields the squares of the set in ascending order (a1, b1, … h8).
func (b Bitboard) Squares() iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for b != 0 {
			s := Square(bits.TrailingZeros64(uint64(b)))
			b &= b - 1
			if !yield(s) {
				return
			}
		}
	}
}

// moreThanOne reports whether the set holds at least two squares.
func (b Bitboard) moreThanOne() bool { return b&(b-1) != 0 }

// lsb returns the lowest square of a non-empty set (a meaningless 64 for the empty set;
// callers check first). Kept tiny so that it inlines in the generator's loops.
func lsb(b Bitboard) Square { return Square(bits.TrailingZeros64(uint64(b))) }

// popCount is Count for the hot loops.
func popCount(b Bitboard) int { return bits.OnesCount64(uint64(b)) }

// String draws the set as an 8×8 grid, eighth rank first, for test failures.
func (b Bitboard) String() string {
	buf := make([]byte, 0, 72)
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			if b.Has(MakeSquare(f, r)) {
				buf = append(buf, 'x')
			} else {
				buf = append(buf, '.')
			}
		}
		buf = append(buf, '\n')
	}
	return string(buf)
}
