package fairy

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// MultiCaptures (conditions/multicaptures.c): a piece may be captured only when the
// side could capture it in two ways or more (two pseudo-legal moves, whatever a pawn
// promotes to, by two pieces or one piece twice); a king is in check only when two
// pieces observe it, and kings may not be captured. As Popeye's filter, when every
// pseudo-legal move of the side captures, the capture it sorts last stays (sortKey).
// "MultiCaptures White" (or Black) restricts one side's captures and checks alone; the
// kings of both may not be captured (Popeye's multicaptures_who).
type multiCaptures struct {
	base
	one  bool          // one side alone is restricted
	side movegen.Color // that side
}

func init() {
	registerCondition("MultiCaptures", func(s ConditionSpec) (Condition, error) {
		spec := s // the condition keeps its side word, which s loses below
		x := multiCaptures{base: base{&spec}}
		if len(s.Variants) > 0 {
			c, ok := sideWord(s.Variants[0])
			if !ok || len(s.Variants) > 1 {
				return nil, &UnplayedError{Condition: s.Name, Variant: s.Variants[len(s.Variants)-1]}
			}
			x.one, x.side = true, c
			s.Variants = nil
		}
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return x, nil
	})
}

// sideWords are Popeye's words for a side in MultiCaptures and KobulKings
// (KobulVariantTypeString), French, German and English, lower case.
var sideWords = []struct {
	word string
	side movegen.Color
}{
	{"blancs", movegen.White}, {"noirs", movegen.Black}, {"weiss", movegen.White},
	{"schwarz", movegen.Black}, {"white", movegen.White}, {"black", movegen.Black},
}

// sideWord returns the side a word names, read as Popeye reads it (any case, a prefix
// of one side's words); false when it names none or both.
func sideWord(w string) (movegen.Color, bool) {
	l := strings.ToLower(w)
	found, n := movegen.White, 0
	for _, s := range sideWords {
		if l != "" && strings.HasPrefix(s.word, l) && (n == 0 || s.side != found) {
			found = s.side
			n++
		}
	}
	return found, n == 1
}

// restricts reports whether c's captures and checks are restricted.
func (x multiCaptures) restricts(c movegen.Color) bool { return !x.one || x.side == c }

// headerVariants: Popeye writes the restricted side in English ("MultiCaptures White").
func (x multiCaptures) headerVariants() []string {
	if !x.one {
		return nil
	}
	return []string{[2]string{"White", "Black"}[x.side]}
}

// selectMoves keeps the captures of squares the side's pseudo-legal moves capture on
// at least twice, and every other move. The moves are counted as Popeye's filter counts
// them, before a piece's duplicate moves are removed: a reflecting bishop that reaches
// a piece by two routes captures it twice.
func (x multiCaptures) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	if !x.restricts(g.side) {
		return legal
	}
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
// functions validate, and a reflecting bishop's follow every route); once is enough
// where the other side's checks are not restricted.
func (x multiCaptures) inCheck(g *Game, c movegen.Color) bool {
	k := g.royal[c]
	if k == 0 {
		return false
	}
	by := c.Other()
	if !x.restricts(by) {
		return g.attacked(k, by)
	}
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
