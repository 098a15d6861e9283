package fairy

import (
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// MarineChess and UltramarineChess against Popeye's definition (pieces/walks/walks.c,
// solving/castling.c): "the sirene, triton, nereide and marine knight are the standard
// pieces in the places of the queen, rook, bishop and knight" (Ultramarine: and the
// poseidon the king's), so a pawn promotes to them, and the king (the poseidon) castles
// with a triton. The random boards hold no orthodox queen, rook, bishop or knight, whose
// presence would make them promotions besides the marine pieces.
func init() {
	orthodox := []Walk{Queen, Rook, Bishop, Knight}
	condRefs = append(condRefs,
		condRef{spec: ConditionSpec{Name: "MarineChess"}, outcome: refMarine, noWalks: orthodox},
		condRef{spec: ConditionSpec{Name: "UltramarineChess"}, outcome: refMarine, noWalks: orthodox})
}

// refMarine: a promotion to an orthodox piece is one to its marine counterpart (none
// when that piece stands on the board, which makes it a promotion already).
func refMarine(b *Board, m refPlay, _ movegen.Color) (Board, bool) {
	out := m.after
	p := out[m.to]
	marine := map[Walk]Walk{Queen: Sirene, Rook: Triton, Bishop: Nereide, Knight: MarineKnight}
	mw, ok := marine[p.Walk()]
	if b[m.from].Walk() == p.Walk() || !ok {
		return out, true
	}
	if slices.ContainsFunc(b[:], func(q Piece) bool { return q.Walk() == mw }) {
		return out, false
	}
	out[m.to] = p.WithWalk(mw)
	return out, true
}

// TestMarineCastling: the king castles with a triton and not with a rook under
// MarineChess, the poseidon with a triton under UltramarineChess (marine.inp's twins).
func TestMarineCastling(t *testing.T) {
	for _, tc := range []struct {
		cond         string
		king, corner Walk
		castles      bool
	}{
		{"MarineChess", King, Triton, true},
		{"MarineChess", King, Rook, false},
		{"UltramarineChess", Poseidon, Triton, true},
		{"UltramarineChess", King, Triton, false},
		{"", King, Triton, false},
		{"", King, Rook, true},
	} {
		var b Board
		b[movegen.E1], b[movegen.H1] = MakePiece(tc.king, WhiteSide, 0), MakePiece(tc.corner, WhiteSide, 0)
		b[movegen.F3] = MakePiece(King, BlackSide, 0)
		var conds []Condition
		if tc.cond != "" {
			c, err := NewCondition(ConditionSpec{Name: tc.cond})
			require.NoError(t, err)
			conds = append(conds, c)
		}
		g := New(Setup{Board: b, SideToMove: movegen.White, EnPassant: movegen.NoSquare, Conditions: conds,
			Castling: movegen.WhiteKingside | KingCastling(movegen.White)})
		castles := slices.ContainsFunc(g.LegalMoves(nil), func(m movegen.Move) bool { return g.decode(m).castling() })
		require.Equal(t, tc.castles, castles, "%s: %v on e1, %v on h1", tc.cond, tc.king, tc.corner)
	}
}
