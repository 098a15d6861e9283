package server

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// BenchmarkLatencyWhileSolving replays keystrokes in intell.inp of Popeye's examples
// (29 KB, 117 problems) and measures, per keystroke, the time until its syntax and
// legality status arrives, and the time to answer a hover and a completion, with the
// solver idle and while a long solve (the #10 of ep.inp, with a budget longer than the
// run) keeps running in another document. Reports p50 and p99 in milliseconds:
//
//	go test ./server -run XXX -bench LatencyWhileSolving -benchtime 200x
//
// Keystroke feedback must not wait for the solver.
func BenchmarkLatencyWhileSolving(b *testing.B) {
	path := filepath.Join(corpusDir(b), "popeye-inputs", "BEISPIEL", "intell.inp")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("intell.inp: %v", err)
	}
	text := string(src)
	for _, solving := range []bool{false, true} {
		name := map[bool]string{false: "idle", true: "solving"}[solving]
		b.Run(name, func(b *testing.B) {
			// A long debounce keeps intell.inp's own problems from being solved; the long
			// solve is started by a request, which solves at once.
			c := newClient(b, clientOptions{initOptions: map[string]any{"debounceMs": 600000, "solveBudgetMs": 600000}})
			const u = "file:///bench/intell.inp"
			c.open(u, text)
			c.waitStatus(u, 1, false)
			if solving {
				const hard = "file:///bench/hard.inp"
				c.open(hard, "BeginProblem\nForsyth rb6/4Q3/p1Pp4/3k1p2/K1R1pppp/1P6/3PPPPP/4nn1q\nStipulation #10\nEndProblem\n")
				go func() {
					_ = c.call("workspace/executeCommand", map[string]any{"command": cmdShowSolution, "arguments": []any{hard, 0, map[string]any{"show": false}}}, nil)
				}()
				time.Sleep(200 * time.Millisecond) // the solve is under way
			}
			line := strings.Count(text[:strings.Index(text, "steine")], "\n") // a Pieces line
			var edits, hovers, completions []time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				start := time.Now()
				var v int32
				if i%2 == 0 {
					v = c.edit(u, line, 0, line, 0, " ")
				} else {
					v = c.edit(u, line, 0, line, 1, "")
				}
				c.waitStatus(u, v, false)
				edits = append(edits, time.Since(start))

				start = time.Now()
				c.mustCall("textDocument/hover", docPos(u, line, 17), nil)
				hovers = append(hovers, time.Since(start))
				start = time.Now()
				c.mustCall("textDocument/completion", docPos(u, line, 16), nil)
				completions = append(completions, time.Since(start))
			}
			b.StopTimer()
			for _, m := range []struct {
				name string
				ds   []time.Duration
			}{{"edit", edits}, {"hover", hovers}, {"completion", completions}} {
				b.ReportMetric(percentile(m.ds, 50), m.name+"-p50-ms")
				b.ReportMetric(percentile(m.ds, 99), m.name+"-p99-ms")
			}
		})
	}
}

// percentile returns the p-th percentile of ds in milliseconds (nearest rank).
func percentile(ds []time.Duration, p int) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := (len(s)*p + 99) / 100
	return float64(s[max(i-1, 0)].Microseconds()) / 1000
}
