package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	return path
}

const soundInput = "BeginProblem\nPieces White Kb1 Qd4 Black Ka8\nStipulation #2\nEndProblem\n"

func TestCheckVerb(t *testing.T) {
	bad := writeTemp(t, "bad.inp", "BeginProblem\nPieces White Kb1 Qd4 Black Ka8\nStipulation #2\nOption Vari Foo\nEndProblem\n")
	good := writeTemp(t, "good.inp", soundInput)

	var out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"check", "-nosolve", good}, nil, &out, &errw), errw.String())
	assert.Empty(t, out.String())

	out.Reset()
	require.Equal(t, 1, run([]string{"check", "-nosolve", good, bad}, nil, &out, &errw), errw.String())
	assert.Equal(t, bad+`:4:13: error: "Foo" is not an option: Popeye's options include Variations, SetPlay, Try, Defence, Threat, MaxSolutions, Intelligent, NoWk, NoBk, NoShortVariations [unknown-keyword]`+"\n", out.String())

	out.Reset()
	require.Equal(t, 1, run([]string{"check", "-nosolve", "-json", bad}, nil, &out, &errw), errw.String())
	var diags []fileDiagnostic
	require.NoError(t, json.Unmarshal(out.Bytes(), &diags))
	require.Len(t, diags, 1)
	assert.Equal(t, fileDiagnostic{Path: bad, Line: 4, Column: 13, EndLine: 4, EndColumn: 16, Severity: "error",
		Code: "unknown-keyword", Source: "cpls", Message: diags[0].Message}, diags[0])

	// A warning alone does not fail the check; -json of a clean file is an empty array.
	out.Reset()
	warn := writeTemp(t, "warn.inp", "BeginProblem\nPieces White Kb1 Qd4 Qd4 Black Ka8\nStipulation #2\nEndProblem\n")
	require.Equal(t, 0, run([]string{"check", "-nosolve", warn}, nil, &out, &errw))
	assert.Contains(t, out.String(), ":2:23: warning: d4 is given twice")
	out.Reset()
	require.Equal(t, 0, run([]string{"check", "-nosolve", "-json", good}, nil, &out, &errw))
	assert.Equal(t, "[]", strings.TrimSpace(out.String()))
}

func TestCheckVerbStdinAndErrors(t *testing.T) {
	var out, errw bytes.Buffer
	require.Equal(t, 1, run([]string{"check"}, strings.NewReader("Pieces White Ka1\n"), &out, &errw))
	assert.Contains(t, out.String(), "<stdin>:1:1: error: no problem found: a problem starts with BeginProblem")

	out.Reset()
	require.Equal(t, 2, run([]string{"check", filepath.Join(t.TempDir(), "missing.inp")}, nil, &out, &errw))
	assert.Contains(t, errw.String(), "cpls check: ")
	assert.Contains(t, errw.String(), "missing.inp: no such file or directory")
}

// TestCheckVerbCorpus runs check over the corpus: every orthodox-only file passes.
func TestCheckVerbCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../../shared/corpus/popeye-inputs/REGRESSIONS/*.inp")
	if len(files) == 0 {
		t.Skip("shared corpus not found")
	}
	var out, errw bytes.Buffer
	code := run(append([]string{"check", "-nosolve", "-json"}, files...), nil, &out, &errw)
	assert.Contains(t, []int{0, 1}, code, errw.String())
	var diags []fileDiagnostic
	require.NoError(t, json.Unmarshal(out.Bytes(), &diags))
	assert.NotEmpty(t, diags)
	for _, d := range diags {
		assert.Positive(t, d.Line)
		assert.Positive(t, d.Column)
	}
}

// TestCheckVerbSolves checks the solver's findings on the examples: the sound #2 and s#2
// are reported as information, the helpmate's two solutions as a cook (a warning, at the
// stipulation and at the piece that starts the second solution), the illegal position as
// an error and not solved, a #2 without solution as an error.
func TestCheckVerbSolves(t *testing.T) {
	cases := []struct {
		file string
		code int
		want []string
	}{
		{"sound-2.inp", 0, []string{":6:13: information: #2 is sound: 1.Qa7-f2! [solution]"}},
		{"selfmate-2.inp", 0, []string{":5:13: information: s#2 is sound: 1.Qg4-d1! [solution]"}},
		{"helpmate-2.inp", 0, []string{
			":6:18: warning: cook of h#2: 1.Rh2-f2 0-0-0+ 2.Kd3-e2 Rh1-e1# also solves [cook]",
			":7:13: warning: h#2 is cooked: 2 solutions (1.Kd3-c2 Ra1-a2+ 2.Kc2-c1 0-0#; 1.Rh2-f2 0-0-0+ 2.Kd3-e2 Rh1-e1#) [cook]"}},
		{"cooked-2.inp", 1, []string{
			":5:18: error: cook of #2: 1.Qa7-a3+! also solves [cook]",
			":7:13: error: #2 is cooked: 2 keys (1.Qa7-f2!; 1.Qa7-a3+!) [cook]"}},
		{"illegal.inp", 1, []string{":3:22: error: the white pawn on c1 stands on White's first rank, where no pawn can be [illegal-position/pawn-on-first-rank]"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join("..", "..", "examples", c.file)
			var out, errw bytes.Buffer
			require.Equal(t, c.code, run([]string{"check", path}, nil, &out, &errw), errw.String())
			var lines []string
			for _, w := range c.want {
				lines = append(lines, path+w)
			}
			for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
				if strings.Contains(l, "illegal-position") && c.file == "illegal.inp" && !strings.Contains(l, "first-rank") {
					continue // the other legality findings are the legality tests' business
				}
				assert.Contains(t, lines, l)
			}
			for _, l := range lines {
				assert.Contains(t, out.String(), l)
			}
		})
	}

	var out, errw bytes.Buffer
	none := writeTemp(t, "none.inp", soundInput)
	require.Equal(t, 1, run([]string{"check", none}, nil, &out, &errw), errw.String())
	assert.Equal(t, none+":3:13: error: #2 has no solution [no-solution]\n", out.String())
}

// TestCheckDuals: -duals reports each dual with code dual, named in the file's language;
// -analyses picks kinds, -dualseverity sets their severity; a bad kind is a usage error.
func TestCheckDuals(t *testing.T) {
	path := filepath.Join("..", "..", "examples", "dual-2.inp")
	var out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"check", "-duals", path}, nil, &out, &errw), errw.String())
	assert.Equal(t, path+":5:11: information: #2 is sound: 1.f2-f4! [solution]\n"+
		path+":8:23: warning: after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L# [dual]\n"+
		path+":8:23: information: dual in the set play after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L# [dual]\n", out.String())

	out.Reset()
	require.Equal(t, 1, run([]string{"check", "-analyses", "mate", "-dualseverity", "mate=error", path}, nil, &out, &errw), errw.String())
	assert.Equal(t, path+":5:11: information: #2 is sound: 1.f2-f4! [solution]\n"+
		path+":8:23: error: after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L# [dual]\n", out.String())

	out.Reset()
	require.Equal(t, 0, run([]string{"check", filepath.Join("..", "..", "examples", "sound-2.inp")}, nil, &out, &errw))
	assert.NotContains(t, out.String(), "[dual]", "no dual without -duals")
	out.Reset()
	require.Equal(t, 0, run([]string{"check", "-duals", filepath.Join("..", "..", "examples", "sound-2.inp")}, nil, &out, &errw))
	assert.NotContains(t, out.String(), "[dual]", "a problem without duals")

	errw.Reset()
	require.Equal(t, 2, run([]string{"check", "-analyses", "cooks", path}, nil, &out, &errw))
	assert.Contains(t, errw.String(), `-analyses cooks: unknown kind "cooks"`)
	require.Equal(t, 2, run([]string{"check", "-dualseverity", "mate=loud", path}, nil, &out, &errw))
}

// TestSolveJSONAnalysis: cpls solve -json carries each twin's analysis: the duals and
// the keys' and tries' character; -analyses none leaves it out.
func TestSolveJSONAnalysis(t *testing.T) {
	path := filepath.Join("..", "..", "examples", "dual-2.inp")
	var out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"solve", "-json", path}, nil, &out, &errw), errw.String())
	var files []solveFile
	require.NoError(t, json.Unmarshal(out.Bytes(), &files))
	a := files[0].Problems[0].Twins[0].Analysis
	require.NotNil(t, a)
	require.Len(t, a.Duals, 2)
	assert.Equal(t, "mate", a.Duals[0].Kind)
	assert.Equal(t, "1...Tf8-b8+", a.Duals[0].After)
	assert.Equal(t, []string{"2.c7*b8=D#", "2.c7*b8=L#"}, a.Duals[0].Alternatives)
	require.NotEmpty(t, a.Keys)
	assert.Equal(t, "1.f2-f4!", a.Keys[0].Move)
	assert.Equal(t, []string{"2.f4*e5#"}, a.Keys[0].Threats)
	assert.Equal(t, "1.Sg6*f8?", a.Keys[1].Move)
	assert.Equal(t, []string{"1...Lb5-a6!"}, a.Keys[1].Refutations)

	out.Reset()
	require.Equal(t, 0, run([]string{"solve", "-json", "-analyses", "none", path}, nil, &out, &errw), errw.String())
	assert.NotContains(t, out.String(), `"analysis"`)
}
