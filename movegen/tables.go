package movegen

// Precomputed attack and geometry tables, all indexed by Square (masked with &63 at the
// lookups so that the compiler drops the bounds checks). They are filled once at start-up
// and never written afterwards.
var (
	knightAttacks [64]Bitboard
	kingAttacks   [64]Bitboard

	// pawnAttacks[c][s]: the squares a pawn of colour c on s attacks. A pawn on its own
	// first rank attacks nothing and cannot move, as in Popeye (which accepts such
	// pawns in problems): there it has no capture or move length.
	pawnAttacks [2][64]Bitboard
	// pawnAttackers[c][s]: the squares from which a pawn of colour c attacks s; the
	// inverse of pawnAttacks (not pawnAttacks of the other colour, because of the
	// first-rank rule above).
	pawnAttackers [2][64]Bitboard

	// rookRays and bishopRays: empty-board attacks.
	rookRays   [64]Bitboard
	bishopRays [64]Bitboard

	// between[a][b]: the squares strictly between a and b when they share a rank, file
	// or diagonal; empty otherwise.
	between [64][64]Bitboard
	// line[a][b]: the whole line (edge to edge) through a and b, both included, when they
	// share a rank, file or diagonal; empty otherwise.
	line [64][64]Bitboard

	// castlingLost[s]: the castling rights lost when a piece leaves or reaches s.
	castlingLost [64]uint8
)

var (
	knightSteps = [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	kingSteps   = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
)

func init() {
	initLeapers()
	initSliders()
	initLines()
	castlingLost[E1] = WhiteKingside | WhiteQueenside
	castlingLost[H1] = WhiteKingside
	castlingLost[A1] = WhiteQueenside
	castlingLost[E8] = BlackKingside | BlackQueenside
	castlingLost[H8] = BlackKingside
	castlingLost[A8] = BlackQueenside
}

func initLeapers() {
	for s := A1; s <= H8; s++ {
		for i := range knightSteps {
			if t, ok := s.Offset(knightSteps[i][0], knightSteps[i][1]); ok {
				knightAttacks[s] |= SquareBB(t)
			}
			if t, ok := s.Offset(kingSteps[i][0], kingSteps[i][1]); ok {
				kingAttacks[s] |= SquareBB(t)
			}
		}
		for c, dr := range [2]int{1, -1} {
			if (c == int(White) && s.Rank() == 0) || (c == int(Black) && s.Rank() == 7) {
				continue
			}
			for _, df := range [2]int{-1, 1} {
				if t, ok := s.Offset(df, dr); ok {
					pawnAttacks[c][s] |= SquareBB(t)
					pawnAttackers[c][t] |= SquareBB(s)
				}
			}
		}
	}
}

func initLines() {
	for a := A1; a <= H8; a++ {
		rookRays[a] = slidingAttacks(a, 0, &rookDirections)
		bishopRays[a] = slidingAttacks(a, 0, &bishopDirections)
	}
	for a := A1; a <= H8; a++ {
		for b := A1; b <= H8; b++ {
			if a == b {
				continue
			}
			ab := SquareBB(a) | SquareBB(b)
			switch {
			case rookRays[a].Has(b):
				between[a][b] = rookAttacks(a, ab) & rookAttacks(b, ab)
				line[a][b] = (rookRays[a] & rookRays[b]) | ab
			case bishopRays[a].Has(b):
				between[a][b] = bishopAttacks(a, ab) & bishopAttacks(b, ab)
				line[a][b] = (bishopRays[a] & bishopRays[b]) | ab
			}
		}
	}
}
