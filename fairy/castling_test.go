package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// Castling and en passant with fairy pieces, as Popeye plays them (checked with Popeye
// 4.104 on the same positions, stipulation ~1 or h~1):
//   - a fairy piece that attacks the king's passing square stops castling on that side:
//     a pao on f8 over the hurdle f4, a grasshopper on f4 over the hurdle f2 (Popeye
//     lists 0-0-0 and no 0-0), a nightrider on b5 through c3 to d1 (0-0 and no 0-0-0);
//   - a Berolina pawn takes en passant straight ahead, on the square another Berolina
//     pawn passed over diagonally (1.BPd7-b5 BPc5*c6 ep.); it does not take a pawn that
//     passed a square diagonally ahead of it (1.b7-b5: no BPa5*b6).

// castlings returns the castling moves among g's legal moves.
func castlings(g *Game) (short, long bool) {
	for _, m := range g.LegalMoves(nil) {
		switch g.decode(m).kind {
		case castleShort:
			short = true
		case castleLong:
			long = true
		}
	}
	return short, long
}

func TestCastlingWithFairyPieces(t *testing.T) {
	for _, tc := range []struct {
		name        string
		pieces      map[movegen.Square]Piece
		short, long bool
	}{
		{"pao over f4", map[movegen.Square]Piece{movegen.F8: MakePiece(Pao, BlackSide, 0), movegen.F4: MakePiece(Pawn, BlackSide, 0)}, false, true},
		{"pao without hurdle", map[movegen.Square]Piece{movegen.F8: MakePiece(Pao, BlackSide, 0)}, true, true},
		{"grasshopper over f2", map[movegen.Square]Piece{movegen.F4: MakePiece(Grasshopper, BlackSide, 0), movegen.F2: MakePiece(Pawn, WhiteSide, 0)}, false, true},
		{"nightrider on b5", map[movegen.Square]Piece{movegen.B5: MakePiece(Nightrider, BlackSide, 0)}, true, false},
	} {
		var b Board
		b[movegen.E1] = MakePiece(King, WhiteSide, 0)
		b[movegen.A1] = MakePiece(Rook, WhiteSide, 0)
		b[movegen.H1] = MakePiece(Rook, WhiteSide, 0)
		b[movegen.E8] = MakePiece(King, BlackSide, 0)
		for s, p := range tc.pieces {
			b[s] = p
		}
		g := New(Setup{Board: b, Castling: movegen.WhiteKingside | movegen.WhiteQueenside, EnPassant: movegen.NoSquare})
		short, long := castlings(g)
		require.Equal(t, tc.short, short, "%s: 0-0", tc.name)
		require.Equal(t, tc.long, long, "%s: 0-0-0", tc.name)
	}
}

func TestEnPassantWithBerolinaPawns(t *testing.T) {
	for _, tc := range []struct {
		name     string
		white    Piece
		on       movegen.Square
		black    Walk
		from, to movegen.Square
		ep       bool
	}{
		{"berolina takes berolina", MakePiece(BerolinaPawn, WhiteSide, 0), movegen.C5, BerolinaPawn, movegen.D7, movegen.B5, true},
		{"berolina does not take diagonally", MakePiece(BerolinaPawn, WhiteSide, 0), movegen.A5, Pawn, movegen.B7, movegen.B5, false},
		{"pawn takes pawn", MakePiece(Pawn, WhiteSide, 0), movegen.A5, Pawn, movegen.B7, movegen.B5, true},
	} {
		var b Board
		b[movegen.H1] = MakePiece(King, WhiteSide, 0)
		b[movegen.H8] = MakePiece(King, BlackSide, 0)
		b[tc.on] = tc.white
		b[tc.from] = MakePiece(tc.black, BlackSide, 0)
		g := New(Setup{Board: b, SideToMove: movegen.Black, EnPassant: movegen.NoSquare})
		played := false
		for _, m := range g.LegalMoves(nil) {
			if m.From() == tc.from && m.To() == tc.to {
				g.Make(m)
				played = true
				break
			}
		}
		require.True(t, played, "%s: no %v-%v", tc.name, tc.from, tc.to)
		ep := false
		for _, m := range g.LegalMoves(nil) {
			if d := g.decode(m); d.kind == enPassant {
				require.Equal(t, tc.on, m.From(), tc.name)
				require.Equal(t, tc.to, square(d.aux), "%s: takes the pawn that moved", tc.name)
				ep = true
			}
		}
		require.Equal(t, tc.ep, ep, tc.name)
	}
}

// playFromTo makes the legal move of g from one square to another, failing when there
// is none.
func playFromTo(t *testing.T, g *Game, from, to movegen.Square) {
	t.Helper()
	for _, m := range g.LegalMoves(nil) {
		if m.From() == from && m.To() == to {
			g.Make(m)
			return
		}
	}
	t.Fatalf("no legal move %v-%v", from, to)
}

// TestRebirthGivesBackCastling: under AntiCirce a rook reborn in its corner gets its
// right back although its king has none, and the king reborn on its square later gets
// its own, so the two castle again (Popeye: 1...0-0 2.Dc8-e8 Tf1*f3[wTf3->h1]
// 3.Ke4-f3 Kg1*g2[wKg2->e1] 4.Kf3-g2 0-0 # in BEISPIEL/anticir.inp#50).
func TestRebirthGivesBackCastling(t *testing.T) {
	anti, err := NewCondition(ConditionSpec{Name: "AntiCirce"})
	require.NoError(t, err)
	var b Board
	b[movegen.G1] = MakePiece(King, WhiteSide, Attrs(Royal))
	b[movegen.F1] = MakePiece(Rook, WhiteSide, 0)
	b[movegen.A8] = MakePiece(King, BlackSide, Attrs(Royal))
	b[movegen.F3] = MakePiece(Bishop, BlackSide, 0)
	b[movegen.G2] = MakePiece(Bishop, BlackSide, 0)
	b[movegen.B7] = MakePiece(Pawn, BlackSide, 0)
	g := New(Setup{Board: b, EnPassant: movegen.NoSquare, Conditions: []Condition{anti}})
	playFromTo(t, g, movegen.F1, movegen.F3) // reborn on h1
	require.Equal(t, MakePiece(Rook, WhiteSide, 0), g.board[box(movegen.H1)])
	playFromTo(t, g, movegen.B7, movegen.B6)
	short, _ := castlings(g)
	require.False(t, short, "no castling while the king has no right")
	playFromTo(t, g, movegen.G1, movegen.G2) // reborn on e1
	playFromTo(t, g, movegen.B6, movegen.B5)
	short, long := castlings(g)
	require.True(t, short, "the reborn king and rook castle")
	require.False(t, long, "no rook on a1")
}
