package movegen

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHashAndUnmakeOnPerftTrees walks perft trees and checks at every node that the
// incremental hash equals a hash computed from scratch, and that Unmake restores the
// position and its hash exactly.
func TestHashAndUnmakeOnPerftTrees(t *testing.T) {
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for _, c := range perftCases {
		p, err := ParseFEN(c.fen)
		require.NoError(t, err)
		nodes := 0
		var walk func(d int)
		walk = func(d int) {
			nodes++
			require.Equal(t, p.computeHash(), p.Hash(), "incremental hash at %s", p.FEN())
			if d == 0 {
				return
			}
			fen, h := p.FEN(), p.Hash()
			for _, m := range p.LegalMoves(nil) {
				p.Make(m)
				walk(d - 1)
				p.Unmake()
				require.Equal(t, fen, p.FEN(), "unmake %s", m.UCI())
				require.Equal(t, h, p.Hash(), "hash after unmake %s", m.UCI())
			}
		}
		walk(depth)
		require.Greater(t, nodes, 1, c.name)
	}
}

func TestHashDistinguishesState(t *testing.T) {
	a, _ := ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	b, _ := ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1")
	c, _ := ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1")
	require.NotEqual(t, a.Hash(), b.Hash())
	require.NotEqual(t, a.Hash(), c.Hash())
	e := NewEmpty()
	e.Put(E1, MakePiece(White, King))
	e.Put(E1, MakePiece(White, Queen))
	e.Remove(E1)
	require.Equal(t, NewEmpty().Hash(), e.Hash(), "put/remove keep the hash incremental")
}
