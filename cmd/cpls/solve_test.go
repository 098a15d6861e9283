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

func TestSolveVerb(t *testing.T) {
	path := filepath.Join("..", "..", "examples", "sound-2.inp")
	var out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"solve", path}, nil, &out, &errw), errw.String())
	text := out.String()
	assert.True(t, strings.HasPrefix(text, "\n            cpls examples\n"), text)
	assert.Contains(t, text, "\n  #2                          3 + 1\n\n   1.Qa7-f2 ! threat:\n          2.0-0 #\n\n\nsolution finished.\n\n\n")

	out.Reset()
	require.Equal(t, 0, run([]string{"solve", "-json", path}, nil, &out, &errw), errw.String())
	var files []solveFile
	require.NoError(t, json.Unmarshal(out.Bytes(), &files))
	require.Len(t, files, 1)
	require.Len(t, files[0].Problems, 1)
	tw := files[0].Problems[0].Twins[0]
	assert.Equal(t, "sound", tw.Status)
	assert.Equal(t, 1, tw.Solutions)
	require.Len(t, tw.Halves, 1)
	require.Len(t, tw.Halves[0].Keys, 1)
	assert.Equal(t, "Qa7-f2", tw.Halves[0].Keys[0].Move.Text)
	assert.Equal(t, "a7f2", tw.Halves[0].Keys[0].Move.UCI)
	assert.Equal(t, "0-0 #", tw.Halves[0].Keys[0].Threats[0].Move.Text)
}

func TestSolveVerbBudget(t *testing.T) {
	hard := writeTemp(t, "hard.inp", "BeginProblem\nPieces White Ke1 Qd1 Ra1h1 Bc1f1 Sb1g1 Pa2b2c2d2e2f2g2h2\n"+
		"Black Ke8 Qd8 Ra8h8 Bc8f8 Sb8g8 Pa7b7c7d7e7f7g7h7\nStipulation h#12\nEndProblem\n")
	var out, errw bytes.Buffer
	require.Equal(t, 1, run([]string{"solve", "-budget", "50ms", hard}, nil, &out, &errw))
	assert.Contains(t, errw.String(), "interrupted after")
	assert.Contains(t, out.String(), "\nsolving interrupted.\nPartial solution\n\n\n")
}

func TestSolveVerbErrors(t *testing.T) {
	var out, errw bytes.Buffer
	assert.Equal(t, 2, run([]string{"solve"}, nil, &out, &errw))
	assert.Equal(t, 1, run([]string{"solve", filepath.Join(t.TempDir(), "missing.inp")}, nil, &out, &errw))
	assert.Contains(t, errw.String(), "cpls: solve:")
}
