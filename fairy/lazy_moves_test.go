package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestLazyMovesRandomGames plays random games of random fairy positions whose rules let
// the lazy searches list pseudo-legal moves (ruleSet.lazy), Pepo forced in one of
// three, and checks at every ply that the moves IsLegal keeps of PseudoLegalMoves, and
// those MadeLegal keeps once played, are the legal moves, in order.
func TestLazyMovesRandomGames(t *testing.T) {
	n := 600
	if testing.Short() {
		n = 150
	}
	rng := rand.New(rand.NewPCG(41, 3))
	pepo := forcedConditions(t, "Pepo")
	played, pepoPlayed := 0, 0
	for i := 0; i < n; i++ {
		s := randomSetup(rng)
		forced := rng.IntN(3) == 0
		if forced {
			s.Conditions = withConditions(pepo, s.Conditions)
		}
		g := New(s)
		if !g.rules.lazy {
			continue
		}
		played++
		if forced {
			pepoPlayed++
		}
		for ply := 0; ply < 5; ply++ {
			want := g.LegalMoves(nil)
			checkLazy(t, g, want)
			if len(want) == 0 {
				break
			}
			g.Make(want[rng.IntN(len(want))])
		}
	}
	if played == 0 || pepoPlayed == 0 {
		t.Fatalf("%d random games had lazy rules, %d of them with Pepo", played, pepoPlayed)
	}
}

// checkLazy checks that the lazy listing of g's moves keeps want, the legal moves.
func checkLazy(t *testing.T, g *Game, want []movegen.Move) {
	t.Helper()
	pseudo, ok := g.PseudoLegalMoves(nil)
	if !ok {
		t.Fatalf("PseudoLegalMoves declines")
	}
	var lazy, judged []movegen.Move
	for _, m := range pseudo {
		if g.IsLegal(m) {
			lazy = append(lazy, m)
		}
		g.Make(m)
		if g.MadeLegal() {
			judged = append(judged, m)
		}
		g.Unmake()
	}
	if !slices.Equal(lazy, want) || !slices.Equal(judged, want) {
		t.Fatalf("lazy moves %s (judged %s), want %s in\n%s", g.movesText(lazy), g.movesText(judged), g.movesText(want), g.describe())
	}
}
