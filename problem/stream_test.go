package problem

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chunks records each write.
type chunks struct{ writes []string }

func (c *chunks) Write(p []byte) (int, error) {
	c.writes = append(c.writes, string(p))
	return len(p), nil
}

func (c *chunks) String() string { return strings.Join(c.writes, "") }

// streamSources are problems whose every phase and remark the stream must write as
// Render does.
var streamSources = map[string]string{
	"battle set play, tries, variations": "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nOption SetPlay Try Variation\nEndProblem\n",
	"help set play, two solutions":       "BeginProblem\nPieces White Ke1 Ra1h1 Pb3 Black Kd3 Rh2 Pf3\nStipulation h#2\nOption SetPlay\nEndProblem\n",
	"series set play, short solutions":   "BeginProblem\nPieces White Kb6 Rh1 Black Ka8\nStipulation ser-h#2\nOption SetPlay\nEndProblem\n",
	"help duplex":                        "BeginProblem\nPieces White Ke1 Rh1 Bh2a8 Black Kc8 Qc7 Bh4 Pa7g5g3\nStipulation h#2\nOption Duplex\nEndProblem\n",
	"post-key play with try":             "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nOption PostKeyPlay Try\nEndProblem\n",
	"duplex post-key play (held)":        "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nOption PostKeyPlay Try Duplex\nEndProblem\n",
	"move numbers (held)":                "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nOption MoveNumbers\nEndProblem\n",
	"help move numbers intelligent":      "BeginProblem\nPieces White Ke1 Ra1h1 Pb3 Black Kd3 Rh2 Pf3\nStipulation h#2\nOption MoveNumbers Intelligent\nEndProblem\n",
	"help move numbers (held)":           "BeginProblem\nPieces White Ke1 Ra1h1 Pb3 Black Kd3 Rh2 Pf3\nStipulation h#2\nOption MoveNumbers\nEndProblem\n",
	"reflex forced goal":                 "BeginProblem\nPieces White Ka6 Qb1 Pa7 Black Ka8\nStipulation r#2\nOption SetPlay\nEndProblem\n",
	"king capturable":                    "BeginProblem\nPieces White Ke1 Qe4 Black Ke8\nStipulation #2\nOption SetPlay\nEndProblem\n",
	"max solutions":                      "BeginProblem\nPieces White Ke1 Ra1h1 Pb3 Black Kd3 Rh2 Pf3\nStipulation h#2\nOption MaxSolutions 1\nEndProblem\n",
	"twins, one unsupported": "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nOption Variation\n" +
		"Twin Move a7 b7\nTwin Add White Gd5\nTwin Stipulation h#2\nEndProblem\n",
	"zero position": "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nZeroPosition Move a7 a6\nTwin Move a7 b7\nEndProblem\n",
	"german":        "AnfangProblem\nSteine Weiss Ke1 Da7 Th1\n       Schwarz Kc1\nForderung #2\nOption Varianten Satzspiel\nEndeProblem\n",
	"second problem": "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nNextProblem\n" +
		"Pieces White Ke1 Ra1h1 Pb3 Black Kd3 Rh2 Pf3\nStipulation h#2\nEndProblem\n",
}

// oneWorker makes every twin solve on one goroutine, so that the solutions are found in
// the Result's order.
func oneWorker(pr *Problem) *Problem {
	for _, t := range pr.Twins {
		t.Options.Workers = 1
	}
	return pr
}

// TestSolveStream: with one worker the streamed text is Render's byte for byte, the
// header comes in a write of its own before anything is solved, and the solutions come
// in writes of their own.
func TestSolveStream(t *testing.T) {
	sources := map[string]string{}
	for k, v := range streamSources {
		sources[k] = v
	}
	examples, _ := filepath.Glob("../examples/*.inp")
	for _, f := range examples {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		sources[filepath.Base(f)] = string(b)
	}
	for name, src := range sources {
		t.Run(name, func(t *testing.T) {
			for _, p := range parser.Parse([]byte(src)).Problems {
				pr := oneWorker(Load([]byte(src), p))
				var w chunks
				sols, err := pr.SolveStream(context.Background(), &w, 0, nil)
				require.NoError(t, err)
				want := Render(pr, Results(sols))
				assert.Equal(t, want, w.String())
				var header strings.Builder
				pr.writeHeader(&header)
				require.NotEmpty(t, w.writes)
				if pr.Zero {
					header.WriteString("\nzeroposition\n\n")
				}
				assert.Equal(t, header.String(), w.writes[0], "the header is written first, alone")
				if strings.Contains(name, "held") || !solvedAny(sols) {
					continue
				}
				middle := strings.Join(w.writes[1:len(w.writes)-1], "")
				assert.Contains(t, middle, "1.", "solutions are written before the end: %q", w.writes)
			}
		})
	}
}

func solvedAny(sols []TwinSolution) bool {
	for _, s := range sols {
		if s.Result != nil && (s.Result.Solutions > 0 || s.Result.ShortSolutions > 0) {
			return true
		}
	}
	return false
}

// TestSolveStreamLinesAsFound: each help-play line is written while the solve runs, in
// a write of its own.
func TestSolveStreamLinesAsFound(t *testing.T) {
	src := []byte(streamSources["help set play, two solutions"])
	pr := Load(src, parser.Parse(src).Problems[0])
	var w chunks
	_, err := pr.SolveStream(context.Background(), &w, 0, nil)
	require.NoError(t, err)
	var lines []string
	for _, c := range w.writes {
		if strings.Count(c, "  1.") == 1 {
			lines = append(lines, c)
		}
	}
	assert.Len(t, lines, 2, "each solution in a write of its own: %q", w.writes)
}

// TestSolveStreamInterrupted: a cancelled solve writes what was found, then Popeye's
// "solving interrupted." right after the last line (no "Partial solution", as Popeye
// ends BEISPIEL/lengthy/zeitmax.inp); the lines written are kept although
// the Result leaves out the first moves not searched to the end.
func TestSolveStreamInterrupted(t *testing.T) {
	src := []byte("BeginProblem\nPieces White Ke1 Qd1 Ra1h1 Bc1f1 Sb1g1 Pa2b2c2d2e2f2g2h2\n" +
		"Black Ke8 Qd8 Ra8h8 Bc8f8 Sb8g8 Pa7b7c7d7e7f7g7h7\nStipulation h#12\nEndProblem\n")
	pr := Load(src, parser.Parse(src).Problems[0])
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var w chunks
	var reports int
	sols, err := pr.SolveStream(ctx, &w, 0, func(twin int, p solver.Progress) {
		reports++
		if p.Done > 0 {
			cancel()
		}
	})
	require.NoError(t, err)
	assert.Positive(t, reports)
	assert.Equal(t, solver.Interrupted, sols[0].Result.Status)
	// After the caption's blank line, or right after the last line found.
	assert.Regexp(t, `(16 \+ 16\n|#)\nsolving interrupted\.\n\n\n$`, w.String())
	assert.NotContains(t, w.String(), "Partial solution")
}

// TestSolveStreamCorpus: corpus problems Popeye solves in a blink, streamed with one
// worker, give Render's text byte for byte.
func TestSolveStreamCorpus(t *testing.T) {
	records := loadCorpus(t)
	deadline := time.Now().Add(20 * time.Second)
	n := 0
	for _, r := range records {
		if r.RefSeconds > 0.05 || time.Now().After(deadline) {
			continue
		}
		src := []byte(r.Input)
		for _, p := range parser.Parse(src).Problems {
			pr := oneWorker(Load(src, p))
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			var w chunks
			sols, err := pr.SolveStream(ctx, &w, 0, nil)
			cancel()
			require.NoError(t, err)
			if interrupted(sols) {
				continue
			}
			n++
			if !assert.Equal(t, Render(pr, Results(sols)), w.String(), r.ID) {
				return
			}
		}
	}
	t.Logf("%d corpus problems streamed", n)
	assert.Greater(t, n, 50)
}

func interrupted(sols []TwinSolution) bool {
	for _, s := range sols {
		if s.Result != nil && s.Result.Status == solver.Interrupted {
			return true
		}
	}
	return false
}
