package problem

import (
	"strings"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
)

// Hunters ("S/B": away from its side's first rank as a knight, towards it as a bishop)
// are walks a problem defines, as Popeye defines them while it reads the pieces: the
// first hunter named is walk fairy.Hunter0, the next new one Hunter0+1, and so on, for
// the diagram and its twins. Their names are the parts' names joined by '/'.

// hunterTable is the hunters a problem defines, in the order they were first named.
type hunterTable struct {
	types []fairy.HunterType
}

// walk returns the walk of the hunter named name ("S/B") in lang, defining it if it is
// new, and why cpls cannot play it ("" when it can).
func (h *hunterTable) walk(lang parser.Language, name string) (fairy.Walk, string) {
	away, home, _ := strings.Cut(name, "/")
	a, b := parser.WalkIndex(lang, away), parser.WalkIndex(lang, home)
	if a < 0 || b < 0 {
		return fairy.NoWalk, "the fairy piece " + name
	}
	t := fairy.HunterType{Away: fairy.Walk(a + 2), Home: fairy.Walk(b + 2)}
	if !fairy.Supported(t.Away) || !fairy.Supported(t.Home) || t.Away >= fairy.Hunter0 || t.Home >= fairy.Hunter0 {
		return fairy.NoWalk, "the fairy piece " + name + " (" + parser.FairyPieceName(lang, name) + ")"
	}
	for i, o := range h.types {
		if o == t {
			return fairy.Hunter0 + fairy.Walk(i), ""
		}
	}
	if len(h.types) == fairy.NumHunters {
		return fairy.NoWalk, "more than ten hunters"
	}
	h.types = append(h.types, t)
	return fairy.Hunter0 + fairy.Walk(len(h.types)-1), ""
}

// words returns the fairy engine's words in lang with the hunters' names.
func (h *hunterTable) words(lang movegen.Language) *fairy.Words {
	w := wordsOf(lang)
	if h == nil || len(h.types) == 0 {
		return w
	}
	cp := *w
	for i, t := range h.types {
		cp.Walks[fairy.Hunter0+fairy.Walk(i)] = w.Walks[t.Away] + "/" + w.Walks[t.Home]
	}
	return &cp
}

// conditionWalkName returns the name of walk w in a condition line in lang: a hunter's
// parts joined by "/ ", after a space where Popeye writes the walk without one
// (spaced: output/plaintext/condition.c, append_to_CondLine_walk; the vaulting kings'
// WriteWalks spaces every walk alike).
func (h *hunterTable) conditionWalkName(lang movegen.Language, w fairy.Walk, spaced bool) string {
	words := wordsOf(lang)
	i := int(w - fairy.Hunter0)
	if h == nil || w < fairy.Hunter0 || i >= len(h.types) {
		return words.WalkName(w)
	}
	t := h.types[i]
	name := words.WalkName(t.Away) + "/ " + words.WalkName(t.Home)
	if spaced {
		name = " " + name
	}
	return name
}
