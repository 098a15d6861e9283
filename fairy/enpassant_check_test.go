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
