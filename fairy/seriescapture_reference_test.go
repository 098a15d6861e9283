package fairy

import "github.com/cpls-dev/cpls/movegen"

func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "SeriesCapture"}, moves: refSeriesCapture})
}

// refSeriesCapture: SeriesCapture, "a piece that has captured may move on, capturing or
// not, as long as each of its moves captures; it goes on only while it is still the
// mover's and neither side is in check", every leg ending a move of its own.
func refSeriesCapture(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		out = append(out, m.after)
		if m.capSq != movegen.NoSquare {
			out = refSeriesFrom(out, m.after, m.to, c)
		}
	}
	return out
}

// refSeriesFrom appends the boards the piece on s, which has just captured for c, goes
// on to.
func refSeriesFrom(out []Board, b Board, s movegen.Square, c movegen.Color) []Board {
	if b[s] == NoPiece || !b[s].Belongs(c) || refAttacked(b, c) || refAttacked(b, c.Other()) {
		return out
	}
	// The piece moves again at once: no en-passant right stands (the game's passes
	// clear it).
	g := New(Setup{Board: b, SideToMove: c, EnPassant: movegen.NoSquare})
	for _, m := range g.pieceMoves(nil, box(s), c) {
		captures := g.capturedAt(m) != 0
		g.Make(m)
		after := g.boardNow()
		g.Unmake()
		out = append(out, after)
		if captures {
			out = refSeriesFrom(out, after, m.To(), c)
		}
	}
	return out
}
