package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSlidersMatchRayWalk compares the slider lookups with a plain ray walk on random
// occupancies of every density, for every square.
func TestSlidersMatchRayWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for s := A1; s <= H8; s++ {
		for i := 0; i < 300; i++ {
			occ := Bitboard(rng.Uint64())
			switch i % 3 {
			case 1:
				occ &= Bitboard(rng.Uint64())
			case 2:
				occ &= Bitboard(rng.Uint64() & rng.Uint64())
			}
			require.Equal(t, slidingAttacks(s, occ, &rookDirections), rookAttacks(s, occ), "rook on %s\n%s", s, occ)
			require.Equal(t, slidingAttacks(s, occ, &bishopDirections), bishopAttacks(s, occ), "bishop on %s\n%s", s, occ)
		}
	}
}

func TestLeaperAndPawnTables(t *testing.T) {
	require.Equal(t, SquareBB(B3)|SquareBB(C2), knightAttacks[A1])
	require.Equal(t, 8, knightAttacks[E4].Count())
	require.Equal(t, SquareBB(D1)|SquareBB(D2)|SquareBB(E2)|SquareBB(F2)|SquareBB(F1), kingAttacks[E1])
	require.Equal(t, SquareBB(D3)|SquareBB(F3), pawnAttacks[White][E2])
	require.Equal(t, SquareBB(D6)|SquareBB(F6), pawnAttacks[Black][E7])
	// Popeye: a pawn on its own first rank neither moves nor attacks.
	require.Zero(t, pawnAttacks[White][E1])
	require.Zero(t, pawnAttacks[Black][E8])
	require.Zero(t, pawnAttackers[White][D2], "no white pawn attacks the second rank")
	require.Equal(t, SquareBB(C7)|SquareBB(E7), pawnAttackers[White][D8])
	require.Equal(t, SquareBB(C2)|SquareBB(E2), pawnAttackers[Black][D1])
	for s := A1; s <= H8; s++ {
		for c := White; c <= Black; c++ {
			for b := pawnAttacks[c][s]; b != 0; {
				require.True(t, pawnAttackers[c][b.PopFirst()].Has(s))
			}
		}
	}
}

func TestBetweenAndLine(t *testing.T) {
	require.Equal(t, SquareBB(B2)|SquareBB(C3), between[A1][D4])
	require.Equal(t, between[A1][D4], between[D4][A1])
	require.Equal(t, SquareBB(E2)|SquareBB(E3), between[E1][E4])
	require.Zero(t, between[A1][B3], "a knight's step is not a line")
	require.Zero(t, between[A1][B2], "adjacent squares have nothing between them")
	require.Equal(t, FileA, line[A3][A6])
	require.Equal(t, Rank1<<(8*3), line[B4][G4])
	require.Zero(t, line[A1][C2])
	require.Equal(t, 8, line[A1][H8].Count())
	require.True(t, line[C3][E5].Has(H8) && line[C3][E5].Has(A1))
}

func TestBitboardHelpers(t *testing.T) {
	b := SquareBB(A1) | SquareBB(E4) | SquareBB(H8)
	require.Equal(t, 3, b.Count())
	require.Equal(t, A1, b.First())
	require.Equal(t, NoSquare, Bitboard(0).First())
	var got []Square
	for s := range b.Squares() {
		got = append(got, s)
	}
	require.Equal(t, []Square{A1, E4, H8}, got)
	got = got[:0]
	for c := b; c != 0; {
		got = append(got, c.PopFirst())
	}
	require.Equal(t, []Square{A1, E4, H8}, got)
	var empty Bitboard
	require.Equal(t, NoSquare, empty.PopFirst())
	require.False(t, b.Has(NoSquare))
	require.Zero(t, SquareBB(NoSquare))
}
