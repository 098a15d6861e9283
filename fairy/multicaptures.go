package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// MultiCaptures (conditions/multicaptures.c): a piece may be captured only when the
// side could capture it in two ways or more (two pseudo-legal moves, whatever a pawn
// promotes to, by two pieces or one piece twice); a king is in check only when two
// pieces observe it, and kings may not be captured.
type multiCaptures struct{ base }

func init() {
	registerCondition("MultiCaptures", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return multiCaptures{base{s}}, nil
	})
}

// selectMoves keeps the captures of squares the side's pseudo-legal moves capture on
// at least twice, and every other move.
func (multiCaptures) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	var once, twice movegen.Bitboard
	buf := g.pseudo(g.takeBuf(), g.side)
	var seen [64]movegen.Move // the captures counted, without promotion (at most 64 kept)
	n := 0
	for _, m := range buf {
		t := g.capturedAt(m)
		if t == 0 {
			continue
		}
		if key := withoutPromotion(m); !slices.Contains(seen[:n], key) {
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
	out := legal[:start]
	for _, m := range legal[start:] {
		if t := g.capturedAt(m); t == 0 || twice&(movegen.Bitboard(1)<<uint(sq64[t])) != 0 {
			out = append(out, m)
		}
	}
	return out
}

// inCheck: c's royal piece is observed by two of the other side's pieces.
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
			if n++; n > 1 {
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
