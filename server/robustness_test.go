package server

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sound2 = `BeginProblem
Author cpls examples
Origin composed for cpls, 2026
Pieces White Ke1 Qa7 Rh1
       Black Kc1
Stipulation #2
Option Variation
EndProblem
`

func TestRequestsForUnopenedDocuments(t *testing.T) {
	c := newClient(t, clientOptions{})
	const u = "file:///never/opened.inp"
	td := map[string]any{"textDocument": map[string]any{"uri": u}}
	for _, m := range []string{"textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/formatting",
		"textDocument/semanticTokens/full", "textDocument/codeLens"} {
		var res any
		require.NoError(t, c.call(m, td, &res), m)
	}
	var res any
	require.NoError(t, c.call("textDocument/hover", docPos(u, 3, 4), &res))
	assert.Nil(t, res)
	require.NoError(t, c.call("textDocument/completion", docPos(u, 3, 4), &res))
	p := docPos(u, 0, 0)
	p["range"] = rng(0, 0, 0, 0)
	p["context"] = map[string]any{"diagnostics": []any{}}
	require.NoError(t, c.call("textDocument/codeAction", p, &res))
	// A change to an unopened document is ignored, and the session goes on.
	c.edit(u, 0, 0, 0, 0, "x")
	c.notify("textDocument/didClose", td)
	c.mustCall("textDocument/hover", docPos(u, 0, 0), &res)
}

func TestPositionsPastTheEnd(t *testing.T) {
	c := newClient(t, clientOptions{})
	const u = "file:///past/end.inp"
	c.open(u, sound2)
	c.waitSettled(u, 1)
	for _, p := range [][2]int{{0, 500}, {7, 10}, {8, 0}, {9, 3}, {5000, 5000}} {
		var res any
		require.NoError(t, c.call("textDocument/hover", docPos(u, p[0], p[1]), &res), "%v", p)
		require.NoError(t, c.call("textDocument/completion", docPos(u, p[0], p[1]), &res), "%v", p)
		q := docPos(u, 0, 0)
		q["range"] = rng(p[0], p[1], p[0]+3, p[1])
		q["context"] = map[string]any{"diagnostics": []any{}}
		require.NoError(t, c.call("textDocument/codeAction", q, &res), "%v", p)
	}
	// An edit past the end appends; the document stays usable.
	v := c.edit(u, 100, 0, 100, 0, "\n")
	c.waitSettled(u, v)
}

// TestLargeFile opens a 10,000-line file (many problems) and edits it.
func TestLargeFile(t *testing.T) {
	text := largeText()
	c := newClient(t, clientOptions{initOptions: map[string]any{"solveBudgetMs": 1, "debounceMs": 0}})
	const u = "file:///large.inp"
	c.open(u, text)
	c.waitSettled(u, 1)
	v := c.edit(u, 5003, 0, 5003, 0, "Pieces White Zz9\n")
	diags := c.waitSettled(u, v)
	var res any
	c.mustCall("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": u}}, &res)
	c.mustCall("textDocument/hover", docPos(u, 9990, 14), &res)
	t.Logf("%d lines, %d diagnostics after the edit", strings.Count(text, "\n"), len(diags))
}

// TestRapidEdits sends 1,000 changes without waiting; the diagnostics of the last version
// must equal those of the final text opened afresh.
func TestRapidEdits(t *testing.T) {
	rapidEdits(t, sound2, 1000)
}

// TestRapidEditsLargeFile does the same to a 10,000-line file: the reader never analyses,
// the document's worker analyses the latest version only, so the burst does not queue up.
func TestRapidEditsLargeFile(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds: run without -short")
	}
	rapidEdits(t, largeText(), 1000)
}

// largeText is a file of at least 10,000 lines: problems like sound2, each with a
// remark and its own author, separated by NextProblem.
func largeText() string {
	var b strings.Builder
	for i := 0; b.Len() == 0 || strings.Count(b.String(), "\n") < 10002; i++ {
		p := strings.Replace(sound2, "Stipulation #2", "Stipulation #2\nRemark filler", 1)
		p = strings.Replace(p, "cpls examples", fmt.Sprintf("cpls examples %d", i), 1)
		if i > 0 {
			p = strings.Replace(p, "BeginProblem\n", "", 1)
		}
		b.WriteString(strings.Replace(p, "EndProblem\n", "NextProblem\n\n", 1))
	}
	s := b.String()
	return s[:strings.LastIndex(s, "NextProblem")] + "EndProblem\n"
}

func rapidEdits(t *testing.T, text string, n int) {
	c := newClient(t, clientOptions{initOptions: map[string]any{"debounceMs": 20, "solveBudgetMs": 2000}})
	const u = "file:///rapid.inp"
	c.open(u, text)
	rng := rand.New(rand.NewPCG(1, 2))
	inserts := []string{"x", "Kd4 ", "\n", "Pieces ", "#", "é", "𝄞", "Stipulation #3\n", " "}
	var v int32
	for i := 0; i < n; i++ {
		m := newMapper(text, utf16Encoding)
		a := rng.IntN(len(text) + 1)
		b := min(len(text), a+rng.IntN(3))
		for a > 0 && a < len(text) && (text[a]&0xC0) == 0x80 {
			a--
		}
		for b < len(text) && (text[b]&0xC0) == 0x80 {
			b++
		}
		ins := ""
		if rng.IntN(3) > 0 {
			ins = inserts[rng.IntN(len(inserts))]
		}
		l1, c1 := m.position(a)
		l2, c2 := m.position(b)
		v = c.edit(u, int(l1), int(c1), int(l2), int(c2), ins)
		text = text[:a] + ins + text[b:]
	}
	got := c.waitSettled(u, v)

	fresh := newClient(t, clientOptions{initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 2000}})
	fresh.open(u, text)
	want := fresh.waitSettled(u, 1)
	assert.Equal(t, formatDiagnostics(text, want), formatDiagnostics(text, got))
	// The server's text is the client's: formatting both gives the same edits.
	var e1, e2 any
	fp := map[string]any{"textDocument": map[string]any{"uri": u}, "options": map[string]any{"tabSize": 4, "insertSpaces": true}}
	c.mustCall("textDocument/formatting", fp, &e1)
	fresh.mustCall("textDocument/formatting", fp, &e2)
	assert.Equal(t, e2, e1)
}

// corpusDir is the shared corpus of Popeye files, next to the checkout.
func corpusDir(tb testing.TB) string {
	dir := filepath.Join("..", "..", "shared", "corpus")
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("corpus not found at %s: %v", dir, err)
	}
	return dir
}

// largestCorpusFile is the biggest .inp file of the corpus.
func largestCorpusFile(tb testing.TB) (string, string) {
	var best string
	var size int64
	err := filepath.Walk(corpusDir(tb), func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && strings.HasSuffix(p, ".inp") && info.Size() > size {
			best, size = p, info.Size()
		}
		return nil
	})
	require.NoError(tb, err)
	require.NotEmpty(tb, best)
	b, err := os.ReadFile(best)
	require.NoError(tb, err)
	return best, string(b)
}

// TestDiagnosticsCapped: a document with more findings than parser.MaxDiagnostics (one
// line of 4,000 squares given twice, after a non-ASCII author) publishes that many and a
// last one saying how many more there are.
func TestDiagnosticsCapped(t *testing.T) {
	text := "BeginProblem\nAuthor Árpád 𝄞\nStipulation #2\nPieces White Kh8" + strings.Repeat(" Qa1", 4001) + "\nBlack Ka8\nEndProblem\n"
	c := newClient(t, clientOptions{initOptions: map[string]any{"solveBudgetMs": 1, "debounceMs": 0}})
	const u = "file:///capped.inp"
	c.open(u, text)
	diags := c.waitSettled(u, 1)
	require.Len(t, diags, parser.MaxDiagnostics+1)
	last := diags[len(diags)-1]
	assert.Equal(t, parser.CodeTooManyFindings, last.Code)
	assert.Contains(t, last.Message, "more findings not shown")
	require.Equal(t, 3, last.Range.Start.Line)
	line := strings.Split(text, "\n")[3]
	assert.Equal(t, "a1", line[last.Range.Start.Character:last.Range.End.Character], "at the first square left out")
	assert.Greater(t, last.Range.Start.Character, 4*(parser.MaxDiagnostics-1), "past the squares shown")
}
