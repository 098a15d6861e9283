package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Woozles, BiWoozles, Heffalumps and BiHeffalumps (conditions/woozles.c): a piece may
// not capture, nor so observe, while it and another piece observe each other, that
// piece being of its own side (Woozles, Heffalumps) or of the other (BiWoozles,
// BiHeffalumps); under the Heffalumps the other piece must stand on the line of the
// capture, on either side of the capturing piece. Kings take part on both ends unless
// RexExclusive. Observing a piece of the own side is observing it as if it were an
// enemy piece.
type woozles struct {
	base
	// bi makes the other piece an enemy one; line wants it on the capture's line.
	bi, line, rexExclusive bool
}

func init() {
	for name, v := range map[string][2]bool{
		"Woozles": {false, false}, "BiWoozles": {true, false},
		"Heffalumps": {false, true}, "BiHeffalumps": {true, true},
	} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s, "RexExclusive"); err != nil {
				return nil, err
			}
			return woozles{base: base{&s}, bi: v[0], line: v[1], rexExclusive: len(s.Variants) > 0}, nil
		})
	}
}

func (x woozles) headerVariants() []string {
	if x.rexExclusive {
		return []string{"RexExclusive"}
	}
	return nil
}

// allowed lets a capture through unless its capturer is woozled.
func (x woozles) allowed(g *Game, d decoded, c movegen.Color) bool {
	t := g.capturedSquare(&d)
	return t == 0 || !x.woozled(g, d.from, t, c)
}

// capturesOnly: a woozled piece may not capture.
func (woozles) capturesOnly() bool { return true }

// observes: a woozled piece does not observe.
func (x woozles) observes(g *Game, f, t int, c movegen.Color) bool {
	return !x.woozled(g, f, t, c)
}

// woozled reports whether the piece of c on f, capturing on t, and another piece
// observe each other.
func (x woozles) woozled(g *Game, f, t int, c movegen.Color) bool {
	if x.rexExclusive && g.board[f].IsRoyal() {
		return false
	}
	s := c
	if x.bi {
		s = c.Other()
	}
	fw := g.board[f].Walk()
	if g.observerWalk(f, c) != fw {
		// Popeye asks whether f observes the other piece by f's own walk, which an
		// observer moving by another walk (Annan) never does.
		return false
	}
	for bb := g.occ[s]; bb != 0; bb &= bb - 1 {
		y := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if y == f || x.rexExclusive && g.board[y].IsRoyal() || x.line && !sameLine(f, y, t) {
			continue
		}
		if g.asEnemy(f, s, func() bool { return g.attacksAs(y, f, g.observerWalk(y, s), s) }) &&
			g.asEnemy(y, c, func() bool { return g.attacksAs(f, y, fw, c) }) {
			return true
		}
	}
	return false
}

// sameLine reports whether the box squares y and t lie in the same or opposite
// directions from f, directions reduced to their smallest step as Popeye does.
func sameLine(f, y, t int) bool {
	yf, yr := lineStep(fileOf(y)-fileOf(f), rankOf(y)-rankOf(f))
	tf, tr := lineStep(fileOf(t)-fileOf(f), rankOf(t)-rankOf(f))
	return yf == tf && yr == tr || yf == -tf && yr == -tr
}

// lineStep returns (df, dr) divided by their greatest common divisor.
func lineStep(df, dr int) (int, int) {
	a, b := max(df, -df), max(dr, -dr)
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 0, 0
	}
	return df / a, dr / a
}
