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
	_, ok := BuildFullTargets(pos, 0, Stalemate, movegen.White, 4, 4, 20_000_000, true, func() bool {
		asked++
		return asked == 3
	})
	require.False(t, ok)
	require.Equal(t, 3, asked, "asked again after being told to stop")
	// Not told to stop, it goes on: the same construction without halt asks on.
	asked = 0
	_, _ = BuildFullTargets(pos, 0, Stalemate, movegen.White, 4, 4, 20*haltInterval, true, func() bool {
		asked++
		return false
	})
	require.Equal(t, 20, asked)
}

// TestNoPawnOnLastRank: no target stands a pawn on the rank where it promotes. The
// construction takes the distances of pawns from tables in which a pawn reaches its
// last rank as a pawn (the step before it goes on as the promoted piece); a target that
// kept it there could never be reached and, with several pawns near promotion,
// multiplies the targets (hpint.inp#53 h=8: the victim's pawns on d2, f2 and g2).
func TestNoPawnOnLastRank(t *testing.T) {
	pos, err := movegen.ParseFEN("8/8/8/8/8/p7/P2p1pp1/1K5k b - - 0 1")
	require.NoError(t, err)
	onLastRank := func(c movegen.Color, typ movegen.PieceType, sq movegen.Square) bool {
		return typ == movegen.Pawn && sq.Rank() == lastRank(c)
	}
	for _, exact := range []bool{true, false} {
		targets, ok := BuildFullTargets(pos, 0, Stalemate, movegen.White, 8, 8, 4_000_000, exact, nil)
		require.True(t, ok)
		require.NotEmpty(t, targets)
		nM := pos.ColorPieces(movegen.White).Count()
		for _, tg := range targets {
			for id, sl := range tg.slots {
				c := movegen.White
				if id >= nM {
					c = movegen.Black
				}
				require.False(t, sl.state == slotAt && onLastRank(c, sl.typ, sl.sq), "exact %v: %v pawn on %v", exact, c, sl.sq)
			}
		}
	}
	placements, ok := Placements(pos, Stalemate, movegen.White, 8, 8)
	require.True(t, ok)
	for _, p := range placements {
		for _, pl := range p.place {
			require.False(t, !pl.captured && onLastRank(movegen.White, pl.typ, pl.sq), "white pawn on %v", pl.sq)
		}
	}
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		for sq := movegen.Square(0); sq < 64; sq++ {
			for to := movegen.Square(0); to < 64; to++ {
				if to.Rank() == lastRank(c) {
					require.Equal(t, unreachable, pieceDist(c, movegen.Pawn, sq, movegen.Pawn, to))
				}
			}
		}
	}
}
