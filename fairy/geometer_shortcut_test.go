package fairy

import "testing"

// TestGeometerShortcut checks the legality shortcut under the conditions whose
// geometers decide observations by the squares alone (hooks.squaresOnly: GridChess,
// MonochromChess, BichromChess) on random games with each forced on them
// (checkShortcutGames), counting the positions where the shortcut applied.
func TestGeometerShortcut(t *testing.T) {
	checkShortcutGames(t, []ConditionSpec{
		{Name: "GridChess"}, {Name: "GridChess", Variants: []string{"DiagonalShift"}},
		{Name: "MonochromChess"}, {Name: "BichromChess"},
	}, 29, func(g *Game) bool { return g.rules.hooks.squaresOnly && g.safe() })
}
