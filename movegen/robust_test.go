package movegen

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOutOfRangeValuesDoNotPanic feeds the public API values outside its enums: each call
// must answer something harmless instead of panicking.
func TestOutOfRangeValuesDoNotPanic(t *testing.T) {
	require.Equal(t, byte('?'), PieceLetter(PieceType(7), English))
	require.Equal(t, byte('?'), PieceLetter(Queen, Language(9)))
	require.Equal(t, "invalid", PieceType(9).String())
	require.Equal(t, "h8h8?", Move(0xFFFFFFFF).UCI())
	require.Equal(t, "-", NoSquare.String())

	p := NewEmpty()
	p.Put(NoSquare, MakePiece(White, Queen))
	p.Put(A1, Piece(200))
	p.Put(B1, MakePiece(White, PieceType(7)))
	p.Remove(NoSquare)
	p.Unmake() // nothing to take back
	require.Equal(t, NewEmpty().FEN(), p.FEN())
	require.Equal(t, NewEmpty().Hash(), p.Hash())
	require.Equal(t, NoPiece, p.PieceAt(NoSquare))
	require.Zero(t, p.AttackersTo(NoSquare, White))
	p.SetEnPassant(Square(99))
	require.Equal(t, NoSquare, p.EnPassant())
	p.SetSideToMove(Color(5))
	require.Equal(t, Black, p.SideToMove())
	require.Equal(t, p.computeHash(), p.Hash())
	p.SetCastling(0xFF)
	require.Equal(t, uint8(15), p.Castling())
	require.Equal(t, p.computeHash(), p.Hash())
	require.Zero(t, p.MoveCount())
	require.Equal(t, uint64(0), p.Perft(3))
}

// TestCloneIsIndependent checks that a clone shares no state with its original.
func TestCloneIsIndependent(t *testing.T) {
	p := mustFEN(t, perftCases[1].fen)
	p.Make(p.LegalMoves(nil)[0])
	q := p.Clone()
	require.Equal(t, p.FEN(), q.FEN())
	require.Equal(t, p.Hash(), q.Hash())
	for _, m := range q.LegalMoves(nil) {
		q.Make(m)
		q.Perft(2)
		q.Unmake()
	}
	q.Unmake() // the clone has no history: nothing happens
	require.Equal(t, p.FEN(), q.FEN())
	p.Unmake()
	require.Equal(t, perftCases[1].fen, p.FEN())
}
