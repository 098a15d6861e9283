package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestJiggerContact: in random games where pieces of the side to move are jiggers, a
// jigger's legal moves are the moves the same game without the attribute allows that
// end with the jigger next to a piece (a king's step away, counted on file and rank).
// (The other side has no jiggers, whose observation would change what is check.)
func TestJiggerContact(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	walks := make([]Walk, 0, len(refWalks))
	for w := range refWalks {
		walks = append(walks, w)
	}
	slices.Sort(walks)
	n := 400
	if testing.Short() {
		n = 100
	}
	contact := func(g *Game, s movegen.Square) bool {
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				f, r := s.File()+df, s.Rank()+dr
				if (df != 0 || dr != 0) && f >= 0 && f < 8 && r >= 0 && r < 8 && g.PieceAt(movegen.MakeSquare(f, r)) != NoPiece {
					return true
				}
			}
		}
		return false
	}
	for i := 0; i < n; i++ {
		var s Setup
		for k := 3 + rng.IntN(10); k > 0; k-- {
			s.Board[movegen.Square(rng.IntN(64))] = MakePiece(walks[rng.IntN(len(walks))], []Side{WhiteSide, BlackSide}[rng.IntN(2)], 0)
		}
		s.Board[movegen.Square(rng.IntN(64))] = MakePiece(King, WhiteSide, 0)
		s.Board[movegen.Square(rng.IntN(64))] = MakePiece(King, BlackSide, 0)
		s.EnPassant, s.SideToMove = movegen.NoSquare, movegen.Color(rng.IntN(2))
		plain := New(s)
		var jiggers []movegen.Square
		for sq, p := range s.Board {
			if p != NoPiece && p.Belongs(s.SideToMove) && !p.IsRoyal() && rng.IntN(2) == 0 {
				s.Board[sq] = p.WithAttrs(Attrs(Jigger))
				jiggers = append(jiggers, movegen.Square(sq))
			}
		}
		if len(jiggers) == 0 {
			continue
		}
		jg := New(s)
		want := map[movegen.Move]bool{}
		for _, m := range plain.LegalMoves(nil) {
			if !s.Board[m.From()].Has(Jigger) {
				continue
			}
			plain.Make(m)
			if contact(plain, m.To()) {
				want[m] = true
			}
			plain.Unmake()
		}
		got := map[movegen.Move]bool{}
		for _, m := range jg.LegalMoves(nil) {
			if s.Board[m.From()].Has(Jigger) {
				got[m] = true
			}
		}
		require.Equal(t, want, got, "jiggers %v in %v", jiggers, s.Board)
	}
}
