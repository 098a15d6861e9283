package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// centralChess is CentralChess (conditions/central.c): a piece may move, capture and
// observe only when it is linked to its own royal piece by a chain of pieces of its
// side, each observing the next (the royal piece is linked by itself). Whether a piece
// of the chain observes is asked by geometry, as for check, with the chain's pieces not
// asked again (Popeye's cycle guard).
type centralChess struct{ base }

func init() {
	registerCondition("CentralChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return centralChess{base{&s}}, nil
	})
}

// keeps: moves are the engine's; whether a piece acts depends on pieces off the lines.
func (centralChess) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// paralyses: a piece not linked to its royal piece does not act.
func (centralChess) paralyses(g *Game, b int, c movegen.Color) bool {
	return g.board[b] != NoPiece && !g.linked(b, c, 0)
}

// linked reports whether the piece on b, acting for c, is c's royal piece or observed
// by a piece of c that is linked in turn; chain holds the squares (movegen's) already
// on the chain, which are not asked again.
func (g *Game) linked(b int, c movegen.Color, chain uint64) bool {
	p := g.board[b]
	if p.IsRoyal() && p.Belongs(c) {
		return true
	}
	chain |= 1 << uint(sq64[b])
	return g.asEnemy(b, c, func() bool {
		for bb := g.occ[c] &^ movegen.Bitboard(chain); bb != 0; bb &= bb - 1 {
			q := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
			w := g.walkOf(q, c)
			if g.attacksAs(q, b, w, c) && g.linked(q, c, chain) {
				return true
			}
		}
		return false
	})
}
