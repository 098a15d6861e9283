package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// ChecklessChess's nested tests as Popeye makes them, on Gerd Rinder's "Ohneschach
// anomaly" (Die Schwalbe 1969, Popeye's BEISPIEL/exklohne.inp): 1.Rd8-e8 mates (every
// king move would check through the nightrider f3 and none mates), while after 1.Rh8-e8
// the checks answering checks run on until Popeye's recursion stopper, so Popeye cannot
// decide whether the move is legal: it is not played, and it is the one undecided move.
func TestChecklessUndecided(t *testing.T) {
	var b Board
	b[movegen.D7] = MakePiece(King, WhiteSide, 0)
	b[movegen.D8] = MakePiece(Rook, WhiteSide, 0)
	b[movegen.H8] = MakePiece(Rook, WhiteSide, 0)
	b[movegen.A1] = MakePiece(Bishop, WhiteSide, 0)
	b[movegen.H1] = MakePiece(Bishop, WhiteSide, 0)
	b[movegen.E5] = MakePiece(King, BlackSide, 0)
	b[movegen.C3] = MakePiece(Nightrider, BlackSide, 0)
	b[movegen.F3] = MakePiece(Nightrider, BlackSide, 0)
	cond, err := NewCondition(ConditionSpec{Name: "ChecklessChess"})
	require.NoError(t, err)
	g := New(Setup{Board: b, EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
	move := func(from, to movegen.Square) movegen.Move {
		for _, m := range g.pseudo(nil, movegen.White) {
			if m.From() == from && m.To() == to {
				return m
			}
		}
		t.Fatalf("no move %v-%v", from, to)
		return 0
	}
	rd8e8, rh8e8 := move(movegen.D8, movegen.E8), move(movegen.H8, movegen.E8)
	legal := g.LegalMoves(nil)
	require.Contains(t, legal, rd8e8)
	require.NotContains(t, legal, rh8e8)
	g.Make(rd8e8)
	require.Equal(t, checklessMates, g.checklessReply())
	require.False(t, g.HasLegalMove())
	g.Unmake()
	g.Make(rh8e8)
	require.Equal(t, checklessOpen, g.checklessReply())
	g.Unmake()
	require.True(t, g.UndecidesLegality())
	require.Equal(t, []movegen.Move{rh8e8}, g.Undecided(nil))
	require.Equal(t, "Rh8-e8", g.MoveText(rh8e8, movegen.English))
}
