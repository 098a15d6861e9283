package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestSuffocated: Popeye's demonstration of the special stalemate rule
// (BEISPIEL/paralys.inp): a white paralysing king on b7 paralyses the black king on a8
// and the pawn on c6, so Black, in check from the rook on a1, is suffocated; with the
// king on a7 the pawn may still move.
func TestSuffocated(t *testing.T) {
	for _, tc := range []struct {
		king       movegen.Square
		suffocated bool
		check      bool
	}{
		{movegen.B7, true, true},
		{movegen.A7, false, false},
	} {
		var b Board
		b[tc.king] = MakePiece(King, WhiteSide, Attrs(Paralysing))
		b[movegen.A1] = MakePiece(Rook, WhiteSide, 0)
		b[movegen.A8] = MakePiece(King, BlackSide, 0)
		b[movegen.C6] = MakePiece(Pawn, BlackSide, 0)
		g := New(Setup{Board: b, SideToMove: movegen.Black, EnPassant: movegen.NoSquare})
		require.True(t, g.MaySuffocate())
		require.Equal(t, tc.suffocated, g.Suffocated(), "king on %v", tc.king)
		require.Equal(t, tc.check, g.InCheck(), "king on %v", tc.king)
		require.Equal(t, !tc.suffocated, g.HasLegalMove(), "king on %v", tc.king)
	}
	var b Board
	b[movegen.E1] = MakePiece(King, WhiteSide, 0)
	b[movegen.E8] = MakePiece(King, BlackSide, 0)
	g := New(Setup{Board: b, EnPassant: movegen.NoSquare})
	require.False(t, g.MaySuffocate())
}
