package fairy

import "github.com/cpls-dev/cpls/movegen"

// Football against the manual: "a piece (not the king) that arrives on the a- or
// h-file may be replaced by any of the substitutes named".
func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "Football", Walks: []Walk{Knight, Rook, Grasshopper}},
		moves: refFootball([]Walk{Knight, Rook, Grasshopper}), noPawns: true, noNeutrals: true})
}

// refFootball: each plain move, and each one of a piece but a king ending on the a- or
// h-file with the piece replaced by each substitute of another walk.
func refFootball(subs []Walk) func(b Board, c movegen.Color) []Board {
	return func(b Board, c movegen.Color) []Board {
		var out []Board
		for _, m := range plainMoves(b, c) {
			out = append(out, m.after)
			p := m.after[m.to]
			if p == NoPiece || p.IsRoyal() || m.to.File() != 0 && m.to.File() != 7 || m.from == m.to {
				continue
			}
			for _, w := range subs {
				if w != p.Walk() {
					o := m.after
					o[m.to] = p.WithWalk(w)
					out = append(out, o)
				}
			}
		}
		return out
	}
}
