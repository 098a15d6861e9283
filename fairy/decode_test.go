package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestDecodeInline: the inline unpacking of decode gives what decodeAll gives for the
// moves it takes (those with no bit above the squares where the game writes choices
// there), in games whose moves carry rebirth choices (SuperCirce), castles of Make&Take
// or nothing beside the squares and a promotion.
func TestDecodeInline(t *testing.T) {
	var b Board
	b[movegen.E1], b[movegen.E8] = MakePiece(King, SideOf(movegen.White), 0), MakePiece(King, SideOf(movegen.Black), 0)
	b[movegen.B2] = MakePiece(Pawn, SideOf(movegen.White), 0)
	for _, name := range []string{"", "SuperCirce", "Make&TakeChess", "Circe"} {
		s := Setup{Board: b, SideToMove: movegen.White}
		if name != "" {
			c, err := NewCondition(ConditionSpec{Name: name})
			require.NoError(t, err)
			s.Conditions = []Condition{c}
		}
		g := New(s)
		require.Equal(t, name == "SuperCirce", g.rules.rebirthSquares, name)
		require.Equal(t, name == "Make&TakeChess", g.rules.plainAux, name)
		top := movegen.Move(1 << 12) // the moves without choices
		if !g.rules.rebirthSquares && !g.rules.plainAux {
			top = 1 << 18
		}
		for m := movegen.Move(0); m < top; m++ {
			if all, inline := g.decodeAll(m), g.decode(m); all != inline {
				t.Fatalf("%s: move %#x: decode %+v, decodeAll %+v", name, uint32(m), inline, all)
			}
		}
	}
}
