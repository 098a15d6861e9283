package problem

import (
	"slices"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/solver"
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

// intelligentLimitOutside is why a twin with "Intelligent n" is not solved where cpls
// does not keep the limit.
const intelligentLimitOutside = "Intelligent n outside orthodox help and series mates and stalemates"

// intelligentLimitApplies reports whether cpls keeps "Intelligent n" for twin t under
// the conditions conds (solver.Options.IntelligentLimit): orthodox help and series play
// that ends in a mate or a stalemate, without introductory moves, reciprocal or parry play.
func intelligentLimitApplies(t *Twin, conds []fairy.Condition) bool {
	st := t.Stipulation
	if !isOrthodox(&t.Pieces) || len(conds) > 0 || t.Plan != nil {
		return false
	}
	if st.Goal != solver.Mate && st.Goal != solver.Stalemate || st.Reci || st.Parry || st.Intro > 0 || st.Exact {
		return false
	}
	return st.Play == solver.Help && st.End == solver.EndGoal && !st.Series ||
		st.Series && (st.Play == solver.Direct || st.Play == solver.Help)
}
