package fairy

import (
	"math/rand/v2"

	"github.com/cpls-dev/cpls/movegen"
)

// FrischAufCirce as the manual states it: Circe, but a promoted piece (attribute
// Frischauf) captured is reborn on the file of the capture on its side's promotion
// rank, and a pawn's promotion marks the promoted piece so.

func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "FrischAufCirce"}, outcome: refFrischauf,
		extra: refFrischaufPieces})
}

// refFrischaufPieces marks a third of the pieces of b (not the kings) as promoted.
func refFrischaufPieces(rng *rand.Rand, b *Board) {
	for s, p := range b {
		if p != NoPiece && !p.IsRoyal() && !isPawn(p.Walk()) && rng.IntN(3) == 0 {
			b[s] = p | Piece(Attrs(Frischauf))<<attrShift
		}
	}
}

// refFrischauf: the plain move m of c, its promotee marked, the captured piece reborn.
func refFrischauf(before *Board, m refPlay, c movegen.Color) (Board, bool) {
	b := m.after
	if q := b[m.to]; q != NoPiece && isPawn(before[m.from].Walk()) && !isPawn(q.Walk()) {
		b[m.to] = q | Piece(Attrs(Frischauf))<<attrShift
	}
	p := m.captured
	if p == NoPiece || p.IsRoyal() {
		return b, true
	}
	sq := refCirceSquare(p.Walk(), m.capSq, c.Other())
	if p.Has(Frischauf) {
		r := 7
		if c == movegen.White {
			r = 0
		}
		sq = movegen.MakeSquare(m.capSq.File(), r)
	}
	if b[sq] == NoPiece {
		b[sq] = p
	}
	return b, true
}
