package fairy

import (
	"slices"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// Influencer with AntiCirce as Popeye 4.104 plays and writes it (h~1 on the same
// position): the capturer reborn on b7 influences from there, turning the knights on b8
// and a8 into pawns, which then promote, each to every promotion piece: 16 moves
// a4*b3, one for each pair of promotions.
func TestInfluencerPromotesInfluencedPawns(t *testing.T) {
	var b Board
	b[movegen.F4] = MakePiece(King, WhiteSide, 0)
	b[movegen.A8] = MakePiece(Knight, WhiteSide, 0)
	b[movegen.B8] = MakePiece(Knight, WhiteSide, 0)
	b[movegen.B3] = MakePiece(Pawn, WhiteSide, 0)
	b[movegen.H2] = MakePiece(King, BlackSide, 0)
	b[movegen.A4] = MakePiece(Pawn, BlackSide, 0)
	var conds []Condition
	for _, name := range []string{"Influencer", "AntiCirce"} {
		c, err := NewCondition(ConditionSpec{Name: name})
		require.NoError(t, err)
		conds = append(conds, c)
	}
	g := New(Setup{Board: b, SideToMove: movegen.Black, EnPassant: movegen.NoSquare, Conditions: conds})
	var texts, want []string
	moves := map[string]movegen.Move{}
	for _, m := range g.LegalMoves(nil) {
		if text := g.MoveText(m, movegen.English); strings.HasPrefix(text, "a4*b3") {
			texts = append(texts, text)
			moves[text] = m
		}
	}
	for _, x := range []string{"Q", "S", "R", "B"} {
		for _, y := range []string{"Q", "S", "R", "B"} {
			want = append(want, "a4*b3[bPb3->b7][b8=P][a8=P][b8="+x+"][a8="+y+"]")
		}
	}
	slices.Sort(texts)
	slices.Sort(want)
	require.Equal(t, want, texts)
	hash := g.Hash()
	g.Make(moves["a4*b3[bPb3->b7][b8=P][a8=P][b8=R][a8=Q]"])
	var after Board
	after[movegen.F4] = MakePiece(King, WhiteSide, 0)
	after[movegen.A8] = MakePiece(Queen, WhiteSide, 0)
	after[movegen.B8] = MakePiece(Rook, WhiteSide, 0)
	after[movegen.B7] = MakePiece(Pawn, BlackSide, 0)
	after[movegen.H2] = MakePiece(King, BlackSide, 0)
	require.Equal(t, after, g.boardNow())
	g.Unmake()
	require.Equal(t, b, g.boardNow())
	require.Equal(t, hash, g.Hash())
}
