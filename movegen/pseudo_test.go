package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// refTakesKing is CanTakeKing on the mailbox: some piece of the side to move that
// attacks the other royal king captures it and leaves its own royal king unattacked.
func refTakesKing(p *Position) bool {
	us := p.SideToMove()
	target, own := p.King(us.Other()), p.King(us)
	if target == NoSquare {
		return false
	}
	var b refBoard
	for s := A1; s <= H8; s++ {
		b[s] = p.PieceAt(s)
	}
	for s := A1; s <= H8; s++ {
		if pc := b[s]; pc == NoPiece || pc.Color() != us || !refPieceAttacks(&b, s, target) {
			continue
		}
		after, k := refPlay(b, newMove(s, target, NoPieceType, kindNormal), own)
		if k == NoSquare || !refAttacked(&after, k, us.Other()) {
			return true
		}
	}
	return false
}

// checkPseudo compares PseudoLegalMoves, SelfCheckMoves, OwnKingAttacked (after each
// self-check move) and CanTakeKing (there) with the reference.
func checkPseudo(t *testing.T, p *Position) {
	fen := p.FEN()
	b, royal, pseudo := refPseudoMoves(p, true)
	require.Equal(t, sortedUCI(pseudo), sortedUCI(p.PseudoLegalMoves(nil)), "pseudo-legal moves of %s", fen)
	var self []Move
	for _, m := range pseudo {
		if after, k := refPlay(b, m, royal); k != NoSquare && refAttacked(&after, k, p.SideToMove().Other()) {
			self = append(self, m)
		}
	}
	got := p.SelfCheckMoves(nil)
	require.Equal(t, sortedUCI(self), sortedUCI(got), "self-check moves of %s", fen)
	require.Equal(t, fen, p.FEN())
	require.False(t, p.OwnKingAttacked(), fen)
	for _, m := range got {
		p.Make(m)
		require.True(t, p.OwnKingAttacked(), "%s after %s", fen, m.UCI())
		require.Equal(t, refTakesKing(p), p.CanTakeKing(), "CanTakeKing after %s in %s", m.UCI(), fen)
		q := p.Clone()
		q.SetSideToMove(q.SideToMove().Other())
		require.Equal(t, refTakesKing(q), q.CanTakeKing(), "CanTakeKing after %s and a pass in %s", m.UCI(), fen)
		p.Unmake()
	}
}

func TestPseudoLegalMoves(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 500
	}
	rng := rand.New(rand.NewPCG(19, 23))
	for i := 0; i < n; i++ {
		p := randomPosition(rng)
		if p.King(p.SideToMove().Other()) != NoSquare && p.AttackersTo(p.King(p.SideToMove().Other()), p.SideToMove()) != 0 {
			continue // the side not to move in check: no position a legal move reaches
		}
		if p.Pieces(White, King).Count() > 1 || p.Pieces(Black, King).Count() > 1 {
			continue // which of two kings is royal after one moves is Make's choice
		}
		checkPseudo(t, p)
	}
	for _, fen := range []string{
		"r3k2r/8/8/8/8/8/8/R3K1rR w KQkq - 0 1", // castling onto an attacked square
		"r3k2r/8/8/8/8/8/8/R3Kr1R w KQkq - 0 1", // passing an attacked square
		"8/8/8/8/8/2k5/P7/K6r w - - 0 1",        // kings side by side after Kb2
		"8/8/8/8/8/r7/r6P/r6K w - - 0 1",        // no black king
		"4k3/8/8/3pP3/8/8/8/4K2r w - d6 0 1",    // en passant along a pin
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1",
	} {
		p, err := ParseFEN(fen)
		require.NoError(t, err)
		checkPseudo(t, p)
	}
}
