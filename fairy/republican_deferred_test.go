package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestRepublicanDeferredPlacements plays random RepublicanChess games (both types, one
// or both kings missing) and checks at every ply that the lazy search's moves, the
// pseudo-legal ones with the placements deferred that IsLegal keeps and those the
// played-move judge (MadeLegal) keeps, are the legal moves LegalMoves lists with each
// placement's mate tested as it is listed, in the same order; and that LegalMoves asked
// again, from the mate squares the game remembers (republican_cache.go), lists them too.
func TestRepublicanDeferredPlacements(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 80
	}
	rng := rand.New(rand.NewPCG(21, 5))
	placements := 0
	for i := 0; i < n; i++ {
		g := randomRepublicanGame(t, rng)
		if !g.rules.republicanAlone || !g.rules.lazy {
			t.Fatalf("RepublicanChess alone does not defer its placements")
		}
		for ply := 0; ply < 6; ply++ {
			want := g.LegalMoves(nil)
			if again := g.LegalMoves(nil); !slices.Equal(again, want) {
				t.Fatalf("legal moves from the mate squares remembered %s, want %s in\n%s", g.movesText(again), g.movesText(want), g.describe())
			}
			placements += checkDeferred(t, g, want)
			if len(want) == 0 {
				break
			}
			g.Make(want[rng.IntN(len(want))])
		}
	}
	if placements == 0 {
		t.Fatalf("no position had a king placement")
	}
}

// checkDeferred checks that the deferred listing of g's moves keeps want, the legal
// moves (checkLazy), and returns how many of them place a king.
func checkDeferred(t *testing.T, g *Game, want []movegen.Move) int {
	t.Helper()
	checkLazy(t, g, want)
	placed := 0
	for _, m := range want {
		if d := g.decode(m); !g.rules.hooks.sure[0].lawfulBefore(g, d) {
			placed++
		}
	}
	return placed
}

// movesText writes the moves ml of the side to move in English.
func (g *Game) movesText(ml []movegen.Move) []string {
	var out []string
	for _, m := range ml {
		out = append(out, g.MoveText(m, movegen.English))
	}
	return out
}

// randomRepublicanGame returns a game under RepublicanChess (Type1 or Type2 at random)
// of two to five pieces of plain walks, each king on the board only at times.
func randomRepublicanGame(t *testing.T, rng *rand.Rand) *Game {
	var s Setup
	walks := []Walk{Queen, Rook, Bishop, Knight, Pawn, Grasshopper}
	for range 2 + rng.IntN(4) {
		sq := movegen.Square(8 + rng.IntN(48))
		s.Board[sq] = MakePiece(walks[rng.IntN(len(walks))], SideOf(movegen.Color(rng.IntN(2))), 0)
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		if sq := movegen.Square(rng.IntN(64)); rng.IntN(3) == 0 && s.Board[sq] == NoPiece {
			s.Board[sq] = MakePiece(King, SideOf(c), 0)
		}
	}
	spec := ConditionSpec{Name: "RepublicanChess"}
	if rng.IntN(2) == 0 {
		spec.Variants = []string{"Type1"}
	}
	cond, err := NewCondition(spec)
	if err != nil {
		t.Fatal(err)
	}
	s.Conditions = []Condition{cond}
	s.SideToMove = movegen.Color(rng.IntN(2))
	return New(s)
}
