package fairy

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMultiCapturesMobility: under MultiCaptures, whose selector keeps every move that
// captures nothing (quietSelector), HasLegalMove answers from a quiet legal move where
// there is one; on random games it must still say what the selected legal moves say
// (checkGame), and the shortcut must be the one taken.
func TestMultiCapturesMobility(t *testing.T) {
	cond, err := NewCondition(ConditionSpec{Name: "MultiCaptures"})
	require.NoError(t, err)
	n := 300
	if testing.Short() {
		n = 80
	}
	rng := rand.New(rand.NewPCG(29, 31))
	for i := 0; i < n; i++ {
		s := randomSetup(rng)
		s.Conditions = []Condition{cond}
		g := New(s)
		require.True(t, g.rules.quietMobile)
		require.False(t, g.rules.mobile)
		playGame(t, rng, g, 6)
	}
}
