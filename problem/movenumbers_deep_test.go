package problem

import (
	"context"
	"strings"
	"testing"
)

// TestSecondMoveNumbers: with "n:m" in StartMoveNumber and UpToMoveNumber after two
// introductory moves, cpls writes the progress lines of the second moves ("1:2") and
// each solution after the line of its second move, as Popeye 4.104 does on this
// problem (its output, below); with three numbers it reports the option.
func TestSecondMoveNumbers(t *testing.T) {
	src := "BeginProblem\nStipulation 2->ser-#2\nPieces White Kc6 Rd1 Black Ka8 Rh7\n" +
		"Option StartMoveNumber 1:1 UpToMoveNumber 2:3\nEndProblem\n"
	popeye := `  1  (Rh7-h1 )
  1:1  (Rh1*d1 )
  1:2  (Rh1-e1 )
  1.Rh7-h1   2.Rh1-e1   1.Kc6-b6   2.Rd1-d8 #
  1:3  (Rh1-f1 )
  1.Rh7-h1   2.Rh1-f1   1.Kc6-b6   2.Rd1-d8 #
  2  (Rh7-h2 )
  2:1  (Rh2-h1 )
  1.Rh7-h2   2.Rh2-h1   1.Kc6-b6   2.Rd1-d8 #
  2:2  (Rh2-a2 )`
	got := solveText(context.Background(), []byte(src)).Text
	if !strings.Contains(got, popeye) {
		t.Errorf("got\n%s\nwant Popeye's\n%s", got, popeye)
	}
	src = strings.Replace(src, "1:1 ", "1:1:1 ", 1)
	if got := solveText(context.Background(), []byte(src)).Text; !strings.Contains(got, "a list of move numbers") {
		t.Errorf("three numbers are not reported:\n%s", got)
	}
}
