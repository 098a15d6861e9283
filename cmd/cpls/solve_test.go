package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"os"
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
	assert.True(t, strings.HasSuffix(out.String(), "\nsolving interrupted.\n\n\n"), out.String())
	assert.NotContains(t, out.String(), "Partial solution")
}

// TestSolveVerbMaxTime: Option MaxTime interrupts twin a), and cpls solve says so by the
// option, not by -budget; the next twin is solved and the output ends as Popeye's does.
func TestSolveVerbMaxTime(t *testing.T) {
	path := writeTemp(t, "maxtime.inp", "BeginProblem\nPieces White Ke1 Qd1 Ra1h1 Bc1f1 Sb1g1 Pa2b2c2d2e2f2g2h2\n"+
		"Black Ke8 Qd8 Ra8h8 Bc8f8 Sb8g8 Pa7b7c7d7e7f7g7h7\nStipulation #12\nOption MaxTime 1\nTwin Stipulation h#2\nEndProblem\n")
	var out, errw bytes.Buffer
	require.Equal(t, 1, run([]string{"solve", path}, nil, &out, &errw))
	assert.Contains(t, errw.String(), "twin a): interrupted after")
	assert.Contains(t, errw.String(), "(Option MaxTime); the output is incomplete")
	assert.NotContains(t, errw.String(), "-budget")
	assert.Contains(t, out.String(), "\nb) h#2  \n\n  1.")
	assert.True(t, strings.HasSuffix(out.String(), " #\nsolving interrupted.\n\n\n"), out.String())
}

func TestSolveVerbErrors(t *testing.T) {
	var out, errw bytes.Buffer
	assert.Equal(t, 2, run([]string{"solve"}, nil, &out, &errw))
	assert.Equal(t, 2, run([]string{"solve", filepath.Join(t.TempDir(), "missing.inp")}, nil, &out, &errw))
	assert.Contains(t, errw.String(), "cpls solve: ")
	assert.Contains(t, errw.String(), "missing.inp: no such file or directory")
}

// TestSolveVerbLanguages solves the same #2 written in German and in French: the output
// is in the input's language (piece letters on the board and in the moves, "threat",
// "solution finished"), as Popeye writes it.
func TestSolveVerbLanguages(t *testing.T) {
	cases := []struct {
		lang, src, king, queen, rank7, solution string
	}{
		{"de", "AnfangProblem\nAutor cpls\nSteine Weiss Ke1 Da7 Th1\n       Schwarz Kc1\nForderung #2\nOption Varianten\nEndeProblem\n",
			"K", "D", "7   D   .   .   .   .   .   .   .   7\n",
			"\n  #2                          3 + 1\n\n   1.Da7-f2 ! Drohung:\n          2.0-0 #\n\n\nLoesung beendet.\n\n\n"},
		{"fr", "DebutProbleme\nAuteur cpls\nPieces Blanc Re1 Da7 Th1\n       Noir Rc1\nEnonce #2\nOption Variantes\nFinProbleme\n",
			"R", "D", "7   D   .   .   .   .   .   .   .   7\n",
			"\n  #2                          3 + 1\n\n   1.Da7-f2 ! menace:\n          2.0-0 #\n\n\nsolution terminee.\n\n\n"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			path := writeTemp(t, c.lang+".inp", c.src)
			var out, errw bytes.Buffer
			require.Equal(t, 0, run([]string{"solve", path}, nil, &out, &errw), errw.String())
			text := out.String()
			assert.True(t, strings.HasPrefix(text, "\n                cpls\n\n+---a---b"), text)
			assert.Contains(t, text, c.rank7)
			assert.Contains(t, text, "1   .   .  -"+c.king+"   .   "+c.king+"   .   .   T   1\n")
			assert.True(t, strings.HasSuffix(text, c.solution), text)
		})
	}
}

// TestSolveVerbClassification solves a cooked #2, a #2 without solution and a #2 with
// a shorter solution (a mate in one beside the key 1.Kb6): the text shows every key,
// and -json classifies each.
func TestSolveVerbClassification(t *testing.T) {
	cases := []struct {
		name, path, status string
		solutions          int
		text               []string
	}{
		{"cooked", filepath.Join("..", "..", "examples", "cooked-2.inp"), "cooked", 2,
			[]string{"\n   1.Qa7-f2 ! threat:\n", "\n   1.Qa7-a3 + !\n"}},
		{"no solution", writeTemp(t, "none.inp", soundInput), "no solution", 0,
			[]string{"  #2                          2 + 1\n\n\nsolution finished.\n"}},
		{"short solution", writeTemp(t, "short.inp", "BeginProblem\nPieces White Ka6 Se8 Pa7 Black Ka8 Ph6\nStipulation #2\nEndProblem\n"),
			"short solution", 1, []string{"\n   1.Ka6-b6 !\n", "\n   1.Se8-c7 # !\n"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errw bytes.Buffer
			require.Equal(t, 0, run([]string{"solve", c.path}, nil, &out, &errw), errw.String())
			for _, s := range c.text {
				assert.Contains(t, out.String(), s)
			}
			out.Reset()
			require.Equal(t, 0, run([]string{"solve", "-json", c.path}, nil, &out, &errw), errw.String())
			var files []solveFile
			require.NoError(t, json.Unmarshal(out.Bytes(), &files))
			require.Len(t, files, 1)
			require.Len(t, files[0].Problems, 1)
			tw := files[0].Problems[0].Twins[0]
			assert.Equal(t, c.status, tw.Status)
			assert.Equal(t, c.solutions, tw.Solutions)
		})
	}
}

// TestSolveVerbCPUProfile: -cpuprofile writes a profile that go tool pprof reads (a
// gzipped protocol buffer) and leaves the output as it is without it; a profile file
// that cannot be created is an I/O error.
func TestSolveVerbCPUProfile(t *testing.T) {
	path := filepath.Join("..", "..", "examples", "sound-2.inp")
	var plain, out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"solve", path}, nil, &plain, &errw), errw.String())
	prof := filepath.Join(t.TempDir(), "cpu.prof")
	require.Equal(t, 0, run([]string{"solve", "-cpuprofile", prof, path}, nil, &out, &errw), errw.String())
	assert.Equal(t, plain.String(), out.String())
	data, err := os.ReadFile(prof)
	require.NoError(t, err)
	require.Greater(t, len(data), 2)
	assert.Equal(t, []byte{0x1f, 0x8b}, data[:2], "a pprof profile is gzipped")
	_, err = gzip.NewReader(bytes.NewReader(data))
	assert.NoError(t, err)

	errw.Reset()
	missing := filepath.Join(t.TempDir(), "no", "such", "dir", "cpu.prof")
	assert.Equal(t, 2, run([]string{"solve", "-cpuprofile", missing, path}, nil, &out, &errw))
	assert.Contains(t, errw.String(), "cpls solve: -cpuprofile: ")
}
