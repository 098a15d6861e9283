package fairy

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestAngleHopperDuplicates: an angle hopper that reaches a square over two hurdles
// (the moose f3 reaches e5 over f4 and over e4) makes one move there, as Popeye
// removes a piece's duplicate moves when an angle hopper may exist; with a Bul piece on
// the board Popeye keeps them, and so does the engine. On random boards, no angle
// hopper's moves repeat an arrival and captured square.
func TestAngleHopperDuplicates(t *testing.T) {
	var b Board
	b[movegen.F3] = MakePiece(Moose, BlackSide, 0)
	for _, s := range []movegen.Square{movegen.E4, movegen.F4, movegen.G4, movegen.G3} {
		b[s] = MakePiece(Pawn, WhiteSide, 0)
	}
	b[movegen.A1] = MakePiece(King, WhiteSide, Attrs(Royal))
	b[movegen.H8] = MakePiece(King, BlackSide, Attrs(Royal))
	count := func(b Board) int {
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare})
		n := 0
		for _, m := range g.pieceMoves(nil, box(movegen.F3), movegen.Black) {
			if m.To() == movegen.E5 {
				n++
			}
		}
		return n
	}
	require.Equal(t, 1, count(b))
	b[movegen.A8] = MakePiece(Grasshopper, WhiteSide, Attrs(Bul))
	require.Equal(t, 2, count(b), "with a Bul piece Popeye keeps the duplicates")

	rng := rand.New(rand.NewPCG(7, 21))
	walks := []Walk{Moose, RookMoose, BishopMoose, Eagle, RookEagle, BishopEagle, Sparrow, RookSparrow, BishopSparrow, Pawn, Rook, Knight}
	for i := 0; i < 300; i++ {
		b := randomBoardOf(rng, walks)
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare})
		for s, p := range b {
			if p == NoPiece || !isAngleHopper[p.Walk()] {
				continue
			}
			for c := movegen.White; c <= movegen.Black; c++ {
				if !p.Belongs(c) {
					continue
				}
				ms := g.pieceMoves(nil, box(movegen.Square(s)), c)
				for j, m := range ms {
					require.False(t, g.repeats(ms[:j], m), "%v on %v repeats %v in %v", p, movegen.Square(s), m, b)
				}
			}
		}
	}
}
