package problem

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPopeyeGolden compares cpls solve's output with Popeye's for the problems of
// testdata/popeye (see its README), up to the order of sibling lines.
func TestPopeyeGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/popeye/*.inp")
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			want, got := goldenOutputs(t, in)
			assert.Equal(t, want, got)
		})
	}
}

// goldenOutputs solves the input file in (a minute at most) and returns Popeye's output,
// read from the .out file beside it, and cpls's, both in canonical order of sibling lines.
func goldenOutputs(t *testing.T, in string) (want, got string) {
	t.Helper()
	src, err := os.ReadFile(in)
	require.NoError(t, err)
	popeye, err := os.ReadFile(strings.TrimSuffix(in, ".inp") + ".out")
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	solved := solveText(ctx, src)
	require.False(t, solved.Interrupted, in)
	return CanonicalOutput(string(popeye)), CanonicalOutput(solved.Text)
}

// TestWhiteToPlaySeries: Popeye applies WhiteToPlay to series play (ser-#2 becomes
// ser-#1 after a first move of Black's); cpls does not, so such a twin is not solved
// and the option gets one finding.
func TestWhiteToPlaySeries(t *testing.T) {
	src := []byte("BeginProblem\nStipulation #1\nOption WhiteToPlay\nPieces White Kb3 Rh2 Black Ka1\nTwin Stipulation ser-#2\nEndProblem\n")
	var got []string
	for _, d := range Check(context.Background(), src, CheckOptions{}) {
		got = append(got, string(src[d.Start:d.End])+": "+d.Message)
	}
	assert.Equal(t, []string{"WhiteToPlay: cpls does not solve problems with WhiteToPlay in series play"}, got)
	text := solveText(context.Background(), src).Text
	assert.Contains(t, text, "WhiteToPlay not applicable - ignored\n")
	assert.Contains(t, text, "b) ser-#2  \ncpls does not solve problems with WhiteToPlay in series play\n")
}

// TestPopeyeGoldenMoveNumbers: the progress lines of MoveNumbers ("  4  (Re1*e6-e5 + )"),
// which CanonicalOutput leaves out, are Popeye's and in Popeye's order on every golden
// input whose output has them: the numbers follow the order Popeye plays its moves in.
// progressDiffers lists the goldens where they are known to differ, with the cause.
func TestPopeyeGoldenMoveNumbers(t *testing.T) {
	inputs, err := filepath.Glob("testdata/popeye/*.inp")
	require.NoError(t, err)
	numbered := regexp.MustCompile(`(?m)^ *[0-9]+(:[0-9]+)*  \(.*\)$`)
	checked := 0
	for _, in := range inputs {
		popeye, err := os.ReadFile(strings.TrimSuffix(in, ".inp") + ".out")
		require.NoError(t, err)
		want := numbered.FindAllString(string(popeye), -1)
		if len(want) == 0 || progressDiffers[filepath.Base(in)] != "" {
			continue
		}
		checked++
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			require.NoError(t, err)
			got := numbered.FindAllString(solveText(context.Background(), src).Text, -1)
			assert.Equal(t, strings.Join(want, "\n"), strings.Join(got, "\n"))
		})
	}
	require.NotZero(t, checked, "no golden output has move numbers")
}

// progressDiffers are the goldens whose MoveNumbers progress lines cpls does not write as
// Popeye does, by cause.
var progressDiffers = map[string]string{
	"movenumbers-setplay-series.inp": "cpls writes no progress lines for the set play of series play, where Popeye numbers the series side's first moves once for each length",
}
