package problem

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPieceFactsBulHurdlePromotion: a white Bul grasshopper's hop moves its black pawn
// hurdle by the grasshopper's walk; landing on the first rank, the pawn promotes by its
// own colour, so every promotion that leaves White's king unchecked is a move (Popeye's
// EXAMPLES/bul.inp#4, twin b: 1...bGb3-b5[bPb4->b1=S]).
func TestPieceFactsBulHurdlePromotion(t *testing.T) {
	src := []byte("BeginProblem\nPieces White Kb2\n       White Bul Gb3\n       Black Ka4 Pb4c4\nStipulation h#4.5\nEndProblem\n")
	pr := Load(src, parser.Parse(src).Problems[0])
	facts := pr.PieceFacts(nil, movegen.B3)
	require.Len(t, facts, 2)
	assert.Equal(t, "Legal moves: bGb3-b5[bPb4->b1=S], bGb3-b5[bPb4->b1=B], bGb3-b5[bPb4->b1=G=b], bGb3-b5[bPb4->b6], bGb3-b5[bPb4->d4], bGb3-d5[bPc4->e6].", facts[1])
}
