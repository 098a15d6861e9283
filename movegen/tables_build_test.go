package movegen

import "math/bits"

// tableSet holds every precomputed table of the package, built from the board's geometry
// by buildTables: what tables_data.go must hold (TestTablesGenerated).
type tableSet struct {
	knightAttacks, kingAttacks [64]Bitboard
	pawnAttacks, pawnAttackers [2][64]Bitboard
	rookRays, bishopRays       [64]Bitboard
	between, line              [64][64]Bitboard
	castlingLost               [64]uint8
	lines                      [64]sliderLines
	rankAttacks                [8][64]uint8
}

// buildTables computes every table from the steps and directions of the pieces alone
// (the rays by slidingAttacks, not by the lookups the tables serve).
func buildTables() *tableSet {
	t := &tableSet{}
	t.buildLeapers()
	t.buildSliders()
	t.buildRankAttacks()
	t.buildLines()
	t.castlingLost[E1] = WhiteKingside | WhiteQueenside
	t.castlingLost[H1] = WhiteKingside
	t.castlingLost[A1] = WhiteQueenside
	t.castlingLost[E8] = BlackKingside | BlackQueenside
	t.castlingLost[H8] = BlackKingside
	t.castlingLost[A8] = BlackQueenside
	return t
}

// buildLeapers fills the knight, king and pawn tables. A pawn on its own first rank
// attacks nothing (pawnAttacks' rule, Popeye's).
func (t *tableSet) buildLeapers() {
	for s := A1; s <= H8; s++ {
		for i := range knightSteps {
			if to, ok := s.Offset(knightSteps[i][0], knightSteps[i][1]); ok {
				t.knightAttacks[s] |= SquareBB(to)
			}
			if to, ok := s.Offset(kingSteps[i][0], kingSteps[i][1]); ok {
				t.kingAttacks[s] |= SquareBB(to)
			}
		}
		for c, dr := range [2]int{1, -1} {
			if (c == int(White) && s.Rank() == 0) || (c == int(Black) && s.Rank() == 7) {
				continue
			}
			for _, df := range [2]int{-1, 1} {
				if to, ok := s.Offset(df, dr); ok {
					t.pawnAttacks[c][s] |= SquareBB(to)
					t.pawnAttackers[c][to] |= SquareBB(s)
				}
			}
		}
	}
}

// buildSliders fills lines: each square's file and diagonals without it, its bit and
// that bit flipped vertically.
func (t *tableSet) buildSliders() {
	for s := A1; s <= H8; s++ {
		l := &t.lines[s]
		l.bit = SquareBB(s)
		l.flipped = Bitboard(bits.ReverseBytes64(uint64(l.bit)))
		for o := A1; o <= H8; o++ {
			switch {
			case o == s:
			case o.File() == s.File():
				l.file |= SquareBB(o)
			case o.File()-o.Rank() == s.File()-s.Rank():
				l.diag |= SquareBB(o)
			case o.File()+o.Rank() == s.File()+s.Rank():
				l.anti |= SquareBB(o)
			}
		}
	}
}

// buildRankAttacks fills rankAttacks (layout in sliders.go).
func (t *tableSet) buildRankAttacks() {
	for f := range 8 {
		for inner := range 64 {
			occ := inner << 1
			var a uint8
			for o := f + 1; o < 8; o++ {
				a |= 1 << o
				if occ&(1<<o) != 0 {
					break
				}
			}
			for o := f - 1; o >= 0; o-- {
				a |= 1 << o
				if occ&(1<<o) != 0 {
					break
				}
			}
			t.rankAttacks[f][inner] = a
		}
	}
}

// buildLines fills the empty-board rays, between and line.
func (t *tableSet) buildLines() {
	for a := A1; a <= H8; a++ {
		t.rookRays[a] = slidingAttacks(a, 0, &rookDirections)
		t.bishopRays[a] = slidingAttacks(a, 0, &bishopDirections)
	}
	for a := A1; a <= H8; a++ {
		for b := A1; b <= H8; b++ {
			if a == b {
				continue
			}
			ab := SquareBB(a) | SquareBB(b)
			switch {
			case t.rookRays[a].Has(b):
				t.between[a][b] = slidingAttacks(a, ab, &rookDirections) & slidingAttacks(b, ab, &rookDirections)
				t.line[a][b] = (t.rookRays[a] & t.rookRays[b]) | ab
			case t.bishopRays[a].Has(b):
				t.between[a][b] = slidingAttacks(a, ab, &bishopDirections) & slidingAttacks(b, ab, &bishopDirections)
				t.line[a][b] = (t.bishopRays[a] & t.bishopRays[b]) | ab
			}
		}
	}
}
