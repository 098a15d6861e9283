package rules

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestOrthodoxSetTurn: the en-passant square survives only for the side that may capture
// onto it.
func TestOrthodoxSetTurn(t *testing.T) {
	for _, tc := range []struct {
		fen    string
		turn   movegen.Color
		wantEP movegen.Square
	}{
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", movegen.White, movegen.D6},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", movegen.Black, movegen.NoSquare},
		{"4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", movegen.Black, movegen.D3},
		{"4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", movegen.White, movegen.NoSquare},
	} {
		p, err := movegen.ParseFEN(tc.fen)
		require.NoError(t, err)
		g := NewOrthodox(p)
		g.SetTurn(tc.turn)
		require.Equal(t, tc.turn, g.SideToMove(), tc.fen)
		require.Equal(t, tc.wantEP, g.EnPassant(), tc.fen)
	}
}

// TestOrthodoxPass: a pass gives the move to the other side and drops the en-passant
// square; Unpass restores the position and its hash exactly, also nested.
func TestOrthodoxPass(t *testing.T) {
	p, err := movegen.ParseFEN("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")
	require.NoError(t, err)
	g := NewOrthodox(p)
	fen, hash := g.FEN(), g.Hash()
	g.Pass()
	require.Equal(t, movegen.Black, g.SideToMove())
	require.Equal(t, movegen.NoSquare, g.EnPassant())
	require.NotEqual(t, hash, g.Hash())
	g.Pass()
	require.Equal(t, movegen.White, g.SideToMove())
	require.Equal(t, movegen.NoSquare, g.EnPassant(), "the right lapsed with the first pass")
	g.Unpass()
	g.Unpass()
	require.Equal(t, fen, g.FEN())
	require.Equal(t, hash, g.Hash())
}

// TestOrthodoxClone: a clone plays on its own position.
func TestOrthodoxClone(t *testing.T) {
	p, err := movegen.ParseFEN(startFEN)
	require.NoError(t, err)
	g := NewOrthodox(p)
	c := g.Clone()
	moves := c.LegalMoves(nil)
	c.Make(moves[0])
	require.Equal(t, startFEN, g.FEN())
	require.Equal(t, movegen.Black, c.SideToMove())
}

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// TestExclusiveCastling: castling with one rook of a pair takes away the other side's
// castling with the other; Unmake gives it back; other castlings keep their rights.
func TestExclusiveCastling(t *testing.T) {
	p, err := movegen.ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	require.NoError(t, err)
	g := NewExclusiveCastling(NewOrthodox(p), [][2]movegen.Square{{movegen.A1, movegen.H8}})
	var long, short movegen.Move
	for _, m := range g.LegalMoves(nil) {
		if m.IsCastle() && m.To() == movegen.C1 {
			long = m
		}
		if m.IsCastle() && m.To() == movegen.G1 {
			short = m
		}
	}
	require.NotZero(t, long)
	hash := g.Hash()
	g.Make(long)
	require.Equal(t, movegen.BlackQueenside, g.Castling(), "0-0-0 with the a1 rook takes Black's h8 castling")
	g.Unmake()
	require.Equal(t, movegen.WhiteKingside|movegen.WhiteQueenside|movegen.BlackKingside|movegen.BlackQueenside, g.Castling())
	require.Equal(t, hash, g.Hash())
	g.Make(short)
	require.Equal(t, movegen.BlackKingside|movegen.BlackQueenside, g.Castling(), "0-0 with the h1 rook is not in the pair")
	c := g.Clone()
	c.Unmake()
	require.Equal(t, movegen.BlackKingside|movegen.BlackQueenside, g.Castling(), "the clone plays on its own position")
}
