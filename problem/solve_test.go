package problem

import (
	"context"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/fairy"
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
	sols := pr.Solve(ctx, 0)
	// Generous: the solver polls its context every few thousand positions (~10 ms).
	assert.Less(t, time.Since(start), 5*time.Second, "Solve must return promptly after cancel")
	require.NotNil(t, sols[0].Result)
	assert.Equal(t, solver.Interrupted, sols[0].Result.Status)
	assert.Nil(t, sols[1].Result, "a twin after an interrupted one is not solved")
	text := Render(pr, Results(sols))
	// Popeye's end of an interrupted problem (BEISPIEL/lengthy/zeitmax.inp): the
	// message right after the caption's blank line, no "Partielle Loesung".
	assert.Regexp(t, `(\na\) \n|#)\nBearbeitung abgebrochen\.\n\n\n$`, text)
	assert.NotContains(t, text, "Partielle Loesung")
	assert.NotContains(t, text, "b) ")
}

// TestSolveStop: a solve tells why it stopped by the solver's error, never by the time
// it took: the time budget, the node budget, a cancelled context, or not at all; the
// timeout finding names the budget only when the budget ran out.
func TestSolveStop(t *testing.T) {
	hard := []byte("BeginProblem\nPieces White Ke1 Qd1 Ra1h1 Bc1f1 Sb1g1 Pa2b2c2d2e2f2g2h2\n" +
		"Black Ke8 Qd8 Ra8h8 Bc8f8 Sb8g8 Pa7b7c7d7e7f7g7h7\nStipulation h#12\nEndProblem\n")
	load := func(src []byte) (*Problem, *Twin) {
		pr := Load(src, parser.Parse(src).Problems[0])
		require.True(t, pr.Twins[0].Solvable())
		return pr, pr.Twins[0]
	}
	cancelled, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	for _, tc := range []struct {
		name    string
		src     []byte
		ctx     context.Context
		budget  time.Duration
		nodes   uint64
		want    Stop
		message string
	}{
		{"time budget", hard, context.Background(), 20 * time.Millisecond, 0, OutOfTime, "solving h#12 did not finish within the budget of 20ms"},
		{"node budget", hard, context.Background(), time.Minute, 5000, OutOfNodes, "solving h#12 was stopped before it finished"},
		{"cancelled", hard, cancelled, time.Minute, 0, Cancelled, "solving h#12 was stopped before it finished"},
		{"finished", []byte("BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nEndProblem\n"),
			context.Background(), time.Minute, 0, NotStopped, "#2 is sound: 1.Qa7-f2!"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pr, tw := load(tc.src)
			tw.Options.MaxNodes = tc.nodes
			sol := tw.Solve(tc.ctx, SolveOptions{Budget: tc.budget})
			assert.Equal(t, tc.want, sol.Stop(), sol.Stop().String())
			assert.Equal(t, tc.budget, sol.Budget)
			diags := pr.SolutionDiagnostics(sol)
			require.NotEmpty(t, diags)
			assert.Equal(t, tc.message, diags[0].Message)
		})
	}
}

// TestSolveIncomplete: a solve under SeriesCapture whose series outgrew the moves' numbers
// (fairy.ErrSeriesOverflow) stops as Incomplete, and its finding says so rather than
// calling the play sound or without solution.
func TestSolveIncomplete(t *testing.T) {
	src := []byte("BeginProblem\nCondition SeriesCapture\nPieces White Ke1 Qd1 Black Ke8 Pa7b7\nStipulation h#2\nEndProblem\n")
	pr := Load(src, parser.Parse(src).Problems[0])
	tw := pr.Twins[0]
	require.True(t, tw.Solvable())
	sol := TwinSolution{Twin: tw, Result: &solver.Result{Stipulation: tw.Stipulation, Status: solver.Interrupted, Err: fairy.ErrSeriesOverflow}}
	assert.Equal(t, Incomplete, sol.Stop())
	diags := pr.SolutionDiagnostics(sol)
	require.NotEmpty(t, diags)
	assert.Equal(t, CodeTimeout, diags[0].Code)
	assert.Contains(t, diags[0].Message, "solving h#2 is incomplete: SeriesCapture")
}
