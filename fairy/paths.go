package fairy

import (
	"slices"
	"sync"

	"github.com/cpls-dev/cpls/movegen"
)

// Paths: the kinds whose moves follow a fixed sequence of squares — roses along
// octagons, spiral springers along zigzags, maoriders and moariders through their
// passing squares — attack a square when it lies on one of their paths with every
// square before it on the path empty. pathGeometry lists the paths of a component as
// offsets from the piece, and indexes them by the offset of the square attacked, so that
// the attack test is a table lookup and a walk along the path.

// path is a sequence of offsets from a piece's square; the piece may land on the
// offsets marked in lands (every offset of a rose's or spiral's path, only the arrival
// squares of a mao's or moa's ride).
type path struct {
	steps []int
	lands []bool
}

// pathHit is one way to land on an offset: the path and the step.
type pathHit struct{ path, step int }

// pathGeometry is the paths of one component with the hits by offset.
type pathGeometry struct {
	paths []path
	hits  [2*maxDelta + 1][]pathHit
}

// newPathGeometry indexes paths by the offsets they land on.
func newPathGeometry(paths []path) *pathGeometry {
	pg := &pathGeometry{paths: paths}
	for pi, p := range paths {
		for i, d := range p.steps {
			if p.lands[i] && d >= -maxDelta && d <= maxDelta && d != 0 {
				pg.hits[d+maxDelta] = append(pg.hits[d+maxDelta], pathHit{pi, i})
			}
		}
	}
	return pg
}

// attacks reports whether a piece on f lands on t along a path whose earlier squares are
// empty.
func (pg *pathGeometry) attacks(g *Game, f, t int) bool {
	d := t - f
	if d < -maxDelta || d > maxDelta {
		return false
	}
next:
	for _, h := range pg.hits[d+maxDelta] {
		for _, s := range pg.paths[h.path].steps[:h.step] {
			if !g.empty(f + s) {
				continue next
			}
		}
		return true
	}
	return false
}

// addTo adds the paths' reach and lines to g.
func (pg *pathGeometry) addTo(g *walkGeometry) {
	for _, p := range pg.paths {
		for i, d := range p.steps {
			if !p.lands[i] {
				continue
			}
			g.reach.add(-d)
			for _, e := range p.steps[:i] {
				g.lines.add(e - d)
			}
		}
	}
}

// onBoardSpan bounds a path: an offset more than seven files or ranks away can never
// be on the board with the piece.
func onBoardSpan(d int) bool {
	df, dr := deltaCoords(d)
	return abs(df) <= 7 && abs(dr) <= 7
}

// rosePaths are the rose's sixteen octagons: from each knight's vector, turning one way
// or the other at every leap, seven leaps at most.
func rosePaths() []path {
	var out []path
	for s := 0; s < 8; s++ {
		for _, sense := range []int{1, -1} {
			var p path
			d := 0
			for i := 0; i < 7; i++ {
				d += knightVecs[(s+8+sense*i)%8]
				p.steps = append(p.steps, d)
				p.lands = append(p.lands, true)
			}
			out = append(out, p)
		}
	}
	return out
}

// zigzagPaths are a spiral springer's lines: zig, zag, zig, … while on the board.
func zigzagPaths(pairs [][2]int) []path {
	var out []path
	for _, zz := range pairs {
		var p path
		d := 0
		for i := 0; ; i++ {
			d += zz[i%2]
			if d == 0 || !onBoardSpan(d) {
				break // back on its own square, or off any board
			}
			p.steps = append(p.steps, d)
			p.lands = append(p.lands, true)
		}
		out = append(out, p)
	}
	return out
}

// maoRiderPaths are a maorider's (or moarider's) lines: passing square, arrival square,
// passing square, … along each knight's vector.
func maoRiderPaths(moa bool) []path {
	var out []path
	for _, v := range knightVecs {
		var p path
		pass := passVector(v, moa)
		for k := 0; onBoardSpan((k + 1) * v); k++ {
			p.steps = append(p.steps, k*v+pass, (k+1)*v)
			p.lands = append(p.lands, false, true)
		}
		out = append(out, p)
	}
	return out
}

// radialHurdles maps the offset of a square the radial knight attacks to the offsets of
// the hurdles it may hop over to get there: v and w of one radius with v + w the offset.
// It is built at the first use, not at every start of the process (its hundreds of
// small slices are most of the package's start-up allocations).
var radialHurdles = sync.OnceValue(func() (t [2*maxDelta + 1][]int) {
	for _, r := range radialRanges {
		for _, v := range r {
			for _, w := range r {
				d := v + w
				if d == 0 || d < -maxDelta || d > maxDelta || !onBoardSpan(d) {
					continue
				}
				if !slices.Contains(t[d+maxDelta], v) {
					t[d+maxDelta] = append(t[d+maxDelta], v)
				}
			}
		}
	}
	return t
})

// radialAttacks reports whether the radial knight on f, moving for c, attacks t: over an
// enemy piece at one of its radii, to a square at the same radius from it.
func (g *Game) radialAttacks(f, t int, c movegen.Color) bool {
	d := t - f
	if d < -maxDelta || d > maxDelta {
		return false
	}
	for _, v := range radialHurdles()[d+maxDelta] {
		if g.board[f+v].Belongs(c.Other()) {
			return true
		}
	}
	return false
}

// bouncerAttacks reports whether the bouncer on f attacks t along the line of s: t lies
// k squares from f over empty squares, and the first piece (or the edge) the other way
// is k squares from f as well.
func (g *Game) bouncerAttacks(f, t int, s *vecSet) bool {
	v := s.lineOf(t, f)
	return v != 0 && g.clear(t+v, f, v) && g.endOfLine(f, v) == 2*f-t
}
