package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
)

// The reference rules of the conditions of this file's block (ChameleonChess,
// LineChameleonChess, …), written from Popeye's manual and sources (conditions/*.c);
// TestConditionReference plays them with the others of condRefs.

func init() {
	condRefs = append(condRefs,
		// "every piece that moves changes its walk, knight to bishop to rook to queen to
		// knight" (a promoted piece arrives as its promotion's next).
		condRef{spec: ConditionSpec{Name: "ChameleonChess"}, outcome: refArrivalWalk(func(w Walk, _ movegen.Square) Walk {
			return map[Walk]Walk{Knight: Bishop, Bishop: Rook, Rook: Queen, Queen: Knight}[w]
		}), valid: refNoChameleons},
		condRef{spec: ConditionSpec{Name: "ChameleonChess", Walks: []Walk{Queen, Rook, Nightrider}},
			outcome: refArrivalWalk(func(w Walk, _ movegen.Square) Walk {
				return map[Walk]Walk{Queen: Rook, Rook: Nightrider, Nightrider: Queen}[w]
			}), valid: refNoChameleons},
		// "a queen, rook, bishop or knight that moves becomes the piece of the initial
		// array of the file it arrives on (the e-file changes nothing)".
		condRef{spec: ConditionSpec{Name: "LineChameleonChess"}, outcome: refArrivalWalk(func(w Walk, s movegen.Square) Walk {
			switch w {
			case Queen, Rook, Bishop, Knight:
				return [8]Walk{Rook, Knight, Bishop, Queen, w, Bishop, Knight, Rook}[s.File()]
			}
			return NoWalk
		}), valid: refNoChameleons},
	)
}

// refArrivalWalk: the piece that arrived on a move's square takes the walk next returns
// for its walk there (NoWalk: it keeps its own).
func refArrivalWalk(next func(Walk, movegen.Square) Walk) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(_ *Board, m refPlay, _ movegen.Color) (Board, bool) {
		out := m.after
		if p := out[m.to]; p != NoPiece {
			if w := next(p.Walk(), m.to); w != NoWalk {
				out[m.to] = p.WithWalk(w)
			}
		}
		return out, true
	}
}

// refNoChameleons keeps the boards without chameleon pieces, which Popeye refuses with
// the chameleon conditions.
func refNoChameleons(b Board) bool {
	for _, p := range b {
		if p != NoPiece && p.Has(Chameleon) {
			return false
		}
	}
	return true
}
