package target

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestPawnGuards compares pawnGuards with the move generator's pawn attacks on every
// square, the back ranks included (the tables have no pawn there, pawnGuards must
// still find the guards of a square on them).
func TestPawnGuards(t *testing.T) {
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		for s := movegen.Square(0); s < 64; s++ {
			var want movegen.Bitboard
			for x := movegen.Square(0); x < 64; x++ {
				if x.Rank() > 0 && x.Rank() < 7 && movegen.Attacks(c, movegen.Pawn, x, 0).Has(s) {
					want |= movegen.SquareBB(x)
				}
			}
			require.Equal(t, want, pawnGuards(c, s), "%v pawns guarding %v", c, s)
		}
	}
}

// TestFullTargetsHalt: the construction asks whether to stop every haltInterval steps
// and gives up at once when told (hpint.inp#32 h=4, whose exact targets take a million
// steps).
func TestFullTargetsHalt(t *testing.T) {
	pos, err := movegen.ParseFEN("8/8/6KP/8/8/8/1pp1Rppp/k7 b - - 0 1")
	require.NoError(t, err)
	asked := 0
	_, ok := BuildFullTargets(pos, Stalemate, movegen.White, 4, 4, 20_000_000, true, func() bool {
		asked++
		return asked == 3
	})
	require.False(t, ok)
	require.Equal(t, 3, asked, "asked again after being told to stop")
	// Not told to stop, it goes on: the same construction without halt asks on.
	asked = 0
	_, _ = BuildFullTargets(pos, Stalemate, movegen.White, 4, 4, 20*haltInterval, true, func() bool {
		asked++
		return false
	})
	require.Equal(t, 20, asked)
}
