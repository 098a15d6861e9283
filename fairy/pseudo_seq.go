package fairy

import (
	"iter"
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// PseudoLegalSeq returns the moves PseudoLegalMoves lists, generated a piece at a time
// (rules.PieceLazyMover): pseudo's order, the pieces from a1 up, then castling. It
// reports false where pseudo is more than its pieces' moves and castling (a condition
// that says whose pieces a side moves, moves that move no piece, Republican's deferred
// placements) and where PseudoLegalMoves lists nothing.
func (g *Game) PseudoLegalSeq() (iter.Seq[movegen.Move], bool) {
	h := &g.rules.hooks
	if !g.rules.lazy || g.rules.republicanAlone || h.pieceSides != nil || len(h.sideMovers) > 0 {
		return nil, false
	}
	c := g.side
	return func(yield func(movegen.Move) bool) {
		buf := g.takeBuf()
		defer func() { g.giveBuf(buf) }()
		for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
			buf = g.pieceMoves(buf[:0], box(movegen.Square(bits.TrailingZeros64(uint64(bb)))), c)
			if !yieldAll(buf, yield) {
				return
			}
		}
		buf = g.filteredCastlings(buf[:0], c)
		yieldAll(buf, yield)
	}, true
}

// yieldAll yields the moves of ml in order and reports whether the loop wants more.
func yieldAll(ml []movegen.Move, yield func(movegen.Move) bool) bool {
	for _, m := range ml {
		if !yield(m) {
			return false
		}
	}
	return true
}

var _ rules.PieceLazyMover = (*Game)(nil)
