package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// The reference rules of GenevaChess and the other conditions of this file's block,
// written from Popeye's manual and sources (conditions/*.c); TestConditionReference
// plays them with the others of condRefs.

func init() {
	condRefs = append(condRefs,
		condRef{spec: ConditionSpec{Name: "GenevaChess"}, outcome: refGeneva(false, false), check: refGenevaCheck(false, false), noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "GenevaChess", Variants: []string{"RexInclusive", "Mirror"}},
			outcome: refGeneva(true, true), check: refGenevaCheck(true, true), noNeutrals: true},
	)
}

// refGeneva: GenevaChess, "a capture is legal only when the capturing piece's Circe
// rebirth square (as in AntiCirce, reckoned from the square it captures from) is empty;
// a piece may not capture from its rebirth square; nothing is reborn; kings capture
// freely unless RexInclusive".
func refGeneva(rexInclusive, mirror bool) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
		return m.after, m.capSq == movegen.NoSquare || refGenevaFree(m, c, rexInclusive, mirror)
	}
}

func refGenevaFree(m refPlay, c movegen.Color, rexInclusive, mirror bool) bool {
	p := m.after[m.to]
	if p == NoPiece || p.IsRoyal() && !rexInclusive {
		return true
	}
	owner := c
	if mirror {
		owner = c.Other()
	}
	sq := refCirceSquare(p.Walk(), m.from, owner)
	if p.Walk() == King {
		sq = movegen.MakeSquare(4, map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[owner])
	}
	return sq != m.from && m.after[sq] == NoPiece
}

// refGenevaCheck: check is a capture of the royal piece that Geneva allows.
func refGenevaCheck(rexInclusive, mirror bool) func(Board, movegen.Color) bool {
	return func(b Board, c movegen.Color) bool {
		return slices.ContainsFunc(plainMoves(b, c.Other()), func(m refPlay) bool {
			return m.captured.IsRoyal() && m.captured.Belongs(c) && refGenevaFree(m, c.Other(), rexInclusive, mirror)
		})
	}
}
