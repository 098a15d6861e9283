package fairy

import (
	"math"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// The reference rules of the king and move-selection conditions (condRefs), written
// from Popeye's manual and its definitions.

// refBGL: "each side has a budget of distance; a move may be played only when the
// mover's budget covers the distance between its departure and arrival squares, and a
// piece checks only by a capture its side's budget covers". Budgets in squares.
func refBGL(white, black float64) (func(*Board, refPlay, movegen.Color) (Board, bool), func(Board, movegen.Color) bool) {
	budget := [2]float64{white, black}
	within := func(m refPlay, c movegen.Color) bool {
		df, dr := float64(m.to.File()-m.from.File()), float64(m.to.Rank()-m.from.Rank())
		return math.Round(100*math.Sqrt(df*df+dr*dr)) <= math.Round(100*budget[c])
	}
	outcome := func(_ *Board, m refPlay, c movegen.Color) (Board, bool) { return m.after, within(m, c) }
	check := func(b Board, c movegen.Color) bool {
		for _, m := range plainMoves(b, c.Other()) {
			if m.captured.IsRoyal() && m.captured.Belongs(c) && within(m, c.Other()) {
				return true
			}
		}
		return false
	}
	return outcome, check
}

// fuzzSpecs are the forms the random games play conditions in whose plain form
// (no arguments) changes nothing.
var fuzzSpecs = map[string]ConditionSpec{
	"BGL":      {Name: "BGL", Texts: []string{"6.5", "4"}},
	"PromOnly": {Name: "PromOnly", Walks: []Walk{Knight, Grasshopper}},
}

// refSATCheck: SAT, "a king is in check when it has a flight: a square it could move
// to where it would not be attacked" (the enemy king's square is none).
func refSATCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c) {
		if p := b[m.from]; !p.IsRoyal() || absInt(m.to.File()-m.from.File()) == 2 && p.Walk() == King {
			continue // castling is no flight
		}
		if m.captured.IsRoyal() {
			continue
		}
		if !refAttacked(m.after, c) {
			return true
		}
	}
	return false
}

// refNoKingCapture: the enemy king may not be captured.
func refNoKingCapture(_ *Board, m refPlay, _ movegen.Color) (Board, bool) {
	return m.after, !m.captured.IsRoyal()
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// refSwapping: SwappingKings, "when a move gives check, the two kings exchange their
// squares" (the mover's king must then not be in check).
func refSwapping(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	if !refAttacked(out, c.Other()) {
		return out, true
	}
	k := [2]movegen.Square{movegen.NoSquare, movegen.NoSquare}
	for s, p := range out {
		if p.IsRoyal() {
			for side := movegen.White; side <= movegen.Black; side++ {
				if p.Belongs(side) {
					k[side] = movegen.Square(s)
				}
			}
		}
	}
	if k[0] != movegen.NoSquare && k[1] != movegen.NoSquare {
		out[k[0]], out[k[1]] = out[k[1]], out[k[0]]
	}
	return out, true
}

// refCAST: CASTChess, "a piece that has more than one capture may capture nothing, and
// gives no check" (a capture counted once whatever a pawn promotes to).
func refCAST(b Board, c movegen.Color) []Board {
	byPiece := map[movegen.Square]map[movegen.Square]bool{}
	for _, m := range plainMoves(b, c) {
		if m.capSq != movegen.NoSquare {
			if byPiece[m.from] == nil {
				byPiece[m.from] = map[movegen.Square]bool{}
			}
			byPiece[m.from][m.to] = true
		}
	}
	var out []Board
	for _, m := range plainMoves(b, c) {
		if m.capSq == movegen.NoSquare || len(byPiece[m.from]) <= 1 {
			out = append(out, m.after)
		}
	}
	return out
}

// refCASTCheck: c's king is attacked by a piece with exactly one capture, on it.
func refCASTCheck(b Board, c movegen.Color) bool {
	caps := map[movegen.Square]int{}
	hits := map[movegen.Square]bool{}
	for _, m := range plainMoves(b, c.Other()) {
		if m.capSq != movegen.NoSquare {
			caps[m.from]++
			if m.captured.IsRoyal() && m.captured.Belongs(c) {
				hits[m.from] = true
			}
		}
	}
	for f := range hits {
		if caps[f] == 1 {
			return true
		}
	}
	return false
}

// refMultiCaptures: MultiCaptures, "a piece may be captured only when it could be
// captured in two ways" (two pseudo-legal moves, a pawn's promotions counted once).
// Popeye's filter keeps the capture it sorts last (by captured square, departure,
// arrival) when every move captures: its loop stops one move short.
func refMultiCaptures(before *Board, ms []refPlay, outs []Board, c movegen.Color) []Board {
	ways := map[movegen.Square]map[[2]movegen.Square]bool{}
	var last [3]movegen.Square
	quiet, any := false, false
	for _, m := range plainMoves(*before, c) {
		quiet = quiet || m.capSq == movegen.NoSquare
		if k := [3]movegen.Square{m.capSq, m.from, m.to}; m.capSq != movegen.NoSquare && (!any || slices.Compare(k[:], last[:]) > 0) {
			last, any = k, true
		}
		if m.capSq != movegen.NoSquare {
			if ways[m.capSq] == nil {
				ways[m.capSq] = map[[2]movegen.Square]bool{}
			}
			ways[m.capSq][[2]movegen.Square{m.from, m.to}] = true
		}
	}
	var out []Board
	for i, m := range ms {
		if m.capSq == movegen.NoSquare || len(ways[m.capSq]) >= 2 || !quiet && [3]movegen.Square{m.capSq, m.from, m.to} == last {
			out = append(out, outs[i])
		}
	}
	return out
}

// refMultiCapturesCheck: "a king is in check when two pieces attack it".
func refMultiCapturesCheck(b Board, c movegen.Color) bool {
	by := map[movegen.Square]bool{}
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) {
			by[m.from] = true
		}
	}
	return len(by) >= 2
}

// refMustCapture: "side must capture when it can".
func refMustCapture(side movegen.Color) func(*Board, []refPlay, []Board, movegen.Color) []Board {
	return func(_ *Board, ms []refPlay, outs []Board, c movegen.Color) []Board {
		var caps []Board
		for i, m := range ms {
			if m.capSq != movegen.NoSquare {
				caps = append(caps, outs[i])
			}
		}
		if c != side || len(caps) == 0 {
			return outs
		}
		return caps
	}
}

// refKobul: KobulKings, "when a piece is captured, its king takes its walk (a pawn's
// capture makes it a king), staying royal".
func refKobul(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	if m.captured == NoPiece || !m.captured.Belongs(c.Other()) {
		return out, true
	}
	for s, p := range out {
		if p.IsRoyal() && p.Belongs(c.Other()) {
			w := m.captured.Walk()
			if isPawn(w) {
				w = King
			}
			attrs := m.captured.AttrBits() &^ Attrs(Royal)
			if !royalWalk(w) {
				attrs |= Attrs(Royal)
			}
			out[s] = p.WithWalk(w).WithAttrs(attrs)
			break
		}
	}
	return out, true
}

// refPromOnly: PromOnly, "promotion is only allowed into the listed piece types".
func refPromOnly(walks ...Walk) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(b *Board, m refPlay, _ movegen.Color) (Board, bool) {
		p, q := b[m.from], m.after[m.to]
		if !isPawn(p.Walk()) || q == NoPiece || q.Walk() == p.Walk() {
			return m.after, true
		}
		return m.after, slices.Contains(walks, q.Walk())
	}
}
