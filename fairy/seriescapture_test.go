package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestSeriesMoveNumbers: a series move names its legs by any number the table gives,
// up to maxSeries (the table filled with stand-ins), and keeps the From of its first
// leg and the To of its last; no number sets the bits that would make it a castling or
// a hurdleHop.
func TestSeriesMoveNumbers(t *testing.T) {
	cond, err := NewCondition(ConditionSpec{Name: "SeriesCapture"})
	require.NoError(t, err)
	var b Board
	b[movegen.E1], b[movegen.E8] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
	g := New(Setup{Board: b, EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
	legs := []movegen.Move{encode(box(movegen.D1), box(movegen.D7), plainMove, 0), encode(box(movegen.D7), box(movegen.G7), plainMove, 0)}
	for _, n := range []int{1, 2, 0x3fff, 0x4000, 0xffff, 0x10000, maxSeries - 1, maxSeries} {
		tab := g.rules.series
		tab.legs = make([][]movegen.Move, n-1)
		tab.index = map[string]int{}
		m, ok := g.seriesMove(legs)
		require.True(t, ok)
		require.Equal(t, n, g.seriesOf(m), "number %d", n)
		require.Equal(t, legs, g.seriesLegs(g.seriesOf(m)))
		require.Equal(t, movegen.D1, m.From())
		require.Equal(t, movegen.G7, m.To())
		d := g.decode(m)
		require.False(t, d.castling() || d.kind == hurdleHop)
		require.Equal(t, n, int(d.series))
	}
	require.False(t, SeriesOverflow([]Condition{cond}), "every list so far had a number")
	_, ok := g.seriesMove(append(legs, encode(box(movegen.G7), box(movegen.G8), plainMove, 0)))
	require.False(t, ok, "the table is full")
	require.True(t, SeriesOverflow([]Condition{cond}), "a list found no number: the solve is incomplete")
}
