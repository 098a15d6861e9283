package fairy

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestMAFFImmobile: on random sparse boards, MAFF's immobility is the manual's: the side
// to move has exactly one legal move, and its king makes it (counted on the plain game's
// legal moves, which MAFF leaves alone).
func TestMAFFImmobile(t *testing.T) {
	cond, err := NewCondition(ConditionSpec{Name: "MAFF"})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(5, 6))
	immobile := 0
	for i := 0; i < 3000; i++ {
		b, c, k := sparseKingsBoard(rng, 4)
		plain := New(Setup{Board: b, SideToMove: c, EnPassant: movegen.NoSquare})
		kingMoves, others := 0, 0
		for _, m := range plain.LegalMoves(nil) {
			if m.From() == k {
				kingMoves++
			} else {
				others++
			}
		}
		want := kingMoves == 1 && others == 0
		g := New(Setup{Board: b, SideToMove: c, EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
		require.True(t, g.ImmobilityRule())
		require.Equal(t, want, g.Immobile(), "board %v, %v to move", b, c)
		require.Equal(t, kingMoves+others, len(g.LegalMoves(nil)))
		if want {
			immobile++
		}
	}
	require.Positive(t, immobile, "no immobile position met")
	t.Logf("%d immobile positions", immobile)
}

// sparseKingsBoard returns a random board that keeps about one in keep of randomBoard's
// pieces (none royal or neutral) and adds a king of each side, a random side to move c
// and its king's square k: the boards of the immobility tests (MAFF, OWU).
func sparseKingsBoard(rng *rand.Rand, keep int) (b Board, c movegen.Color, k movegen.Square) {
	b = randomBoard(rng)
	for s, p := range b {
		if p.IsRoyal() || p.Neutral() || rng.IntN(keep) > 0 {
			b[s] = NoPiece
		}
	}
	wk, bk := movegen.Square(rng.IntN(64)), movegen.Square(rng.IntN(63))
	if bk >= wk {
		bk++
	}
	b[wk], b[bk] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
	c = movegen.Color(rng.IntN(2))
	return b, c, map[movegen.Color]movegen.Square{movegen.White: wk, movegen.Black: bk}[c]
}
