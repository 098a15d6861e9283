package fairy

import (
	"math/rand/v2"
	"testing"
)

// TestGeometerShortcut checks the legality shortcut under the conditions whose
// geometers decide observations by the squares alone (hooks.squaresOnly: GridChess,
// MonochromChess, BichromChess) on random games with each forced on them, random
// conditions beside: checkGame compares the legal moves, the checking moves and
// GivesCheck with the slow tests at every ply. It counts the positions where the
// shortcut applied, so that the test must have used it.
func TestGeometerShortcut(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 120
	}
	for _, spec := range []ConditionSpec{
		{Name: "GridChess"}, {Name: "GridChess", Variants: []string{"DiagonalShift"}},
		{Name: "MonochromChess"}, {Name: "BichromChess"},
	} {
		t.Run(spec.Name+fmtVariants(spec.Variants), func(t *testing.T) {
			c, err := NewCondition(spec)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(29, uint64(len(spec.Name))))
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
					if g.rules.hooks.squaresOnly && g.safe() {
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
