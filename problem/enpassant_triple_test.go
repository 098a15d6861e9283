package problem

import (
	"context"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/parser"
)

// TestEnPassantTripleStep: after Option EnPassant a7a6a5a4 (a triple step, as in
// Einstein chess) Popeye lets the pawn be taken en passant on either square it passed
// (its output on this problem: both captures); after a double step only on the one
// square; a step over three squares is reported, not solved.
func TestEnPassantTripleStep(t *testing.T) {
	cases := []struct {
		option     string
		want, miss []string
	}{
		{"EnPassant a7a6a5a4", []string{"1.b4*a5 ep. !", "1.b5*a6 ep. !"}, nil},
		{"EnPassant a7a6a5", []string{"1.b5*a6 ep. !"}, []string{"b4*a5"}},
	}
	for _, c := range cases {
		pos := "Pieces White Kh1 Pb5b4\n       Black Ke8 Pa4\n"
		if c.option != "EnPassant a7a6a5a4" {
			pos = "Pieces White Kh1 Pb5b4\n       Black Ke8 Pa5\n"
		}
		src := "BeginProblem\n" + pos + "Stipulation ep1\nOption " + c.option + "\nEndProblem\n"
		got := solveText(context.Background(), []byte(src)).Text
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: no %q in\n%s", c.option, w, got)
			}
		}
		for _, m := range c.miss {
			if strings.Contains(got, m) {
				t.Errorf("%s: %q is no solution:\n%s", c.option, m, got)
			}
		}
	}
	src := "BeginProblem\nPieces White Kh1 Pb3\n       Black Ke8 Pa3\nStipulation ep1\nOption EnPassant a7a6a5a4a3\nEndProblem\n"
	if got := solveText(context.Background(), []byte(src)).Text; !strings.Contains(got, "more than two squares passed over") {
		t.Errorf("a step over three squares is not reported:\n%s", got)
	}
}

// TestEnPassantDoubleStepOrthodox: an Option EnPassant naming a plain double step
// (first, passed, arrival on one file) keeps an orthodox problem on the orthodox fast
// path; only a pawn standing elsewhere (a Berolina step, a wormhole's transfer) needs
// the fairy engine, which follows it there.
func TestEnPassantDoubleStepOrthodox(t *testing.T) {
	cases := []struct {
		option string
		fairy  bool
	}{
		{"EnPassant g7g6g5", false},
		{"EnPassant g2g3g4", false},
		{"EnPassant f7e6d5", true},
		{"EnPassant d7d6h3", true},
	}
	for _, c := range cases {
		src := []byte("BeginProblem\nPieces White Kh1 Pf5 Black Ke8 Pg5 Pd5 Ph3 Pg4\nStipulation ep1\nOption " + c.option + "\nEndProblem\n")
		f := parser.Parse(src)
		tw := Load(src, f.Problems[0]).Twins[0]
		if got := tw.Fairy != nil; got != c.fairy {
			t.Errorf("%s: played by the fairy engine %v, want %v", c.option, got, c.fairy)
		}
	}
}
