package legality

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Attack tables of the validation, built once. They are Validate's own so that it does not
// depend on the move generator's internals.
var (
	vldKnightTargets [64]movegen.Bitboard
	vldKingTargets   [64]movegen.Bitboard
	// vldRays[s][d] lists the squares from s outward in direction d, nearest first;
	// directions 0–3 are orthogonal, 4–7 diagonal (the order of vldDirs).
	vldRays [64][8][]movegen.Square
)

var vldDirs = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

func init() {
	knight := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	for s := movegen.Square(0); s < 64; s++ {
		for _, st := range knight {
			if t, ok := vldOffset(s, st[0], st[1]); ok {
				vldKnightTargets[s] |= movegen.SquareBB(t)
			}
		}
		for d, st := range vldDirs {
			if t, ok := vldOffset(s, st[0], st[1]); ok {
				vldKingTargets[s] |= movegen.SquareBB(t)
			}
			for t, ok := vldOffset(s, st[0], st[1]); ok; t, ok = vldOffset(t, st[0], st[1]) {
				vldRays[s][d] = append(vldRays[s][d], t)
			}
		}
	}
}

// vldOffset returns the square df files and dr ranks from s, and false off the board.
func vldOffset(s movegen.Square, df, dr int) (movegen.Square, bool) {
	f, r := s.File()+df, s.Rank()+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return movegen.NoSquare, false
	}
	return movegen.MakeSquare(f, r), true
}

// vldForward is the rank step of c's pawns: +1 for White, -1 for Black.
func vldForward(c movegen.Color) int { return 1 - 2*int(c) }

// vldRelRank returns the rank of s counted from c's side: 0 is c's first rank.
func vldRelRank(s movegen.Square, c movegen.Color) int {
	if c == movegen.White {
		return s.Rank()
	}
	return 7 - s.Rank()
}

// vldLight reports whether s is a light square (a1 is dark).
func vldLight(s movegen.Square) bool { return (s.File()+s.Rank())&1 == 1 }

// vldAttackers returns the pieces of colour by on b that attack s.
func vldAttackers(b *[64]movegen.Piece, s movegen.Square, by movegen.Color) movegen.Bitboard {
	var a movegen.Bitboard
	for t := vldKnightTargets[s]; t != 0; t &= t - 1 {
		if x := vldFirst(t); b[x] == movegen.MakePiece(by, movegen.Knight) {
			a |= movegen.SquareBB(x)
		}
	}
	for t := vldKingTargets[s]; t != 0; t &= t - 1 {
		if x := vldFirst(t); b[x] == movegen.MakePiece(by, movegen.King) {
			a |= movegen.SquareBB(x)
		}
	}
	for _, df := range [2]int{-1, 1} {
		if x, ok := vldOffset(s, df, -vldForward(by)); ok && b[x] == movegen.MakePiece(by, movegen.Pawn) {
			a |= movegen.SquareBB(x)
		}
	}
	for d := range vldDirs {
		line := movegen.Rook
		if d >= 4 {
			line = movegen.Bishop
		}
		for _, x := range vldRays[s][d] {
			pc := b[x]
			if pc == movegen.NoPiece {
				continue
			}
			if pc.Color() == by && (pc.Type() == line || pc.Type() == movegen.Queen) {
				a |= movegen.SquareBB(x)
			}
			break
		}
	}
	return a
}

// vldAttacked reports whether a piece of colour by on b attacks s.
func vldAttacked(b *[64]movegen.Piece, s movegen.Square, by movegen.Color) bool {
	return vldAttackers(b, s, by) != 0
}

// vldFirst returns the lowest square of a non-empty set.
func vldFirst(b movegen.Bitboard) movegen.Square {
	return movegen.Square(bits.TrailingZeros64(uint64(b)))
}

// vldSquares lists the squares of a set, a1 first.
func vldSquares(b movegen.Bitboard) []movegen.Square {
	var sq []movegen.Square
	for ; b != 0; b &= b - 1 {
		sq = append(sq, vldFirst(b))
	}
	return sq
}
