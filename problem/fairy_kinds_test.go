package problem

import (
	"regexp"
	"strings"
)

// The kinds of construct a fairy corpus problem is counted under, from what the
// orthodox cpls named unsupported when the corpus was cut (its "unsupported" list):
// "condition Circe", "piece Grasshopper", "attribute Royal", "attribute neutral",
// "stipulation reci-h", "structured stipulation", "goal ep", "option NonTrivial".

// pieceIssue matches the orthodox cpls's findings about pieces and conditions: the
// piece's English name, the attribute, the condition's name, or an unknown piece.
var pieceIssue = regexp.MustCompile(`^fairy piece \S+ \((.*)\) is not supported|^piece attribute (\S+) is not supported|^(neutral) pieces are not supported|^(total invisible) pieces are not supported|^condition (\S+) is not supported|^(\S+) is no piece of`)

// pieceKindPrefixes are the prefixes of pieceIssue's groups, in order.
var pieceKindPrefixes = []string{"piece ", "attribute ", "attribute ", "attribute ", "condition ", "unknown piece "}

// constructKinds returns the kinds of construct named by a record's unsupported list,
// without repetitions, in the list's order.
func constructKinds(unsupported []string) []string {
	var kinds []string
	for _, u := range unsupported {
		kinds = append(kinds, constructKind(u))
	}
	return dedupe(kinds)
}

// constructKind returns the kind of one unsupported construct ("other" for one of no
// known kind).
func constructKind(u string) string {
	if m := pieceIssue.FindStringSubmatch(u); m != nil {
		for i, k := range m[1:] {
			if k != "" {
				return pieceKindPrefixes[i] + k
			}
		}
	}
	return stipulationKind(u)
}

// stipulationKind returns the kind of an unsupported stipulation, goal or option,
// shortened to what it is ("goal 00", "stipulation reci-h", "structured stipulation",
// "option GoalIsEnd"), or "other".
func stipulationKind(u string) string {
	u = strings.TrimPrefix(u, "cpls does not solve problems with ")
	switch {
	case strings.Contains(u, "structured stipulation"), strings.Contains(u, "unreadable stipulation"):
		return "structured stipulation"
	case strings.HasPrefix(u, "the goal "):
		g := strings.TrimPrefix(u, "the goal ")
		if len(g) == 3 && (g[0] == 'z' || g[0] == 'k') {
			g = g[:1]
		}
		return "goal " + g
	case strings.HasPrefix(u, "the stipulation "):
		return "stipulation " + playPrefix(strings.TrimPrefix(u, "the stipulation "))
	case strings.HasSuffix(u, " option"):
		return "option " + strings.TrimSuffix(strings.TrimPrefix(u, "the "), " option")
	case strings.Contains(u, "solution limit on Intelligent"):
		return "option Intelligent n"
	case strings.Contains(u, " stipulations (") && strings.HasSuffix(u, "are not supported"):
		// "help-self stipulations (hs#2) are not supported": the same stipulation as
		// "the stipulation hs#2", named by the older message.
		s := u[strings.Index(u, "(")+1 : strings.LastIndex(u, ")")]
		return "stipulation " + playPrefix(s)
	}
	return "other"
}

// playPrefix returns the play of a stipulation's text: "reci-h", "exact-", "hr", "m->".
func playPrefix(s string) string {
	s = strings.ToLower(s)
	for _, p := range []string{"exact-", "ser-reci-h", "reci-h", "pser-", "phser-", "semi-r", "ser-hs", "hs", "hr"} {
		if strings.Contains(s, p) {
			return p
		}
	}
	if i := strings.Index(s, "->"); i > 0 {
		return "m->"
	}
	return s
}

// piecesOnly reports whether the kinds of a record are all pieces and attributes: no
// condition, no stipulation, and no total invisible pieces (which bring their own
// solving).
func piecesOnly(kinds []string) bool {
	for _, k := range kinds {
		if !strings.HasPrefix(k, "piece ") && !strings.HasPrefix(k, "attribute ") || k == "attribute total invisible" {
			return false
		}
	}
	return true
}

// piecesAndConditions reports whether the kinds of a record are all pieces, attributes
// and conditions (the problems BenchmarkFairyCorpus times).
func piecesAndConditions(kinds []string) bool {
	for _, k := range kinds {
		if !strings.HasPrefix(k, "piece ") && !strings.HasPrefix(k, "attribute ") && !strings.HasPrefix(k, "condition ") {
			return false
		}
	}
	return true
}
