package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestRebirthChoiceBits: a rebirth choice (move.go) keeps every other field of the
// move it is written on and reads back as written, for each kind of capture, square
// and reborn-pawn promotion; a hop or a locust's capture has room for the first
// promotion only.
func TestRebirthChoiceBits(t *testing.T) {
	var b Board
	b[movegen.E1], b[movegen.E8] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
	b[movegen.C3] = MakePiece(Grasshopper, WhiteSide, 0)
	b[movegen.D7] = MakePiece(Pawn, BlackSide, 0)
	c, err := NewCondition(ConditionSpec{Name: "SuperCirce"})
	require.NoError(t, err)
	g := New(Setup{Board: b, Conditions: []Condition{c}})
	require.True(t, g.rules.rebirthSquares)
	from, to, aux := box(movegen.B7), box(movegen.A8), box(movegen.C6)
	for _, kind := range []moveKind{plainMove, enPassant, hopMove, captureAt} {
		for promo := -1; promo < len(g.rules.promos) && promo < maxChoosingPromos; promo++ {
			if promo >= 0 && kind == enPassant {
				break // an en-passant capture promotes nothing
			}
			a := aux
			if kind == plainMove {
				a = 0 // a plain move has no aux square
			}
			m := encode(from, to, kind, a)
			if promo >= 0 {
				m = withPromotion(m, promo)
			}
			want := g.decode(m)
			for sq := movegen.Square(0); sq < 64; sq++ {
				for k := -1; k < len(g.rules.promotions); k++ {
					mm, ok := withRebirthChoice(m, box(sq), k)
					if !ok {
						require.True(t, k > 0 && (kind == hopMove || kind == captureAt), "kind %d promo %d", kind, k)
						continue
					}
					require.Equal(t, m.From(), mm.From())
					require.Equal(t, m.To(), mm.To())
					d := g.decode(mm)
					require.Equal(t, want.kind, d.kind)
					require.Equal(t, want.aux, d.aux)
					require.Equal(t, want.promo, d.promo)
					require.Equal(t, box(sq), int(d.rebirthSq))
					if k < 0 || kind == hopMove || kind == captureAt {
						require.Nil(t, d.rebirthPromo) // chosenPromotion: the first
					} else {
						require.Equal(t, &g.rules.promos[g.rules.promotions[k]], d.rebirthPromo)
					}
				}
			}
		}
	}
}

// TestRebirthChoiceMakeUnmake: every rebirth a capture chooses under SuperCirce is
// its own move, Make puts the reborn piece on the chosen square (promoted as chosen),
// and Unmake restores the position and its hash.
func TestRebirthChoiceMakeUnmake(t *testing.T) {
	var b Board
	b[movegen.H1], b[movegen.A8] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
	b[movegen.B2] = MakePiece(Rook, WhiteSide, 0)
	b[movegen.B4] = MakePiece(Pawn, BlackSide, 0)
	c, err := NewCondition(ConditionSpec{Name: "SuperCirce"})
	require.NoError(t, err)
	g := New(Setup{Board: b, Conditions: []Condition{c}})
	hash, before := g.Hash(), g.board
	seen := map[[2]int]int{}
	for _, m := range g.LegalMoves(nil) {
		if m.From() != movegen.B2 || m.To() != movegen.B4 {
			continue
		}
		d := g.decode(m)
		g.Make(m)
		var reborn [2]int
		for sq := movegen.Square(0); sq < 64; sq++ {
			if p := g.board[box(sq)]; p != NoPiece && p.Belongs(movegen.Black) && !p.IsRoyal() {
				require.Equal(t, int(d.rebirthSq), box(sq))
				reborn = [2]int{int(sq), int(p.Walk())}
			}
		}
		seen[reborn]++
		g.Unmake()
		require.Equal(t, hash, g.Hash())
		require.Equal(t, before, g.board)
	}
	// 62 empty squares after Rb2*b4 (a pawn on a first rank promotes: four walks on the
	// seven free squares of rank 1 but those that check h1: queen and rook anywhere on
	// the open rank, the pawn on g2 that checks h1; a queen on a8's diagonal …), and
	// the capture without rebirth.
	require.Equal(t, 1, seen[[2]int{0, 0}], "the capture without rebirth")
	require.Equal(t, 1, seen[[2]int{int(movegen.C5), int(Pawn)}])
	require.Zero(t, seen[[2]int{int(movegen.G2), int(Pawn)}], "a pawn reborn on g2 would check h1")
	require.Equal(t, 1, seen[[2]int{int(movegen.C1), int(Knight)}])
	require.Zero(t, seen[[2]int{int(movegen.C1), int(Queen)}], "a queen reborn on c1 would check h1")
}
