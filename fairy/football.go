package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// Football (Popeye's conditions/football.c): a piece but a royal one that arrives on
// the a- or h-file may be substituted by any of the substitutes, or stay itself: each
// choice is its own move, written as a promotion ("Be4-h7=S") and carried as one (the
// substitute walks are in the game's promotion list). The substitutes are the walks
// named after the condition, else every walk that may exist but the king, a dummy and
// the fairy pawns. The substitution comes before the other effects, so that Anti-Circe
// rebirths the substitute.
type football struct {
	base
	walks []Walk // the substitutes named; nil: every walk that may exist
}

func init() {
	registerCondition("Football", func(s ConditionSpec) (Condition, error) {
		spec := s // the condition keeps the whole spec, which s loses below
		f := football{base{&spec}, slices.Clone(s.Walks)}
		s.Walks = nil
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		slices.Sort(f.walks)
		f.walks = slices.Compact(f.walks)
		return f, nil
	})
}

// headerWalks: Popeye names the substitutes after the condition, in its walk order.
func (f football) headerWalks() []Walk { return f.walks }

// walkChanges returns the walks a piece may change to under the condition, given the
// walks present and those a pawn promotes to.
func (f football) walkChanges(present [NumWalks]bool, promoted []Walk) []Walk {
	if f.walks != nil {
		return f.walks
	}
	var out []Walk
	for w := King + 1; w < NumWalks; w++ {
		if (present[w] || slices.Contains(promoted, w)) && w != Dummy && !royalWalk(w) && (w == Pawn || !isPawn(w)) {
			out = append(out, w)
		}
	}
	return out
}

// extend adds to each move of the piece on from that ends on the a- or h-file the
// same move with each substitute of another walk.
func (f football) extend(g *Game, ml []movegen.Move, start, from int, _ movegen.Color) []movegen.Move {
	p := g.board[from]
	if p.IsRoyal() {
		return ml
	}
	end := len(ml)
	for _, m := range ml[start:end] {
		d := g.decode(m)
		if d.promo != nil || d.castling() || d.kind == hurdleHop || d.exchange {
			continue
		}
		if file := fileOf(d.to); file != 0 && file != 7 {
			continue
		}
		for i, pr := range g.rules.promos {
			if pr.attrs == 0 && pr.walk != p.Walk() && g.rules.substitutes[pr.walk] {
				ml = append(ml, withPromotion(m, i))
			}
		}
	}
	return ml
}
