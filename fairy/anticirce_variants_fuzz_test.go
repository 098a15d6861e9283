package fairy

import (
	"strings"
	"testing"
)

// TestAntiCirceVariantGames plays random games (random fairy pieces, with the random
// conditions the engine plays beside) under each AntiCirce variant that its plain
// form, which FuzzGame draws, leaves out: no panic, Make and Unmake restore the game,
// and the legal moves are those the slow definition of legality keeps (playGame).
func TestAntiCirceVariantGames(t *testing.T) {
	seeds := uint64(40)
	if testing.Short() {
		seeds = 8
	}
	for _, words := range [][]string{
		{"Symmetry"}, {"Antipodes"}, {"Equipollents"}, {"Rank"}, {"Diametral"}, {"VerticalMirror"},
		{"Frischauf"}, {"Couscous"}, {"Chameleon"}, {"Turncoats"}, {"RexExclusive"}, {"Relaxed"},
		{"Assassin"}, {"Take&Make"}, {"Equipollents", "Assassin", "Turncoats"},
	} {
		c, err := NewCondition(ConditionSpec{Name: "AntiCirce", Variants: words})
		if err != nil {
			t.Fatal(err)
		}
		t.Run(strings.Join(words, "+"), func(t *testing.T) {
			for seed := range seeds {
				fuzzGame(t, seed, uint8(seed*37+9), []Condition{c})
			}
		})
	}
}
