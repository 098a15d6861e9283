package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestPopeyeOrder: Popeye plays the pieces from a1 up and each piece's moves the last
// generated first (a king's steps in the reverse of its vector order right, up, left,
// down, up-left, up-right, down-right, down-left), a pawn's promotions together in
// their own order (BEISPIEL/annan.inp#4 finds 1.Kd3-c4 before 1.Kd3-d4 so).
func TestPopeyeOrder(t *testing.T) {
	var b Board
	b[movegen.D3] = MakePiece(King, WhiteSide, Attrs(Royal))
	b[movegen.B7] = MakePiece(Pawn, WhiteSide, 0)
	b[movegen.H1] = MakePiece(King, BlackSide, Attrs(Royal))
	g := New(Setup{Board: b, EnPassant: movegen.NoSquare})
	moves := g.LegalMoves(nil)
	g.PopeyeOrder(moves)
	var got []string
	for _, m := range moves {
		got = append(got, m.From().String()+m.To().String())
	}
	require.Equal(t, []string{"d3c2", "d3e2", "d3e4", "d3c4", "d3d2", "d3c3", "d3d4", "d3e3",
		"b7b8", "b7b8", "b7b8", "b7b8"}, got)
	for i, m := range moves[8:] {
		require.Equal(t, g.LegalMoves(nil)[8+i], m, "promotions keep the engine's order")
	}
}
