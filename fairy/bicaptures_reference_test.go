package fairy

import "github.com/cpls-dev/cpls/movegen"

// refBiCaptures: BiCaptures, "any piece can capture the pieces of its own side (except
// the king) as well as those of the opposite side": the plain moves, and for each own
// piece but the king the captures of it by the others, found by giving it to the other
// side.
func refBiCaptures(b Board, c movegen.Color) []Board {
	var outs []Board
	for _, m := range plainMoves(b, c) {
		outs = append(outs, m.after)
	}
	for s, p := range b {
		if p == NoPiece || p.IsRoyal() || !p.Belongs(c) {
			continue
		}
		flipped := b
		flipped[s] = p.WithSide(SideOf(c.Other()))
		for _, m := range plainMoves(flipped, c) {
			if m.capSq == movegen.Square(s) {
				outs = append(outs, m.after)
			}
		}
	}
	return outs
}
