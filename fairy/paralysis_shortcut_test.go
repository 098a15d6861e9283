package fairy

import "testing"

// TestParalysisShortcut checks the legality shortcut under the conditions that change
// observation by paralysis alone (ruleSet.linesParalysed: Madrasi, EiffelChess) on
// random games with each forced on them (checkShortcutGames), counting the positions
// where the shortcut applied (safe through linesParalysed).
func TestParalysisShortcut(t *testing.T) {
	checkShortcutGames(t, []ConditionSpec{
		{Name: "Madrasi"}, {Name: "Madrasi", Variants: []string{"RexInclusive"}}, {Name: "EiffelChess"},
	}, 13, func(g *Game) bool { return !g.rules.linesKnown && g.safe() })
}
