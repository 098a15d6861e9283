package fairy

import "github.com/cpls-dev/cpls/movegen"

// ExclusiveChess (conditions/exclusive.c): a side may give mate only when it has exactly
// one mating move; when it has two or more, none of them may be played. Whether a move
// mates asks whether the mated side has a legal move, and so whether its own mating moves
// are exclusive: the mate tests nest. Popeye stops them six plies down (its ply horizon);
// beyond, a check is taken not to mate.
type exclusive struct{ base }

func init() {
	registerCondition("ExclusiveChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return exclusive{base{s}}, nil
	})
}

// exclusiveDepth is how deep the mate tests nest before a check is taken not to mate.
const exclusiveDepth = 6

// keeps: moves, check and legality are orthodox; the choice among the legal moves is
// narrowed, to none when every legal move mates.
func (exclusive) keeps() keeps { return keepsObservation | keepsMoves | keepsLawful }

// selectMoves drops the mating moves of legal[start:] when there are two or more. The
// mate tests run once per list: each legal move that gives check is played and the other
// side's mobility asked.
func (exclusive) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	if g.nested >= exclusiveDepth || len(legal)-start < 2 {
		return legal
	}
	var mating []bool
	n := 0
	for i, m := range legal[start:] {
		if g.GivesCheck(m) && g.mates(m) {
			if mating == nil {
				mating = make([]bool, len(legal)-start)
			}
			mating[i] = true
			n++
		}
	}
	if n < 2 {
		return legal
	}
	out := legal[:start]
	for i, m := range legal[start:] {
		if !mating[i] {
			out = append(out, m)
		}
	}
	return out
}

// mates reports whether m, a legal move of the side to move that gives check, leaves
// the other side without a legal move.
func (g *Game) mates(m movegen.Move) bool {
	g.Make(m)
	g.nested++
	mated := !g.HasLegalMove()
	g.nested--
	g.Unmake()
	return mated
}
