package problem

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// corpusInput returns the input of the corpus problem id.
func corpusInput(t *testing.T, id string) string {
	t.Helper()
	for _, r := range loadCorpus(t) {
		if r.ID == id {
			return r.Input
		}
	}
	t.Fatalf("no corpus problem %s", id)
	return ""
}

// TestDuplexDiagnostics: each half of a Duplex is a problem of its own. Popeye's
// output of these corpus problems shows one solution per half; cpls reported them as
// a cook of two solutions. Every half is now sound and named in its finding.
func TestDuplexDiagnostics(t *testing.T) {
	cases := []struct {
		id   string
		want []string // messages of the solver's findings, in order
	}{
		{"BEISPIEL/twin.inp#0", []string{
			"a) h#2 is sound in White's half: 1.Tf7-f6 e7-e8=D 2.Tf6-b6 De8-a4#",
			"a) h#2 is sound in Black's half: 1.Kc8-b8 Tf7*e7 2.Kb8-a8 Te7-e8#",
			"b) h=2 is sound in White's half: 1.Ka6-a7 e7-e8=D 2.Ka7-a8 De8*f7=",
			"b) h=2 is sound in Black's half: 1.Kc8-b8 Tf7*e7 2.Kb8-a8 Te7-b7=",
		}},
		{"BEISPIEL/hpint.inp#81", []string{
			"h=3 is sound in White's half: 1.b6-b5 Tc4*a4 2.La5-b4 Ta4*b4+ 3.Kb3-a2 d5*c6=",
			"h=3 is sound in Black's half: 1.Tc4-c3+ Sa4*c3 2.Kd3-d2 Sc3*d5+ 3.Kd2-d1 Tc6*c2=",
		}},
		{"BEISPIEL/intell.inp#57", []string{
			"h#2.5 is sound in White's half: 1...Te6-e8 2.Ld6-e7 Sc3*e2 3.Ke3*e4 Te8*e7#",
			"h#2.5 is sound in Black's half: 1...Ld6-f8 2.Te6-e7 Se2*c3+ 3.Kb5-c5 Lf8*e7#",
		}},
		{"BEISPIEL/intell.inp#63", []string{
			"h#3 is sound in White's half: 1.Kh6-h7 Lg3-e5 2.Kh7-h8 Kf5-g6 3.Sf6-g8 Le5*g7#",
			"h#3 is sound in Black's half: 1.Kf5-f4 Sf6-e4 2.Kf4-g4 Se4-f2+ 3.Kg4-h4 g7-g5#",
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			src := corpusInput(t, c.id)
			var got []string
			for _, f := range solverFindings(t, src, CheckOptions{Solve: true, Budget: time.Minute}) {
				got = append(got, f.Message)
				assert.NotEqual(t, CodeCook, f.Code, f.Message)
			}
			assert.Equal(t, c.want, got)
		})
	}
	t.Run("HalfDuplex names its half", func(t *testing.T) {
		src := strings.Replace(corpusInput(t, "BEISPIEL/twin.inp#0"), "duplex", "halbduplex", 1)
		var got []string
		for _, f := range solverFindings(t, src, CheckOptions{Solve: true, Budget: time.Minute}) {
			got = append(got, f.Message)
		}
		assert.Equal(t, []string{
			"a) h#2 is sound in Black's half: 1.Kc8-b8 Tf7*e7 2.Kb8-a8 Te7-e8#",
			"b) h=2 is sound in Black's half: 1.Kc8-b8 Tf7*e7 2.Kb8-a8 Te7-b7=",
		}, got)
	})
	t.Run("a cook in one half", func(t *testing.T) {
		// castling.inp#18 (h#2, two solutions) with Duplex: White's half is cooked.
		src := "BeginProblem\nPieces White Ke1 Ra1 Rh1 Pb3 Black Kd3 Rh2 Pf3\nStipulation h#2\nOption Duplex\nEndProblem\n"
		var cook []string
		for _, f := range solverFindings(t, src, CheckOptions{Solve: true, Budget: time.Minute}) {
			if f.Code == CodeCook && f.Text == "h#2" {
				cook = append(cook, f.Message)
			}
		}
		require.Len(t, cook, 1)
		assert.True(t, strings.HasPrefix(cook[0], "h#2 is cooked in White's half: 2 solutions ("), cook[0])
	})
}

// TestDuplexVerdict checks the status line and the data of a duplex: per half.
func TestDuplexVerdict(t *testing.T) {
	src := []byte(corpusInput(t, "BEISPIEL/twin.inp#0"))
	f := parser.Parse(src)
	require.Len(t, f.Problems, 1)
	pr := Load(src, f.Problems[0])
	sols := pr.Solve(context.Background(), 0)
	require.Len(t, sols, 2)
	for _, s := range sols {
		v, ok := pr.Verdict(s)
		require.True(t, ok)
		assert.Equal(t, Sound, v.Status)
		assert.Equal(t, "sound in both halves", v.Summary)
		d := pr.Data(s)
		assert.Equal(t, "sound", d.Status)
		require.Len(t, d.Halves, 2)
		for i, name := range []string{"White's half", "Black's half"} {
			assert.Equal(t, name, d.Halves[i].Name)
			assert.Equal(t, "sound", d.Halves[i].Status)
			assert.Equal(t, 1, d.Halves[i].Solutions)
		}
	}
}

func TestParseIntended(t *testing.T) {
	cases := []struct {
		text   string
		n      int // 0: no statement
		labels []string
		msg    bool // a warning
	}{
		{"intended-solutions 2", 2, nil, false},
		{"intended-solutions: 3", 3, nil, false},
		{"Intended solutions 2.1.1.1", 2, nil, false},
		{"intended-solutions 2.2.1.1", 4, nil, false},
		{"intended-solutions 4.1.1...", 4, nil, false},
		{"intended-solutions 2.1", 2, nil, false},
		{"2 solutions", 2, nil, false},
		{"1 solution", 1, nil, false},
		{"3 Loesungen", 3, nil, false},
		{"2 Lösungen, Modellmatts", 2, nil, false},
		{"2.1.1.1", 2, nil, false},
		{"3.1.1.1.1.1 model mates", 3, nil, false},
		{"2.1...", 2, nil, false},
		{"b) 2 solutions", 2, []string{"b"}, false},
		{"a) c) intended-solutions 3", 3, []string{"a", "c"}, false},
		{"two solutions, both castling", 0, nil, false},
		{"12.3.1998 published", 0, nil, false},
		{"1.e4 is the key", 0, nil, false},
		{"1... Kf4-g4 is the set play", 0, nil, false},
		{"2.1 remark", 0, nil, false},
		{"see 2 solutions below", 0, nil, false},
		{"intended-solutions many", 0, nil, true},
		{"0 solutions", 0, nil, true},
		{"intended-solutions 2.0.1.1", 0, nil, true},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			got, ok, msg := parseIntended(c.text)
			assert.Equal(t, c.n > 0, ok)
			if ok {
				assert.Equal(t, c.n, got.n)
				assert.Equal(t, c.labels, got.labels)
			}
			assert.Equal(t, c.msg, msg != "", msg)
		})
	}
}

// TestIntendedSolutions: a helpmate with the intended number of solutions is sound;
// more is a cook, fewer a missing solution; per twin.
func TestIntendedSolutions(t *testing.T) {
	// examples/helpmate-2.inp without its remark: two solutions.
	const body = "Pieces White Ke1 Ra1 Rh1 Pb3\n       Black Kd3 Rh2 Pf3\nStipulation h#2\n"
	const sols = "1.Kd3-c2 Ra1-a2+ 2.Kc2-c1 0-0#; 1.Rh2-f2 0-0-0+ 2.Kd3-e2 Rh1-e1#"
	cases := []struct {
		name string
		src  string
		want []finding
	}{
		{"exactly as intended", "BeginProblem\nRemark intended-solutions 2\n" + body + "EndProblem\n", []finding{
			{"h#2", parser.Information, CodeSolution, "h#2 is sound: 2 solutions as intended (" + sols + ")"}}},
		{"YACPDB's branching form", "BeginProblem\nRemark 2.1.1.1\n" + body + "EndProblem\n", []finding{
			{"h#2", parser.Information, CodeSolution, "h#2 is sound: 2 solutions as intended (" + sols + ")"}}},
		{"German", "AnfangProblem\nBemerkung 2 Loesungen\nSteine Weiss Ke1 Ta1 Th1 Bb3 Schwarz Kd3 Th2 Bf3\nForderung h#2\nEndeProblem\n", []finding{
			{"h#2", parser.Information, CodeSolution, "h#2 is sound: 2 solutions as intended (1.Kd3-c2 Ta1-a2+ 2.Kc2-c1 0-0#; 1.Th2-f2 0-0-0+ 2.Kd3-e2 Th1-e1#)"}}},
		{"more than intended", "BeginProblem\nRemark 1 solution\n" + body + "EndProblem\n", []finding{
			{"h#2", parser.Warning, CodeCook, "h#2 has 2 solutions, 1 intended (" + sols + ")"}}},
		{"fewer than intended", "BeginProblem\nRemark 3 solutions\n" + body + "EndProblem\n", []finding{
			{"h#2", parser.Warning, CodeMissingSolution, "h#2 has 2 solutions, 3 intended (" + sols + ")"}}},
		{"none of the intended", "BeginProblem\nRemark intended-solutions 2\nPieces White Kb1 Qd4 Black Ka8\nStipulation h#1\nEndProblem\n", []finding{
			{"h#1", parser.Error, CodeNoSolution, "h#1 has no solution, 2 intended"}}},
		{"per twin: a remark after the twin", "BeginProblem\nRemark 2 solutions\n" + body +
			"Twin Stipulation h=2\nRemark 1 solution\nEndProblem\n", []finding{
			{"h#2", parser.Information, CodeSolution, "a) h#2 is sound: 2 solutions as intended (" + sols + ")"},
			{"Stipulation h=2", parser.Error, CodeNoSolution, "b) h=2 has no solution"}}},
		{"per twin: a label", "BeginProblem\nRemark a) 2 solutions\n" + body +
			"Twin Move h2 h3\nEndProblem\n", nil},
		{"no remark: two solutions are a cook", "BeginProblem\n" + body + "EndProblem\n", []finding{
			{"Qa1", parser.Warning, CodeCook, ""}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := solverFindings(t, c.src, CheckOptions{Solve: true, Budget: time.Minute})
			switch c.name {
			case "per twin: a label":
				// a) is sound as intended, b) (one solution fewer or more) is judged
				// against one.
				require.NotEmpty(t, got)
				assert.Equal(t, "a) h#2 is sound: 2 solutions as intended ("+sols+")", got[0].Message)
				for _, f := range got[1:] {
					assert.NotContains(t, f.Message, "intended")
				}
			case "no remark: two solutions are a cook":
				require.Len(t, got, 2)
				assert.Equal(t, "h#2 is cooked: 2 solutions ("+sols+")", got[1].Message)
			default:
				assert.Equal(t, c.want, got)
			}
		})
	}
}

// TestVerdictSummary checks the status line the editor shows per twin.
func TestVerdictSummary(t *testing.T) {
	const helpmate = "Pieces White Ke1 Ra1 Rh1 Pb3 Black Kd3 Rh2 Pf3\nStipulation h#2\n"
	cases := []struct{ name, src, want string }{
		{"sound key", "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nEndProblem\n", "sound: 1.Qa7-f2!"},
		{"cooked", "BeginProblem\n" + helpmate + "EndProblem\n", "cooked: 2 solutions"},
		{"as intended", "BeginProblem\nRemark 2 solutions\n" + helpmate + "EndProblem\n", "sound: 2 solutions"},
		{"more than intended", "BeginProblem\nRemark 1 solution\n" + helpmate + "EndProblem\n", "cooked: 2 solutions, 1 intended"},
		{"fewer than intended", "BeginProblem\nRemark 3 solutions\n" + helpmate + "EndProblem\n", "2 solutions of 3 intended"},
		{"duplex, a cook in one half", "BeginProblem\n" + helpmate + "Option Duplex\nEndProblem\n",
			"cooked in White's half: 2 solutions; short solution in Black's half"},
		{"half duplex", "BeginProblem\nPieces White Kc8 Pe7 Black Ka6 Rf7\nStipulation h#2\nOption HalfDuplex\nEndProblem\n",
			"sound in Black's half"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := []byte(c.src)
			f := parser.Parse(src)
			require.Len(t, f.Problems, 1)
			pr := Load(src, f.Problems[0])
			sols := pr.Solve(context.Background(), 0)
			require.Len(t, sols, 1)
			v, ok := pr.Verdict(sols[0])
			require.True(t, ok)
			assert.Equal(t, c.want, v.Summary)
		})
	}
}
