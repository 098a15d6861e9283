package movegen

import "math/bits"

// Attack tables of the validation, built once. They are Validate's own so that it does not
// depend on the move generator's internals.
var (
	vldKnightTargets [64]Bitboard
	vldKingTargets   [64]Bitboard
	// vldRays[s][d] lists the squares from s outward in direction d, nearest first;
	// directions 0–3 are orthogonal, 4–7 diagonal (the order of vldDirs).
	vldRays [64][8][]Square
)

var vldDirs = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

func init() {
	knight := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	for s := Square(0); s < 64; s++ {
		for _, st := range knight {
			if t, ok := vldOffset(s, st[0], st[1]); ok {
				vldKnightTargets[s] |= SquareBB(t)
			}
		}
		for d, st := range vldDirs {
			if t, ok := vldOffset(s, st[0], st[1]); ok {
				vldKingTargets[s] |= SquareBB(t)
			}
			for t, ok := vldOffset(s, st[0], st[1]); ok; t, ok = vldOffset(t, st[0], st[1]) {
				vldRays[s][d] = append(vldRays[s][d], t)
			}
		}
	}
}

// vldOffset returns the square df files and dr ranks from s, and false off the board.
func vldOffset(s Square, df, dr int) (Square, bool) {
	f, r := s.File()+df, s.Rank()+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return NoSquare, false
	}
	return MakeSquare(f, r), true
}

// vldForward is the rank step of c's pawns: +1 for White, -1 for Black.
func vldForward(c Color) int { return 1 - 2*int(c) }

// vldRelRank returns the rank of s counted from c's side: 0 is c's first rank.
func vldRelRank(s Square, c Color) int {
	if c == White {
		return s.Rank()
	}
	return 7 - s.Rank()
}

// vldLight reports whether s is a light square (a1 is dark).
func vldLight(s Square) bool { return (s.File()+s.Rank())&1 == 1 }

// vldAttackers returns the pieces of colour by on b that attack s.
func vldAttackers(b *[64]Piece, s Square, by Color) Bitboard {
	var a Bitboard
	for t := vldKnightTargets[s]; t != 0; t &= t - 1 {
		if x := vldFirst(t); b[x] == MakePiece(by, Knight) {
			a |= SquareBB(x)
		}
	}
	for t := vldKingTargets[s]; t != 0; t &= t - 1 {
		if x := vldFirst(t); b[x] == MakePiece(by, King) {
			a |= SquareBB(x)
		}
	}
	for _, df := range [2]int{-1, 1} {
		if x, ok := vldOffset(s, df, -vldForward(by)); ok && b[x] == MakePiece(by, Pawn) {
			a |= SquareBB(x)
		}
	}
	for d := range vldDirs {
		line := Rook
		if d >= 4 {
			line = Bishop
		}
		for _, x := range vldRays[s][d] {
			pc := b[x]
			if pc == NoPiece {
				continue
			}
			if pc.Color() == by && (pc.Type() == line || pc.Type() == Queen) {
				a |= SquareBB(x)
			}
			break
		}
	}
	return a
}

// vldAttacked reports whether a piece of colour by on b attacks s.
func vldAttacked(b *[64]Piece, s Square, by Color) bool { return vldAttackers(b, s, by) != 0 }

// vldFirst returns the lowest square of a non-empty set.
func vldFirst(b Bitboard) Square { return Square(bits.TrailingZeros64(uint64(b))) }

// vldSquares lists the squares of a set, a1 first.
func vldSquares(b Bitboard) []Square {
	var sq []Square
	for ; b != 0; b &= b - 1 {
		sq = append(sq, vldFirst(b))
	}
	return sq
}
