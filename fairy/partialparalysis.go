package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// PartialParalysis (conditions/partial_paralysis.c): a piece observed by an enemy piece
// of some walk may not move, capture or observe where a piece of that walk standing in
// its place would move: the squares the observer's walk reaches from it are closed to
// it, the rest open. The observations that paralyse are the pieces' own, by their
// walks, and are not themselves asked whether they are paralysed.
type partialParalysis struct{ base }

func init() {
	registerCondition("PartialParalysis", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return partialParalysis{base{&s}}, nil
	})
}

// keeps: legality is orthodox; moves and observation depend on the pieces off the
// lines.
func (partialParalysis) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// closedSquares returns the squares the piece on b, acting for c, may not reach: those
// a piece of the walk of each enemy piece observing it would reach from b.
func (g *Game) closedSquares(b int, c movegen.Color) (closed movegen.Bitboard) {
	var walks []Walk
	by := c.Other()
	for bb := g.occ[by]; bb != 0; bb &= bb - 1 {
		e := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if w := g.board[e].Walk(); e != b && !slices.Contains(walks, w) && g.attacksAs(e, b, w, by) {
			walks = append(walks, w)
		}
	}
	if len(walks) == 0 {
		return 0
	}
	p, royal := g.board[b], g.royal // a piece given a king's walk for a moment is royal
	buf := g.takeBuf()
	for _, w := range walks {
		g.put(b, p.WithWalk(w))
		buf = g.walkMoves(buf[:0], b, w, c)
		for _, m := range buf {
			closed |= 1 << m.To()
		}
	}
	g.put(b, p)
	g.royal = royal
	g.giveBuf(buf)
	return closed
}

// extend drops the moves of the piece on from to its closed squares.
func (partialParalysis) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	if g.partialParalysing || len(ml) == start {
		return ml
	}
	g.partialParalysing = true
	closed := g.closedSquares(from, c)
	g.partialParalysing = false
	if closed == 0 {
		return ml
	}
	out := ml[:start]
	for _, m := range ml[start:] {
		if closed&(1<<m.To()) == 0 {
			out = append(out, m)
		}
	}
	return out
}

// observes: the piece on f observes t unless t is closed to it.
func (partialParalysis) observes(g *Game, f, t int, c movegen.Color) bool {
	if g.partialParalysing {
		return true
	}
	g.partialParalysing = true
	closed := g.closedSquares(f, c)
	g.partialParalysing = false
	return closed&(1<<sq64[t]) == 0
}
