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

// TestSolveFEN: -fen, -stip and -option solve a position as the same problem in a file
// is solved: the same output (the file's texts aside), also as JSON.
func TestSolveFEN(t *testing.T) {
	var file, out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"solve", filepath.Join("..", "..", "examples", "sound-2.inp")}, nil, &file, &errw), errw.String())
	require.Equal(t, 0, run([]string{"solve", "-fen", "8/Q7/8/8/8/8/8/2k1K2R", "-stip", "#2", "-option", "Variation"}, nil, &out, &errw), errw.String())
	board := func(s string) string { return s[strings.Index(s, "+---a"):] }
	assert.Equal(t, board(file.String()), board(out.String()))

	// Several options in one flag or in several; a full FEN.
	for _, args := range [][]string{
		{"-option", "Variation Try"},
		{"-option", "Variation", "-option", "Try"},
	} {
		out.Reset()
		require.Equal(t, 0, run(append([]string{"solve", "-fen", "8/Q7/8/8/8/8/8/2k1K2R w K - 0 1", "-stip", "#2"}, args...), nil, &out, &errw), errw.String())
		assert.Contains(t, out.String(), "   1.Qa7-f2 ! threat:\n", args)
		assert.Contains(t, out.String(), " ?\n", "tries: %v", args)
	}

	// The FEN's castling rights: without Q, only 0-0 mates in h#2.
	out.Reset()
	require.Equal(t, 0, run([]string{"solve", "-fen", "8/8/8/8/8/1P1k1p2/7r/R3K2R b K - 0 1", "-stip", "h#2"}, nil, &out, &errw), errw.String())
	assert.Contains(t, out.String(), "0-0 #")
	assert.NotContains(t, out.String(), "0-0-0")

	out.Reset()
	require.Equal(t, 0, run([]string{"solve", "-json", "-fen", "8/Q7/8/8/8/8/8/2k1K2R", "-stip", "#2"}, nil, &out, &errw), errw.String())
	var files []solveFileJSON
	require.NoError(t, json.Unmarshal(out.Bytes(), &files))
	require.Len(t, files, 1)
	assert.Equal(t, "-fen", files[0].File)
	require.Len(t, files[0].Problems, 1)
	assert.Equal(t, "sound", files[0].Problems[0].Twins[0]["status"])
}

// TestSolveFENErrors: a bad FEN is a usage error; a bad stipulation, option or position
// is a problem with errors, named by the flag it comes from.
func TestSolveFENErrors(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-fen", "8/8/8", "-stip", "#2"}, 2, `-fen "8/8/8": FEN piece placement needs 8 ranks, found 3`},
		{[]string{"-fen", "8/8/8/8/8/8/8/7x", "-stip", "#2"}, 2, `bad character 'x'`},
		{[]string{"-fen", "8/Q7/8/8/8/8/8/2k1K2R"}, 2, "-fen needs -stip"},
		{[]string{"-fen", "8/Q7/8/8/8/8/8/2k1K2R", "-stip", "#x"}, 1, `-stip "#x": error: `},
		{[]string{"-fen", "8/Q7/8/8/8/8/8/2k1K2R", "-stip", "#2", "-option", "Varation"}, 1, `-option "Varation": error: "Varation" is not an option`},
		{[]string{"-fen", "8/Q7/8/8/8/8/8/2kK3R", "-stip", "#2"}, 1, `-fen "8/Q7/8/8/8/8/8/2kK3R": error: the white king on d1 and the black king on c1 stand next to each other`},
	}
	for _, c := range cases {
		var out, errw bytes.Buffer
		assert.Equal(t, c.code, run(append([]string{"solve"}, c.args...), nil, &out, &errw), "%v: %s", c.args, errw.String())
		assert.Contains(t, errw.String(), c.want, c.args)
		assert.NotContains(t, out.String(), "solution finished", c.args)
	}
}
