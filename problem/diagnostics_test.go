package problem

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// finding is the part of a diagnostic the tests look at.
type finding struct {
	Text     string // the source text under the range
	Severity parser.Severity
	Code     string
	Message  string
}

func solverFindings(t *testing.T, src string, opts CheckOptions) []finding {
	t.Helper()
	var out []finding
	for _, d := range Check(context.Background(), []byte(src), opts) {
		switch d.Code {
		case CodeCook, CodeNoSolution, CodeShortSolution, CodeSolution, CodeTimeout, CodeMissingSolution:
			out = append(out, finding{src[d.Start:d.End], d.Severity, d.Code, d.Message})
		}
	}
	return out
}

func TestSolverDiagnostics(t *testing.T) {
	cooked, err := os.ReadFile("../examples/cooked-2.inp")
	require.NoError(t, err)
	cases := []struct {
		name string
		src  string
		want []finding
	}{
		{"cook at the stipulation and at the second key's piece", string(cooked), []finding{
			{"Qa7", parser.Error, CodeCook, "cook of #2: 1.Qa7-a3+! also solves"},
			{"#2", parser.Error, CodeCook, "#2 is cooked: 2 keys (1.Qa7-f2!; 1.Qa7-a3+!)"},
		}},
		{"no solution", "BeginProblem\nPieces White Kb1 Qd4 Black Ka8\nStipulation #2\nEndProblem\n", []finding{
			{"#2", parser.Error, CodeNoSolution, "#2 has no solution"},
		}},
		{"short solution in battle play", "BeginProblem\nPieces White Ka6 Se8 Pa7 Black Ka8 Ph6\nStipulation #2\nEndProblem\n", []finding{
			{"#2", parser.Warning, CodeShortSolution, "#2 has a shorter solution: 1.Se8-c7#!"},
		}},
		{"short solution in series play", "BeginProblem\nPieces White Kh4 Pg2 Black Kh6 Pg6g7h7\nStipulation ser-#3\nEndProblem\n", []finding{
			{"ser-#3", parser.Warning, CodeShortSolution, "ser-#3 has a shorter solution: 1.g2-g4 2.g4-g5#"},
		}},
		{"sound, and a twin reported at its stipulation", "BeginProblem\nPieces White Kb3 Rh2 Black Ka1\nStipulation h#1\nTwin Stipulation h=1\nEndProblem\n", []finding{
			{"h#1", parser.Information, CodeSolution, "a) h#1 is sound: 1.Ka1-b1 Rh2-h1#"},
			{"Stipulation h=1", parser.Error, CodeNoSolution, "b) h=1 has no solution"},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := solverFindings(t, c.src, CheckOptions{Solve: true, Budget: time.Minute})
			assert.Equal(t, c.want, got)
		})
	}
}

func TestSolverDiagnosticsTimeout(t *testing.T) {
	// A helpmate in 12 with many pieces cannot be solved in a millisecond.
	src := "BeginProblem\nPieces White Ke1 Qd1 Ra1h1 Bc1f1 Sb1g1 Pa2b2c2d2e2f2g2h2\n" +
		"Black Ke8 Qd8 Ra8h8 Bc8f8 Sb8g8 Pa7b7c7d7e7f7g7h7\nStipulation h#12\nEndProblem\n"
	got := solverFindings(t, src, CheckOptions{Solve: true, Budget: time.Millisecond})
	require.Len(t, got, 1)
	assert.Equal(t, finding{"h#12", parser.Warning, CodeTimeout, "solving h#12 did not finish within the budget of 1ms"}, got[0])

	// The budget is per twin: each twin has its own, so twin b) runs out of its own too.
	twins := strings.Replace(src, "EndProblem", "Twin Stipulation h#11\nEndProblem", 1)
	got = solverFindings(t, twins, CheckOptions{Solve: true, Budget: time.Millisecond})
	assert.Equal(t, []finding{
		{"h#12", parser.Warning, CodeTimeout, "solving a) h#12 did not finish within the budget of 1ms"},
		{"Stipulation h#11", parser.Warning, CodeTimeout, "solving b) h#11 did not finish within the budget of 1ms"},
	}, got)
}

// TestSolutions checks the exported keys and solutions: the same texts as the findings,
// with the square of the piece that moves first, for battle and help play and in German.
func TestSolutions(t *testing.T) {
	cooked, err := os.ReadFile("../examples/cooked-2.inp")
	require.NoError(t, err)
	helpmate, err := os.ReadFile("../examples/helpmate-2.inp")
	require.NoError(t, err)
	cases := []struct {
		name string
		src  string
		want []Solution
	}{
		{"battle play keys", string(cooked), []Solution{{"1.Qa7-f2!", movegen.A7}, {"1.Qa7-a3+!", movegen.A7}}},
		{"help play solutions", string(helpmate), []Solution{
			{"1.Kd3-c2 Ra1-a2+ 2.Kc2-c1 0-0#", movegen.D3}, {"1.Rh2-f2 0-0-0+ 2.Kd3-e2 Rh1-e1#", movegen.H2}}},
		{"German", "AnfangProblem\nSteine Weiss Kb1 Dd4 Schwarz Ka8\nForderung #2\nEndeProblem\n", nil},
		{"German sound", "AnfangProblem\nSteine Weiss Ke1 Da7 Th1 Schwarz Kc1\nForderung #2\nEndeProblem\n",
			[]Solution{{"1.Da7-f2!", movegen.A7}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := []byte(c.src)
			f := parser.Parse(src)
			require.Len(t, f.Problems, 1)
			pr := Load(src, f.Problems[0])
			sols := pr.Solve(context.Background(), 0)
			require.Len(t, sols, 1)
			got := pr.Solutions(sols[0])
			assert.ElementsMatch(t, c.want, got)
		})
	}
	// A twin that was not solved has none.
	assert.Nil(t, (&Problem{}).Solutions(TwinSolution{Twin: &Twin{}}))
}

// TestOneDiagnosticPerStipulation: a stipulation cpls cannot solve gets exactly one
// finding, inside the stipulation's text, whether it stands in the diagram or in a
// twin: the parser's when the parser reports it (a syntax error, a play form cpls does
// not solve, a structured stipulation), else the loader's.
func TestOneDiagnosticPerStipulation(t *testing.T) {
	stips := []string{"#0", "h#0", "ser-#0", "ser-h#0.5", "#", "zz2", "h#2.5.5", "hs#1", "hr#1", "dia3", "dia 3", "a=>b2",
		"pser-h#2", "pser-#2", "pser-s#2", "pser-r#2", "pser-hs#2", "phser-#2", "phser-s#2", "phser-r#2",
		"ser-hs#2", "ser-reci-h#2", "reci-h#2", "reci-h(#)=2", "semi-r#2", "3->#2", "h##2", "s##2", "exact-#2",
		"#2", "hx2", "h+2", "ser-h!=2", "zh32", "h0032"}
	solvable := map[string]bool{"#2": true, "exact-#2": true, "hs#1": true, "hr#1": true, "semi-r#2": true, "ser-reci-h#2": true, "reci-h#2": true, "reci-h(#)=2": true, "pser-h#2": true, "pser-#2": true, "pser-s#2": true, "pser-r#2": true, "phser-#2": true, "phser-s#2": true, "phser-r#2": true, "ser-hs#2": true, "hx2": true, "h+2": true, "ser-h!=2": true, "h##2": true, "s##2": true, "zh32": true, "h0032": true}
	for _, st := range stips {
		for _, where := range []string{"diagram", "twin"} {
			t.Run(where+" "+st, func(t *testing.T) {
				src := "BeginProblem\nPieces White Ke1 Qd1 Black Ke8\nStipulation " + st + "\nEndProblem\n"
				if where == "twin" {
					src = "BeginProblem\nPieces White Ke1 Qd1 Black Ke8\nStipulation #2\nTwin Stipulation " + st + "\nEndProblem\n"
				}
				start := strings.LastIndex(src, st)
				end := start + len(st)
				var got []string
				for _, d := range Check(context.Background(), []byte(src), CheckOptions{}) {
					if d.End > start && d.Start < end || d.Start == start && d.End == start {
						got = append(got, d.Code+": "+d.Message)
						assert.True(t, d.Start >= start && d.End <= end, "range %d-%d outside the stipulation %d-%d: %s", d.Start, d.End, start, end, d.Message)
					}
				}
				if solvable[st] {
					assert.Empty(t, got)
					return
				}
				assert.Len(t, got, 1, "%q", got)
			})
		}
	}
	for _, src := range []string{
		"BeginProblem\nPieces White Ke1 Qd1 Black Ke8\nSStipulation a#2\nEndProblem\n",
		"BeginProblem\nPieces White Ke1 Qd1 Black Ke8\nStipulation #2\nTwin SStipulation a#2\nEndProblem\n",
		"BeginProblem\nPieces White Ke1 Qd1 Black Ke8\nStipulation #2\nTwin Stipulation\nEndProblem\n",
	} {
		t.Run(src, func(t *testing.T) {
			var got []string
			for _, d := range Check(context.Background(), []byte(src), CheckOptions{}) {
				got = append(got, d.Code+": "+d.Message)
			}
			assert.Len(t, got, 1, "%q", got)
		})
	}
}
