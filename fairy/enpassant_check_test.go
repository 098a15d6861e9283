package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// A royal pawn's double step past a square where an enemy pawn could take it en passant
// is a self-check (Popeye's REGRESSIONS/4_63_to_4_65.inp #11, #12, #18: the black royal
// pawn d7 and the white pawn e5, of each pawn walk): the double step is legal with the
// white pawn on h4 and not with it on e5.
func TestRoyalPawnDoubleStepIntoEnPassant(t *testing.T) {
	for _, tc := range []struct {
		name   string
		walk   Walk
		double movegen.Square
	}{
		{"pawn", Pawn, movegen.D5},
		{"berolina pawn", BerolinaPawn, movegen.F5},
		{"marine pawn", MarinePawn, movegen.D5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, by := range []movegen.Square{movegen.H4, movegen.E5} {
				var b Board
				b[movegen.D7] = MakePiece(tc.walk, BlackSide, 1<<Royal)
				b[by] = MakePiece(tc.walk, WhiteSide, 0)
				g := New(Setup{Board: b, EnPassant: movegen.NoSquare, SideToMove: movegen.Black})
				var to []movegen.Square
				for _, m := range g.LegalMoves(nil) {
					to = append(to, m.To())
				}
				if by == movegen.H4 {
					require.Contains(t, to, tc.double)
				} else {
					require.NotContains(t, to, tc.double)
				}
			}
		})
	}
}

// Under Madrasi a pawn that has just passed a square is observed, and so paralysed, by
// an enemy pawn that could take it en passant, until its side's next move even when the
// other side passes (REGRESSIONS/4_63_to_4_65.inp#24, ser-zd53: Popeye has 1.d2-d4
// 2.h3-h4 3.d4-d5 and not 1.d2-d4 2.d4-d5): after d2-d4 past the black pawn e4 and a
// pass, d4-d5 is not legal; with the pawn put on d4, or after a second pass, it is.
func TestMadrasiEnPassantObservation(t *testing.T) {
	cond, err := NewCondition(ConditionSpec{Name: "Madrasi"})
	require.NoError(t, err)
	game := func(pawn movegen.Square) *Game {
		var b Board
		b[pawn] = MakePiece(Pawn, WhiteSide, 0)
		b[movegen.H3] = MakePiece(Pawn, WhiteSide, 0)
		b[movegen.E4] = MakePiece(Pawn, BlackSide, 0)
		return New(Setup{Board: b, EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
	}
	hasMove := func(g *Game, from, to movegen.Square) bool {
		for _, m := range g.LegalMoves(nil) {
			if m.From() == from && m.To() == to {
				return true
			}
		}
		return false
	}
	g := game(movegen.D2)
	require.True(t, hasMove(g, movegen.D2, movegen.D4))
	for _, m := range g.LegalMoves(nil) {
		if m.To() == movegen.D4 {
			g.Make(m)
		}
	}
	g.Pass()
	require.False(t, hasMove(g, movegen.D4, movegen.D5))
	require.True(t, hasMove(g, movegen.H3, movegen.H4))
	g.Pass()
	g.Pass()
	require.True(t, hasMove(g, movegen.D4, movegen.D5))
	g = game(movegen.D4)
	g.Pass()
	g.Pass()
	require.True(t, hasMove(g, movegen.D4, movegen.D5))
}
