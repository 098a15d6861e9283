package fairy

import "github.com/cpls-dev/cpls/movegen"

func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "BlackChecks"}, moves: refBlackChecks})
}

// refBlackChecks: BlackChecks, "every move of Black must give check; Black may pass
// (a null move) only when it has no such move". White's moves are plain.
func refBlackChecks(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		if c == movegen.White || !refAttacked(m.after, movegen.Black) && refAttacked(m.after, movegen.White) {
			out = append(out, m.after)
		}
	}
	if c == movegen.Black && len(out) == 0 {
		out = append(out, b) // the pass
	}
	return out
}
