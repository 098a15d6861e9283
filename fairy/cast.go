package fairy

import "github.com/cpls-dev/cpls/movegen"

// CASTChess (conditions/cast.c): a piece that could capture more than once may not
// capture at all, nor give check. CASTInverse: only such a piece may capture and give
// check, and kings may not be captured. A capture is counted once whatever a pawn
// promotes to, as Popeye generates it.
type cast struct {
	base
	inverse bool
}

func init() {
	registerCondition("CASTChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "Inverse"); err != nil {
			return nil, err
		}
		return cast{base{&s}, len(s.Variants) > 0}, nil
	})
	registerCondition("CASTInverse", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return cast{base{&s}, true}, nil
	})
}

// headerVariants: "CASTChess Inverse".
func (x cast) headerVariants() []string {
	if x.inverse && x.spec.Name == "CASTChess" {
		return []string{"Inverse"}
	}
	return nil
}

// extend removes the piece's captures when it has more than one (CASTInverse: when it
// has exactly one).
func (x cast) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	n := 0
	var first movegen.Move
	for _, m := range ml[start:] {
		if g.capturedAt(m) == 0 {
			continue
		}
		if key := withoutPromotion(m); n == 0 {
			first, n = key, 1
		} else if key != first {
			n = 2
			break
		}
	}
	if x.inverse && n == 1 || !x.inverse && n > 1 {
		return g.withoutCaptures(ml, start)
	}
	return ml
}

// withoutPromotion returns m without what it promotes to.
func withoutPromotion(m movegen.Move) movegen.Move {
	if moveKind(uint32(m)>>26&7) == hurdleHop {
		return m
	}
	return m &^ (0xff << 18)
}

// observes lets the piece on f observe t when its moves, CAST's rule applied, still
// capture there (the moves its walk generates, before other conditions' rules).
func (x cast) observes(g *Game, f, t int, c movegen.Color) bool {
	buf := g.takeBuf()
	w := g.walkOf(f, c)
	buf = g.pieceMovesDone(g.genWalk(buf, f, w, c), 0, f, w, c)
	return g.anyCaptures(x.extend(g, buf, 0, f, c), t)
}

// allowed forbids CASTInverse's captures of the enemy's royal piece.
func (x cast) allowed(g *Game, d decoded, c movegen.Color) bool {
	return !x.inverse || noKingCapture(g, d, c)
}
