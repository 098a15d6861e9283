package problem

import (
	"regexp"
	"strings"
	"sync"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
)

// This file writes the keys and solutions of a solved twin as the findings, the
// verdict's summary and the editor's "Go to key" write them: compactly, in the
// problem's language.

// oneSpace writes a solution line compactly for a message: single blanks, and check
// and goal signs attached to their move ("Ra1-a2+ 2.Kc2-c1 0-0#").
func oneSpace(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return suffixBlank().ReplaceAllString(s, "$1$2")
}

var suffixBlank = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(` ([+#=]+)(?:$|( ))`) })

// isBattle reports whether st is battle play: direct, self or reflex play, not series.
func isBattle(st solver.Stipulation) bool { return !st.Series && st.Play != solver.Help }

// Solution is one key (battle play) or full-length solution (help and series play)
// written as the findings write it, in the problem's language: "1.Qa7-f2!",
// "1.Kd3-c2 Ra1-a2+ 2.Kc2-c1 0-0#".
type Solution struct {
	Text string
	// From is the square of the piece that makes the first move (the key, or the first
	// move of the line), where a cook finding is placed.
	From movegen.Square
}

// Solutions returns the keys (battle play) or full-length solutions (help and series
// play) of a solved twin, in the solver's order, with the texts the findings of
// SolutionDiagnostics use; nil when the twin was not solved. Tries, threats and short
// solutions are not included.
func (pr *Problem) Solutions(s TwinSolution) []Solution {
	if s.Result == nil || s.Err != nil {
		return nil
	}
	return pr.solutionTexts(s.Twin, s.Result)
}

// solutionTexts lists the keys or full-length solutions of r.
func (pr *Problem) solutionTexts(t *Twin, r *solver.Result) []Solution {
	var out []Solution
	for hi := range r.Halves {
		out = append(out, pr.halfSolutionTexts(t, r, &r.Halves[hi])...)
	}
	return out
}

// halfSolutionTexts lists the keys or full-length solutions of one half of r.
func (pr *Problem) halfSolutionTexts(t *Twin, r *solver.Result, h *solver.Half) []Solution {
	if t.Invisibles > 0 {
		return invisibleSolutions(r)
	}
	tr := &twinRenderer{w: wordsFor(pr.Language), pr: pr, t: t, r: r}
	var out []Solution
	pos := t.startGame(h.Start)
	if r.Plan != nil && !h.PlanBattle && h.Start != h.Attacker {
		pos = t.startGame(h.Attacker) // the root's side, which passes after a "-"
		pos.Pass()
	}
	if isBattle(r.Stipulation) || r.Plan != nil && h.PlanBattle {
		for _, k := range h.Keys {
			if k.Mark == solver.Key {
				out = append(out, Solution{oneSpace("1."+tr.moveText(pos, k.Move, k.Goal)) + "!", k.Move.From()})
			}
		}
		return out
	}
	for _, l := range h.Lines {
		if first, ok := l.First(); !l.Short && ok {
			out = append(out, Solution{oneSpace(tr.lineText(pos, h, l)), first.From()})
		}
	}
	return out
}

// halfShortTexts lists the short solutions of one half of r: help and series lines
// shorter than stipulated, keys that reach the goal at once.
func (pr *Problem) halfShortTexts(t *Twin, r *solver.Result, h *solver.Half) []string {
	tr := &twinRenderer{w: wordsFor(pr.Language), pr: pr, t: t, r: r}
	var out []string
	pos := t.startGame(h.Start)
	for _, l := range h.Lines {
		if l.Short {
			out = append(out, oneSpace(tr.lineText(pos, h, l)))
		}
	}
	if isBattle(r.Stipulation) {
		for _, k := range h.Keys {
			if k.Mark == solver.Key && k.Goal {
				out = append(out, oneSpace("1."+tr.moveText(t.startGame(h.Start), k.Move, true))+"!")
			}
		}
	}
	return out
}
