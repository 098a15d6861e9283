package movegen

import "math/bits"

// Sliding attacks by "fancy" magic bitboards. For a slider on square s, only the
// occupancy of the squares in mask (the piece's empty-board rays without the last square
// of each ray, which never changes the answer) matters. Multiplying those bits by a
// magic number gathers them, without collisions that would change the answer, into the
// top bits of the product; shifting them down gives an index into the square's slice of
// sliderTable:
//
//	attacks(s, occ) = sliderTable[offset + ((occ & mask) * magic) >> shift]
//
// The magic numbers are found by trying sparse random numbers from a fixed seed until one
// maps every occupancy of the mask without a harmful collision. The search takes a few
// hundred milliseconds, so its results are kept in magic_numbers.go (written by
// `go test -run TestWriteMagicNumbers -write-magics`); start-up only checks them while it
// fills the table, and searches again for any square whose stored number fails.

// magicEntry is the lookup data of one square for one slider kind.
type magicEntry struct {
	mask   Bitboard
	magic  uint64
	offset uint32
	shift  uint8
}

// sliderTableSize is a power of two above the 102400 rook and 5248 bishop entries, so
// that masking an index with sliderTableSize-1 proves it in range and removes the bounds
// check from the lookup.
const sliderTableSize = 1 << 17

var (
	rookMagics   [64]magicEntry
	bishopMagics [64]magicEntry
	sliderTable  [sliderTableSize]Bitboard
)

var (
	rookDirections   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirections = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

// rookAttacks returns the squares a rook on s attacks when the squares of occ are
// occupied (the attacked set includes the first occupied square of each ray).
func rookAttacks(s Square, occ Bitboard) Bitboard {
	m := &rookMagics[s&63]
	return sliderTable[(uint32(uint64(occ&m.mask)*m.magic>>(m.shift&63))+m.offset)&(sliderTableSize-1)]
}

// bishopAttacks is rookAttacks for a bishop.
func bishopAttacks(s Square, occ Bitboard) Bitboard {
	m := &bishopMagics[s&63]
	return sliderTable[(uint32(uint64(occ&m.mask)*m.magic>>(m.shift&63))+m.offset)&(sliderTableSize-1)]
}

// queenAttacks is rookAttacks for a queen.
func queenAttacks(s Square, occ Bitboard) Bitboard {
	return rookAttacks(s, occ) | bishopAttacks(s, occ)
}

// slidingAttacks walks the rays from s in dirs until the edge or the first occupied
// square; the reference the magic tables are built from and tested against.
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

// rayTable is, per slider kind, the empty-board ray from each square in each of its
// four directions, and whether the direction runs to higher square indices; fastAttacks
// builds the magic tables from it.
type rayTable struct {
	ray [64][4]Bitboard
	up  [4]bool
}

func newRayTable(dirs *[4][2]int) *rayTable {
	rt := &rayTable{}
	for d, dir := range dirs {
		rt.up[d] = dir[1] > 0 || dir[1] == 0 && dir[0] > 0
		one := [4][2]int{dir, dir, dir, dir}
		for s := A1; s <= H8; s++ {
			rt.ray[s][d] = slidingAttacks(s, 0, &one)
		}
	}
	return rt
}

// attacks is slidingAttacks by whole rays: each ray stops at its first occupied square,
// found with one bit scan, and the ray beyond it is cut off.
func (rt *rayTable) attacks(s Square, occ Bitboard) Bitboard {
	var b Bitboard
	for d := range 4 {
		ray := rt.ray[s][d]
		b |= ray
		blockers := ray & occ
		if blockers == 0 {
			continue
		}
		first := Square(bits.TrailingZeros64(uint64(blockers)))
		if !rt.up[d] {
			first = Square(63 - bits.LeadingZeros64(uint64(blockers)))
		}
		b &^= rt.ray[first][d]
	}
	return b
}

// magicRand is xorshift64*, a small generator good enough to find magics quickly.
type magicRand uint64

func (r *magicRand) next() uint64 {
	*r ^= *r >> 12
	*r ^= *r << 25
	*r ^= *r >> 27
	return uint64(*r) * 2685821657736338717
}

// sparse returns a random number with about 8 of 64 bits set: magics are sparse.
func (r *magicRand) sparse() uint64 { return r.next() & r.next() & r.next() }

// initMagics fills the entries of both slider kinds and their parts of sliderTable.
func initMagics() {
	offset := uint32(0)
	offset = initMagicKind(&rookMagics, &rookDirections, &rookMagicNumbers, offset)
	initMagicKind(&bishopMagics, &bishopDirections, &bishopMagicNumbers, offset)
}

// initMagicKind fills the entries and sliderTable from offset on, with the magic numbers
// of known where they work (nil: search them all); it returns the offset after the last
// entry it used.
func initMagicKind(entries *[64]magicEntry, dirs *[4][2]int, known *[64]uint64, offset uint32) uint32 {
	var (
		occupancy [4096]Bitboard
		reference [4096]Bitboard
		epoch     [4096]int // attempt that last wrote each slot, to avoid clearing
		attempt   int
	)
	rng := magicRand(0x2545F4914F6CDD1D)
	rays := newRayTable(dirs)
	for s := A1; s <= H8; s++ {
		edges := ((Rank1 | Rank8) &^ rankMask(s.Rank())) | ((FileA | FileH) &^ fileMask(s.File()))
		e := &entries[s]
		e.mask = slidingAttacks(s, 0, dirs) &^ edges
		n := e.mask.Count()
		e.shift = uint8(64 - n)
		e.offset = offset
		size := 0
		// Carry-Rippler: enumerate every subset of the mask.
		for occ := Bitboard(0); ; {
			occupancy[size] = occ
			reference[size] = rays.attacks(s, occ)
			size++
			occ = (occ - e.mask) & e.mask
			if occ == 0 {
				break
			}
		}
		table := sliderTable[offset : offset+uint32(size)]
		for try := 0; ; try++ {
			if try == 0 && known != nil {
				e.magic = known[s]
			} else {
				e.magic = rng.sparse()
			}
			if bits.OnesCount64((uint64(e.mask)*e.magic)>>56) < 6 {
				continue // cannot spread the mask's bits into the index
			}
			attempt++
			ok := true
			for i := 0; i < size; i++ {
				idx := uint64(occupancy[i]) * e.magic >> e.shift
				if epoch[idx] < attempt {
					epoch[idx] = attempt
					table[idx] = reference[i]
				} else if table[idx] != reference[i] {
					ok = false
					break
				}
			}
			if ok {
				break
			}
		}
		offset += uint32(size)
	}
	return offset
}

func rankMask(r int) Bitboard { return Rank1 << (8 * uint(r)) }

func fileMask(f int) Bitboard { return FileA << uint(f) }
