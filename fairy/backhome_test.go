package fairy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestBackHomeReference: BackHome against the manual's rule, "when a side has a legal
// move that takes a piece back to its square of the diagram it must play one; a piece
// observes the king only when its side has no legal move back home or its capture is
// one", on random games of orthodox pieces without pawns (whose promotions the rule
// does not follow), the diagram squares followed move by move.
func TestBackHomeReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 19))
	cond, err := NewCondition(ConditionSpec{Name: "BackHome"})
	require.NoError(t, err)
	for i := 0; i < 60; i++ {
		b := randomBoard(rng)
		for s, p := range b {
			if p.Neutral() || p.IsRoyal() || !slices.Contains([]Walk{Queen, Rook, Bishop, Knight}, p.Walk()) || p.Has(Uncapturable) {
				b[s] = NoPiece
			}
		}
		wk, bk := movegen.Square(rng.IntN(32)), movegen.Square(32+rng.IntN(32))
		b[wk], b[bk] = MakePiece(King, WhiteSide, Attrs(Royal)), MakePiece(King, BlackSide, Attrs(Royal))
		c := movegen.Color(rng.IntN(2))
		if refAttacked(b, c.Other()) {
			continue
		}
		var origin [64]movegen.Square
		for s := range origin {
			origin[s] = movegen.Square(s)
		}
		g := New(Setup{Board: b, SideToMove: c, Conditions: []Condition{cond}})
		for ply := 0; ply < 6; ply++ {
			var want, got []string
			for _, out := range refBackHomeMoves(g.boardNow(), origin, g.side) {
				want = append(want, fmt.Sprint(out))
			}
			ml := g.LegalMoves(nil)
			for _, m := range ml {
				g.Make(m)
				got = append(got, fmt.Sprint(g.boardNow()))
				g.Unmake()
			}
			slices.Sort(want)
			slices.Sort(got)
			require.Equal(t, want, got, "%v to move on %v, origins %v", g.side, g.boardNow(), origin)
			if len(ml) == 0 {
				break
			}
			m := ml[rng.IntN(len(ml))]
			origin[m.To()] = origin[m.From()]
			g.Make(m)
		}
	}
}

// refBackHomeMoves returns the outcomes of c's legal moves on b under BackHome, the
// pieces' diagram squares in origin.
func refBackHomeMoves(b Board, origin [64]movegen.Square, c movegen.Color) []Board {
	var all, home []Board
	for _, m := range plainMoves(b, c) {
		if refBackHomeCheck(m.after, refMoved(origin, m), c, 0) {
			continue
		}
		all = append(all, m.after)
		if origin[m.from] == m.to && m.from != m.to {
			home = append(home, m.after)
		}
	}
	if len(home) > 0 {
		return home
	}
	return all
}

// refMoved returns the diagram squares after the plain move m.
func refMoved(origin [64]movegen.Square, m refPlay) [64]movegen.Square {
	origin[m.to] = origin[m.from]
	return origin
}

// refBackHomeCheck reports whether c's king is in check on b: an enemy piece could
// capture it, going home by it or with no legal move back home for its side.
func refBackHomeCheck(b Board, origin [64]movegen.Square, c movegen.Color, depth int) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) &&
			(origin[m.from] == m.to || !refHomeMoveExists(b, origin, c.Other(), depth)) {
			return true
		}
	}
	return false
}

// refHomeMoveExists reports whether e has a legal move back home on b, the tests nesting
// as far as the engine's depth.
func refHomeMoveExists(b Board, origin [64]movegen.Square, e movegen.Color, depth int) bool {
	if depth >= backHomeDepth {
		return false
	}
	for _, m := range plainMoves(b, e) {
		if origin[m.from] == m.to && m.from != m.to && !refBackHomeCheck(m.after, refMoved(origin, m), e, depth+1) {
			return true
		}
	}
	return false
}
