package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestQuietMoves cross-checks QuietMoves with its definition, the legal moves that
// give no check (each played out), on random games: half of them under ChecklessChess,
// whose lawfulness test QuietMoves skips for the checks, the rest under random
// conditions. It counts the pseudo-legal checks under ChecklessChess that QuietMoves
// left out unjudged, so that the test must have met them.
func TestQuietMoves(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 150
	}
	checkless, err := NewCondition(ConditionSpec{Name: "ChecklessChess"})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 19))
	checks := 0
	for i := 0; i < games; i++ {
		s := randomSetup(rng)
		if i%2 == 0 {
			s.Conditions = withConditions([]Condition{checkless}, s.Conditions)
		}
		if nestsMateTests(s.Conditions) {
			continue
		}
		g := New(s)
		for ply := 0; ply < 6; ply++ {
			checks += checkQuietMoves(t, g, i%2 == 0)
			moves := g.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
	t.Logf("%d pseudo-legal checks left out under ChecklessChess", checks)
	if checks == 0 {
		t.Errorf("no pseudo-legal check under ChecklessChess")
	}
}

// checkQuietMoves compares QuietMoves with the legal moves that give no check in g, and
// returns the number of pseudo-legal moves that give check there when counted.
func checkQuietMoves(t *testing.T, g *Game, count bool) int {
	t.Helper()
	got, ok := g.QuietMoves(nil)
	if !ok {
		return 0
	}
	var want []movegen.Move
	for _, m := range g.LegalMoves(nil) {
		if !g.slowGivesCheck(m) {
			want = append(want, m)
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("quiet moves %v, want %v in\n%s", got, want, g.describe())
	}
	n := 0
	for _, m := range g.pseudo(nil, g.side) {
		if count && g.slowGivesCheck(m) {
			n++
		}
	}
	return n
}
