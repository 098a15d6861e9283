package fairy

import "github.com/cpls-dev/cpls/movegen"

// AprilChess against the manual: "Circe Super April followed by a list of walks": a
// captured piece of a walk listed is reborn on any empty square, or not at all, as in
// SuperCirce; the others are not reborn.
func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "AprilChess", Walks: []Walk{Bishop, Knight, Grasshopper}},
		moves: refApril([]Walk{Bishop, Knight, Grasshopper}), noPawns: true, valid: refChoosable("AprilChess")})
}

// refApril: SuperCirce's outcomes for the captures of a walk of walks, the plain
// outcome alone for the others.
func refApril(walks []Walk) func(b Board, c movegen.Color) []Board {
	return func(b Board, c movegen.Color) []Board {
		var out []Board
		for _, m := range plainMoves(b, c) {
			out = append(out, m.after)
			if m.capSq == movegen.NoSquare || m.captured.IsRoyal() || !containsWalk(walks, m.captured.Walk()) {
				continue
			}
			for s, q := range m.after {
				if q == NoPiece {
					o := m.after
					o[s] = m.captured
					out = append(out, o)
				}
			}
		}
		return out
	}
}

// containsWalk reports whether w is one of ws.
func containsWalk(ws []Walk, w Walk) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}
