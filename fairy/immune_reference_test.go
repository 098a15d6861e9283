package fairy

import "github.com/cpls-dev/cpls/movegen"

// refImmune: ImmunChess, "a piece cannot be captured when its Circe rebirth square is
// occupied" (after the capture; nothing is reborn), kings too with RexInclusive.
func refImmune(rexInclusive bool) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
		p := m.captured
		if p == NoPiece || p.IsRoyal() && !rexInclusive {
			return m.after, true
		}
		return m.after, m.after[refImmuneSquare(p.Walk(), m.capSq, c.Other())] == NoPiece
	}
}

// refImmuneCheck: with RexInclusive, c's king is in check when the other side may
// capture it: its rebirth square empty after the capture.
func refImmuneCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) &&
			m.after[refImmuneSquare(m.captured.Walk(), m.capSq, c)] == NoPiece {
			return true
		}
	}
	return false
}

// refImmuneSquare is the Circe rebirth square of a piece of walk w of side owner
// captured on capSq: the king's on its home square.
func refImmuneSquare(w Walk, capSq movegen.Square, owner movegen.Color) movegen.Square {
	if w == King {
		if owner == movegen.White {
			return movegen.E1
		}
		return movegen.E8
	}
	return refCirceSquare(w, capSq, owner)
}
