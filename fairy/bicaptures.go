package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// BiCaptures (conditions/bicaptures.c): a piece may capture the pieces of its own side
// (but for the king) as well as the other side's. Popeye gives the moving side's pieces
// both colours while it generates their moves; the captures of the side's own pieces
// are found so, as a neutral piece would capture them. Check is orthodox.
type biCaptures struct{ base }

func init() {
	registerCondition("BiCaptures", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return biCaptures{base{&s}}, nil
	})
}

// keeps: a move changes only the squares it names, and check is orthodox.
func (biCaptures) keeps() keeps { return keepsAll }

// extend appends to the moves of the piece on from its captures of c's other pieces but
// the royal piece: its moves generated again with those pieces neutral for the time,
// the captures among them of a piece of c's alone.
func (biCaptures) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	var own [64]int
	n := 0
	for bb := g.occ[c] &^ g.occ[c.Other()]; bb != 0; bb &= bb - 1 {
		s := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if s != from && !g.board[s].IsRoyal() {
			own[n] = s
			n++
		}
	}
	if n == 0 || g.board[from] == NoPiece {
		return ml
	}
	for _, s := range own[:n] {
		g.put(s, g.board[s].WithSide(NeutralSide))
	}
	w := g.walkOf(from, c)
	buf := g.genWalk(g.takeBuf(), from, w, c)
	side := SideOf(c)
	for _, s := range own[:n] {
		g.put(s, g.board[s].WithSide(side))
	}
	first := len(ml)
	for _, m := range buf {
		if capSq := g.capturedAt(m); capSq != 0 && g.board[capSq].Belongs(c) && !g.board[capSq].Belongs(c.Other()) {
			ml = append(ml, m)
		}
	}
	g.giveBuf(buf)
	return g.pieceMovesDone(ml, first, from, w, c) // promotions, as for the others
}

// headerName: Popeye writes the condition as "Bicaptures".
func (biCaptures) headerName() string { return "Bicaptures" }
