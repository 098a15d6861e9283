package movegen

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// holed parses fen and takes the named squares off its board.
func holed(t *testing.T, fen string, squares ...string) *Position {
	t.Helper()
	p, err := ParseFEN(fen)
	require.NoError(t, err)
	var b Bitboard
	for _, s := range squares {
		sq, ok := ParseSquare(s)
		require.True(t, ok, s)
		b |= SquareBB(sq)
	}
	p.SetHoles(b)
	return p
}

// TestHolesStopMoves: no man moves to a hole, a rider stops before it, a castling
// king's rook does not cross it; every move counter agrees with the list.
func TestHolesStopMoves(t *testing.T) {
	p := holed(t, "7k/8/8/8/8/8/8/R3K1N1 w Q - 0 1", "c1", "a4", "f3")
	want := []string{"a1a2", "a1a3", "a1b1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "g1e2", "g1h3"}
	require.ElementsMatch(t, want, sortedUCI(p.LegalMoves(nil)))
	require.Equal(t, len(want), p.MoveCount())
	require.ElementsMatch(t, want, sortedUCI(p.PseudoLegalMoves(nil)))
	p.Make(p.LegalMoves(nil)[0])
	p.Unmake()
	require.Equal(t, SquareBB(C1)|SquareBB(A4)|SquareBB(F3), p.Holes())
	require.True(t, p.Occupied().Has(F3))
}

// TestHolesStopAttacks: a hole between a rider and a king takes the check and the pin
// away, and squares that are holes are no flight squares.
func TestHolesStopAttacks(t *testing.T) {
	p := holed(t, "4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1", "e5")
	require.False(t, p.InCheck())
	require.Zero(t, p.Pinned())
	require.Contains(t, sortedUCI(p.LegalMoves(nil)), "e2d3")

	mate := "k6R/8/8/8/8/8/8/K7 b - - 0 1"
	open, err := ParseFEN(mate)
	require.NoError(t, err)
	require.False(t, open.IsCheckmate())
	require.True(t, holed(t, mate, "a7", "b7").IsCheckmate())
}

// TestHolesNoCheckingMoveOnto: the checking-move generator and the flight test take the
// holes as Make does: no pawn captures onto one, and a hole is no flight of the king.
func TestHolesNoCheckingMoveOnto(t *testing.T) {
	p := holed(t, "4k3/8/6P1/8/8/8/8/4K3 w - - 0 1", "f7")
	moves, ok := p.CheckingMoves(nil)
	require.True(t, ok)
	require.NotContains(t, sortedUCI(moves), "g6f7")

	q := holed(t, "7k/8/8/8/8/8/8/K5R1 w - - 0 1", "g7", "g8")
	var rh Move
	for _, m := range q.LegalMoves(nil) {
		if m.UCI() == "g1h1" {
			rh = m
		}
	}
	require.Equal(t, "g1h1", rh.UCI())
	require.False(t, q.LeavesFlight(rh), "after Rh1 the rook holds h7 and g7, g8 are holes: no flight")
}
