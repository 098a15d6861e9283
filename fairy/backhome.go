package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// BackHome (conditions/backhome.c): when a side has a legal move that takes a piece back
// to its square of the diagram (a promoted pawn's is the pawn's), it must play one of
// them. Check follows the rule: a piece that could capture the king observes it only
// when its side has no legal move back home or the capture is one. Whether a side has
// such a move asks whether the move leaves its king in check, which asks the rule for
// the other side in turn: the tests nest, as far as backHomeDepth.
type backHome struct{ base }

func init() {
	registerCondition("BackHome", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return backHome{base{&s}}, nil
	})
}

// backHomeDepth is how deep the tests for a move back home nest before a side is taken
// to have none.
const backHomeDepth = 6

// keeps: every move carries its piece's diagram square along, which the shortcuts that
// stand in for Make do not; the choice keeps a move when there is one.
func (backHome) keeps() keeps { return keepsLawful | keepsMobility }

// home returns the box square of the diagram square of the piece on b, 0 when it has
// none.
func (g *Game) home(b int) int {
	if o := g.origin[b]; o != 0 {
		return box(movegen.Square(o - 1))
	}
	return 0
}

// goesHome reports whether m takes its piece back to its diagram square.
func (g *Game) goesHome(m movegen.Move) bool {
	d := g.decode(m)
	return !d.castling() && d.to == g.home(d.from)
}

// selectMoves keeps the moves back home when there are any.
func (backHome) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	n := 0
	for _, m := range legal[start:] {
		if g.goesHome(m) {
			n++
		}
	}
	if n == 0 {
		return legal
	}
	out := legal[:start]
	for _, m := range legal[start:] {
		if g.goesHome(m) {
			out = append(out, m)
		}
	}
	return out
}

// observes: the piece on f observes t for c when the capture goes home or c has no
// legal move back home.
func (backHome) observes(g *Game, f, t int, c movegen.Color) bool {
	return g.home(f) == t || !g.homeMoveExists(c)
}

// homeMoveExists reports whether c has a legal move back home (c need not be the side
// to move: the test plays it as c's move).
func (g *Game) homeMoveExists(c movegen.Color) bool {
	if g.nested >= backHomeDepth {
		return false
	}
	side, hash := g.side, g.hash
	if c != side {
		g.side, g.hash = c, g.hash^sideKey
	}
	g.nested++
	found := false
	buf := g.takeBuf()
	for bb := g.occ[c]; bb != 0 && !found; bb &= bb - 1 {
		from := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		h := g.home(from)
		if h == 0 || h == from {
			continue
		}
		buf = g.pieceMoves(buf[:0], from, c)
		for _, m := range buf {
			if g.decode(m).to == h && g.legalMove(m, noLines) {
				found = true
				break
			}
		}
	}
	g.giveBuf(buf)
	g.nested--
	g.side, g.hash = side, hash
	return found
}
