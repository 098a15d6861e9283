package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// TransmissionMenace (conditions/transmissionmenace.c): a piece moves by its own walk
// and, besides, by the walk of every enemy piece that observes it (a pawn a rook
// observes also moves as a rook, promoting where it reaches its last rank); a move
// reached by two walks is one. A side is in check when one of the other side's moves,
// so generated, captures its royal piece (Popeye tests check by playing moves).
//
// TODO(21): Popeye lets some moves stand that this rule makes self-checks: with White
// Kh1 Qd1 against Ka8 d5, Qd1-h5 and Kh1-g2 are illegal here and in Popeye (the pawn
// moves as the queen that observes it, d5-h1), but with a black Sf6, Sb4, Rd8, Bb7 or
// e6 added (any black piece observing d5 but Sb6) Popeye plays both; not understood.
type transmissionMenace struct{ base }

func init() {
	registerCondition("TransmissionMenace", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return transmissionMenace{base{&s}}, nil
	})
}

// extend appends to ml[start:], the moves of the piece on from for c, its moves by the
// walks of the enemy pieces observing it that arrive on a square none of its moves so
// far arrives on: Popeye removes a piece's moves to a square it reaches twice
// (remove_duplicate_moves_of_single_piece) before it chooses promotions, so that a pawn
// moving as a rook to its last rank still promotes to each piece.
func (transmissionMenace) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	walks := observingWalks(g, from, c.Other())
	if len(walks) == 0 {
		return ml
	}
	var reached movegen.Bitboard
	for _, m := range ml[start:] {
		reached |= movegen.Bitboard(1) << uint(m.To())
	}
	for _, w := range walks {
		mid := len(ml)
		ml = g.walkMoves(ml, from, w, c)
		kept := ml[:mid]
		for _, m := range ml[mid:] {
			if bit := movegen.Bitboard(1) << uint(m.To()); reached&bit == 0 {
				reached |= bit
				kept = append(kept, m)
			}
		}
		ml = g.pieceMovesDone(kept, mid, from, w, c)
	}
	return ml
}

// observingWalks returns the walks, in Popeye's order of walks, of by's pieces that
// observe the box square t.
func observingWalks(g *Game, t int, by movegen.Color) []Walk {
	var walks []Walk
	for bb := g.occ[by]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		w := g.board[f].Walk()
		if f == t || slices.Contains(walks, w) || g.condParalysed(f, by) {
			continue
		}
		if g.pieceAttacksAs(f, t, w, by) && g.observedBy(f, t, by) {
			walks = append(walks, w)
		}
	}
	slices.Sort(walks)
	return walks
}

// inCheck: c is in check when a move of the other side, with the walks it borrows,
// captures c's royal piece.
func (transmissionMenace) inCheck(g *Game, c movegen.Color) bool {
	k := g.royal[c]
	if k == 0 {
		return false
	}
	buf := g.pseudo(g.takeBuf(), c.Other())
	defer g.giveBuf(buf)
	for _, m := range buf {
		if g.capturedAt(m) == k {
			return true
		}
	}
	return false
}
