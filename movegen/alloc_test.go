package movegen

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNoAllocation keeps make/unmake, generation into a buffer with room, the counting
// helpers, notation suffixes and perft free of heap allocation once the undo stack and
// perft's move stack have grown to the tree's depth.
func TestNoAllocation(t *testing.T) {
	p, err := ParseFEN(perftCases[1].fen)
	require.NoError(t, err)
	p.Perft(3)     // grow the undo and move stacks
	p.PerftFull(3) // …
	moves := p.LegalMoves(make([]Move, 0, maxMoves))
	buf := make([]Move, 0, maxMoves)
	require.Zero(t, testing.AllocsPerRun(100, func() {
		for _, m := range moves {
			p.Make(m)
			p.Unmake()
		}
	}), "make/unmake")
	require.Zero(t, testing.AllocsPerRun(100, func() { buf = p.LegalMoves(buf[:0]) }), "LegalMoves with room")
	require.Zero(t, testing.AllocsPerRun(100, func() {
		_ = p.MoveCount()
		_ = p.HasLegalMove()
		_ = p.IsCheckmate()
		_ = p.IsStalemate()
		for _, m := range moves {
			_ = p.GivesCheck(m)
			_ = p.Suffix(m)
		}
	}), "counting, GivesCheck and Suffix")
	require.Zero(t, testing.AllocsPerRun(5, func() { p.Perft(3) }), "perft")
	require.Zero(t, testing.AllocsPerRun(5, func() { p.PerftFull(3) }), "perft -full")
	table := NewPerftTable(1)
	require.Zero(t, testing.AllocsPerRun(5, func() { p.PerftHashed(3, table) }), "hashed perft")
}
