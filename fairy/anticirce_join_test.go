package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// antiCloneDiagramSetup is white Kh1 Sd1, black Ke8 Bf2 with the two conditions
// AntiCloneCirce and DiagramAntiCirce: the random games drew them together, and
// Sd1*f2 then made two rebirths of the one capturer.
func antiCloneDiagramSetup(t *testing.T, conds ...ConditionSpec) Setup {
	t.Helper()
	var s Setup
	s.Board[movegen.MakeSquare(7, 0)] = MakePiece(King, WhiteSide, 0)
	s.Board[movegen.MakeSquare(3, 0)] = MakePiece(Knight, WhiteSide, 0)
	s.Board[movegen.MakeSquare(4, 7)] = MakePiece(King, BlackSide, 0)
	s.Board[movegen.MakeSquare(5, 1)] = MakePiece(Bishop, BlackSide, 0)
	s.SideToMove = movegen.White
	s.EnPassant = movegen.NoSquare
	for _, spec := range conds {
		c, err := NewCondition(spec)
		if err != nil {
			t.Fatal(err)
		}
		s.Conditions = append(s.Conditions, c)
	}
	return s
}

// TestAntiCloneDiagramCapture: the two AntiCirce conditions played one after the other
// gave Sd1*f2[wSf2->Bc1][f2->-], two rebirths of the one capturer, with an incremental
// hash unlike the position's. Popeye reads them as one AntiCirce Diagram Clone and plays
// 1.Sd1*f2[wSf2->Bd1] (py -regression); the engine refuses the two (Clash) and
// JoinAntiCirce makes Popeye's one, whose moves keep the hash.
func TestAntiCloneDiagramCapture(t *testing.T) {
	clone, diagram := ConditionSpec{Name: "AntiCloneCirce"}, ConditionSpec{Name: "DiagramAntiCirce"}
	if got := Clash(antiCloneDiagramSetup(t, clone, diagram).Conditions); got != "DiagramAntiCirce" {
		t.Errorf("Clash of AntiCloneCirce and DiagramAntiCirce = %q, want DiagramAntiCirce", got)
	}
	joined, ok := JoinAntiCirce(clone, diagram)
	if !ok || joined.Name != "AntiCirce" {
		t.Fatalf("JoinAntiCirce = %+v, %v", joined, ok)
	}
	if c, err := NewCondition(joined); err != nil {
		t.Fatal(err)
	} else if v := c.(antiCirce).headerVariants(); !slices.Equal(v, []string{"Diagram", "Clone"}) {
		t.Errorf("joined AntiCirce's variants %v, want Popeye's Diagram Clone", v)
	}
	g := New(antiCloneDiagramSetup(t, joined))
	var texts []string
	for _, m := range checkGame(t, g) {
		texts = append(texts, g.MoveText(m, movegen.English))
	}
	if !slices.Contains(texts, "Sd1*f2[wSf2->Bd1]") {
		t.Errorf("moves %v lack Popeye's Sd1*f2[wSf2->Bd1]", texts)
	}
	playGame(t, rand.New(rand.NewPCG(3, 5)), g, 8)
}

// TestJoinAntiCirce: the AntiCirce Popeye's condition parser keeps for two AntiCirce
// conditions (condition.c sets the one anticirce_variant per word).
func TestJoinAntiCirce(t *testing.T) {
	for _, tc := range []struct {
		a, b ConditionSpec
		want []string // the joined AntiCirce's header variants; nil: not joined
	}{
		{ConditionSpec{Name: "AntiCloneCirce"}, ConditionSpec{Name: "DiagramAntiCirce"}, []string{"Diagram", "Clone"}},
		{ConditionSpec{Name: "DiagramAntiCirce"}, ConditionSpec{Name: "AntiCloneCirce"}, []string{"Diagram", "Clone"}},
		// a later traditional name's square replaces the earlier one
		{ConditionSpec{Name: "MirrorFileAntiCirce"}, ConditionSpec{Name: "DiagramAntiCirce"}, []string{"Diagram", "Mirror"}},
		// a traditional name but AntiCloneCirce sets the type anew
		{ConditionSpec{Name: "AntiCirce", Variants: []string{"Cheylan"}}, ConditionSpec{Name: "FileAntiCirce"}, []string{"File"}},
		{ConditionSpec{Name: "AntiCirce", Variants: []string{"Cheylan"}}, ConditionSpec{Name: "AntiCloneCirce"}, []string{"Clone", "Cheylan"}},
		{ConditionSpec{Name: "AntiCirce"}, ConditionSpec{Name: "Circe"}, nil},
	} {
		joined, ok := JoinAntiCirce(tc.a, tc.b)
		if ok != (tc.want != nil) {
			t.Errorf("JoinAntiCirce(%s, %s) joins: %v", tc.a.Name, tc.b.Name, ok)
			continue
		}
		if !ok {
			continue
		}
		c, err := NewCondition(joined)
		if err != nil {
			t.Errorf("JoinAntiCirce(%s, %s) = %+v: %v", tc.a.Name, tc.b.Name, joined, err)
			continue
		}
		if got := c.(antiCirce).headerVariants(); !slices.Equal(got, tc.want) {
			t.Errorf("JoinAntiCirce(%s %v, %s) plays %v, want %v", tc.a.Name, tc.a.Variants, tc.b.Name, got, tc.want)
		}
	}
}
