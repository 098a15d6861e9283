package fairy

import (
	"math/rand/v2"
	"testing"
)

// quietTryCases are condition sets whose quiet moves tryMake stands in for since
// Diagram's squares travel with tryMake (tryOrigins) and a condition that keeps every
// move keeps the quiet ones in a game with another that keeps only those
// (hooks.kept).
var quietTryCases = []string{"DiagramCirce", "DiagramAntiCirce", "ImmunChess,CageCirce", "ImmunChess,Circe",
	"Madrasi,Circe", "MarsCirce,Circe", "AnnanChess,AntiCirce"}

// TestQuietTryGames plays random games, of orthodox material and of random fairy
// material, under quietTryCases (checkGame at every ply: the legal moves, the check
// candidates and GivesCheck against the moves played), with quiet moves judged by
// tryMake (ruleSet.quietAlone), so that a diagram square tryMake left behind, which
// AntiCirce's observation reads, or a quiet move that does more than tryMake places
// fails it.
func TestQuietTryGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 24
	}
	for _, names := range quietTryCases {
		t.Run(names, func(t *testing.T) {
			conds := forcedConditions(t, names)
			for seed := range uint64(games) {
				rng := rand.New(rand.NewPCG(seed, 0xd1a6))
				s := orthodoxSetup(rng)
				if seed%2 == 1 {
					s = randomSetup(rng)
				}
				s.Conditions = conds
				g := New(s)
				if seed%2 == 0 && !g.rules.quietAlone {
					t.Fatalf("quietAlone off under %s on orthodox material", names)
				}
				playGame(t, rng, g, 6)
			}
		})
	}
}
