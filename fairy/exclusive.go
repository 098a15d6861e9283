package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// ExclusiveChess (conditions/exclusive.c): a side may give mate only when it has exactly
// one mating move; when it has two or more, none of them may be played. Whether a move
// mates asks whether the mated side has a legal move, and so whether its own mating moves
// are exclusive: the mate tests nest. Popeye stops them six plies down (its ply horizon);
// beyond, a check is taken not to mate. Popeye also tells the first moves it cannot
// decide (Undecided) and writes them with a remark instead of playing them.
type exclusive struct{ base }

func init() {
	registerCondition("ExclusiveChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return exclusive{base{&s}}, nil
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

// exclusiveVerdict is what Popeye's nested exclusivity test makes of a move.
type exclusiveVerdict uint8

const (
	exclusiveNoMate      exclusiveVerdict = iota // decided: the move does not mate
	exclusiveMate                                // decided: the move mates
	exclusiveUndecidable                         // the tests reach the ply horizon
)

// Undecided appends the moves of the side to move that Popeye's exclusivity test cannot
// decide (rules.Undecider): under ExclusiveChess, those it puts in its table of
// undecidable continuations at the first ply and writes "Can't decide whether this move
// is refuted" for; under ChecklessChess, the checks it cannot decide
// (checklessUndecided); none under other rules.
func (g *Game) Undecided(buf []movegen.Move) []movegen.Move {
	if !slices.ContainsFunc(g.rules.hooks.conditions, func(c Condition) bool { _, ok := c.(exclusive); return ok }) {
		if g.UndecidesLegality() {
			return g.checklessUndecided(buf)
		}
		return buf
	}
	legal := g.unselectedMoves(g.takeBuf())
	for _, m := range legal {
		if g.exclusiveVerdict(m, 0) == exclusiveUndecidable {
			buf = append(buf, m)
		}
	}
	g.giveBuf(legal)
	return buf
}

// UndecidesLegality reports whether the moves Undecided returns are ones whose legality
// Popeye cannot decide (rules.LegalityUndecider): under ChecklessChess without
// ExclusiveChess, checks it cannot tell mate or not.
func (g *Game) UndecidesLegality() bool {
	has := func(want func(Condition) bool) bool { return slices.ContainsFunc(g.rules.hooks.conditions, want) }
	return has(func(c Condition) bool { _, ok := c.(checkless); return ok }) &&
		!has(func(c Condition) bool { _, ok := c.(exclusive); return ok })
}

// exclusiveVerdict judges m, a legal move of the side to move n plies below the first,
// as Popeye's goal-reaching move counter does (conditions/exclusive.c): a move that gives
// no check does not mate; one that does is undecidable at the horizon (Popeye's nested
// detector stops past six plies), else the other side's moves are judged in turn.
func (g *Game) exclusiveVerdict(m movegen.Move, n int) exclusiveVerdict {
	if !g.GivesCheck(m) {
		return exclusiveNoMate
	}
	if n >= exclusiveDepth {
		return exclusiveUndecidable
	}
	g.Make(m)
	v := g.exclusiveReply(n + 1)
	g.Unmake()
	return v
}

// exclusiveReply judges the move just played, which gave check, by the checked side's
// legal moves n plies below the first: undecidable when none of them is decided not to
// mate, at most one is decided to mate and these with the undecidable ones are two or
// more (whether the mating one may be played is then open); else, when there are two or
// more such, the mating and undecidable ones may not be played, and the move mates when
// no other is left; else it mates when there is no legal move at all.
func (g *Game) exclusiveReply(n int) exclusiveVerdict {
	legal := g.unselectedMoves(g.takeBuf())
	mating, open, other := 0, 0, 0
	for _, m := range legal {
		switch g.exclusiveVerdict(m, n) {
		case exclusiveMate:
			mating++
		case exclusiveUndecidable:
			open++
		default:
			other++
		}
	}
	g.giveBuf(legal)
	switch {
	case other == 0 && mating <= 1 && mating+open > 1:
		return exclusiveUndecidable
	case other == 0 && (mating+open > 1 || len(legal) == 0):
		return exclusiveMate
	}
	return exclusiveNoMate
}
