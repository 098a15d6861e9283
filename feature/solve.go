package feature

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/problem"
	"github.com/cpls-dev/cpls/solver"
)

// Progress is how far a solve under way is: Done of Total first moves of the phase
// searched, at Length (moves; half moves in help play) of the stipulation's Full length,
// in set play or not.
type Progress struct {
	Done, Total  int
	Length, Full int
	Set          bool
}

// Fraction is how much of the solve is done, as the search of the stipulation's full
// length over its first moves tells; 0 before that search starts.
func (p Progress) Fraction() float64 {
	if p.Set || p.Total == 0 || p.Length < p.Full {
		return 0
	}
	return float64(p.Done) / float64(p.Total)
}

// A Tracker holds how far one solve is: the solve sets it as it goes, from the
// solver's goroutines, and whoever shows the progress reads it. The zero Tracker is
// ready to use.
type Tracker struct {
	mu sync.Mutex
	p  Progress
}

// Set records p as the solve's progress.
func (t *Tracker) Set(p Progress) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.p = p
}

// Progress is the progress last set.
func (t *Tracker) Progress() Progress {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.p
}

// WithMemoryLimit returns a context under which every Solve may take bytes of memory
// (problem.WithMemoryLimit): the server's solveMemoryMB.
func WithMemoryLimit(ctx context.Context, bytes int64) context.Context {
	return problem.WithMemoryLimit(ctx, bytes)
}

// Solve solves unit u of f within budget (problem.Twin.Solve) and says what it came to,
// with every analysis (duals, the keys' character: what is shown of them is chosen
// later, so that the outcome does not depend on the settings); it returns promptly once
// ctx is done. track, if not nil, is kept told how far the solve
// is.
func Solve(ctx context.Context, f *File, u Unit, budget time.Duration, track *Tracker) Outcome {
	pr, t := f.twin(u)
	if t == nil || !t.Solvable() {
		return Outcome{Status: StatusError, Summary: "not solved: nothing to solve", Budget: budget}
	}
	var obs *solver.Observer
	if track != nil {
		full := fullLength(t.Stipulation, t.Options)
		obs = &solver.Observer{Progress: func(p solver.Progress) {
			track.Set(Progress{Done: p.Done, Total: p.Total, Length: p.Length, Full: full, Set: p.Phase.Set})
		}}
	}
	return outcomeOf(pr, t.Solve(ctx, problem.SolveOptions{Budget: budget, Observer: obs, Analyses: analysis.All}))
}

// outcomeOf says what the solve sol of a twin of pr came to, as package problem judges
// it (Verdict).
func outcomeOf(pr *problem.Problem, sol problem.TwinSolution) Outcome {
	o := Outcome{Result: sol, Budget: sol.Budget}
	if sol.Err != nil {
		o.Status, o.Summary = StatusUnsupported, "not solved: "+strings.TrimPrefix(sol.Err.Error(), "solver: ")
		return o
	}
	battle := isBattle(sol.Result.Stipulation)
	for _, s := range pr.Solutions(sol) {
		o.Keys = append(o.Keys, SolutionKey{Notation: s.Text, From: s.From.String(), Line: !battle})
	}
	v, _ := pr.Verdict(sol)
	o.Summary = v.Summary
	switch v.Status {
	case problem.Sound:
		o.Status = StatusSound
	case problem.Cooked:
		o.Status, o.Count = StatusCooked, sol.Result.Solutions
	case problem.NoSolution, problem.MissingSolution:
		o.Status = StatusNoSolution
	case problem.ShortSolution:
		o.Status, o.Count = StatusShort, sol.Result.ShortSolutions
	case problem.Interrupted:
		o.Status, o.Summary = StatusTimeout, "timeout: not solved within the budget"
		switch sol.Stop() {
		case problem.Cancelled:
			o.Summary = "cancelled"
		case problem.OutOfMemory:
			o.Summary = "timeout: not solved within the memory budget"
		case problem.Incomplete:
			o.Summary = "incomplete: " + sol.Result.Err.Error()
		}
	case problem.Unsolvable:
		o.Status = StatusIllegal
	}
	return o
}

// fullLength is the length the solver searches last, as solver.Progress counts it: moves,
// series moves, or half moves in help play (h#n with WhiteToPlay is solved as
// h#(n-1).5).
func fullLength(st solver.Stipulation, o solver.Options) int {
	if isBattle(st) || st.Series {
		return st.Moves
	}
	full := 2 * st.Moves
	switch {
	case st.HalfMove:
		full++
	case o.WhiteToPlay && st.Moves > 0:
		full--
	}
	return full
}

func isBattle(st solver.Stipulation) bool { return !st.Series && st.Play != solver.Help }

// SolutionFindings are package problem's findings of the solve o of unit u (the same as
// cpls check's), placed in f's text.
func SolutionFindings(f *File, u Unit, o Outcome) []Finding {
	pr, t := f.twin(u)
	sol, ok := o.Result.(problem.TwinSolution)
	if t == nil || !ok || sol.Result == nil {
		return nil
	}
	sol.Twin = t // the outcome may be another text's with the same key
	var out []Finding
	for _, d := range pr.SolutionDiagnostics(sol) {
		fd := findingOf(d.Diagnostic)
		for _, r := range d.Related {
			fd.Related = append(fd.Related, spanOf(r))
		}
		out = append(out, fd)
	}
	return out
}

// Render is problem idx's solution in Popeye's output format (header, board, every
// twin) from the outcomes of its units, given in the same order; twins without an
// outcome are left unsolved.
func Render(f *File, idx int, units []Unit, outs []Outcome) string {
	if idx < 0 || idx >= f.ProblemCount() {
		return ""
	}
	pr := f.Loaded.Problems[idx]
	results := make([]*solver.Result, len(pr.Twins))
	for i, u := range units {
		if sol, ok := outs[i].Result.(problem.TwinSolution); ok && u.Twin >= 0 && u.Twin < len(results) {
			results[u.Twin] = sol.Result
		}
	}
	text := problem.Render(pr, results)
	if f.Loaded.HasErrors(idx) {
		text = "cpls: problem " + fmt.Sprint(idx+1) + " has errors and was not solved.\n" + text
	}
	return text
}
