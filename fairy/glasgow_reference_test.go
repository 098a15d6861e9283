package fairy

import (
	"math/rand/v2"

	"github.com/cpls-dev/cpls/movegen"
)

func init() {
	// A black pawn on b2 is left off: the reference's games have a1 for their en-passant
	// square (Setup's zero value), which lets it capture a piece on a2 there.
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "GlasgowChess"}, moves: refGlasgow, extra: refGlasgowPawns,
		noNeutrals: true, onlyWalks: []Walk{King, Queen, Rook, Bishop, Knight, Pawn},
		valid: func(b Board) bool { return b[movegen.B2] != MakePiece(Pawn, BlackSide, 0) }})
}

// refGlasgow: GlasgowChess, "pawns promote on their seventh rank (White's on the 7th,
// Black's on the 2nd)", and so not on the last. On boards of orthodox pieces a pawn
// promotes to a queen, knight, rook or bishop.
func refGlasgow(b Board, c movegen.Color) []Board {
	seventh, last := 6, 7
	if c == movegen.Black {
		seventh, last = 1, 0
	}
	var out []Board
	for _, m := range plainMoves(b, c) {
		p := b[m.from]
		switch {
		case p.Walk() != Pawn:
			out = append(out, m.after)
		case m.to.Rank() == last:
			if m.after[m.to].Walk() == Queen { // one of the plain promotions: the pawn stays
				o := m.after
				o[m.to] = p
				out = append(out, o)
			}
		case m.to.Rank() == seventh:
			for _, w := range []Walk{Queen, Knight, Rook, Bishop} {
				o := m.after
				o[m.to] = p.WithWalk(w)
				out = append(out, o)
			}
		default:
			out = append(out, m.after)
		}
	}
	return out
}

// refGlasgowPawns puts pawns where they reach their seventh rank or stand on it.
func refGlasgowPawns(rng *rand.Rand, b *Board) {
	for i := 0; i < 3; i++ {
		side, rank := WhiteSide, 4+rng.IntN(3)
		if rng.IntN(2) == 0 {
			side, rank = BlackSide, 1+rng.IntN(3)
		}
		s := movegen.MakeSquare(rng.IntN(8), rank)
		if b[s] == NoPiece {
			b[s] = MakePiece(Pawn, side, 0)
		}
	}
}
