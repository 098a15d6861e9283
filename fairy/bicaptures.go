package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// BiCaptures (conditions/bicaptures.c): a piece may capture the pieces of its own side
// (but for the king) as well as the other side's. Popeye gives the moving side's pieces
// both colours while it generates their moves, so they move as neutral pieces would;
// check is orthodox.
type biCaptures struct{ base }

func init() {
	registerCondition("BiCaptures", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return biCaptures{base{s}}, nil
	})
}

// keeps: a move changes only the squares it names; check is orthodox (observation is
// not kept: the generator hook turns the shortcuts off that rest on it).
func (biCaptures) keeps() keeps { return keepsAll &^ keepsObservation }

// walkMoves generates the moves of the piece on from with c's other pieces but its
// royal piece neutral for the time, so that they may be captured.
func (biCaptures) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	var own [64]int
	n := 0
	for bb := g.occ[c] &^ g.occ[c.Other()]; bb != 0; bb &= bb - 1 {
		s := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if s != from && !g.board[s].IsRoyal() {
			own[n] = s
			n++
		}
	}
	for _, s := range own[:n] {
		g.put(s, g.board[s].WithSide(NeutralSide))
	}
	ml = g.walkMoves(ml, from, w, c)
	side := SideOf(c)
	for _, s := range own[:n] {
		g.put(s, g.board[s].WithSide(side))
	}
	return ml
}

// walkAttacks: check is orthodox.
func (biCaptures) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	return g.walkAttacks(f, t, w, c)
}

// headerName: Popeye writes the condition as "Bicaptures".
func (biCaptures) headerName() string { return "Bicaptures" }
