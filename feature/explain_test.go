package feature

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExplainSaysWhatProblemSolves: the hover of a stipulation says that cpls does not
// solve it exactly when package problem does not solve it (problem.SolvesStipulation):
// exact- stipulations, intro moves and goals the solver lacks.
func TestExplainSaysWhatProblemSolves(t *testing.T) {
	for _, tc := range []struct {
		stip   string
		solved bool
	}{
		{"#2", true},
		{"h#2.5", true},
		{"ser-s#3", true},
		{"exact-h#2", false},
		{"3->#2", false},
		{"h##2", false},
	} {
		t.Run(tc.stip, func(t *testing.T) {
			text := "BeginProblem\nPieces White Ke1 Qa7 Black Kc1\nStipulation " + tc.stip + "\nEndProblem\n"
			f := Analyse(text)
			h := f.Hover(strings.Index(text, tc.stip), nil)
			require.NotNil(t, h)
			require.Len(t, h.Lines, 1)
			assert.Equal(t, !tc.solved, strings.HasSuffix(h.Lines[0], "cpls does not solve this kind of stipulation."), h.Lines[0])
			units := UnitsToSolve(f)
			assert.Equal(t, tc.solved, len(units) == 1, "units: %v", units)
		})
	}
}
