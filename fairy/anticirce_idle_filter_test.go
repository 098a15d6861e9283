package fairy

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestAntiCirceChoiceFilterIdle checks the ground of antiCirce.rejectsNone, which
// leaves AntiCirce's filter out of the hooks: on random games under each AntiCirce
// variant below whose filter is left out, the filter allows every capture the
// generation lists, so that leaving it out changes no move list. Plain AntiCirce and
// Cheylan, whose filter rejects captures, keep it.
func TestAntiCirceChoiceFilterIdle(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	rng := rand.New(rand.NewPCG(47, 7))
	checked := 0
	for _, variants := range [][]string{{"Super"}, {"Cage"}, {"Take&Make"}, nil, {"Cheylan"}, {"Super", "Cheylan"}} {
		forced, err := NewCondition(ConditionSpec{Name: "AntiCirce", Variants: variants})
		if err != nil {
			t.Fatal(err)
		}
		x := forced.(antiCirce)
		if !x.rejectsNone() {
			continue
		}
		for i := 0; i < n; i++ {
			s := randomSetup(rng)
			s.Conditions = withConditions([]Condition{forced}, s.Conditions)
			checked += checkIdleFilter(t, New(s), x, variants, rng)
		}
	}
	t.Logf("%d captures checked", checked)
	if checked == 0 {
		t.Fatal("no capture was checked")
	}
}

// checkIdleFilter plays a short random game on g and asks x's filter about every
// capture the generation lists; it returns how many it asked about.
func checkIdleFilter(t *testing.T, g *Game, x antiCirce, variants []string, rng *rand.Rand) int {
	t.Helper()
	asked := 0
	for ply := 0; ply < 4; ply++ {
		c := g.side
		for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
			for _, m := range g.pieceMoves(nil, box(movegen.Square(bits.TrailingZeros64(uint64(bb)))), c) {
				d := g.decode(m)
				if g.capturedSquare(&d) == 0 {
					continue
				}
				asked++
				if !x.allowed(g, d, c) {
					t.Fatalf("AntiCirce %v: the filter rejects %s in\n%s", variants, g.MoveText(m, movegen.English), g.describe())
				}
			}
		}
		legal := g.LegalMoves(nil)
		if len(legal) == 0 {
			break
		}
		g.Make(legal[rng.IntN(len(legal))])
	}
	return asked
}
