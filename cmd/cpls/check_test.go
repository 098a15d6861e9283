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
	require.Equal(t, 0, run([]string{"check", good}, nil, &out, &errw), errw.String())
	assert.Empty(t, out.String())

	out.Reset()
	require.Equal(t, 1, run([]string{"check", good, bad}, nil, &out, &errw), errw.String())
	assert.Equal(t, bad+`:4:13: error: "Foo" is not an option: Popeye's options include Variations, SetPlay, Try, Defence, Threat, MaxSolutions, Intelligent, NoWk, NoBk, NoShortVariations [unknown-keyword]`+"\n", out.String())

	out.Reset()
	require.Equal(t, 1, run([]string{"check", "-json", bad}, nil, &out, &errw), errw.String())
	var diags []fileDiagnostic
	require.NoError(t, json.Unmarshal(out.Bytes(), &diags))
	require.Len(t, diags, 1)
	assert.Equal(t, fileDiagnostic{Path: bad, Line: 4, Column: 13, EndLine: 4, EndColumn: 16, Severity: "error",
		Code: "unknown-keyword", Source: "cpls", Message: diags[0].Message}, diags[0])

	// A warning alone does not fail the check; -json of a clean file is an empty array.
	out.Reset()
	warn := writeTemp(t, "warn.inp", "BeginProblem\nPieces White Kb1 Qd4 Qd4 Black Ka8\nStipulation #2\nEndProblem\n")
	require.Equal(t, 0, run([]string{"check", warn}, nil, &out, &errw))
	assert.Contains(t, out.String(), ":2:23: warning: d4 is given twice")
	out.Reset()
	require.Equal(t, 0, run([]string{"check", "-json", good}, nil, &out, &errw))
	assert.Equal(t, "[]", strings.TrimSpace(out.String()))
}

func TestCheckVerbStdinAndErrors(t *testing.T) {
	var out, errw bytes.Buffer
	require.Equal(t, 1, run([]string{"check"}, strings.NewReader("Pieces White Ka1\n"), &out, &errw))
	assert.Contains(t, out.String(), "<stdin>:1:1: error: no problem found: a problem starts with BeginProblem")

	out.Reset()
	require.Equal(t, 2, run([]string{"check", filepath.Join(t.TempDir(), "missing.inp")}, nil, &out, &errw))
	assert.Contains(t, errw.String(), "cpls: check:")
}

// TestCheckVerbCorpus runs check over the corpus: every orthodox-only file passes.
func TestCheckVerbCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../../shared/corpus/popeye-inputs/REGRESSIONS/*.inp")
	if len(files) == 0 {
		t.Skip("shared corpus not found")
	}
	var out, errw bytes.Buffer
	code := run(append([]string{"check", "-json"}, files...), nil, &out, &errw)
	assert.Contains(t, []int{0, 1}, code, errw.String())
	var diags []fileDiagnostic
	require.NoError(t, json.Unmarshal(out.Bytes(), &diags))
	assert.NotEmpty(t, diags)
	for _, d := range diags {
		assert.Positive(t, d.Line)
		assert.Positive(t, d.Column)
	}
}
