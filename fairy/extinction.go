package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// ExtinctionChess (conditions/extinction.c): a side loses when it has no piece left of
// some walk, so no piece is royal (a king is an ordinary piece and a promotion piece)
// and a side is in check when the other side can capture the last of its pieces of a
// walk. Popeye tests every piece of the side for observation and validates each by
// playing the capture (STValidateCheckMoveByPlayingCapture), which checks only when
// the side has no piece of the captured walk left after it: a Circe rebirth saves it.
type extinctionChess struct{ base }

func init() {
	registerCondition("ExtinctionChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return extinctionChess{base{&s}}, nil
	})
}

// setRules makes every piece non-royal and the king a promotion piece.
func (extinctionChess) setRules(r *ruleSet) { r.noRoyal = true }

// inCheck reports whether a capture of a piece of c, played, leaves c without a piece
// of the captured walk.
func (extinctionChess) inCheck(g *Game, c movegen.Color) bool {
	by := c.Other()
	for bt := g.occ[c]; bt != 0; bt &= bt - 1 {
		t := box(movegen.Square(bits.TrailingZeros64(uint64(bt))))
		if !g.attacked(t, by) {
			continue
		}
		w := g.board[t].Walk()
		extinct := func() bool { return g.counts[c][w] == 0 }
		for bf := g.occ[by]; bf != 0; bf &= bf - 1 {
			f := box(movegen.Square(bits.TrailingZeros64(uint64(bf))))
			if g.anyCapturePlayed(f, t, by, extinct) {
				return true
			}
		}
	}
	return false
}
