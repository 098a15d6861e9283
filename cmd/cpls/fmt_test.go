package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const messyInput = "begin\npie black ke8 white qd4 kb1\nstip  #2\nopt vari\nend\nsolution notes\n"
const tidyInput = "BeginProblem\nPieces White Kb1 Qd4\n       Black Ke8\nStipulation #2\nOption Variations\nEndProblem\nsolution notes\n"

func TestFmtVerb(t *testing.T) {
	path := writeTemp(t, "p.inp", messyInput)
	var out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"fmt", path}, nil, &out, &errw), errw.String())
	assert.Equal(t, tidyInput, out.String())

	out.Reset()
	require.Equal(t, 0, run([]string{"fmt", "-l", path}, nil, &out, &errw), errw.String())
	assert.Equal(t, path+"\n", out.String())

	out.Reset()
	require.Equal(t, 0, run([]string{"fmt", "-w", path}, nil, &out, &errw), errw.String())
	assert.Empty(t, out.String())
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, tidyInput, string(got))

	out.Reset()
	require.Equal(t, 0, run([]string{"fmt", "-l", path}, nil, &out, &errw), errw.String())
	assert.Empty(t, out.String(), "a formatted file is listed no more")

	out.Reset()
	require.Equal(t, 0, run([]string{"fmt"}, strings.NewReader(messyInput), &out, &errw), errw.String())
	assert.Equal(t, tidyInput, out.String())
}

func TestFmtVerbRefusesErrors(t *testing.T) {
	src := "BeginProblem\nPieces White Kb1 Black Ka8\nStipulation #2\nOption Foo\nEndProblem\n"
	path := writeTemp(t, "bad.inp", src)
	var out, errw bytes.Buffer
	require.Equal(t, 1, run([]string{"fmt", "-w", path}, nil, &out, &errw))
	assert.Contains(t, errw.String(), path+":4:8: error:")
	assert.Contains(t, errw.String(), "not formatted")
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, src, string(got), "the file is left alone")
}

// TestFmtBlankLineBetweenProblems: whatever blank lines the source has around
// NextProblem, the formatted file has exactly one between two problems, and formatting
// it again changes nothing.
func TestFmtBlankLineBetweenProblems(t *testing.T) {
	const problem = "Pieces White Kb1 Black Ka8\nStipulation #2\n"
	const want = "BeginProblem\nPieces White Kb1\n       Black Ka8\nStipulation #2\nNextProblem\n\n" +
		"Pieces White Kb1\n       Black Ka8\nStipulation #2\nNextProblem\n\n" +
		"Pieces White Kb1\n       Black Ka8\nStipulation #2\nEndProblem\n"
	for _, gap := range []string{"", "\n", "\n\n\n"} {
		src := "BeginProblem\n" + problem + gap + "NextProblem\n" + gap + problem + "NextProblem\n" + problem + gap + "EndProblem\n"
		var out, errw bytes.Buffer
		require.Equal(t, 0, run([]string{"fmt"}, strings.NewReader(src), &out, &errw), errw.String())
		assert.Equal(t, want, out.String(), "gap %q", gap)
		formatted := out.String()
		out.Reset()
		require.Equal(t, 0, run([]string{"fmt", "-l"}, strings.NewReader(formatted), &out, &errw), errw.String())
		assert.Empty(t, out.String(), "formatting is stable")
	}
}

// TestExamplesFormatted: the shipped examples are in the layout cpls fmt writes.
func TestExamplesFormatted(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "examples", "*.inp"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	var out, errw bytes.Buffer
	require.Equal(t, 0, run(append([]string{"fmt", "-l"}, files...), nil, &out, &errw), errw.String())
	assert.Empty(t, out.String(), "cpls fmt -w these files")
}
