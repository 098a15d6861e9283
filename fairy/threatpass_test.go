package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestLostPiecesThreatPass: under LostPieces the defender's dummy move that starts a
// threat removes the attacker's lost pieces as a move does (Popeye's EXAMPLES/
// lostpieces.inp, "1.Rd4-b4[-bPb5] ! threat:[-wPd7]"): black passing in wKd6 Rb4 Pd7 /
// bKd8 Pe4 loses nothing of its own and takes away wPd7, which would be mated as
// white's royal piece; Unpass puts it back, the hash too.
func TestLostPiecesThreatPass(t *testing.T) {
	cond, err := NewCondition(ConditionSpec{Name: "LostPieces"})
	require.NoError(t, err)
	var b Board
	b[movegen.D6] = MakePiece(King, WhiteSide, 0)
	b[movegen.B4] = MakePiece(Rook, WhiteSide, 0)
	b[movegen.D7] = MakePiece(Pawn, WhiteSide, 0)
	b[movegen.D8] = MakePiece(King, BlackSide, 0)
	b[movegen.E4] = MakePiece(Pawn, BlackSide, 0)
	g := New(Setup{Board: b, SideToMove: movegen.Black, EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
	before, hash := g.boardNow(), g.Hash()
	require.Equal(t, "[-wPd7]", g.ThreatPassText(movegen.English))
	require.Equal(t, before, g.boardNow(), "ThreatPassText leaves the game as it was")

	g.PassThreat()
	want := before
	want[movegen.D7] = NoPiece
	require.Equal(t, want, g.boardNow())
	require.Equal(t, movegen.White, g.SideToMove())
	require.NotEqual(t, hash, g.Hash())
	g.Unpass()
	require.Equal(t, before, g.boardNow())
	require.Equal(t, hash, g.Hash())

	g.Pass()
	require.Equal(t, before, g.boardNow(), "a plain pass (series, set play) has no effect")
	g.Unpass()
}
