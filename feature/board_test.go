package feature

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestBoardFairyPieces: the board of a problem with fairy pieces names them beside the
// FEN, which holds only the orthodox ones.
func TestBoardFairyPieces(t *testing.T) {
	src := "beginproblem\npieces white ke1 gh4 black ka8 black paralysing nhc3 neutral rd4\nstipulation #2\nendproblem\n"
	f := Analyse(src)
	b, ok := f.Board(strings.Index(src, "gh4"), nil)
	require.True(t, ok)
	require.Equal(t, "k7/8/8/8/8/8/8/4K3", strings.Fields(b.FEN)[0])
	require.Len(t, b.Pieces, 3)
	byCode := map[string]string{}
	for _, p := range b.Pieces {
		byCode[p.Code] = p.Side + " " + p.Name + " " + p.Square.String() + " " + strings.Join(p.Attributes, ",")
	}
	require.Equal(t, "white Grasshopper h4 ", byCode["G"])
	require.Equal(t, "black Nightrider Hopper c3 Paralysing", byCode["NH"])
	require.Equal(t, "neutral Rook d4 ", byCode["R"], "a neutral rook: orthodox walk, not in the FEN")
}
