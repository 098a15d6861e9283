package fairy

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestStillCheckedCrossCheck plays random games under every condition the engine plays
// (alone, in its plain form), on orthodox material and on random fairy material, and
// many more under no condition and the Circe family, and at every position where the
// side to move is in check with known lines, plays each pseudo-legal move that
// stillChecked calls illegal: none may be legal (slowLegal). The shortcut must fire in
// those games, so that the test tests something.
func TestStillCheckedCrossCheck(t *testing.T) {
	games, many := 8, 400
	if testing.Short() {
		games, many = 4, 100
	}
	fired := map[string]int{}
	for _, name := range SupportedConditions() {
		spec := ConditionSpec{Name: name}
		if s, ok := fuzzSpecs[name]; ok {
			spec = s
		}
		c, err := NewCondition(spec)
		if err != nil {
			continue // a condition that needs arguments
		}
		n := games
		if stillCheckedFamily[name] {
			n = many
		}
		fired[name] += stillCheckedGames(t, []Condition{c}, n)
	}
	fired[""] = stillCheckedGames(t, nil, many)
	for name := range stillCheckedFamily {
		if fired[name] == 0 {
			t.Errorf("stillChecked never fired under %q", name)
		}
	}
}

// stillCheckedFamily are the conditions TestStillCheckedCrossCheck plays many games
// under: none, and the Circe family's whose lines are known.
var stillCheckedFamily = map[string]bool{"": true, "Circe": true, "MirrorCirce": true, "SuperCirce": true,
	"CirceTake&Make": true, "SymmetryCirce": true, "CageCirce": true, "PWC": true,
	"CirceClone": true}

// stillCheckedGames plays n random games under conds (every other one on orthodox
// material) and returns how often stillChecked fired (stillCheckedGame).
func stillCheckedGames(t *testing.T, conds []Condition, n int) int {
	fired := 0
	for seed := range uint64(n) {
		rng := rand.New(rand.NewPCG(seed, 0xc43c))
		s := orthodoxSetup(rng)
		if seed%2 == 1 {
			s = randomSetup(rng)
		}
		s.Conditions = conds
		if nestsMateTests(s.Conditions) {
			continue
		}
		fired += stillCheckedGame(t, rng, New(s), 6)
	}
	return fired
}

// stillCheckedGame checks stillChecked along a random game of g over plies moves and
// returns how often it fired.
func stillCheckedGame(t *testing.T, rng *rand.Rand, g *Game, plies int) int {
	t.Helper()
	fired := 0
	for range plies {
		lt := g.lineTestNow()
		if (lt == attackedLines) != (g.rules.linesKnown && g.royal[g.side] != 0 && g.InCheck()) {
			t.Fatalf("lineTestNow %v in\n%s", lt, g.describe())
		}
		for _, m := range g.pseudo(nil, g.side) {
			if d := g.decode(m); lt == attackedLines && g.stillChecked(&d) {
				fired++
				if g.slowLegal(m) {
					t.Fatalf("stillChecked calls %s illegal, which is legal, in\n%s", g.MoveText(m, movegen.English), g.describe())
				}
			}
		}
		moves := g.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		g.Make(moves[rng.IntN(len(moves))])
	}
	return fired
}

// TestStillCheckedLines: White's king on e1 stands in check from a grasshopper on e6
// hopping over White's knight on e2. The knight's move away takes the hurdle off the
// line (legal), the rook's from a4 to e4 blocks it (legal): stillChecked must leave both
// to the full test; the other rook's move from b3 to b7 changes nothing on the lines
// (illegal), which it answers. Under no condition and under Circe.
func TestStillCheckedLines(t *testing.T) {
	var b Board
	b[movegen.E1], b[movegen.E2] = MakePiece(King, WhiteSide, 0), MakePiece(Knight, WhiteSide, 0)
	b[movegen.A4], b[movegen.B3] = MakePiece(Rook, WhiteSide, 0), MakePiece(Rook, WhiteSide, 0)
	b[movegen.E6], b[movegen.A8] = MakePiece(Grasshopper, BlackSide, 0), MakePiece(King, BlackSide, 0)
	cases := []struct {
		from, to     movegen.Square
		still, legal bool
	}{
		{movegen.E2, movegen.D4, false, true},
		{movegen.A4, movegen.E4, false, true},
		{movegen.B3, movegen.B7, true, false},
	}
	for _, conds := range []string{"", "Circe"} {
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare, Conditions: forcedConditions(t, conds)})
		if g.lineTestNow() != attackedLines {
			t.Fatalf("%q: lineTestNow %v, want attackedLines", conds, g.lineTestNow())
		}
		for _, tc := range cases {
			m := g.findMove(t, tc.from, tc.to)
			d := g.decode(m)
			if got := g.stillChecked(&d); got != tc.still || g.slowLegal(m) != tc.legal || g.IsLegal(m) != tc.legal {
				t.Errorf("%q: %v-%v: stillChecked %v, legal %v (IsLegal %v); want %v, %v", conds, tc.from, tc.to, got, g.slowLegal(m), g.IsLegal(m), tc.still, tc.legal)
			}
		}
	}
}

// findMove returns the pseudo-legal move of the side to move from from to to.
func (g *Game) findMove(t *testing.T, from, to movegen.Square) movegen.Move {
	t.Helper()
	for _, m := range g.pseudo(nil, g.side) {
		if m.From() == from && m.To() == to {
			return m
		}
	}
	t.Fatalf("no move %v-%v", from, to)
	return 0
}
