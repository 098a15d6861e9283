package fairy

import (
	"math/rand/v2"

	"github.com/cpls-dev/cpls/movegen"
)

// AliceChess as the manual states it: a piece on board A or B moves on its board by the
// plain rules, as if the other board were empty, and then goes to the same square of
// the other board, which must be empty there; a king is in check when a piece of its
// own board attacks it, and a king's move must not leave it attacked on the board it
// came from either. The reference keeps the two boards apart (refAliceView) and plays
// the plain game on one of them.

func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "AliceChess"}, moves: refAliceMoves,
		check: refAliceCheck, extra: refAliceBoards,
		// The pieces a pawn promotes to and the walks an orphan borrows are those of
		// both boards, which the plain game on one board does not know.
		noPawns: true, noWalks: []Walk{Orphan, Friend}})
}

// refAliceBoards puts every piece of b on board A or B at random.
func refAliceBoards(rng *rand.Rand, b *Board) {
	for s, p := range b {
		if p != NoPiece {
			b[s] = p.Without(AliceA).Without(AliceB) | Piece(Attrs([]Attr{AliceA, AliceB}[rng.IntN(2)]))<<attrShift
		}
	}
}

// refAliceOn returns the board a piece stands on.
func refAliceOn(p Piece) Attr {
	if p.Has(AliceB) {
		return AliceB
	}
	return AliceA
}

// refAliceView returns board a of b alone, as a plain board (no board attributes).
func refAliceView(b *Board, a Attr) Board {
	var v Board
	for s, p := range b {
		if p != NoPiece && refAliceOn(p) == a {
			v[s] = p.Without(AliceA).Without(AliceB)
		}
	}
	return v
}

// refAliceMoves: every plain move of a piece of c on its board whose arrival square is
// empty on the other board, a king's only when it is not attacked there on its board;
// the piece then stands on the other board.
func refAliceMoves(b Board, c movegen.Color) []Board {
	var out []Board
	for s, p := range b {
		if p == NoPiece || !p.Belongs(c) {
			continue
		}
		a := refAliceOn(p)
		other := AliceA
		if a == AliceA {
			other = AliceB
		}
		for _, m := range refPieceMoves(refAliceView(&b, a), movegen.Square(s), c) {
			if q := b[m.to]; q != NoPiece && refAliceOn(q) != a {
				continue
			}
			if p.IsRoyal() && refAttacked(m.after, c) {
				continue
			}
			var next Board
			for t, q := range b {
				if q != NoPiece && refAliceOn(q) == other {
					next[t] = q
				}
			}
			for t, q := range m.after {
				if q != NoPiece {
					next[t] = q | Piece(Attrs(a))<<attrShift
				}
			}
			if q := m.after[m.to]; q != NoPiece {
				next[m.to] = q | Piece(Attrs(other))<<attrShift
			}
			out = append(out, next)
		}
	}
	return out
}

// refAliceCheck: c's king is attacked on its own board.
func refAliceCheck(b Board, c movegen.Color) bool {
	for _, p := range b {
		if p != NoPiece && p.IsRoyal() && p.Belongs(c) {
			return refAttacked(refAliceView(&b, refAliceOn(p)), c)
		}
	}
	return false
}
