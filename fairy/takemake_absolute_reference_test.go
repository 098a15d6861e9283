package fairy

import (
	"math/rand/v2"

	"github.com/cpls-dev/cpls/movegen"
)

// Take&MakeChess Absolute against Popeye's definition (conditions/take_and_make.c, its
// check validated by playing the capture): "the capture of a king must be completed by a
// make move too", so a piece checks only when, having taken the king, it could move on
// without capturing as a king from the king's square. The boards hold every walk: on
// the crowded boards two captures of a locust often land on one square (a rose locust's
// from c7 of e6 and of e8 both on g7), each with its own make moves, as Popeye plays them.
func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "Take&MakeChess", Variants: []string{"Absolute"}},
		moves: refTakeMake, check: refTakeMakeAbsoluteCheck, noPawns: true, noNeutrals: true, extra: refCrowdKings,
	})
}

// refCrowdKings fills most empty squares next to the kings with knights and bishops of
// either side, so that a king taken often has no make move.
func refCrowdKings(rng *rand.Rand, b *Board) {
	for s, p := range *b {
		if p.Walk() != King {
			continue
		}
		k := movegen.Square(s)
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				f, r := k.File()+df, k.Rank()+dr
				if f < 0 || f > 7 || r < 0 || r > 7 || b[movegen.MakeSquare(f, r)] != NoPiece || rng.IntN(5) == 0 {
					continue
				}
				b[movegen.MakeSquare(f, r)] = MakePiece([]Walk{Knight, Bishop}[rng.IntN(2)], []Side{WhiteSide, BlackSide}[rng.IntN(2)], 0)
			}
		}
	}
}

// refTakeMakeAbsoluteCheck reports whether c's royal piece on b could be taken with a
// make move after it.
func refTakeMakeAbsoluteCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if !m.captured.IsRoyal() || !m.captured.Belongs(c) {
			continue
		}
		b2 := m.after
		b2[m.to] = m.captured.WithAttrs(0)
		for _, mk := range plainMoves(b2, c) {
			if mk.from == m.to && mk.capSq == movegen.NoSquare {
				return true
			}
		}
	}
	return false
}
