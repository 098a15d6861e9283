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
	played, pepoPlayed := 0, 0
	keep := func(g *Game, forced bool) bool {
		if !g.rules.lazy {
			return false
		}
		played++
		if forced {
			pepoPlayed++
		}
		return true
	}
	playForcedGames(t, 41, 3, "Pepo", keep, func(g *Game, _ *rand.Rand, _ bool) {
		checkLazy(t, g, g.LegalMoves(nil))
	})
	if played == 0 || pepoPlayed == 0 {
		t.Fatalf("%d random games had lazy rules, %d of them with Pepo", played, pepoPlayed)
	}
}

// playForcedGames plays random games (600, 150 with -short) of random fairy positions
// from the generator seeded with seed1 and seed2, the condition named forced added in one
// game of three, and calls ply before each of their first five random legal moves; keep,
// asked of each new game, may leave it out.
func playForcedGames(t *testing.T, seed1, seed2 uint64, forced string, keep func(g *Game, forced bool) bool, ply func(g *Game, rng *rand.Rand, forced bool)) {
	t.Helper()
	n := 600
	if testing.Short() {
		n = 150
	}
	rng := rand.New(rand.NewPCG(seed1, seed2))
	extra := forcedConditions(t, forced)
	for i := 0; i < n; i++ {
		s := randomSetup(rng)
		isForced := rng.IntN(3) == 0
		if isForced {
			s.Conditions = withConditions(extra, s.Conditions)
		}
		g := New(s)
		if !keep(g, isForced) {
			continue
		}
		for range 5 {
			ply(g, rng, isForced)
			want := g.LegalMoves(nil)
			if len(want) == 0 {
				break
			}
			g.Make(want[rng.IntN(len(want))])
		}
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
