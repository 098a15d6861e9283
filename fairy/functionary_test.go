package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestFunctionary: a white functionary rook on a1 moves and gives check only while a
// black piece observes it (the black rook on a8 when the file is open).
func TestFunctionary(t *testing.T) {
	for _, tc := range []struct {
		blocker bool
		moves   bool
	}{{false, true}, {true, false}} {
		var b Board
		b[movegen.A1] = MakePiece(Rook, WhiteSide, Attrs(Functionary))
		b[movegen.A8] = MakePiece(Rook, BlackSide, 0)
		b[movegen.B3] = MakePiece(King, WhiteSide, 0)
		b[movegen.H1] = MakePiece(King, BlackSide, 0)
		if tc.blocker {
			b[movegen.A4] = MakePiece(Pawn, WhiteSide, 0)
		}
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare})
		n := 0
		for _, m := range g.LegalMoves(nil) {
			if m.From() == movegen.A1 {
				n++
			}
		}
		require.Equal(t, tc.moves, n > 0, "blocker %v", tc.blocker)
		g.SetTurn(movegen.Black)
		require.Equal(t, tc.moves, g.InCheck(), "blocker %v: the rook checks along the first rank", tc.blocker)
	}
}
