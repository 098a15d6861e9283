package movegen

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNoAllocation keeps make/unmake and perft free of heap allocation once the undo
// stack has grown to the tree's depth.
func TestNoAllocation(t *testing.T) {
	p, err := ParseFEN(perftCases[1].fen)
	require.NoError(t, err)
	p.Perft(3) // grow the undo stack
	moves := p.LegalMoves(make([]Move, 0, 64))
	require.Zero(t, testing.AllocsPerRun(100, func() {
		for _, m := range moves {
			p.Make(m)
			p.Unmake()
		}
	}), "make/unmake")
	require.Zero(t, testing.AllocsPerRun(5, func() { p.Perft(3) }), "perft")
}
