package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSolveRefusesErrors: a problem with error-severity diagnostics is not solved (what
// is left of it would be another problem): its diagnostics go to stderr in check's
// format, the other problems are solved, and the exit code is 1.
func TestSolveRefusesErrors(t *testing.T) {
	bad := writeTemp(t, "bad.inp", "BeginProblem\nPieces White Kb1 Qz9 Qd4 Black Ka8\nStipulation #2\nOptoin Variation\nEndProblem\n")
	var out, errw bytes.Buffer
	require.Equal(t, 1, run([]string{"solve", bad}, nil, &out, &errw), errw.String())
	assert.Empty(t, out.String(), "nothing is solved, nothing is printed")
	assert.Contains(t, errw.String(), bad+`:2:18: error: "Qz9" is neither a piece`)
	assert.Contains(t, errw.String(), bad+`:4:1: error: "Optoin" is not a command`)
	assert.Contains(t, errw.String(), "[unknown-keyword]\n")

	// Two problems: the first with an error, the second sound.
	two := writeTemp(t, "two.inp", "BeginProblem\nPieces White Kb1 Qd4 Black Ka8\nStipulation #2\nOption Varation\n"+
		"NextProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nEndProblem\n")
	out.Reset()
	errw.Reset()
	require.Equal(t, 1, run([]string{"solve", two}, nil, &out, &errw), errw.String())
	assert.Equal(t, 1, strings.Count(out.String(), "solution finished."), "the second problem is solved")
	assert.Contains(t, out.String(), "1.Qa7-f2 !")
	assert.Contains(t, errw.String(), two+`:4:8: error: "Varation" is not an option`)

	// An illegal position is an error too.
	out.Reset()
	errw.Reset()
	require.Equal(t, 1, run([]string{"solve", filepath.Join("..", "..", "examples", "illegal.inp")}, nil, &out, &errw))
	assert.Empty(t, out.String())
	assert.Contains(t, errw.String(), "error: the white pawn on c1 stands on White's first rank")

	// -json: the problem is there with its diagnostics and no twins.
	out.Reset()
	errw.Reset()
	require.Equal(t, 1, run([]string{"solve", "-json", bad}, nil, &out, &errw))
	var files []solveFileJSON
	require.NoError(t, json.Unmarshal(out.Bytes(), &files))
	require.Len(t, files, 1)
	require.Len(t, files[0].Problems, 1)
	assert.Empty(t, files[0].Problems[0].Twins)
	assert.Len(t, files[0].Problems[0].Diagnostics, 2)
}

// solveFileJSON is what the tests read of solve -json.
type solveFileJSON struct {
	File     string `json:"file"`
	Error    string `json:"error"`
	Problems []struct {
		Twins       []map[string]any `json:"twins"`
		Diagnostics []map[string]any `json:"diagnostics"`
	} `json:"problems"`
}

// TestNoProblem: a file with no problem in it says so, with its name, and exits 1, for
// solve (on stderr) and check (the diagnostic).
func TestNoProblem(t *testing.T) {
	for _, src := range []string{"", "\n\n", "some notes\n", "EndProblem\n"} {
		path := writeTemp(t, "none.inp", src)
		var out, errw bytes.Buffer
		require.Equal(t, 1, run([]string{"solve", path}, nil, &out, &errw), "solve %q", src)
		assert.Empty(t, out.String())
		assert.Contains(t, errw.String(), path+":1:1: error: no problem found", "solve %q", src)

		out.Reset()
		errw.Reset()
		require.Equal(t, 1, run([]string{"check", "-nosolve", path}, nil, &out, &errw), "check %q", src)
		assert.Contains(t, out.String(), path+":1:1: error: no problem found", "check %q", src)
	}
}

// TestSolveUnsupported: a problem cpls does not solve says so and is not "solution
// finished."; stderr has the unsupported diagnostic and the exit code is 1.
func TestSolveUnsupported(t *testing.T) {
	path := writeTemp(t, "fairy.inp", "BeginProblem\nCondition PatienceChess\nPieces White Kb1 Qd4 Black Ka8\nStipulation #2\nEndProblem\n")
	var out, errw bytes.Buffer
	require.Equal(t, 1, run([]string{"solve", path}, nil, &out, &errw))
	assert.Contains(t, out.String(), "cpls does not solve problems with the condition PatienceChess\n")
	assert.NotContains(t, out.String(), "solution finished.")
	assert.Contains(t, errw.String(), path+":2:11: warning: cpls does not solve problems with the condition PatienceChess [unsupported]")
}

// TestSolveStdin: "-" and a pipe read standard input, as check and fmt do.
func TestSolveStdin(t *testing.T) {
	for _, args := range [][]string{{"solve", "-"}, {"solve"}} {
		var out, errw bytes.Buffer
		require.Equal(t, 0, run(args, strings.NewReader(soundInput2), &out, &errw), "%v: %s", args, errw.String())
		assert.Contains(t, out.String(), "   1.Qa7-f2 !\n", args)
		assert.True(t, strings.HasSuffix(out.String(), "solution finished.\n\n\n"), args)
	}
	var out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"solve", "-json", "-"}, strings.NewReader(soundInput2), &out, &errw))
	var files []solveFileJSON
	require.NoError(t, json.Unmarshal(out.Bytes(), &files))
	assert.Equal(t, "<stdin>", files[0].File)
}

// soundInput2 is a sound #2 (examples/sound-2.inp without its texts).
const soundInput2 = "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nEndProblem\n"
