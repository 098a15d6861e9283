package problem

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPopeyeMisses solves the problems of testdata/popeye-misses (see its README), where
// Popeye 4.104 leaves out sound lines: cpls must write Popeye's output (the .out file)
// plus exactly the lines of the .extra file, in any order.
func TestPopeyeMisses(t *testing.T) {
	inputs, err := filepath.Glob("testdata/popeye-misses/*.inp")
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			want, got := goldenOutputs(t, in)
			extra, err := os.ReadFile(strings.TrimSuffix(in, ".inp") + ".extra")
			require.NoError(t, err)
			require.NotEmpty(t, strings.TrimSpace(string(extra)), "an .extra file lists the missed lines")
			wantLines := append(sortedLines(want), sortedLines(string(extra))...)
			slices.Sort(wantLines)
			assert.Equal(t, wantLines, sortedLines(got))
		})
	}
}

// sortedLines returns the non-empty lines of s, sorted.
func sortedLines(s string) []string {
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	slices.Sort(lines)
	return lines
}
