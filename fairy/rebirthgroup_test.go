package fairy

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// rebirthGroupSpecs are conditions whose captures' rebirth choices are grouped (AntiCirce's
// are not: its lines do not decide attacks, ruleSet.linesKnown).
var rebirthGroupSpecs = []ConditionSpec{{Name: "SuperCirce"}, {Name: "CageCirce"}, {Name: "SuperCirce", Variants: []string{"Turncoats"}}, {Name: "AntiSuperCirce"}}

// TestRebirthGroups plays random games under the Circe and AntiCirce forms whose
// captures choose their rebirth square, on orthodox material and on random fairy
// material (neutral and half-neutral pieces among it), and at every position asks
// rebirthVerdict of each grouped capture, for legality and for the mate candidates,
// against the capture played (slowLegal, slowGivesCheck). The verdicts remembered for
// a group must answer some of them, so that the test tests the grouping.
func TestRebirthGroups(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 80
	}
	for _, spec := range rebirthGroupSpecs {
		c, err := NewCondition(spec)
		if err != nil {
			t.Fatal(err)
		}
		answered := 0
		for seed := range uint64(games) {
			rng := rand.New(rand.NewPCG(seed, 0x5ebe))
			s := orthodoxSetup(rng)
			if seed%2 == 1 {
				s = randomSetup(rng)
			}
			s.Conditions = []Condition{c}
			answered += rebirthGroupGame(t, rng, New(s), 6)
		}
		t.Logf("%s%s: %d answers from a group", spec.Name, fmtVariants(spec.Variants), answered)
		if answered == 0 {
			t.Errorf("%s%s: no rebirth choice answered from its group", spec.Name, fmtVariants(spec.Variants))
		}
	}
}

// rebirthGroupGame checks rebirthVerdict along a random game of g over plies moves and
// returns how often the memo answered.
func rebirthGroupGame(t *testing.T, rng *rand.Rand, g *Game, plies int) int {
	t.Helper()
	if !g.rules.groupsRebirths {
		return 0
	}
	answered := 0
	for range plies {
		for _, check := range []bool{false, true} {
			for _, m := range g.pseudo(nil, g.side) {
				d := g.decode(m)
				if !g.rebirthGrouped(&d) {
					continue
				}
				memo := &g.rebirthMemos[0]
				if check {
					memo = &g.rebirthMemos[1]
				}
				if g.memoAnswers(memo, m, &d, check) {
					answered++
				}
				want := g.slowLegal(m) && (!check || g.slowGivesCheck(m))
				if got := g.rebirthVerdict(m, &d, check); got != want {
					t.Fatalf("rebirthVerdict(%s, check %v) = %v, playing it says %v in\n%s", g.MoveText(m, movegen.English), check, got, want, g.describe())
				}
			}
		}
		checkGame(t, g)
		moves := g.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		g.Make(moves[rng.IntN(len(moves))])
	}
	return answered
}
