package problem

import (
	"slices"

	"github.com/cpls-dev/cpls/fairy"
)

// Popeye refuses Option Intelligent for a twin (solving/machinery/twin.c,
// verify_position): it prints its message 93 and goes on to the next twin without
// solving this one when a condition is not among those its intelligent mode knows, when
// a pawn could promote to a walk other than queen, rook, bishop, knight (and dummy), or
// when a piece is Kamikaze.

// intelligentConditions are the conditions Popeye's intelligent mode allows
// (does_condition_allow_intelligent), by their English names.
var intelligentConditions = []string{
	"BichromChess", "MonochromChess", "GridChess", "BlackEdgeMover", "WhiteEdgeMover",
	"NoCapture", "HaanerChess", "BlackMaximummer", "BlackMinimummer", "WhiteMaximummer",
	"WhiteMinimummer", "Hole", "BlackMustCapture", "WhiteMustCapture",
	"BlackFollowMyLeader", "WhiteFollowMyLeader", "WhiteForcedSquare",
	"WhiteConsequentForcedSquare", "BlackForcedSquare", "BlackConsequentForcedSquare",
	"PromOnly", "WhitePromSquares", "BlackPromSquares", "NoWhitePromotion",
	"NoBlackPromotion", "BlackUltraSchachZwang", "WhiteUltraSchachZwang", "NoWhiteCapture",
	"NoBlackCapture", "AlphabeticChess", "LosingChess", "WhiteAlphabeticChess",
	"BlackAlphabeticChess", "LastCapture", "NoIProm",
}

// intelligentRefused reports whether Popeye refuses Option Intelligent for a twin with
// the pieces b and the conditions conds.
func intelligentRefused(b *fairy.Board, conds []fairy.Condition) bool {
	losing := false
	for _, c := range conds {
		name := c.Spec().Name
		if !slices.Contains(intelligentConditions, name) {
			return true
		}
		losing = losing || name == "LosingChess"
	}
	if losing {
		// Pawns promote to kings too: a walk the intelligent mode does not place.
		return true
	}
	for _, p := range b {
		if p == fairy.NoPiece {
			continue
		}
		if p.Has(fairy.Kamikaze) || !intelligentWalk(p.Walk()) {
			return true
		}
	}
	return false
}

// intelligentWalk reports whether w on the board keeps Popeye's promotions to queen,
// rook, bishop and knight: pawns and kings are no promotees, every other walk on the
// board is one.
func intelligentWalk(w fairy.Walk) bool {
	switch w {
	case fairy.King, fairy.Poseidon, fairy.Sting, fairy.Queen, fairy.Rook, fairy.Bishop,
		fairy.Knight, fairy.Dummy:
		return true
	}
	return fairy.IsPawn(w)
}
