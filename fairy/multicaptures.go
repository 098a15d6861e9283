package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// MultiCaptures (conditions/multicaptures.c): a piece may be captured only when the
// side could capture it in two ways or more (two pseudo-legal moves, whatever a pawn
// promotes to, by two pieces or one piece twice); a king is in check only when two
// pieces observe it, and kings may not be captured. As Popeye's filter, when every
// pseudo-legal move of the side captures, the capture it sorts last stays (sortKey).
type multiCaptures struct{ base }

func init() {
	registerCondition("MultiCaptures", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return multiCaptures{base{&s}}, nil
	})
}

// selectMoves keeps the captures of squares the side's pseudo-legal moves capture on
// at least twice, and every other move. The moves are counted as Popeye's filter counts
// them, before a piece's duplicate moves are removed: a reflecting bishop that reaches
// a piece by two routes captures it twice.
func (multiCaptures) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	var once, twice movegen.Bitboard
	g.keepDuplicates = true
	buf := g.pseudo(g.takeBuf(), g.side)
	g.keepDuplicates = false
	var seen [64]movegen.Move // the promotions counted, without the promotion (at most 64 kept)
	n := 0
	quiet := false
	var last movegen.Move // the capture Popeye sorts last
	lastKey := -1
	for _, m := range buf {
		t := g.capturedAt(m)
		if t == 0 {
			quiet = true
			continue
		}
		if k := sortKey(sq64[t], m); k > lastKey {
			last, lastKey = withoutPromotion(m), k
		}
		if key := withoutPromotion(m); m == key || !slices.Contains(seen[:n], key) {
			if n < len(seen) {
				seen[n] = key
				n++
			}
			bit := movegen.Bitboard(1) << uint(sq64[t])
			twice |= once & bit
			once |= bit
		}
	}
	g.giveBuf(buf)
	if quiet {
		last = noMoveKey
	}
	out := legal[:start]
	for _, m := range legal[start:] {
		if t := g.capturedAt(m); t == 0 || twice&(movegen.Bitboard(1)<<uint(sq64[t])) != 0 || withoutPromotion(m) == last {
			out = append(out, m)
		}
	}
	return out
}

// keepsQuiet: selectMoves keeps every move that captures nothing.
func (multiCaptures) keepsQuiet() {}

// noMoveKey is no move of withoutPromotion's.
const noMoveKey movegen.Move = 1<<32 - 1

// sortKey orders a capture on the square t (movegen's) as Popeye's filter sorts the
// side's moves: by the captured square, then the departure, then the arrival. Its loop
// never judges the last move of the sorted list (it stops one short), so when every
// move of the side captures, the capture sorted last stays even when it is the only
// one on its square (multicaptures_filter_singlecaptures; with a move that does not
// capture, that one is last).
func sortKey(t movegen.Square, m movegen.Move) int {
	return int(t)<<12 | int(m.From())<<6 | int(m.To())
}

// inCheck: c's royal piece is observed twice by the other side's pieces: by two of
// them, or by one along two routes (Popeye counts every observation its check
// functions validate, and a reflecting bishop's follow every route).
func (multiCaptures) inCheck(g *Game, c movegen.Color) bool {
	k := g.royal[c]
	if k == 0 {
		return false
	}
	by := c.Other()
	n := 0
	for bb := g.occ[by]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f == k || g.condParalysed(f, by) {
			continue
		}
		if g.pieceAttacksAs(f, k, g.walkOf(f, by), by) && g.observedBy(f, k, by) {
			if n += g.observationRoutes(f, k, by); n > 1 {
				return true
			}
		}
	}
	return false
}

// allowed forbids capturing the enemy's royal piece.
func (multiCaptures) allowed(g *Game, d decoded, c movegen.Color) bool {
	return noKingCapture(g, d, c)
}

// capturesOnly: it forbids capturing the royal piece.
func (multiCaptures) capturesOnly() bool { return true }

// observationRoutes returns along how many routes the piece on f, moving for c, which
// observes t, observes it: the reflecting bishop's and archbishop's captures on t by
// different reflections, 1 for every other walk.
func (g *Game) observationRoutes(f, t int, c movegen.Color) int {
	m := model[g.walkOf(f, c)]
	if len(m) != 1 || m[0].kind != kReflect {
		return 1
	}
	buf := g.reflectMoves(g.takeBuf(), f, m[0].n, c)
	n := 0
	for _, mv := range buf {
		if g.capturedAt(mv) == t {
			n++
		}
	}
	g.giveBuf(buf)
	return max(n, 1)
}
