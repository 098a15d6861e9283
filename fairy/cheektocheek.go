package fairy

import "github.com/cpls-dev/cpls/movegen"

// CheekToCheek (conditions/facetoface.c): a piece with an enemy piece right beside it,
// on its left or its right, moves, captures and observes as that enemy piece, and only
// so (as both, with one on each side); kings included.
type cheekToCheek struct{ base }

func init() {
	registerCondition("CheekToCheek", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return cheekToCheek{base{&s}}, nil
	})
}

// keeps: moves are the engine's; which walks a piece acts by depends on the squares
// beside it, off the lines.
func (cheekToCheek) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// cheekWalks returns the walks of the enemy pieces beside the piece of c on b, and
// false when there are none.
func cheekWalks(g *Game, b int, c movegen.Color) (ws [2]Walk, n int) {
	for _, d := range []int{dirLeft, dirRight} {
		if p := g.board[b+d]; p != invalid && p != NoPiece && p.Belongs(c.Other()) {
			ws[n] = p.Walk()
			n++
		}
	}
	return ws, n
}

// walkMoves appends the moves of the piece on from: by the walks of the enemy pieces
// beside it, else by its own.
func (cheekToCheek) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	ws, n := cheekWalks(g, from, c)
	if n == 0 {
		return g.walkMoves(ml, from, w, c)
	}
	start := len(ml)
	ml = g.walkMoves(ml, from, ws[0], c)
	if n == 2 && ws[1] != ws[0] {
		first := len(ml)
		ml = g.walkMoves(ml, from, ws[1], c)
		out := ml[:first]
		for _, m := range ml[first:] {
			dup := false
			for _, k := range ml[start:first] {
				dup = dup || k == m
			}
			if !dup {
				out = append(out, m)
			}
		}
		ml = out
	}
	return ml
}

// walkAttacks reports whether the piece on f could capture on t by the walks it acts by.
func (cheekToCheek) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	ws, n := cheekWalks(g, f, c)
	if n == 0 {
		return g.walkAttacks(f, t, w, c)
	}
	for _, x := range ws[:n] {
		if g.walkAttacks(f, t, x, c) {
			return true
		}
	}
	return false
}
