package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestVolagePieces: in random games, a volage piece of one side that moves to a square
// of the other colour (counted on file and rank) stands there for the other side
// without the attribute; moving to a square of its own colour it stays as it was.
func TestVolagePieces(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 10))
	walks := sortedRefWalks()
	n := 300
	if testing.Short() {
		n = 80
	}
	for i := 0; i < n; i++ {
		var s Setup
		for k := 3 + rng.IntN(10); k > 0; k-- {
			side := []Side{WhiteSide, BlackSide}[rng.IntN(2)]
			s.Board[movegen.Square(rng.IntN(64))] = MakePiece(walks[rng.IntN(len(walks))], side, Attrs(Volage))
		}
		s.Board[movegen.Square(rng.IntN(64))] = MakePiece(King, WhiteSide, 0)
		s.Board[movegen.Square(rng.IntN(64))] = MakePiece(King, BlackSide, 0)
		s.EnPassant, s.SideToMove = movegen.NoSquare, movegen.Color(rng.IntN(2))
		g := New(s)
		for _, m := range g.LegalMoves(nil) {
			p := s.Board[m.From()]
			if !p.Has(Volage) || slices.Contains([]movegen.Square{m.From()}, m.To()) {
				continue
			}
			g.Make(m)
			got := g.PieceAt(m.To())
			want := p
			if (m.From().File()+m.From().Rank())%2 != (m.To().File()+m.To().Rank())%2 {
				want = p.WithSide(SideOf(s.SideToMove.Other())).Without(Volage)
			}
			if got.Walk() == p.Walk() { // not promoted
				require.Equal(t, want, got, "%v on %v", g.MoveText(m, movegen.English), s.Board)
			}
			g.Unmake()
		}
	}
}
