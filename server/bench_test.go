package server

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/feature"
	"github.com/stretchr/testify/require"
)

// waitStatus waits for the first cpls/status of version v (sent as soon as parsing and
// validation are done, before any solving) or, with settledOnly, the one after solving.
func (c *fakeClient) waitStatus(uri string, v int32, settledOnly bool) {
	c.t.Helper()
	c.waitFor(fmt.Sprintf("status v%d", v), func(notes []note) bool {
		for i := len(notes) - 1; i >= 0; i-- {
			if notes[i].method != "cpls/status" {
				continue
			}
			for _, s := range statuses(notes[i:i+1], uri) {
				if s.Version == v && (!settledOnly || settled(s)) {
					return true
				}
			}
		}
		return false
	})
	c.mu.Lock()
	c.notes = c.notes[:0] // keep the scans short
	c.mu.Unlock()
}

// BenchmarkChangeToDiagnostics: an edit of the largest corpus file until its syntax and
// legality diagnostics are published (solving is switched off by a 1 ms budget and a
// long debounce). Reports ms per change.
func BenchmarkChangeToDiagnostics(b *testing.B) {
	path, text := largestCorpusFile(b)
	c := newClient(b, clientOptions{initOptions: map[string]any{"debounceMs": 600000, "solveBudgetMs": 1}})
	const u = "file:///bench/largest.inp"
	c.open(u, text)
	c.waitStatus(u, 1, false)
	lines := strings.Count(text, "\n")
	b.ReportMetric(float64(lines), "lines")
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		// Insert and delete a character on the middle line, alternately.
		var v int32
		if i%2 == 0 {
			v = c.edit(u, lines/2, 0, lines/2, 0, " ")
		} else {
			v = c.edit(u, lines/2, 0, lines/2, 1, "")
		}
		c.waitStatus(u, v, false)
	}
	b.ReportMetric(float64(time.Since(start).Microseconds())/1000/float64(b.N), "ms/change")
	b.Logf("%s: %d lines, %d bytes", path, lines, len(text))
}

// armeni2 is a real #2 with tries and variations from Popeye's examples
// (BEISPIEL/ep.inp, A. Armeni, Freie Presse 1994; 9+7 pieces).
const armeni2 = `AnfangProblem
autor           Alberto Armeni
quelle          3530, Freie Presse, 29.7.1994
forderung       #2
option          varianten verfuehrung

steine  weiss   kb6 th1 lh3h4 sc5g6 bc4c7e4f2g3
        schwarz kd6 tf1f8 lb5 be5e7g4g5
EndeProblem
`

// BenchmarkChangeToSolverDiagnostic: an edit of a #2 until the solver's diagnostic is
// published (debounce 0; keys per version, so that every change is solved again).
// Reports ms per change: parse, validate, solve, publish, round trips.
func BenchmarkChangeToSolverDiagnostic(b *testing.B) {
	for _, bc := range []struct{ name, text string }{{"sound-2", sound2}, {"armeni-2", armeni2}} {
		b.Run(bc.name, func(b *testing.B) {
			c := newClient(b, clientOptions{noCache: true, initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 60000}})
			u := "file:///bench/" + bc.name + ".inp"
			c.open(u, bc.text)
			c.waitStatus(u, 1, true)
			b.ResetTimer()
			start := time.Now()
			for i := 0; i < b.N; i++ {
				var v int32
				if i%2 == 0 {
					v = c.edit(u, 1, 7, 1, 7, "x") // an edit of the author: same problem, solved again
				} else {
					v = c.edit(u, 1, 7, 1, 8, "")
				}
				c.waitStatus(u, v, true)
			}
			b.ReportMetric(float64(time.Since(start).Microseconds())/1000/float64(b.N), "ms/change")
		})
	}
}

// BenchmarkStaticAnalysis: what one change costs before anything is sent: parse, load and
// validate every problem, build the outline (largest corpus file, and the 10,000-line file
// of the robustness tests).
func BenchmarkStaticAnalysis(b *testing.B) {
	_, corpus := largestCorpusFile(b)
	for _, bc := range []struct{ name, text string }{{"largest-corpus-file", corpus}, {"10000-lines", largeText()}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				feature.Analyse(bc.text)
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/op")
		})
	}
}

// BenchmarkMateInTwoVerdict: every #2 of the orthodox corpus opened in the editor, from
// the didOpen (debounce 0, so the debounce ends at once) to the published status of a
// settled verdict, the way a composer pastes a problem and waits for "sound" or
// "cooked". Reports the median and the 99th percentile in ms over all problems and
// iterations.
func BenchmarkMateInTwoVerdict(b *testing.B) {
	problems := corpusInputs(b, func(stip string) bool { return stip == "#2" })
	c := newClient(b, clientOptions{noCache: true, initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 60000}})
	var ms []float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j, text := range problems {
			u := fmt.Sprintf("file:///bench/mate2-%d-%d.inp", i, j)
			start := time.Now()
			c.open(u, text)
			c.waitStatus(u, 1, true)
			ms = append(ms, float64(time.Since(start).Microseconds())/1000)
			c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": u}})
		}
	}
	b.StopTimer()
	sort.Float64s(ms)
	b.ReportMetric(percentile(ms, 0.50), "p50-ms")
	b.ReportMetric(percentile(ms, 0.99), "p99-ms")
	b.ReportMetric(float64(len(problems)), "problems")
}

// percentile returns the q-quantile of sorted (nearest rank).
func percentile(sorted []float64, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// corpusInputs returns the inputs of the orthodox corpus problems whose stipulation
// keep accepts.
func corpusInputs(tb testing.TB, keep func(stip string) bool) []string {
	f, err := os.Open(filepath.Join(corpusDir(tb), "popeye-orthodox.jsonl"))
	require.NoError(tb, err)
	defer f.Close()
	var out []string
	dec := json.NewDecoder(f)
	for {
		var r struct {
			Stipulation string `json:"stipulation"`
			Input       string `json:"input"`
		}
		if err := dec.Decode(&r); err == io.EOF {
			break
		} else {
			require.NoError(tb, err)
		}
		if keep(r.Stipulation) {
			out = append(out, r.Input)
		}
	}
	require.NotEmpty(tb, out)
	return out
}
