package feature

import (
	"strings"
	"time"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/problem"
)

// Status values of a problem, as sent in cpls/status and shown in code lenses.
const (
	StatusSolving     = "solving"        // background solving is under way
	StatusSound       = "sound"          // exactly the intended play, no cook
	StatusCooked      = "cooked"         // more than one key (or solution)
	StatusNoSolution  = "no-solution"    // the stipulation cannot be met
	StatusShort       = "short-solution" // it can be met in fewer moves
	StatusTimeout     = "timeout"        // the solve budget ran out
	StatusIllegal     = "illegal"        // the position is illegal; not solved
	StatusError       = "error"          // syntax errors; not solved
	StatusUnsupported = "unsupported"    // fairy pieces or conditions; not solved
	StatusUnsolved    = "unsolved"       // nothing solved yet
)

// An Outcome is what solving one unit gave.
type Outcome struct {
	Status  string        // one of the status values
	Summary string        // "sound: 1.Qa1-a8!", "cooked: 2 keys", …
	Keys    []SolutionKey // the key move(s), in solver order
	Count   int           // keys or solutions when cooked, short solutions when short; 0 if unknown
	Budget  time.Duration // the solve budget it ran under (a timeout is only as good as it)
	// Result is the solver's own result, kept for findings and the solution text
	// (problem.TwinSolution for Solve's outcomes).
	Result any
}

// OutOfMemory reports whether the solve stopped because it ran out of its memory
// budget (a timeout that a larger budget may turn into an answer).
func (o Outcome) OutOfMemory() bool {
	sol, ok := o.Result.(problem.TwinSolution)
	return ok && o.Status == StatusTimeout && sol.Stop() == problem.OutOfMemory
}

// SolutionKey is one key move of a solved problem, or a whole help or series solution.
type SolutionKey struct {
	Notation string // "1.Qa1-a8!", or the whole solution "1.Kd3-c2 Ra1-a2+ 2.Kc2-c1 0-0#"
	From     string // square the moving piece stands on, "a1"
	Line     bool   // a help or series solution rather than a key
}

// ProblemState is what is known of one problem of a File.
type ProblemState struct {
	Index    int
	Status   string
	Summary  string
	Units    []Unit
	Outcomes []*Outcome // parallel to Units; nil while unsolved
	// Analyses are the analyses hovers and lenses show (ShowAnalysis); none by default.
	Analyses analysis.Selection
}

// Solved reports whether every unit of the problem has an outcome (true for a problem
// with no units).
func (ps ProblemState) Solved() bool {
	for _, o := range ps.Outcomes {
		if o == nil {
			return false
		}
	}
	return true
}

// Done is the outcomes of the problem's solved units, in order: all of them once Solved.
func (ps ProblemState) Done() []Outcome {
	out := make([]Outcome, 0, len(ps.Outcomes))
	for _, o := range ps.Outcomes {
		if o != nil {
			out = append(out, *o)
		}
	}
	return out
}

// Title is the problem's status in a few words, as its code lens shows it.
func (ps ProblemState) Title() string {
	if ps.Summary != "" {
		return ps.Summary
	}
	return ps.Status
}

// States says what is known of each problem of f, given the outcomes known of its units
// (outs is parallel to f.Units, nil where a unit is unsolved).
func (f *File) States(outs []*Outcome) []ProblemState {
	problems := make([]ProblemState, f.ProblemCount())
	for i := range problems {
		problems[i] = ProblemState{Index: i}
		problems[i].Status, problems[i].Summary = f.staticStatus(i)
	}
	for k, u := range f.Units {
		if u.Problem < 0 || u.Problem >= len(problems) {
			continue
		}
		p := &problems[u.Problem]
		p.Units = append(p.Units, u)
		p.Outcomes = append(p.Outcomes, outs[k])
	}
	for i := range problems {
		problems[i].combine()
	}
	return problems
}

// stateOf is problems[i], nil when it is not there.
func stateOf(problems []ProblemState, i int) *ProblemState {
	if i < 0 || i >= len(problems) {
		return nil
	}
	return &problems[i]
}

// staticStatus is the status of problem i known without solving.
func (f *File) staticStatus(i int) (status, summary string) {
	if f.Loaded.HasErrors(i) {
		return StatusError, "not solved: errors in the problem"
	}
	solvable, legal, refused := false, false, ""
	for _, t := range f.Loaded.Problems[i].Twins {
		if t.Refused != "" && len(t.Unsupported) == 0 {
			refused = strings.TrimSpace(t.Refused)
		}
		if t.Solvable() {
			solvable = true
			legal = legal || !f.Loaded.Illegal(i, t)
		}
	}
	switch {
	case !solvable && refused != "":
		return StatusUnsupported, "not solved: Popeye refuses it: " + refused
	case !solvable:
		return StatusUnsupported, "not solved: unsupported by cpls"
	case !legal:
		return StatusIllegal, "not solved: illegal position"
	}
	return StatusUnsolved, "not solved"
}

// combine sets the status of a problem with units from its units' outcomes: solving
// while any is unsolved, else the worst outcome.
func (p *ProblemState) combine() {
	if len(p.Units) == 0 {
		return
	}
	rank := map[string]int{StatusSound: 0, StatusTimeout: 1, StatusShort: 2, StatusNoSolution: 3, StatusCooked: 4, StatusError: 5}
	worst, solving := -1, false
	var parts []string
	for i, o := range p.Outcomes {
		if o == nil {
			solving = true
			continue
		}
		if r := rank[o.Status]; r > worst {
			worst, p.Status = r, o.Status
		}
		s := o.Summary
		if p.Units[i].Label != "" {
			s = p.Units[i].Label + " " + s
		}
		parts = append(parts, s)
	}
	if solving {
		p.Status, p.Summary = StatusSolving, "solving…"
		return
	}
	p.Summary = strings.Join(parts, "; ")
}

// Lens is a problem's code lens: its status in a few words, at its head.
type Lens struct {
	At      Span
	Problem int
	Title   string
	Solving bool // a solve is under way: a later status will change the title
	// Analysis is true for the second lens of a problem, on its stipulation: the key's
	// character and the number of duals (analysisLens).
	Analysis bool
}

// Lenses are the code lenses of f's problems, from problems as States gives them.
func (f *File) Lenses(problems []ProblemState) []Lens {
	var out []Lens
	for _, p := range f.outline.problems {
		ps := stateOf(problems, p.index)
		if ps == nil {
			continue
		}
		out = append(out, Lens{At: p.headSpan(), Problem: p.index, Title: ps.Title(), Solving: ps.Status == StatusSolving})
		if ps.Status == StatusSolving {
			continue
		}
		// On the stipulation's line, so that running the lens on the problem's first line
		// (Neovim's codelens.run) has one lens to run, not a choice to ask for.
		if title := analysisLens(wordsOf(p.lang), p, ps); title != "" && p.stip != nil {
			out = append(out, Lens{At: p.stip.Span, Problem: p.index, Title: title, Analysis: true})
		}
	}
	return out
}
