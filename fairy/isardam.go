package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// Isardam (conditions/isardam.c): a move is illegal when it leaves two pieces of the
// same walk and opposite sides observing each other (Madrasi's observation: by
// geometry), anywhere on the board. Kings are exempt unless RexInclusive. In the
// default type A a check is validated by playing the capture of the royal piece, so a
// capture that would leave such a pair gives no check; in TypeB any capture does.
type isardam struct {
	base
	rexInclusive, typeB bool
}

func init() {
	registerCondition("Isardam", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "TypeB", "RexInclusive"); err != nil {
			return nil, err
		}
		return isardam{base{&s}, slices.Contains(s.Variants, "RexInclusive"), slices.Contains(s.Variants, "TypeB")}, nil
	})
}

// keeps: moves are the engine's; the rule rejects moves by pairs anywhere on the board,
// and observation depends on them.
func (isardam) keeps() keeps { return keepsMoves | keepsChoice }

func (x isardam) headerVariants() []string {
	var out []string
	if x.typeB {
		out = append(out, "TypeB")
	}
	if x.rexInclusive {
		out = append(out, "RexInclusive")
	}
	return out
}

// lawful allows a move that leaves no piece observed by an enemy piece of its walk.
func (x isardam) lawful(g *Game, _ movegen.Color) bool {
	return !x.observedPair(g)
}

// observedPair reports whether some piece is observed by an enemy piece of its own walk
// (Madrasi's test, for each side the piece belongs to).
func (x isardam) observedPair(g *Game) bool {
	m := madrasi{rexInclusive: x.rexInclusive}
	for c := movegen.White; c <= movegen.Black; c++ {
		for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
			b := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
			if m.paralyses(g, b, c) {
				return true
			}
		}
	}
	return false
}

// observes: in type A the piece on f observes t only when a capture of t it has, played,
// leaves no observed pair. A capture that lands on t puts the capturer there as what
// it arrives as (a pawn as any of its promotions, a chameleon as its next walk); other
// captures (locusts, hurdle movers, kamikazes) are found among the piece's moves.
func (x isardam) observes(g *Game, f, t int, c movegen.Color) bool {
	if x.typeB {
		return true
	}
	p := g.board[f]
	if found, lands := g.anyLandingWalk(p, t, func(w Walk) bool { return x.captureLeavesNoPair(g, f, t, t, p.WithWalk(w)) }); lands {
		return found
	}
	buf := g.pieceMoves(g.takeBuf(), f, c)
	found := false
	for _, m := range buf {
		d := g.decode(m)
		if g.capturedSquare(&d) == t && x.captureLeavesNoPair(g, f, t, d.to, g.arriving(p, &d, g.board[t])) {
			found = true
			break
		}
	}
	g.giveBuf(buf)
	return found
}

// captureLeavesNoPair reports whether the piece on f, capturing on t and arriving on to
// as a (NoPiece when it vanishes), leaves no observed pair; the board is put back.
func (x isardam) captureLeavesNoPair(g *Game, f, t, to int, a Piece) bool {
	of, ot, oa, royal := g.board[f], g.board[t], g.board[to], g.royal
	g.put(f, NoPiece)
	g.put(t, NoPiece)
	g.put(to, a)
	ok := !x.observedPair(g)
	g.put(to, oa)
	g.put(t, ot)
	g.put(f, of)
	g.royal = royal
	return ok
}
