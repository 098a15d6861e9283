package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestMoveKey: a rook lion's capture f8×f5 over the pawn on f7 and over the pawn on f6
// are two moves of the engine (the hurdle is kept) but one move as Popeye compares
// them, so a threat found over one hurdle is re-found over the other.
func TestMoveKey(t *testing.T) {
	capture := func(hurdle movegen.Square) movegen.Move {
		var b Board
		b[movegen.F8] = MakePiece(RookLion, WhiteSide, 0)
		b[hurdle] = MakePiece(Pawn, BlackSide, 0)
		b[movegen.F5] = MakePiece(Knight, BlackSide, 0)
		b[movegen.A1] = MakePiece(King, WhiteSide, 0)
		b[movegen.H1] = MakePiece(King, BlackSide, 0)
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare})
		for _, m := range g.LegalMoves(nil) {
			if m.From() == movegen.F8 && m.To() == movegen.F5 {
				return m
			}
		}
		t.Fatalf("no capture f8×f5 over %v", hurdle)
		return 0
	}
	a, b := capture(movegen.F7), capture(movegen.F6)
	require.NotEqual(t, a, b)
	g := New(Setup{EnPassant: movegen.NoSquare})
	require.Equal(t, g.MoveKey(a), g.MoveKey(b))
	require.Equal(t, a.From(), g.MoveKey(a).From())
	require.Equal(t, a.To(), g.MoveKey(a).To())
}

// moveFromTo returns g's legal move from one square to another, failing when there is
// none.
func moveFromTo(t *testing.T, g *Game, from, to movegen.Square) movegen.Move {
	t.Helper()
	for _, m := range g.LegalMoves(nil) {
		if m.From() == from && m.To() == to {
			return m
		}
	}
	t.Fatalf("no legal move %v-%v", from, to)
	return 0
}

// TestMoveKeyKinds: Popeye compares moves by departure, arrival and promotion, so a
// pawn's double step d2-d4 and a queen's move d2-d4 (Andernach turned the pawn into a
// queen) have one key; a promotion's piece counts; under MarsCirce a capture departs
// from the rebirth square, so a knight's capture c1×e2 (from g1) and its move c1-e2
// without capture have different keys.
func TestMoveKeyKinds(t *testing.T) {
	kings := func() Board {
		var b Board
		b[movegen.A1] = MakePiece(King, WhiteSide, Attrs(Royal))
		b[movegen.H8] = MakePiece(King, BlackSide, Attrs(Royal))
		return b
	}
	key := func(b Board, conds []Condition, from, to movegen.Square) movegen.Move {
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare, Conditions: conds})
		return g.MoveKey(moveFromTo(t, g, from, to))
	}
	pawn, queen := kings(), kings()
	pawn[movegen.D2] = MakePiece(Pawn, WhiteSide, 0)
	queen[movegen.D2] = MakePiece(Queen, WhiteSide, 0)
	require.Equal(t, key(pawn, nil, movegen.D2, movegen.D4), key(queen, nil, movegen.D2, movegen.D4))

	promo := kings()
	promo[movegen.B7] = MakePiece(Pawn, WhiteSide, 0)
	g := New(Setup{Board: promo, EnPassant: movegen.NoSquare})
	seen := map[movegen.Move]bool{}
	for _, m := range g.LegalMoves(nil) {
		if m.From() == movegen.B7 {
			seen[g.MoveKey(m)] = true
		}
	}
	require.Len(t, seen, 4, "each promotion of b7-b8 has its own key")

	mars, err := NewCondition(ConditionSpec{Name: "MarsCirce"})
	require.NoError(t, err)
	quiet, capture := kings(), kings()
	quiet[movegen.C1] = MakePiece(Knight, WhiteSide, 0)
	capture[movegen.C1] = MakePiece(Knight, WhiteSide, 0)
	capture[movegen.E2] = MakePiece(Pawn, BlackSide, 0)
	q := key(quiet, []Condition{mars}, movegen.C1, movegen.E2)
	c := key(capture, []Condition{mars}, movegen.C1, movegen.E2)
	require.NotEqual(t, q, c)
	require.Equal(t, movegen.G1, c.From(), "the capture departs from the knight's rebirth square")
	require.Equal(t, q, key(quiet, nil, movegen.C1, movegen.E2), "a move without capture keeps its square")
}

// TestChoiceConflict: two conditions that would both write a move's condition choice
// are refused together; Wormholes with MessignyChess share it (1–6 and 7), and
// SingleBox Type1 writes none.
func TestChoiceConflict(t *testing.T) {
	conds := func(specs ...ConditionSpec) []Condition {
		var out []Condition
		for _, s := range specs {
			c, err := NewCondition(s)
			require.NoError(t, err, s.Name)
			out = append(out, c)
		}
		return out
	}
	worm := ConditionSpec{Name: "Wormholes", Squares: []movegen.Square{movegen.A1, movegen.H8}}
	for _, tc := range []struct {
		specs    []ConditionSpec
		conflict bool
	}{
		{[]ConditionSpec{worm, {Name: "MessignyChess"}}, false},
		{[]ConditionSpec{worm, {Name: "Breton"}}, true},
		{[]ConditionSpec{{Name: "Breton"}, {Name: "MessignyChess"}}, true},
		{[]ConditionSpec{{Name: "SingleBox", Variants: []string{"Type1"}}, worm}, false},
		{[]ConditionSpec{{Name: "Circe"}, worm}, false},
		{[]ConditionSpec{{Name: "Circe"}, {Name: "Breton"}}, false},
		{[]ConditionSpec{{Name: "Circe", Variants: []string{"Equipollents"}}, worm}, true},
		{[]ConditionSpec{{Name: "SuperCirce"}, worm}, true},
		{[]ConditionSpec{{Name: "AntiSuperCirce"}, {Name: "Circe"}}, false},
		{[]ConditionSpec{{Name: "AntiSuperCirce"}, {Name: "Breton"}}, true},
	} {
		var names []string
		for _, s := range tc.specs {
			names = append(names, s.Name)
		}
		_, _, got := ChoiceConflict(conds(tc.specs...))
		require.Equal(t, tc.conflict, got, "%v", names)
	}
}

// TestMoveKeyBulHurdle: the Bul lion's hop d5-f3 over the king on e4 (TESTS/bul.inp#4)
// is one engine move per square the king may then move to, but one move as Popeye
// compares them; the hurdle's moves come last generated first (b7 before a8, a8 before
// a4 and b4), the order Popeye plays them in.
func TestMoveKeyBulHurdle(t *testing.T) {
	var b Board
	b[movegen.G1] = MakePiece(King, WhiteSide, Attrs(Royal))
	b[movegen.C6] = MakePiece(Queen, WhiteSide, 0)
	b[movegen.D5] = MakePiece(Lion, WhiteSide, Attrs(Bul))
	b[movegen.E4] = MakePiece(King, BlackSide, Attrs(Royal))
	b[movegen.C4] = MakePiece(Pawn, BlackSide, 0)
	g := New(Setup{Board: b, EnPassant: movegen.NoSquare})
	var hops []movegen.Move
	for _, m := range g.LegalMoves(nil) {
		if m.From() == movegen.D5 && m.To() == movegen.F3 {
			hops = append(hops, m)
		}
	}
	require.Len(t, hops, 4, "the king goes to b4, a4, b7 or a8")
	for _, m := range hops[1:] {
		require.NotEqual(t, hops[0], m)
		require.Equal(t, g.MoveKey(hops[0]), g.MoveKey(m))
	}
	var dests []string
	for _, m := range hops {
		dests = append(dests, square(int(g.decode(m).dest)).String())
	}
	require.Equal(t, []string{"a8", "b7", "a4", "b4"}, dests)
}
