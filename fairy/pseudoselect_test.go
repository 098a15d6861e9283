package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestPseudoSelection checks the mummers' selection among the pseudo-legal moves
// (pseudoselect.go) against its definition, on random games with each mummer form
// forced on them (and random conditions beside): LegalMoves must equal the selectors'
// choice among all the moves the slow legality test passes. It also counts the
// positions where the best measure of the pseudo-legal moves has no legal move, so that
// the test must have met the case where the selection goes on to the next measure.
func TestPseudoSelection(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 80
	}
	specs := []ConditionSpec{
		{Name: "BlackMaximummer"}, {Name: "WhiteMaximummer"}, {Name: "BlackMinimummer"},
		{Name: "WhiteMaximummer", Variants: []string{"Exact"}}, {Name: "BlackMaximummer", Variants: []string{"Ultra"}},
		{Name: "WhiteMustCapture", Variants: []string{"Exact"}},
		{Name: "BlackForcedSquare", Squares: refForced},
	}
	for _, spec := range specs {
		t.Run(spec.Name+fmtVariants(spec.Variants), func(t *testing.T) {
			c, err := NewCondition(spec)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(5, uint64(len(spec.Name))))
			deeper := 0
			for i := 0; i < games; i++ {
				s := randomSetup(rng)
				s.Conditions = withConditions([]Condition{c}, s.Conditions)
				if nestsMateTests(s.Conditions) {
					continue
				}
				deeper += checkPseudoSelection(t, rng, New(s), 6)
			}
			t.Logf("%d positions went past the best measure", deeper)
			if len(spec.Variants) == 0 && deeper == 0 {
				t.Errorf("no position whose best pseudo-legal measure had no legal move")
			}
		})
	}
}

// fmtVariants names the variants of a subtest.
func fmtVariants(v []string) string {
	out := ""
	for _, s := range v {
		out += "_" + s
	}
	return out
}

// checkPseudoSelection plays plies random moves of g, comparing LegalMoves with the
// selectors' choice among the slowly tested legal moves at every ply, and returns the
// number of positions where the selectors' choice among all the pseudo-legal moves held
// no legal move while some legal move was kept.
func checkPseudoSelection(t *testing.T, rng *rand.Rand, g *Game, plies int) int {
	t.Helper()
	deeper := 0
	for i := 0; i < plies; i++ {
		pseudo := g.pseudo(nil, g.side)
		var want []movegen.Move
		for _, m := range pseudo {
			if g.slowLegal(m) {
				want = append(want, m)
			}
		}
		top := slices.Clone(pseudo)
		for _, x := range g.rules.hooks.selectors {
			want = x.selectMoves(g, want, 0)
			top = x.selectMoves(g, top, 0)
		}
		got := g.LegalMoves(nil)
		if !slices.Equal(got, want) {
			t.Fatalf("legal moves %v, want %v in\n%s", got, want, g.describe())
		}
		if len(want) > 0 && !slices.ContainsFunc(top, func(m movegen.Move) bool { return slices.Contains(want, m) }) {
			deeper++
		}
		if len(got) == 0 {
			return deeper
		}
		g.Make(got[rng.IntN(len(got))])
	}
	return deeper
}
