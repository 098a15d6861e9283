package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestPseudoLegalSeqRandomGames plays random games of random fairy positions, AntiCirce
// Super forced in one of three, and checks at every ply that PseudoLegalSeq, where it
// offers itself, yields PseudoLegalMoves's list in order while the loop asks IsLegal
// and GivesCheck of its moves as the search does, and that a loop left early leaves the
// game as it was.
func TestPseudoLegalSeqRandomGames(t *testing.T) {
	streamed, superStreamed := 0, 0
	keepAll := func(*Game, bool) bool { return true }
	playForcedGames(t, 43, 5, "AntiSuperCirce", keepAll, func(g *Game, rng *rand.Rand, forced bool) {
		if checkPseudoSeq(t, g, rng) {
			streamed++
			if forced {
				superStreamed++
			}
		}
	})
	t.Logf("%d positions streamed their moves, %d of them under AntiCirce Super", streamed, superStreamed)
	if streamed == 0 || superStreamed == 0 {
		t.Fatalf("%d positions streamed their moves, %d of them under AntiCirce Super", streamed, superStreamed)
	}
}

// checkPseudoSeq checks PseudoLegalSeq against PseudoLegalMoves in g's position and
// reports whether it offered itself.
func checkPseudoSeq(t *testing.T, g *Game, rng *rand.Rand) bool {
	t.Helper()
	seq, ok := g.PseudoLegalSeq()
	if !ok {
		return false
	}
	want, lazy := g.PseudoLegalMoves(nil)
	if !lazy {
		t.Fatalf("PseudoLegalSeq offers itself where PseudoLegalMoves declines in\n%s", g.describe())
	}
	var got []movegen.Move
	for m := range seq {
		got = append(got, m)
		if g.IsLegal(m) {
			g.GivesCheck(m)
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("PseudoLegalSeq %s, want %s in\n%s", g.movesText(got), g.movesText(want), g.describe())
	}
	if len(want) > 0 {
		hash, depth, stop := g.hash, g.depth, rng.IntN(len(want))
		seq, _ = g.PseudoLegalSeq()
		i := 0
		for range seq {
			if i == stop {
				break
			}
			i++
		}
		if g.hash != hash || g.depth != depth {
			t.Fatalf("a loop left after %d moves changed the game in\n%s", stop+1, g.describe())
		}
	}
	return true
}
