package fairy

import (
	"math/rand/v2"
	"testing"
)

// TestParalysisShortcut checks the legality shortcut under the conditions that change
// observation by paralysis alone (ruleSet.linesParalysed: Madrasi, EiffelChess) on
// random games with each forced on them, random conditions beside: checkGame compares
// the legal moves with the slow test's at every ply. It counts the positions where the
// shortcut applied (safe through linesParalysed), so that the test must have used it.
func TestParalysisShortcut(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 120
	}
	for _, spec := range []ConditionSpec{
		{Name: "Madrasi"}, {Name: "Madrasi", Variants: []string{"RexInclusive"}}, {Name: "EiffelChess"},
	} {
		t.Run(spec.Name+fmtVariants(spec.Variants), func(t *testing.T) {
			c, err := NewCondition(spec)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(13, uint64(len(spec.Variants))))
			shortcut := 0
			for i := 0; i < games; i++ {
				s := randomSetup(rng)
				if i%3 != 2 {
					s = orthodoxSetup(rng) // where the shortcut mostly applies
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
					if !g.rules.linesKnown && g.safe() {
						shortcut++
					}
					moves := checkGame(t, g)
					if len(moves) == 0 {
						break
					}
					g.Make(moves[rng.IntN(len(moves))])
				}
			}
			t.Logf("%d positions took the paralysis shortcut", shortcut)
			if shortcut == 0 {
				t.Errorf("no position took the paralysis shortcut")
			}
		})
	}
}
