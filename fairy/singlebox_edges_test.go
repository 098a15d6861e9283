package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestSingleBoxType1CaptureOnEdge: under SingleBox Type1 a pawn observes the king on its
// promotion rank only while some piece it promotes into is out of play, so a capture
// that puts one there exposes a king on that rank even off every line to it: the line
// shortcut (materialKept, ruleSet.materialEdges) must not allow the capture, and still
// allows it with the king off the last ranks. White has every piece; Black's Rd1xd2
// takes a knight, after which the pawn g7 observes h8.
func TestSingleBoxType1CaptureOnEdge(t *testing.T) {
	cond, err := NewCondition(ConditionSpec{Name: "SingleBox", Variants: []string{"Type1"}})
	require.NoError(t, err)
	for _, tc := range []struct {
		king  movegen.Square
		legal bool
	}{{movegen.H8, false}, {movegen.H6, true}} {
		var b Board
		for s, w := range map[movegen.Square]Walk{movegen.A1: King, movegen.B1: Queen, movegen.A3: Rook, movegen.B3: Rook,
			movegen.C1: Bishop, movegen.F1: Bishop, movegen.D2: Knight, movegen.G1: Knight, movegen.G7: Pawn} {
			b[s] = MakePiece(w, WhiteSide, 0)
		}
		b[tc.king] = MakePiece(King, BlackSide, 0)
		b[movegen.D1] = MakePiece(Rook, BlackSide, 0)
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare, SideToMove: movegen.Black, Conditions: []Condition{cond}})
		require.False(t, g.InCheck(), "king %v", tc.king)
		found := false
		for _, m := range g.LegalMoves(nil) {
			found = found || m.From() == movegen.D1 && m.To() == movegen.D2
		}
		require.Equal(t, tc.legal, found, "Rd1xd2 with the king on %v", tc.king)
	}
}
