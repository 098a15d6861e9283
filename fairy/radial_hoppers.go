package fairy

import "github.com/cpls-dev/cpls/movegen"

// Tree- and leafhoppers (pieces/walks/radial.c) move by radius: the leaps of one length
// form a range. A treehopper hops over a piece at some radius to any square at the same
// radius from that piece; a leafhopper with a piece at some radius moves to any other
// square at that radius from itself. The lesser ones use the queen's lines only
// (queenRadialRanges), the greater ones every leap up to seven squares (radialRanges,
// the radial knight's).

// queenRadialRanges are the ranges of the lesser tree- and leafhoppers, by length.
var queenRadialRanges = [][]int{rookVecs, dabbabaVecs, leap03Vecs, leap04Vecs, leap05Vecs, leap06Vecs,
	leap07Vecs, bishopVecs, alfilVecs, leap33Vecs, leap44Vecs, leap55Vecs, leap66Vecs, leap77Vecs}

// treehopperMoves appends a treehopper's moves of one range: over any piece at that
// radius to any square at the same radius from it.
func (g *Game) treehopperMoves(ml []movegen.Move, from int, r []int, c movegen.Color) []movegen.Move {
	for _, v := range r {
		h := from + v
		if g.empty(h) || g.blocked(h) {
			continue
		}
		for _, w := range r {
			if t := h + w; t != from {
				ml = g.to(ml, from, t, c)
			}
		}
	}
	return ml
}

// leafhopperMoves appends a leafhopper's moves of one range: with a piece at some radius,
// to the other squares at that radius.
func (g *Game) leafhopperMoves(ml []movegen.Move, from int, r []int, c movegen.Color) []movegen.Move {
	for _, v := range r {
		if h := from + v; g.empty(h) || g.blocked(h) {
			continue
		}
		for _, w := range r {
			if w != v {
				ml = g.to(ml, from, from+w, c)
			}
		}
	}
	return ml
}
