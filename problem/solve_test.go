package problem

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSolveCancel cancels a long solve of two twins: Solve returns promptly, the first
// twin is interrupted, the second is not started, and the output says so in the
// problem's language.
func TestSolveCancel(t *testing.T) {
	src := []byte("AnfangProblem\nSteine Weiss Ke1 Dd1 Ta1h1 Lc1f1 Sb1g1 Ba2b2c2d2e2f2g2h2\n" +
		"Schwarz Ke8 Dd8 Ta8h8 Lc8f8 Sb8g8 Ba7b7c7d7e7f7g7h7\nForderung h#12\nZwilling Forderung ser-#12\nEndeProblem\n")
	f := parser.Parse(src)
	require.Len(t, f.Problems, 1)
	pr := Load(src, f.Problems[0])
	require.Len(t, pr.Twins, 2)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	sols := pr.Solve(ctx)
	// Generous: the solver polls its context every few thousand positions (~10 ms).
	assert.Less(t, time.Since(start), 5*time.Second, "Solve must return promptly after cancel")
	require.NotNil(t, sols[0].Result)
	assert.Equal(t, solver.Interrupted, sols[0].Result.Status)
	assert.Nil(t, sols[1].Result, "a twin after an interrupted one is not solved")
	text := Render(pr, Results(sols))
	assert.True(t, strings.HasSuffix(text, "\nBearbeitung abgebrochen.\nPartielle Loesung\n\n\n"), text)
	assert.NotContains(t, text, "b) ")
}
