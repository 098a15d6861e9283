package fairy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestHaanerReference: HaanerChess against the manual ("a square vacated by a move
// becomes a hole") on random boards. After each legal move the holes are the square
// the mover left (when it stays empty), and the other side's legal moves reach the
// boards the Hole reference reaches with that hole off the board.
func TestHaanerReference(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 30
	}
	rng := rand.New(rand.NewPCG(21, 8))
	cond, err := NewCondition(ConditionSpec{Name: "HaanerChess"})
	require.NoError(t, err)
	for i := 0; i < n; i++ {
		b := randomBoard(rng)
		for s, p := range b {
			if p.IsRoyal() || movesByEdge(p.Walk()) {
				b[s] = NoPiece
			}
		}
		wk, bk := movegen.Square(rng.IntN(64)), movegen.Square(rng.IntN(63))
		if bk >= wk {
			bk++
		}
		b[wk], b[bk] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
		c := movegen.Color(rng.IntN(2))
		if refAttacked(b, c.Other()) {
			continue
		}
		g := New(Setup{Board: b, SideToMove: c, EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
		for _, m := range g.LegalMoves(nil) {
			g.Make(m)
			checkHaanerAfter(t, g, m, pieces(g.boardNow()) < pieces(b))
			g.Unmake()
		}
	}
}

// pieces counts the pieces on b.
func pieces(b Board) int {
	n := 0
	for _, p := range b {
		if p != NoPiece {
			n++
		}
	}
	return n
}

// checkHaanerAfter compares the position after m with the manual's rule: the holes, and
// unless m captured (the pawns of the plain game then promote to the walks left on the
// board, those of the game to the walks of its diagram) the next moves.
func checkHaanerAfter(t *testing.T, g *Game, m movegen.Move, captured bool) {
	after := g.boardNow()
	var holes []movegen.Square
	if after[m.From()] == NoPiece {
		holes = append(holes, m.From())
	}
	for s := movegen.Square(0); s < 64; s++ {
		require.Equal(t, slices.Contains(holes, s), g.IsHole(s), "hole %v after %v on %v", s, m, after)
	}
	if captured {
		return
	}
	c := g.side
	var got, want []string
	for _, m2 := range g.LegalMoves(nil) {
		g.Make(m2)
		got = append(got, fmt.Sprint(g.boardNow()))
		g.Unmake()
	}
	for _, m2 := range refHoleMoves(after, holes, c) {
		// the square this move leaves is a hole too when its check is asked
		h2 := holes
		if m2.after[m2.from] == NoPiece {
			h2 = append(slices.Clip(holes), m2.from)
		}
		if !refHoledCheck(m2.after, h2, c) {
			want = append(want, fmt.Sprint(m2.after))
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	require.Equal(t, want, got, "HaanerChess, %v to move after %v on %v", c, m, after)
}
