package fairy

import "github.com/cpls-dev/cpls/movegen"

// The engine's board is Popeye's: a 24×24 mailbox whose middle 8×8 squares are the board,
// surrounded by eight rows and files of Invalid squares on every side. A move of up to
// seven files and seven ranks from any square of the board lands on a square of the
// mailbox, so leapers and riders step by adding a vector and stop at the first square
// that is not empty, without ever testing coordinates. Squares of the mailbox ("box
// squares") are ints; movegen.Square is used only at the edges (moves, setup, the API).
const (
	onerow   = 24 // the mailbox's width: a vector of one rank up is +24
	boxSize  = onerow * onerow
	boxA1    = 8*onerow + 8 // the box square of a1 (Popeye's square_a1, 200)
	boxH8    = boxA1 + 7*onerow + 7
	dirUp    = onerow
	dirDown  = -onerow
	dirRight = 1
	dirLeft  = -1
)

// box returns the box square of s.
func box(s movegen.Square) int { return boxA1 + int(s)>>3*onerow + int(s)&7 }

// boxOf is box as a table, for the hottest paths.
var boxOf = func() (t [64]int16) {
	for s := range t {
		t[s] = int16(box(movegen.Square(s)))
	}
	return t
}()

// square returns the movegen square of the box square b, which must be on the board.
func square(b int) movegen.Square { return sq64[b] }

// sq64 maps box squares to movegen squares (NoSquare off the board).
var sq64 = func() (t [boxSize]movegen.Square) {
	for i := range t {
		t[i] = movegen.NoSquare
	}
	for s := movegen.Square(0); s < 64; s++ {
		t[box(s)] = s
	}
	return t
}()

// onBoard reports whether the box square b is one of the 64 squares.
func onBoard(b int) bool { return b >= 0 && b < boxSize && sq64[b] != movegen.NoSquare }

// fileOf and rankOf return the file and rank (0–7) of a box square on the board.
func fileOf(b int) int { return b%onerow - 8 }
func rankOf(b int) int { return b/onerow - 8 }

// onLastRank reports whether the box square b is on the first or the eighth rank, a
// last rank for one side's pawns.
func onLastRank(b int) bool {
	r := rankOf(b)
	return r == 0 || r == 7
}

// vec builds a vector of df files and dr ranks.
func vec(df, dr int) int { return dr*onerow + df }

// The vectors of Popeye's pieces/walks/vectors.c, in its order (which is the order moves
// are generated in). Each set is a slice of the one table.
var vectors = []int{
	1, 24, -1, -24, // 0,1 (rook)
	23, 25, -23, -25, // 1,1 (bishop)
	22, 47, 49, 26, -22, -47, -49, -26, // 1,2 (knight)
	22, 47, 49, 26, -22, -47, -49, -26, // 1,2 again (okapi, equihopper, zigzags)
	45, 70, 74, 51, -45, -70, -74, -51, // 2,3 (zebra)
	21, 71, 73, 27, -21, -71, -73, -27, // 1,3 (camel)
	20, 95, 97, 28, -20, -95, -97, -28, // 1,4 (giraffe)
	68, 93, 99, 76, -68, -93, -99, -76, // 3,4 (antelope)
	5, 120, -5, -120, // 0,5
	2, 48, -2, -48, // 0,2 (dabbaba)
	46, 50, -46, -50, // 2,2 (alfil)
	17, 167, 169, 31, -17, -167, -169, -31, // 1,7
	115, 125, -115, -125, // 5,5
	65, 165, 171, 79, -65, -165, -171, -79, // 3,7
	18, 143, 145, 30, -18, -143, -145, -30, // 1,6
	44, 94, 98, 52, -44, -94, -98, -52, // 2,4
	67, 117, 123, 77, -67, -117, -123, -77, // 3,5
	19, 119, 121, 29, -19, -119, -121, -29, // 1,5
	43, 118, 122, 53, -43, -118, -122, -53, // 2,5
	66, 141, 147, 78, -66, -141, -147, -78, // 3,6
	3, 72, -3, -72, // 0,3
	4, 96, -4, -96, // 0,4
	6, 144, -6, -144, // 0,6
	7, 168, -7, -168, // 0,7
	69, 75, -69, -75, // 3,3
	92, 100, -92, -100, // 4,4
	138, 150, -138, -150, // 6,6
	161, 175, -161, -175, // 7,7
	42, 142, 146, 54, -42, -142, -146, -54, // 2,6
	91, 116, 124, 101, -91, -116, -124, -101, // 4,5
	90, 140, 148, 102, -90, -140, -148, -102, // 4,6
	89, 164, 172, 103, -89, -164, -172, -103, // 4,7
	114, 139, 149, 126, -114, -139, -149, -126, // 5,6
	113, 163, 173, 127, -113, -163, -173, -127, // 5,7
	137, 162, 174, 151, -137, -162, -174, -151, // 6,7
	41, 166, 170, 55, -41, -166, -170, -55, // 2,7
}

// vecs returns Popeye's vectors start…end (1-based, inclusive, as in vectors.h).
func vecs(start, end int) []int { return vectors[start-1 : end] }

// The vector sets of vectors.h.
var (
	rookVecs     = vecs(1, 4)
	bishopVecs   = vecs(5, 8)
	queenVecs    = vecs(1, 8)
	knightVecs   = vecs(9, 16)
	zebraVecs    = vecs(25, 32)
	camelVecs    = vecs(33, 40)
	giraffeVecs  = vecs(41, 48)
	antelopeVecs = vecs(49, 56)
	leap05Vecs   = vecs(57, 60)
	bucephaleV   = vecs(49, 60)
	dabbabaVecs  = vecs(61, 64)
	alfilVecs    = vecs(65, 68)
	leap17Vecs   = vecs(69, 76)
	leap55Vecs   = vecs(77, 80)
	root50Vecs   = vecs(69, 80)
	leap37Vecs   = vecs(81, 88)
	leap16Vecs   = vecs(89, 96)
	leap24Vecs   = vecs(97, 104)
	leap35Vecs   = vecs(105, 112)
	leap15Vecs   = vecs(113, 120)
	leap25Vecs   = vecs(121, 128)
	leap36Vecs   = vecs(129, 136)
	leap03Vecs   = vecs(137, 140)
	leap04Vecs   = vecs(141, 144)
	leap06Vecs   = vecs(145, 148)
	leap07Vecs   = vecs(149, 152)
	leap33Vecs   = vecs(153, 156)
	leap44Vecs   = vecs(157, 160)
	leap66Vecs   = vecs(161, 164)
	leap77Vecs   = vecs(165, 168)
	leap26Vecs   = vecs(169, 176)
	leap45Vecs   = vecs(177, 184)
	leap46Vecs   = vecs(185, 192)
	leap47Vecs   = vecs(193, 200)
	leap56Vecs   = vecs(201, 208)
	leap57Vecs   = vecs(209, 216)
	leap67Vecs   = vecs(217, 224)
	leap27Vecs   = vecs(225, 232)
	elephantVecs = vecs(1, 16)
	okapiVecs    = vecs(17, 32)
	bisonVecs    = vecs(25, 40)
	squirrelVecs = vecs(61, 68) // with the knight's
	equiVecs     = vecs(17, 40) // the equihopper's non-interceptable leaps
)

// maxDelta bounds the difference of two box squares of the board (7 ranks and 7 files).
const maxDelta = 7*onerow + 7

// deltaTable is indexed by the difference of two box squares of the board, offset by
// maxDelta.
type deltaTable [2*maxDelta + 1]int16

// vecSet is a set of vectors with the tables that answer "which vector of the set leads
// from a to b" in one lookup: leap[d] is the vector v with v = d (0 if none), line[d] the
// vector v with d = k·v for some k ≥ 1 (0 if none; for sets whose lines do not overlap).
type vecSet struct {
	vecs []int
	leap deltaTable
	line deltaTable
}

func newVecSet(vs []int) *vecSet {
	s := &vecSet{vecs: vs}
	for _, v := range vs {
		s.leap[v+maxDelta] = int16(v)
		for k := 1; k <= 7; k++ {
			d := k * v
			f, r := deltaCoords(v)
			if abs(f*k) > 7 || abs(r*k) > 7 {
				break
			}
			if s.line[d+maxDelta] == 0 {
				s.line[d+maxDelta] = int16(v)
			}
		}
	}
	return s
}

// deltaCoords splits a vector into files and ranks.
func deltaCoords(v int) (df, dr int) {
	dr = (v + onerow/2) / onerow
	if v+onerow/2 < 0 {
		dr = -((-v + onerow/2) / onerow)
	}
	return v - dr*onerow, dr
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// leapOf returns the vector of s that leads from a to b, or 0.
func (s *vecSet) leapOf(a, b int) int {
	d := b - a
	if d < -maxDelta || d > maxDelta {
		return 0
	}
	return int(s.leap[d+maxDelta])
}

// lineOf returns the vector v of s with b = a + k·v (k ≥ 1), or 0.
func (s *vecSet) lineOf(a, b int) int {
	d := b - a
	if d < -maxDelta || d > maxDelta {
		return 0
	}
	return int(s.line[d+maxDelta])
}
