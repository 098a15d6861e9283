package fairy

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

func init() {
	// OWU changes the goals alone (its immobility: TestOWUImmobile): moves stay plain.
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "OWU"}, outcome: refPlain})
}

// TestOWUImmobile: under OWU the goals' immobility is the manual's (Popeye's tester): no
// legal move, and exactly one capture by the king among its moves, legal or not; moves
// stay the plain game's.
func TestOWUImmobile(t *testing.T) {
	cond, err := NewCondition(ConditionSpec{Name: "OWU"})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(7, 8))
	immobile, stuck := 0, 0
	for i := 0; i < 3000; i++ {
		b, c, k := sparseKingsBoard(rng, 3)
		plain := New(Setup{Board: b, SideToMove: c, EnPassant: movegen.NoSquare})
		captures := 0
		for _, m := range plain.pseudo(nil, c) {
			if m.From() == k && plain.capturedAt(m) != 0 {
				captures++
			}
		}
		legal := len(plain.LegalMoves(nil))
		want := legal == 0 && captures == 1
		g := New(Setup{Board: b, SideToMove: c, EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
		require.True(t, g.ImmobilityRule())
		require.Equal(t, want, g.Immobile(), "board %v, %v to move", b, c)
		require.Equal(t, legal, len(g.LegalMoves(nil)))
		if want {
			immobile++
		}
		if legal == 0 && !want {
			stuck++
		}
	}
	require.Positive(t, immobile, "no immobile position met")
	require.Positive(t, stuck, "no position without moves that OWU does not call immobile")
	t.Logf("%d immobile positions, %d without moves but not immobile", immobile, stuck)
}
