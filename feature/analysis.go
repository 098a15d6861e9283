package feature

import (
	"fmt"
	"iter"
	"strings"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
)

// This file shows what package analysis finds in a solved problem: its duals as
// findings (code "dual"), the character of its keys and tries in the hover of the key's
// piece, and a summary in a code lens, in the file's language.

// AnalysisSettings say which analyses are shown and how: the kinds (analysis.ParseSelection
// names them) and a severity per kind of dual where the user chose one
// (problem.DefaultDualSeverity otherwise).
type AnalysisSettings struct {
	Kinds    analysis.Selection
	Severity map[analysis.Kind]parser.Severity
}

// DefaultAnalysisSettings shows everything with the default severities.
func DefaultAnalysisSettings() AnalysisSettings { return AnalysisSettings{Kinds: analysis.All} }

// ParseAnalysisSettings reads the settings' words: the kinds to show ("all", "none",
// "duals", or names such as "mate", "threat", "key") and a severity per kind ("error",
// "warning", "information", "hint").
func ParseAnalysisSettings(kinds []string, severity map[string]string) (AnalysisSettings, error) {
	sel, err := analysis.ParseSelection(strings.Join(kinds, ","))
	if err != nil {
		return AnalysisSettings{}, err
	}
	s := AnalysisSettings{Kinds: sel, Severity: map[analysis.Kind]parser.Severity{}}
	for name, level := range severity {
		k, ok := analysis.KindNamed(name)
		if !ok {
			return AnalysisSettings{}, fmt.Errorf("analysis: unknown kind %q", name)
		}
		found := false
		for _, sev := range []parser.Severity{parser.Error, parser.Warning, parser.Information, parser.Hint} {
			if strings.EqualFold(level, sev.String()) {
				s.Severity[k], found = sev, true
			}
		}
		if !found {
			return AnalysisSettings{}, fmt.Errorf("analysis: unknown severity %q of %s", level, name)
		}
	}
	return s, nil
}

// solution is the problem.TwinSolution of an outcome of unit u of f, placed in f
// (nil when the outcome has none, e.g. a fake solver's).
func solution(f *File, u Unit, o Outcome) (*problem.Problem, *problem.TwinSolution) {
	pr, t := f.twin(u)
	sol, ok := o.Result.(problem.TwinSolution)
	if t == nil || !ok || sol.Result == nil {
		return nil, nil
	}
	sol.Twin = t // the outcome may be another text's with the same key
	return pr, &sol
}

// DualFindings are the duals of the solve o of unit u that s shows, as "dual" findings
// (the same as cpls check -duals prints).
func DualFindings(f *File, u Unit, o Outcome, s AnalysisSettings) []Finding {
	pr, sol := solution(f, u, o)
	if sol == nil {
		return nil
	}
	var out []Finding
	duals := pr.Duals(*sol)
	for i, d := range pr.DualDiagnostics(*sol, s.Severity) {
		if s.Kinds.Has(duals[i].Kind) {
			out = append(out, findingOf(d.Diagnostic))
		}
	}
	return out
}

// ShowAnalysis marks problems so that their hovers and lenses show what s selects.
func ShowAnalysis(problems []ProblemState, s AnalysisSettings) []ProblemState {
	for i := range problems {
		problems[i].Analyses = s.Kinds
	}
	return problems
}

// analysedSolutions yields the index and solution of each of ps's units that was
// solved and analysed, on a twin of problem p.
func analysedSolutions(p *problemView, ps *ProblemState) iter.Seq2[int, problem.TwinSolution] {
	return func(yield func(int, problem.TwinSolution) bool) {
		for i, o := range ps.Outcomes {
			if o == nil {
				continue
			}
			sol, ok := o.Result.(problem.TwinSolution)
			if !ok || sol.Analysis == nil || ps.Units[i].Twin < 0 || ps.Units[i].Twin >= len(p.pr.Twins) {
				continue
			}
			if !yield(i, sol) {
				return
			}
		}
	}
}

// keyTexts are the keys of problem p's solved units, and their tries where the twin
// asks for tries, for the hover of the piece on square (all squares when square is "").
func keyTexts(p *problemView, ps *ProblemState, square string) []problem.KeyText {
	if ps == nil || !ps.Analyses.Has(analysis.KeyCharacter) {
		return nil
	}
	var out []problem.KeyText
	for i, sol := range analysedSolutions(p, ps) {
		sol.Twin = p.pr.Twins[ps.Units[i].Twin]
		tries := sol.Twin.Options.Try || sol.Twin.Options.Defence > 0
		for _, k := range p.pr.KeyTexts(sol) {
			if k.Try && !tries {
				continue // tries are shown where the problem asks for them (Option Try)
			}
			if square == "" || k.From.String() == square {
				if ps.Units[i].Label != "" {
					k.Half = strings.TrimSpace(ps.Units[i].Label + " " + k.Half)
				}
				out = append(out, k)
			}
		}
	}
	return out
}

// keyLines describe keys and tries for a hover, in the problem's language: one line
// per move with its tags, then its flights, pins, threat, refutations and changes.
func keyLines(w *vocabulary, keys []problem.KeyText) []string {
	cw := characterWords()[w.lang]
	var out []string
	for _, k := range keys {
		head := cw.key
		if k.Try {
			head = cw.try
		}
		line := head + " " + k.Move
		if k.Half != "" {
			line = k.Half + ": " + line
		}
		if len(k.Tags) > 0 {
			var tags []string
			for _, t := range k.Tags {
				tags = append(tags, cw.tag(t))
			}
			line += " — " + strings.Join(tags, ", ")
		}
		out = append(out, line)
		add := func(label string, items []string) {
			if len(items) > 0 {
				out = append(out, "  "+label+": "+strings.Join(limit(items, 3), "; "))
			}
		}
		vars := func(vs []problem.VariationText) []string {
			var out []string
			for _, v := range vs {
				out = append(out, v.Format(cw.set))
			}
			return out
		}
		add(cw.given, k.Given)
		add(cw.taken, k.Taken)
		add(cw.pins, k.Pins)
		add(cw.unpins, k.Unpins)
		add(cw.threat, k.Threats)
		add(cw.refutations, k.Refutations)
		add(cw.changed, vars(k.Changed))
		add(cw.added, vars(k.Added))
		add(cw.lost, vars(k.Lost))
	}
	return out
}

// limit keeps the first n of ss and says how many more there are.
func limit(ss []string, n int) []string {
	if len(ss) <= n {
		return ss
	}
	return append(ss[:n:n], fmt.Sprintf("+%d", len(ss)-n))
}

// analysisLens is the summary of a problem's analysis for its second code lens: the
// key's tags and the number of duals by kind ("key 1.f2-f4!: threat · duals: 1 mate,
// 1 set"); "" when nothing was analysed.
func analysisLens(w *vocabulary, p *problemView, ps *ProblemState) string {
	if ps == nil || ps.Analyses.Empty() {
		return ""
	}
	cw := characterWords()[w.lang]
	var parts []string
	for _, k := range keyTexts(p, ps, "") {
		if k.Try {
			continue
		}
		var tags []string
		for _, t := range k.Tags {
			tags = append(tags, cw.tag(t))
		}
		part := cw.key + " " + k.Move
		if k.Half != "" {
			part = k.Half + " " + part
		}
		if len(tags) > 0 {
			part += ": " + strings.Join(tags, ", ")
		}
		parts = append(parts, part)
	}
	counts := map[analysis.Kind]int{}
	analysed := false
	for _, sol := range analysedSolutions(p, ps) {
		analysed = true
		for _, d := range sol.Analysis.Duals {
			if ps.Analyses.Has(d.Kind) {
				counts[d.Kind]++
			}
		}
	}
	if !analysed {
		return ""
	}
	var duals []string
	for _, k := range analysis.Kinds() {
		if counts[k] > 0 {
			duals = append(duals, fmt.Sprintf("%d %s", counts[k], cw.kind(k)))
		}
	}
	if len(duals) == 0 {
		parts = append(parts, cw.noDual)
	} else {
		parts = append(parts, cw.duals+": "+strings.Join(duals, ", "))
	}
	return strings.Join(parts, " · ")
}
