package parser

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFormatExample(t *testing.T) {
	src := "beginp\nauth  Some One\npie white pa2b3 ka1 rh1 black ke8 bc8\nstip h# 2\nopt vari\ntw move a1 a2 rot 90\nend\nsolution here\n"
	out, diags := Format([]byte(src))
	require.Empty(t, diags)
	want := "BeginProblem\nAuthor Some One\nPieces White Ka1 Rh1 Pa2b3\n       Black Ke8 Bc8\nStipulation h#2\nOption Variations\nTwin Move a1 a2 Rotate 90\nEndProblem\nsolution here\n"
	assert.Equal(t, want, out)
}

// TestFormatKeepsMeaning: inputs whose meaning fmt once changed. A condition whose name
// is also a variant word, written after another condition (PWC after Circe, from the
// abbreviation "pw"), and a number of moves with an ignored rest ("x 1->") must read the
// same after formatting.
func TestFormatKeepsMeaning(t *testing.T) {
	for _, src := range []string{
		"BeginProblem\nCondition circe pw\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n",
		"BeginProblem\nCondition circe pw madrasi\nStipulation h#2\nPieces White Ke1 Black Ke8\nEndProblem\n",
		"BeginProblem\nStipulation #2\nPieces White Ke1 Black Ke8\nTwin Condition circe pw\nEndProblem\n",
		"BeginProblem\nstip x 1->\nPieces White Ke1 Black Ke8\nEndProblem\n",
		"BeginProblem\nstip h# 2\nstip ser-# 3.5x\nPieces White Ke1 Black Ke8\nEndProblem\n",
	} {
		out, errs := Format([]byte(src))
		require.Empty(t, errs, src)
		checkFormat(t, src, []byte(src), out)
	}
}

// TestFormatCorpus formats every corpus file that has no error: the result is stable
// (fmt(fmt(x)) == fmt(x)) and means the same (parse(fmt(x)) == parse(x) but for ranges).
func TestFormatCorpus(t *testing.T) {
	formatted := 0
	for _, path := range corpusFiles(t) {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		out, errs := Format(src)
		if len(errs) > 0 {
			continue
		}
		formatted++
		checkFormat(t, path, src, out)
	}
	t.Logf("%d files formatted", formatted)
	assert.Greater(t, formatted, 270)
}

func checkFormat(t *testing.T, name string, src []byte, out string) {
	t.Helper()
	again, errs := Format([]byte(out))
	if !assert.Emptyf(t, errs, "%s: formatted text has errors", name) {
		return
	}
	if again != out {
		t.Errorf("%s: fmt is not idempotent:\n%s", name, firstDiff(out, again))
	}
	a, b := Semantic(Parse(src)), Semantic(Parse([]byte(out)))
	if a != b {
		t.Errorf("%s: fmt changed the meaning:\n%s", name, firstDiff(a, b))
	}
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range max(len(al), len(bl)) {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n- %s\n+ %s", i+1, x, y)
		}
	}
	return ""
}
