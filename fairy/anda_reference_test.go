package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

func init() {
	condRefs = append(condRefs,
		condRef{spec: ConditionSpec{Name: "Anda"}, outcome: refAnda(false)},
		condRef{spec: ConditionSpec{Name: "AndaInverse"}, outcome: refAnda(true)},
	)
}

// refAnda: Anda, "a piece (not a king) whose move gives check, and which itself
// observes the checked king, changes: a white or black one becomes neutral, a neutral
// one the mover's"; AndaInverse changes it after every other move. Observing a square
// is being able to capture an enemy piece standing there.
func refAnda(inverse bool) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
		out := m.after
		p := out[m.to]
		if p == NoPiece || p.IsRoyal() {
			return out, true
		}
		k := movegen.NoSquare
		for q, r := range out {
			if r.IsRoyal() && r.Belongs(c.Other()) {
				k = movegen.Square(q)
			}
		}
		checks := false
		if k != movegen.NoSquare && refAttacked(out, c.Other()) {
			b := out
			b[k] = MakePiece(b[k].Walk(), SideOf(c.Other()), 0)
			checks = slices.ContainsFunc(refPieceMoves(b, m.to, c), func(t refPlay) bool { return t.capSq == k })
		}
		if checks == inverse {
			return out, true
		}
		if p.Neutral() {
			out[m.to] = p.WithSide(SideOf(c))
		} else {
			out[m.to] = p.WithSide(NeutralSide)
		}
		return out, true
	}
}
