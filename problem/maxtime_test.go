package problem

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
)

// TestMaxTimeGoesOn: when Option MaxTime interrupts a twin, Popeye goes on solving the
// next twins, each within MaxTime, and ends the problem with "solving interrupted."
// (testdata/maxtime: twin a) runs out of its second, b) and c) are solved in a blink).
// Streamed and rendered, and through Solve, the output is Popeye's; twin a) takes the
// second of its MaxTime each time. The timeout finding names the option.
func TestMaxTimeGoesOn(t *testing.T) {
	src, err := os.ReadFile("testdata/maxtime/twins.inp")
	require.NoError(t, err)
	popeye, err := os.ReadFile("testdata/maxtime/twins.out")
	require.NoError(t, err)
	want := CanonicalOutput(string(popeye))
	pr := Load(src, parser.Parse(src).Problems[0])
	require.Len(t, pr.Twins, 3)

	var w strings.Builder
	streamed, err := pr.SolveStream(context.Background(), &w, 0, nil)
	require.NoError(t, err)
	solved := pr.Solve(context.Background(), 0)
	for name, sols := range map[string][]TwinSolution{"SolveStream": streamed, "Solve": solved} {
		require.NotNil(t, sols[0].Result, name)
		assert.ErrorIs(t, sols[0].Result.Err, ErrMaxTime, name)
		assert.Equal(t, OutOfTime, sols[0].Stop(), name)
		for _, s := range sols[1:] {
			require.NotNil(t, s.Result, name+": the twins after a MaxTime interruption are solved")
			assert.NotEqual(t, solver.Interrupted, s.Result.Status, name)
		}
		assert.Equal(t, want, CanonicalOutput(Render(pr, Results(sols))), name)
	}
	assert.Equal(t, want, CanonicalOutput(w.String()), "streamed")
	var msgs []string
	for _, d := range pr.SolutionDiagnostics(solved[0]) {
		msgs = append(msgs, d.Message)
	}
	assert.Equal(t, []string{"solving a) #12 did not finish within Option MaxTime (1s)"}, msgs)
}

// TestMaxTimeBudgetStops: a twin interrupted by the caller's budget, shorter than its
// MaxTime, still ends the problem (the budget is cpls's, not Popeye's: nothing after it
// is solved), and is not taken for a MaxTime interruption.
func TestMaxTimeBudgetStops(t *testing.T) {
	src, err := os.ReadFile("testdata/maxtime/twins.inp")
	require.NoError(t, err)
	pr := Load(src, parser.Parse(src).Problems[0])
	sols := pr.Solve(context.Background(), 50*time.Millisecond)
	require.NotNil(t, sols[0].Result)
	assert.Equal(t, OutOfTime, sols[0].Stop())
	assert.NotErrorIs(t, sols[0].Result.Err, ErrMaxTime)
	assert.Nil(t, sols[1].Result, "a twin after an interrupted one is not solved")
	text := Render(pr, Results(sols))
	assert.NotContains(t, text, "b) ")
	assert.True(t, strings.HasSuffix(text, "solving interrupted.\n\n\n"), text)
}
