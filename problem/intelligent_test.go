package problem

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A twin whose conditions Popeye's intelligent mode does not know is not solved: Popeye
// prints its message 93 in place of the solution and goes on with the next twin. The
// expected text is Popeye 4.104's -regression output for this source.
func TestIntelligentRefusedTwins(t *testing.T) {
	src := "BeginProblem\nOption Intelligent\nStipulation h#2\nPieces White Ke1\n       Black Kg5\n" +
		"Condition AntiSuperCirce Cheylan\nTwin Condition NoCapture\nTwin Condition AntiSuperCirce Cheylan\nEndProblem\n"
	msg := "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.\n"
	want := "  h#2                         1 + 1\n       AntiCirce Super Cheylan\n\na) \n" + msg +
		"\nb) NoCapture  \n\n\nc) AntiCirce Super Cheylan  \n" + msg + "\nsolution finished.\n\n\n"
	got := solveText(context.Background(), []byte(src))
	i := strings.Index(got.Text, "  h#2 ")
	require.GreaterOrEqual(t, i, 0, got.Text)
	assert.Equal(t, want, got.Text[i:])
	assert.Equal(t, got.Text, got.Rendered)

	lf := LoadFile([]byte(src))
	tw := lf.Problems[0].Twins
	require.Len(t, tw, 3)
	assert.Equal(t, []bool{false, true, false}, []bool{tw[0].Solvable(), tw[1].Solvable(), tw[2].Solvable()})
	var refused []string
	for _, d := range lf.Problems[0].Diagnostics {
		if d.Code == CodeRefused {
			refused = append(refused, string([]byte(src)[d.Start:d.End])+": "+d.Message)
		}
	}
	assert.Equal(t, []string{"Intelligent: " + strings.TrimSpace(msg)}, refused, "one note, on the option")
}

// The refusal covers fairy walks that pawns would promote to and Kamikaze pieces, and
// is written in the problem's language; conditions the intelligent mode knows, and
// dummies, are solved.
func TestIntelligentRefusedBy(t *testing.T) {
	for _, c := range []struct {
		src     string
		refused string
	}{
		{"BeginProblem\nOption Intelligent\nStipulation h#2\nPieces White Ke1 Gd1 Black Kg5\nEndProblem\n",
			"Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.\n"},
		{"BeginProblem\nOption Intelligent\nStipulation h#2\nPieces White Ke1 Rd1 Black Kg5 Black Kamikaze Pa5\nEndProblem\n",
			"Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.\n"},
		{"DebutProbleme\nOption Intelligent\nEnonce h#2\nPieces Blanc Re1 Noir Rg5\nCondition Madrasi\nFinProbleme\n",
			"mode intelligent seulement avec h#/=, ser-#/= et ser-h#/=, facultativement avec certaines conditions, et sans pieces feeriques.\n"},
		{"AnfangProblem\nOption Intelligent\nForderung h#2\nSteine Weiss Ke1 Schwarz Kg5\nBedingung Madrasi\nEndeProblem\n",
			"Intelligent Modus nur im h#/=, ser-#/= und ser-h#/=, wenigen Maerchenbedingungen und keinen Maerchensteinen.\n"},
		{"BeginProblem\nOption Intelligent\nStipulation h#2\nPieces White Ke1 Rd1 Black Kg5 Pa5 Dummy Sd5\nEndProblem\n", ""},
		{"BeginProblem\nOption Intelligent\nStipulation h#2\nPieces White Ke1 Rd1 Black Kg5\nCondition NoWhiteCapture BlackMaximummer\nEndProblem\n", ""},
		{"BeginProblem\nStipulation h#2\nPieces White Ke1 Gd1 Black Kg5\nCondition Madrasi\nEndProblem\n", ""},
	} {
		lf := LoadFile([]byte(c.src))
		require.Len(t, lf.Problems, 1, c.src)
		tw := lf.Problems[0].Twins[0]
		assert.Equal(t, c.refused, tw.Refused, c.src)
		assert.Empty(t, tw.Unsupported, c.src)
		assert.Equal(t, c.refused == "", tw.Solvable(), c.src)
	}
}
