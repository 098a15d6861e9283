package server

import (
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/parser"
)

// This file holds the composer-facing explanations that hovers show: what a
// stipulation and an option mean.

// describeStipulation explains a stipulation such as "#2", "h#2.5" or "ser-s#7" in one
// or a few sentences a composer understands.
func describeStipulation(st *parser.Stipulation) string {
	if st == nil || !st.Valid {
		return "A stipulation cpls could not read."
	}
	if st.Structured {
		return "A structured stipulation (SStipulation): cpls does not solve these."
	}
	g := goalName(st)
	n := st.Moves
	moves := fmt.Sprintf("%d moves", n)
	if n == 1 {
		moves = "1 move"
	}
	var s string
	switch st.Play {
	case parser.PlayDirect:
		if st.Series {
			s = fmt.Sprintf("Series play: White plays %s in a row, Black not replying, the last giving %s; no earlier move may give check.", moves, g)
		} else {
			s = fmt.Sprintf("Direct play: White plays first and forces %s in %s against any defence.", g, moves)
		}
	case parser.PlayHelp:
		switch {
		case st.Series:
			s = fmt.Sprintf("Series helpplay: Black plays %s in a row, White not replying, then White gives %s in one move.", moves, g)
		case st.HalfMove:
			s = fmt.Sprintf("Helpplay with a half move: White plays first, then both sides cooperate so that White gives %s with the last of %d½ move pairs.", g, n)
		default:
			s = fmt.Sprintf("Helpplay: Black plays first and both sides cooperate so that White gives %s on White's %s.", g, ordinal(n))
		}
	case parser.PlaySelf:
		if st.Series {
			s = fmt.Sprintf("Series selfplay: White plays %s in a row, then Black is forced to give %s in one move.", moves, g)
		} else {
			s = fmt.Sprintf("Selfplay: White plays first and forces Black to give %s in %s, against Black's will.", g, moves)
		}
	case parser.PlayReflex:
		s = fmt.Sprintf("Reflexplay in %s: White forces Black to give %s; either side that can give %s in one move must do so.", moves, g, g)
	case parser.PlaySemiReflex:
		s = fmt.Sprintf("Semi-reflexplay in %s: White forces Black to give %s; only Black must give it whenever it can.", moves, g)
	case parser.PlayHelpSelf:
		s = fmt.Sprintf("Help-selfplay in %s: both sides cooperate until White can force Black to give %s in one move.", moves, g)
	case parser.PlayHelpReflex:
		s = fmt.Sprintf("Help-reflexplay in %s.", moves)
	case parser.PlayProofGame:
		s = "A proof game: find the game that reaches the diagram."
	default:
		s = "A stipulation of Popeye's that cpls names but does not explain."
	}
	if st.Intro > 0 {
		s = fmt.Sprintf("First %d introductory move(s) by White, then: ", st.Intro) + s
	}
	if st.Exact {
		s += " Exact: a solution shorter than stipulated does not count."
	}
	if !solvableStipulation(st) {
		s += " cpls does not solve this kind of stipulation."
	}
	return s
}

// solvableStipulation reports whether the solver takes the stipulation.
func solvableStipulation(st *parser.Stipulation) bool {
	switch st.Play {
	case parser.PlayDirect, parser.PlayHelp, parser.PlaySelf, parser.PlayReflex:
	default:
		return false
	}
	switch st.Goal {
	case parser.GoalMate, parser.GoalStalemate, parser.GoalDoubleStalemate, parser.GoalMateOrStalemate:
	default:
		return false
	}
	return st.Intro == 0 && !st.Structured
}

func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth move", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst move", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd move", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd move", n)
	}
	return fmt.Sprintf("%dth move", n)
}

func goalName(st *parser.Stipulation) string {
	switch st.Goal {
	case parser.GoalMate:
		return "mate"
	case parser.GoalDoubleMate:
		return "double mate"
	case parser.GoalCounterMate:
		return "counter-mate"
	case parser.GoalMateOrStalemate:
		return "mate or stalemate"
	case parser.GoalStalemate:
		return "stalemate"
	case parser.GoalDoubleStalemate:
		return "double stalemate (both sides stalemated)"
	case parser.GoalAutoStalemate:
		return "auto-stalemate"
	case parser.GoalCheck:
		return "check"
	case parser.GoalCapture:
		return "a capture"
	case parser.GoalSteingewinn:
		return "the win of a piece"
	case parser.GoalEnPassant:
		return "an en passant capture"
	case parser.GoalCastling:
		return "castling"
	case parser.GoalAny:
		return "any move"
	case parser.GoalTarget:
		return "a move to " + st.GoalSquare.Square.String()
	case parser.GoalKiss:
		return "a king on " + st.GoalSquare.Square.String()
	case parser.GoalCircuit, parser.GoalCircuitByRebirth:
		return "a circuit (a piece back on its square)"
	case parser.GoalExchange, parser.GoalExchangeByRebirth:
		return "an exchange of two pieces' squares"
	case parser.GoalChess81:
		return "chess81's goal"
	case parser.GoalAutoMate:
		return "auto-mate"
	case parser.GoalProofGame, parser.GoalAToB:
		return "the target position"
	}
	if st.GoalText != "" {
		return "the goal " + st.GoalText
	}
	return "the goal"
}

// optionMeanings explains Popeye's options, by their canonical English name in lower case.
var optionMeanings = map[string]string{
	"variations":                "Print the variations: Black's defences after the key and White's answers.",
	"threat":                    "Print threats only up to the given length.",
	"setplay":                   "Also show the set play: Black's moves and White's replies before the key.",
	"defence":                   "Show tries refuted by at most the given number of Black defences.",
	"try":                       "Also show tries: white first moves that fail to a single refutation.",
	"nothreat":                  "Do not compute threats.",
	"enpassant":                 "Black's (or White's) last move was a double pawn step to the given square(s): en passant is possible.",
	"nowk":                      "The position has no white king (allowed on purpose).",
	"nobk":                      "The position has no black king (allowed on purpose).",
	"nocastling":                "Castling is forbidden for the listed king and rook squares.",
	"whitetoplay":               "In helpplay, White plays first (shifts the play by a half move).",
	"duplex":                    "Solve the problem also with colours swapped.",
	"halfduplex":                "Solve only with colours swapped.",
	"quodlibet":                 "Selfplay or direct play: either goal counts.",
	"goalisend":                 "In selfplay, reaching the goal ends the play.",
	"maxsolutions":              "Stop after this many solutions.",
	"maxtime":                   "Stop solving after this many seconds.",
	"maxflightsquares":          "Only solutions that leave at most this many flights to the black king.",
	"intelligent":               "Speed hint for helpplay: solve in intelligent mode. The solutions are the same.",
	"nointelligent":             "Solve without the intelligent mode.",
	"noboard":                   "Do not print the board in the output.",
	"noshortvariations":         "Do not print variations that end before the full length.",
	"postkeyplay":               "Print only the play after the key (the key is given).",
	"movenumbers":               "Print move numbers while solving.",
	"startmovenumber":           "Start the solution at this move number.",
	"keepmatingpiece":           "The mating piece must not be captured during the solution.",
	"stoponshortsolutions":      "Stop after the short solutions, if there are any.",
	"castlingmutuallyexclusive": "Castling with one rook excludes castling with the other named pair.",
	"nontrivial":                "Leave out trivial variations (Popeye's NonTrivial).",
	"beep":                      "Beep when a solution is found (no effect on the solution).",
	"suppressgrid":              "Do not print the grid (no effect on the solution).",
	"writegrid":                 "Print the grid (no effect on the solution).",
	"nosymmetry":                "Do not use the position's symmetry to solve faster.",
	"nullmoves":                 "Allow null moves in the solution.",
	"uptomovenumber":            "Solve up to the given move number.",
	"search":                    "Popeye's Search option.",
	"multisolutions":            "Look for several solutions.",
}

// describeOption explains an option by name; ok is false when it is not known.
func describeOption(name string) (string, bool) {
	s, ok := optionMeanings[strings.ToLower(name)]
	return s, ok
}
