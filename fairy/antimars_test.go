package fairy

import (
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// AntiMarsCirce's castlings as Popeye 4.104 plays and writes them (stipulation ~1 on the
// same positions): the king castles from its rebirth square, with a rook moved to its
// own; Popeye gives the rook's move to the first castling generated with it, even one
// with the other rook, and a king on its home castles twice.
func TestAntiMarsCastling(t *testing.T) {
	for _, tc := range []struct {
		name   string
		pieces map[movegen.Square]Piece
		texts  []string
		// after is the board after the castling written play.
		play  string
		after map[movegen.Square]Piece
	}{
		{"king from d1, rook b4 to a1", map[movegen.Square]Piece{
			movegen.D1: MakePiece(King, WhiteSide, 0), movegen.H1: MakePiece(Rook, WhiteSide, 0),
			movegen.B4: MakePiece(Rook, WhiteSide, 0), movegen.B2: MakePiece(Pawn, WhiteSide, 0),
			movegen.A5: MakePiece(King, BlackSide, 0),
		}, []string{"[wKd1->e1]0-0", "[wKd1->e1]0-0-0", "[wKd1->e1][wRb4->a1]0-0"},
			// the b4 rook goes to a1, the h1 rook castles; 0-0-0 (its right added for
			// the b4 rook) moves no rook
			"[wKd1->e1][wRb4->a1]0-0", map[movegen.Square]Piece{
				movegen.G1: MakePiece(King, WhiteSide, 0), movegen.F1: MakePiece(Rook, WhiteSide, 0),
				movegen.A1: MakePiece(Rook, WhiteSide, 0), movegen.B2: MakePiece(Pawn, WhiteSide, 0),
				movegen.A5: MakePiece(King, BlackSide, 0),
			}},
		{"king home, rook h3 to h1, f1 attacked", map[movegen.Square]Piece{
			movegen.E1: MakePiece(King, WhiteSide, 0), movegen.A1: MakePiece(Rook, WhiteSide, 0),
			movegen.H3: MakePiece(Rook, WhiteSide, 0), movegen.B6: MakePiece(King, BlackSide, 0),
			movegen.F8: MakePiece(Rook, BlackSide, 0),
		}, []string{"0-0-0", "0-0-0", "[wRh3->h1]0-0-0"},
			"[wRh3->h1]0-0-0", map[movegen.Square]Piece{
				movegen.C1: MakePiece(King, WhiteSide, 0), movegen.D1: MakePiece(Rook, WhiteSide, 0),
				movegen.H1: MakePiece(Rook, WhiteSide, 0), movegen.B6: MakePiece(King, BlackSide, 0),
				movegen.F8: MakePiece(Rook, BlackSide, 0),
			}},
	} {
		var b Board
		for s, p := range tc.pieces {
			b[s] = p
		}
		cond, err := NewCondition(ConditionSpec{Name: "AntiMarsCirce"})
		require.NoError(t, err)
		g := New(Setup{Board: b, Castling: movegen.WhiteKingside | movegen.WhiteQueenside, EnPassant: movegen.NoSquare,
			Conditions: []Condition{cond}})
		var texts []string
		var played movegen.Move
		for _, m := range g.LegalMoves(nil) {
			if g.decode(m).castling() {
				text := g.MoveText(m, movegen.English)
				texts = append(texts, text)
				if text == tc.play {
					played = m
				}
			}
		}
		slices.Sort(texts)
		require.Equal(t, tc.texts, texts, tc.name)
		require.NotZero(t, played, tc.name)
		hash := g.Hash()
		g.Make(played)
		var want Board
		for s, p := range tc.after {
			want[s] = p
		}
		require.Equal(t, want, g.boardNow(), tc.name)
		require.Zero(t, g.castling&(movegen.WhiteKingside|movegen.WhiteQueenside|KingCastling(movegen.White)), tc.name)
		g.Unmake()
		require.Equal(t, b, g.boardNow(), tc.name)
		require.Equal(t, hash, g.Hash(), tc.name)
	}
}
