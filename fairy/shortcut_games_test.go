package fairy

import (
	"math/rand/v2"
	"testing"
)

// checkShortcutGames plays random games under each of specs forced on them (orthodox
// setups two times in three, where the legality shortcuts mostly apply, random
// conditions beside one time in three) and compares every ply's legal moves, checking
// moves and GivesCheck with the slow tests (checkGame). taken tells whether the shortcut
// under test applies in a position; it must apply somewhere in each spec's games, so
// that the test has used it.
func checkShortcutGames(t *testing.T, specs []ConditionSpec, seed uint64, taken func(g *Game) bool) {
	t.Helper()
	games := 400
	if testing.Short() {
		games = 120
	}
	for _, spec := range specs {
		t.Run(spec.Name+fmtVariants(spec.Variants), func(t *testing.T) {
			c, err := NewCondition(spec)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, uint64(len(spec.Name)+len(spec.Variants))))
			shortcut := 0
			for i := 0; i < games; i++ {
				s := randomSetup(rng)
				if i%3 != 2 {
					s = orthodoxSetup(rng)
				}
				s.Conditions = []Condition{c}
				if i%3 == 1 {
					s.Conditions = withConditions(s.Conditions, randomConditions(rng, &s.Board))
				}
				if nestsMateTests(s.Conditions) {
					continue
				}
				g := New(s)
				for ply := 0; ply < 6; ply++ {
					if taken(g) {
						shortcut++
					}
					moves := checkGame(t, g)
					if len(moves) == 0 {
						break
					}
					g.Make(moves[rng.IntN(len(moves))])
				}
			}
			t.Logf("%d positions took the shortcut", shortcut)
			if shortcut == 0 {
				t.Errorf("no position took the shortcut")
			}
		})
	}
}
