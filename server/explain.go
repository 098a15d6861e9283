package server

import (
	"fmt"
	"regexp"
	"strings"
)

// This file holds the composer-facing explanations that hovers show: what a
// stipulation and an option mean.

var stipulationRE = regexp.MustCompile(`^(?i)(ser-|pser-|phser-)?(semi-r|hs|h|s|r|)(##!|##|#|==|=|\+|x|%|ep|ct|00|z[a-h][1-8]|!=|k[a-h][1-8]|dia|a=>b|c81)(\d+(?:\.5)?)$`)

// describeStipulation explains a stipulation such as "#2", "h#2.5" or "ser-s#7" in one
// or two sentences; ok is false when it is not recognised.
func describeStipulation(stip string) (text string, ok bool) {
	m := stipulationRE.FindStringSubmatch(strings.TrimSpace(stip))
	if m == nil {
		return "", false
	}
	series, kind, goal, n := strings.ToLower(m[1]), strings.ToLower(m[2]), strings.ToLower(m[3]), m[4]
	g := goalName(goal)
	moves := n + " moves"
	if n == "1" {
		moves = "1 move"
	}
	half := strings.HasSuffix(n, ".5")
	var s string
	switch kind {
	case "":
		s = fmt.Sprintf("Direct play: White plays first and forces %s in %s against any defence.", g, moves)
	case "h":
		s = fmt.Sprintf("Helpplay: Black plays first and both sides cooperate so that White gives %s in %s.", g, moves)
		if half {
			s = fmt.Sprintf("Helpplay with a half move: White plays first, then both sides cooperate so that White gives %s in %s.", g, moves)
		}
	case "s":
		s = fmt.Sprintf("Selfplay: White plays first and forces Black to give %s in %s, against Black's will.", g, moves)
	case "r":
		s = fmt.Sprintf("Reflexplay in %s: White forces Black to give %s; both sides must give %s whenever they can.", moves, g, g)
	case "semi-r":
		s = fmt.Sprintf("Semi-reflexplay in %s: White forces Black to give %s; only Black must give it whenever it can.", moves, g)
	case "hs":
		s = fmt.Sprintf("Help-selfplay in %s: both sides cooperate until White forces Black to give %s in 1.", moves, g)
	}
	switch series {
	case "ser-":
		s = fmt.Sprintf("Series play: one side plays %s in a row, without the other replying, then the goal (%s) follows. ", moves, g) + s
	case "pser-", "phser-":
		s = "Parry series: a series in which the opponent may answer checks. " + s
	}
	return s, true
}

func goalName(g string) string {
	switch {
	case g == "#":
		return "mate"
	case g == "##":
		return "double mate"
	case g == "##!":
		return "counter-mate"
	case g == "=":
		return "stalemate"
	case g == "==":
		return "double stalemate"
	case g == "+":
		return "check"
	case g == "x":
		return "a capture"
	case g == "%":
		return "any move (the play just has to last)"
	case g == "ep":
		return "an en passant capture"
	case g == "00":
		return "castling"
	case g == "!=":
		return "an automatic stalemate"
	case g == "dia":
		return "the initial diagram position again"
	case strings.HasPrefix(g, "z"):
		return "a move to " + g[1:]
	case strings.HasPrefix(g, "k"):
		return "a king on " + g[1:]
	}
	return g
}

// optionMeanings explains Popeye's options, by their canonical English name in lower case.
var optionMeanings = map[string]string{
	"variation":         "Print the variations: Black's defences after the key and White's answers.",
	"threat":            "Print threats only up to the given length.",
	"setplay":           "Also show the set play: Black's moves and White's replies before the key.",
	"defence":           "Look for tries: keys refuted by at most the given number of Black defences.",
	"try":               "Also show tries: white first moves that fail to exactly one refutation.",
	"nothreat":          "Do not compute threats.",
	"enpassant":         "Black's (or White's) last move was a double pawn step to the given square(s): en passant is possible.",
	"nowk":              "The position has no white king (allowed on purpose).",
	"nobk":              "The position has no black king (allowed on purpose).",
	"nocastling":        "Castling is forbidden for the listed king and rook squares.",
	"whitetoplay":       "In helpplay, White plays first (shifts the play by a half move).",
	"duplex":            "Solve the problem also with colours swapped.",
	"halfduplex":        "Solve only with colours swapped.",
	"quodlibet":         "Selfplay or direct play: either goal counts.",
	"goalisend":         "In selfplay, reaching the goal ends the play.",
	"maxsolutions":      "Stop after this many solutions.",
	"maxtime":           "Stop solving after this many seconds.",
	"maxflightsquares":  "Only solutions that leave at most this many flights to the black king.",
	"intelligent":       "Speed hint for helpplay: solve in intelligent mode. The solutions are the same.",
	"nointelligent":     "Solve without the intelligent mode.",
	"noboard":           "Do not print the board in the output.",
	"noshortvariations": "Do not print variations that end before the full length.",
	"postkeyplay":       "Print only the play after the key (the key is given).",
	"movenumbers":       "Print move numbers while solving.",
	"startmovenumber":   "Start the solution at this move number.",
	"keepmatingpiece":   "The mating piece must not be captured during the solution.",
}

// describeOption explains an option by name; ok is false when it is not known.
func describeOption(name string) (string, bool) {
	s, ok := optionMeanings[strings.ToLower(name)]
	return s, ok
}
