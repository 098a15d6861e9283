package fairy

import "github.com/cpls-dev/cpls/movegen"

// ContactGridChess against Popeye's definition (conditions/koeko/contact_grid.c): "a move
// must cross a grid line (GridChess) and end with the moving piece a king's step from
// some piece beyond a grid line"; a capture of the king checks when it would do both.
func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "ContactGridChess"},
		outcome: func(_ *Board, m refPlay, _ movegen.Color) (Board, bool) {
			return m.after, refGridCrosses(m.from, m.to) && (m.after[m.to] == NoPiece || refGridContact(&m.after, m.to))
		},
		check: func(b Board, c movegen.Color) bool {
			for _, m := range plainMoves(b, c.Other()) {
				if m.captured.IsRoyal() && m.captured.Belongs(c) && refGridCrosses(m.from, m.to) && refGridContact(&m.after, m.to) {
					return true
				}
			}
			return false
		}})
}

// refGridContact reports whether a piece stands a king's step from s in another cell of
// the standard grid.
func refGridContact(b *Board, s movegen.Square) bool {
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			f, r := s.File()+df, s.Rank()+dr
			if (df != 0 || dr != 0) && f >= 0 && f < 8 && r >= 0 && r < 8 {
				t := movegen.MakeSquare(f, r)
				if b[t] != NoPiece && refGridCrosses(s, t) {
					return true
				}
			}
		}
	}
	return false
}
