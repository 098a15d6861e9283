package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestMoveKey: a rook lion's capture f8×f5 over the pawn on f7 and over the pawn on f6
// are two moves of the engine (the hurdle is kept) but one move as Popeye compares
// them, so a threat found over one hurdle is re-found over the other.
func TestMoveKey(t *testing.T) {
	capture := func(hurdle movegen.Square) movegen.Move {
		var b Board
		b[movegen.F8] = MakePiece(RookLion, WhiteSide, 0)
		b[hurdle] = MakePiece(Pawn, BlackSide, 0)
		b[movegen.F5] = MakePiece(Knight, BlackSide, 0)
		b[movegen.A1] = MakePiece(King, WhiteSide, 0)
		b[movegen.H1] = MakePiece(King, BlackSide, 0)
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare})
		for _, m := range g.LegalMoves(nil) {
			if m.From() == movegen.F8 && m.To() == movegen.F5 {
				return m
			}
		}
		t.Fatalf("no capture f8×f5 over %v", hurdle)
		return 0
	}
	a, b := capture(movegen.F7), capture(movegen.F6)
	require.NotEqual(t, a, b)
	g := New(Setup{EnPassant: movegen.NoSquare})
	require.Equal(t, g.MoveKey(a), g.MoveKey(b))
	require.Equal(t, a.From(), g.MoveKey(a).From())
	require.Equal(t, a.To(), g.MoveKey(a).To())
}
