package fairy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestLastCaptureReference: with ParrainCirce and LastCapture, "the piece captured
// before the diagram is reborn after the first move on its capture square moved by that
// move's vector, when that square is on the board and empty" (a move after which the
// reborn piece checks the mover's king is illegal), on random boards of orthodox pieces.
func TestLastCaptureReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	parrain, err := NewCondition(ConditionSpec{Name: "ParrainCirce"})
	require.NoError(t, err)
	for i := 0; i < 100; i++ {
		b := randomBoard(rng)
		for s, p := range b {
			if p.Neutral() || p.IsRoyal() || !slices.Contains([]Walk{Queen, Rook, Bishop, Knight}, p.Walk()) {
				b[s] = NoPiece
			}
		}
		wk, bk := movegen.Square(rng.IntN(32)), movegen.Square(32+rng.IntN(32))
		b[wk], b[bk] = MakePiece(King, WhiteSide, Attrs(Royal)), MakePiece(King, BlackSide, Attrs(Royal))
		retro := movegen.Square(rng.IntN(64))
		side := []string{"white", "b"}[rng.IntN(2)]
		lc, err := NewCondition(ConditionSpec{Name: "LastCapture", Variants: []string{side}, Walks: []Walk{Rook}, Squares: []movegen.Square{retro}})
		require.NoError(t, err)
		c := movegen.Color(rng.IntN(2))
		if refAttacked(b, c.Other()) {
			continue
		}
		plain := New(Setup{Board: b, SideToMove: c})
		g := New(Setup{Board: b, SideToMove: c, Conditions: []Condition{parrain, lc}})
		var want []string
		for _, m := range plain.pseudo(nil, c) {
			plain.Make(m)
			out := plain.boardNow()
			plain.Unmake()
			f, r := int(retro.File())+int(m.To().File())-int(m.From().File()), int(retro.Rank())+int(m.To().Rank())-int(m.From().Rank())
			if f >= 0 && f < 8 && r >= 0 && r < 8 && out[movegen.MakeSquare(f, r)] == NoPiece {
				out[movegen.MakeSquare(f, r)] = MakePiece(Rook, map[string]Side{"white": WhiteSide, "b": BlackSide}[side], 0)
			}
			if !refAttacked(out, c) {
				want = append(want, fmt.Sprint(out))
			}
		}
		slices.Sort(want)
		require.Equal(t, want, legalBoards(g), "%v to move on %v, retro %v", c, b, retro)
	}
}
