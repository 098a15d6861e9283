package fairy

import (
	"slices"

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
		// "after a move, each piece of the other side (not its king) that would be mated
		// were it that side's king is removed" (Popeye's lostpieces.c). Pieces with
		// attributes are left off: the rule's attack is a plain capture, which an
		// attribute (Uncapturable, Paralysing, …) separates from observation.
		condRef{spec: ConditionSpec{Name: "LostPieces"}, outcome: refLostPieces, noNeutrals: true, valid: refNoAttributes},
		// "when a move gives check, every piece of the mover that observes the king
		// changes the colour of every piece it observes (kings apart), each piece once".
		condRef{spec: ConditionSpec{Name: "MasandGeneralised"}, outcome: refMasandGeneralised, noNeutrals: true, valid: refNoAttributes},
	)
}

// refMasandGeneralised: the checkers, a1 to h8 on the board as the recolouring leaves
// it, each recolour what they observe (able to capture it were it an enemy piece), a
// piece at most once.
func refMasandGeneralised(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	observes := func(from, q movegen.Square) bool {
		b := out
		b[q] = MakePiece(b[q].Walk(), SideOf(c.Other()), 0)
		return slices.ContainsFunc(refPieceMoves(b, from, c), func(t refPlay) bool { return t.capSq == q })
	}
	k := movegen.NoSquare
	for q, p := range out {
		if p.IsRoyal() && p.Belongs(c.Other()) {
			k = movegen.Square(q)
		}
	}
	if k == movegen.NoSquare || !refAttacked(out, c.Other()) {
		return out, true
	}
	var done [64]bool
	for from := movegen.Square(0); from < 64; from++ {
		if out[from] == NoPiece || !out[from].Belongs(c) || !observes(from, k) {
			continue
		}
		for q := movegen.Square(0); q < 64; q++ {
			if p := out[q]; p != NoPiece && !p.IsRoyal() && q != from && !done[q] && observes(from, q) {
				s := WhiteSide
				if p.Side() == WhiteSide {
					s = BlackSide
				}
				out[q], done[q] = p.WithSide(s), true
			}
		}
	}
	return out, true
}

// refLostPieces removes from the board after m each piece of c's opponent but its king
// that c's pieces attack and that every plain move of its side leaves attacked (where
// it stands then: moved or not, gone counting as safe).
func refLostPieces(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	o := c.Other()
	attackedOn := func(b Board, s movegen.Square) bool {
		return slices.ContainsFunc(plainMoves(b, c), func(x refPlay) bool { return x.capSq == s })
	}
	var lost []movegen.Square
	for s := movegen.Square(0); s < 64; s++ {
		p := m.after[s]
		if p == NoPiece || !p.Belongs(o) || p.IsRoyal() || !attackedOn(m.after, s) {
			continue
		}
		mated := true
		for _, r := range plainMoves(m.after, o) {
			at := s
			if r.from == s {
				at = r.to
			}
			if r.after[at] == NoPiece || !r.after[at].Belongs(o) || !attackedOn(r.after, at) {
				mated = false
				break
			}
		}
		if mated {
			lost = append(lost, s)
		}
	}
	for _, s := range lost {
		out[s] = NoPiece
	}
	return out, true
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
