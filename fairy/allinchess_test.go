package fairy

import (
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// conditionGame returns the game of conds (by name, in their plain form) with the pieces
// of placed, side to move.
func conditionGame(t *testing.T, side movegen.Color, placed map[movegen.Square]Piece, conds ...string) *Game {
	t.Helper()
	var s Setup
	for sq, p := range placed {
		s.Board[sq] = p
	}
	s.SideToMove, s.EnPassant = side, movegen.NoSquare
	for _, name := range conds {
		c, err := NewCondition(ConditionSpec{Name: name})
		require.NoError(t, err)
		s.Conditions = append(s.Conditions, c)
	}
	return New(s)
}

// findMove returns the pseudo-legal move of the side to move from from to to.
func findMove(t *testing.T, g *Game, from, to movegen.Square) movegen.Move {
	t.Helper()
	for _, m := range g.pseudo(nil, g.side) {
		if m.From() == from && m.To() == to {
			return m
		}
	}
	t.Fatalf("no move %v-%v", from, to)
	return 0
}

// kingTargets returns the squares the legal moves of the king on from go to.
func kingTargets(g *Game, from movegen.Square) []movegen.Square {
	var out []movegen.Square
	for _, m := range g.LegalMoves(nil) {
		if m.From() == from {
			out = append(out, m.To())
		}
	}
	slices.Sort(out)
	return out
}

// TestAllInCapturerChecks: under the In-chess conditions with a condition whose check
// test generates the checker's captures (AntiCirce validates a locust's check by its
// capture), a piece checks the king its side could capture even though a move's mover
// may not capture its own king. With the white king on e2, the black king on a8 and a
// black locust on f6, Popeye (py -regression, stipulation ~1) lets the white king go to
// d1 d2 d3 e1 e3 f1, not to f2 or f3, which the locust takes (landing on f1, f2): the
// legality test the engine ran without playing the move took the locust's capture of
// the white king for one White's move may not make. The position comes from FuzzGame
// (a king stepping next to a Bul hopper under MainlyInChess and AntiCloneCirce).
func TestAllInCapturerChecks(t *testing.T) {
	want := []movegen.Square{movegen.D1, movegen.E1, movegen.F1, movegen.D2, movegen.D3, movegen.E3}
	slices.Sort(want)
	for _, in := range []string{"MainlyInChess", "AllInChess"} {
		g := conditionGame(t, movegen.White, map[movegen.Square]Piece{
			movegen.E2: MakePiece(King, WhiteSide, 0), movegen.A8: MakePiece(King, BlackSide, 0),
			movegen.F6: MakePiece(Locust, BlackSide, 0)}, in, "AntiCirce")
		require.Equal(t, want, kingTargets(g, movegen.E2), in)
		checkGame(t, g)
	}
}

// TestAllInLastMoverChecks: under MainlyInChess the piece the last move moved may not
// move next, but once the other side has moved it checks again. After 1.SIf7-f6
// (black sirene), Popeye's h~1 (py -regression, MainlyInChess AntiCirce, white Ke2,
// black Ka8 SIf7) has no 1...Ke2-f3 or 1...Ke2-f2: the sirene checks there. The
// legality test that did not play the move kept the sirene's move as the last one.
func TestAllInLastMoverChecks(t *testing.T) {
	g := conditionGame(t, movegen.Black, map[movegen.Square]Piece{
		movegen.E2: MakePiece(King, WhiteSide, 0), movegen.A8: MakePiece(King, BlackSide, 0),
		movegen.F7: MakePiece(Sirene, BlackSide, 0)}, "MainlyInChess", "AntiCirce")
	g.Make(findMove(t, g, movegen.F7, movegen.F6))
	want := []movegen.Square{movegen.D1, movegen.E1, movegen.F1, movegen.D2, movegen.D3, movegen.E3}
	slices.Sort(want)
	require.Equal(t, want, kingTargets(g, movegen.E2))
	checkGame(t, g)
}

// TestAllInMoverChecksOther: Black, moving White's king under MainlyInChess, may put it
// where a black piece checks it, and the move gives check: Popeye's h~1 of the
// position of TestAllInLastMoverChecks writes "1.Ke2-f3 + SIf7-f6". The check test
// took the sirene's capture of the white king for one the side to move may not make.
func TestAllInMoverChecksOther(t *testing.T) {
	g := conditionGame(t, movegen.Black, map[movegen.Square]Piece{
		movegen.E2: MakePiece(King, WhiteSide, 0), movegen.A8: MakePiece(King, BlackSide, 0),
		movegen.F7: MakePiece(Sirene, BlackSide, 0)}, "MainlyInChess", "AntiCirce")
	m := findMove(t, g, movegen.E2, movegen.F3)
	require.True(t, slices.Contains(g.LegalMoves(nil), m))
	require.True(t, g.GivesCheck(m))
	g.Make(m)
	require.True(t, g.InCheck())
}
