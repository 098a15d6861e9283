package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// fromPosition returns the fairy game of an orthodox movegen position.
func fromPosition(p *movegen.Position) *Game {
	var s Setup
	for sq := movegen.Square(0); sq < 64; sq++ {
		s.Board[sq] = FromOrthodox(p.PieceAt(sq))
	}
	s.Castling, s.EnPassant, s.SideToMove = p.Castling(), p.EnPassant(), p.SideToMove()
	return New(s)
}

func perft(g *Game, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range g.LegalMoves(nil) {
		g.Make(m)
		n += perft(g, depth-1)
		g.Unmake()
	}
	return n
}

// TestOrthodoxPerft: on orthodox positions the engine agrees with movegen's perft, which
// has known node counts: the orthodox rules are a special case of the engine's.
func TestOrthodoxPerft(t *testing.T) {
	for _, tc := range []struct {
		fen   string
		depth int
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
		{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4},
		{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3},
		{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3},
	} {
		p, err := movegen.ParseFEN(tc.fen)
		require.NoError(t, err)
		want := p.Perft(tc.depth)
		g := fromPosition(p)
		h := g.Hash()
		require.Equal(t, want, perft(g, tc.depth), tc.fen)
		require.Equal(t, h, g.Hash())
	}
}
