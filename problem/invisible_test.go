package problem

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/parser"
)

// FuzzInvisibleCount: whatever follows TotalInvisible in the pieces and in a twin's
// Add, loading never panics, the count is never negative, and "TotalInvisible n" gives
// n.
func FuzzInvisibleCount(f *testing.F) {
	f.Add("1", "white ke1 black ke8", "3")
	f.Add("2", "total 1", "x")
	f.Add("-4", "black qa4", "99999999999999999999")
	f.Fuzz(func(t *testing.T, n, pieces, twin string) {
		src := "BeginProblem\nPieces TotalInvisible " + n + " " + pieces + "\nStipulation h#1\nTwin Add TotalInvisible " + twin + "\nEndProblem\n"
		for _, p := range parser.Parse([]byte(src)).Problems {
			pr := Load([]byte(src), p)
			if pr.Invisibles < 0 {
				t.Fatalf("negative count %d", pr.Invisibles)
			}
			if v, err := strconv.Atoi(n); err == nil && v > 0 && !strings.ContainsAny(pieces, "\n") && pr.Invisibles != v && len(p.TotalInvisible) == 1 {
				t.Fatalf("TotalInvisible %s counted %d", n, pr.Invisibles)
			}
		}
	})
}

// TestInvisibleSolveAndReport solves a one-piece problem through problem (Popeye's
// EXAMPLES/total_invisible.inp, first problem), the same with five pieces (no solution,
// as Popeye 4.104 finds: Black has invisible pieces to stop every mate), and reports a
// play package invisible does not take on.
func TestInvisibleSolveAndReport(t *testing.T) {
	src := []byte("BeginProblem\npieces TotalInvisible 1 white kf6 qd5 black kh6 ph7\nStipulation h#1\nEndProblem\n")
	pr := Load(src, parser.Parse(src).Problems[0])
	got := Render(pr, Results(pr.Solve(context.Background(), 0)))
	for _, want := range []string{"2 + 2 + 1 TI", "  1.Kh6-h5 Qd5-g5 #\n", "  1.[+wTIg6]h7*g6 Qd5-h1 #\n", "solution finished."} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	src = []byte("BeginProblem\npieces TotalInvisible 5 white kf6 qd5 black kh6 ph7\nStipulation h#1\nEndProblem\n")
	pr = Load(src, parser.Parse(src).Problems[0])
	got = Render(pr, Results(pr.Solve(context.Background(), 0)))
	for _, want := range []string{"2 + 2 + 5 TI", "solution finished."} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "  1.") {
		t.Errorf("five invisible pieces give a solution:\n%s", got)
	}
	src = []byte("BeginProblem\npieces TotalInvisible 1 white kf6 qd5 black kh6 ph7\nStipulation #1\nEndProblem\n")
	pr = Load(src, parser.Parse(src).Problems[0])
	if pr.Twins[0].Solvable() {
		t.Fatal("a direct mate with invisible pieces is solved")
	}
	found := false
	for _, d := range pr.Diagnostics {
		found = found || strings.Contains(d.Message, "other than h#")
	}
	if !found {
		t.Errorf("no diagnostic says why a direct mate with invisible pieces is not solved: %v", pr.Diagnostics)
	}
}
