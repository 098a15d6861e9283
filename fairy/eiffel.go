package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// EiffelChess (conditions/eiffel.c): a piece observed by an enemy piece of the walk that
// paralyses its own is paralysed: it neither moves, captures nor observes (so gives no
// check). A pawn is paralysed by a queen, a queen by a rook, a rook by a bishop, a bishop
// by a knight, a knight by a pawn; other walks and kings are not. The observation is by
// geometry alone: a paralysed piece still paralyses.
type eiffel struct{ base }

func init() {
	registerCondition("EiffelChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return eiffel{base{&s}}, nil
	})
}

// keeps: moves are the engine's; paralysis depends on pieces off the lines, and only
// denies observations.
func (eiffel) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice | keepsGeometry }

// eiffelParalyser returns the walk that paralyses a piece of walk w, and false when none
// does.
func eiffelParalyser(w Walk) (Walk, bool) {
	switch w {
	case Pawn:
		return Queen, true
	case Queen:
		return Rook, true
	case Rook:
		return Bishop, true
	case Bishop:
		return Knight, true
	case Knight:
		return Pawn, true
	}
	return NoWalk, false
}

// paralyses reports whether the piece on b, acting for c, is observed by a piece of c's
// opponent of its paralysing walk.
func (eiffel) paralyses(g *Game, b int, c movegen.Color) bool {
	p := g.board[b]
	pw, ok := eiffelParalyser(p.Walk())
	o := c.Other()
	if !ok || p.IsRoyal() || g.counts[o][pw] == 0 || g.testingParalysis {
		return false
	}
	g.testingParalysis = true
	defer func() { g.testingParalysis = false }()
	for bb := g.occ[o]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f != b && g.observerWalk(f, o) == pw && g.attacksAs(f, b, pw, o) {
			return true
		}
	}
	return false
}
