package problem

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/solver"
)

// TwinSolution is the outcome of solving one twin.
type TwinSolution struct {
	Twin *Twin
	// Result is nil when the twin was not solved (unsupported, or the solver refused the
	// stipulation: Err says why).
	Result *solver.Result
	Err    error
	// Elapsed is the wall-clock time of the solve (the analysis solve not included).
	Elapsed time.Duration
	// Budget is the time the solve was allowed (SolveOptions.Budget; 0: no limit).
	Budget time.Duration
	// Analysis is what package analysis finds in the play, for the kinds
	// SolveOptions.Analyses selects; nil when none is selected, the twin was not
	// solved, or the solve (or the analysis solve) did not finish.
	Analysis *analysis.Report
	// Analysed is the play the analysis read: Result, or the same twin solved again
	// with the options the analyses need (variations, tries, set play).
	Analysed *solver.Result
	// Analyses are the kinds asked for (SolveOptions.Analyses).
	Analyses analysis.Selection
}

// Stop says why a solve ended before it finished.
type Stop uint8

// The reasons, told apart by the error the solver stopped with (solver.Result.Err).
const (
	// NotStopped: the solve finished, or the twin was not solved.
	NotStopped Stop = iota
	// OutOfTime: the time budget ran out (or a deadline of the caller's context).
	OutOfTime
	// OutOfNodes: the node budget (solver.Options.MaxNodes) ran out.
	OutOfNodes
	// Cancelled: the caller cancelled the context (an edit, Ctrl-C, shutdown).
	Cancelled
	// OutOfMemory: the memory budget (solver.Options.MemoryLimit, WithMemoryLimit) ran
	// out.
	OutOfMemory
	// Incomplete: the rules could not play every move (fairy.ErrSeriesOverflow).
	Incomplete
)

// String returns the reason in words.
func (s Stop) String() string {
	switch s {
	case OutOfTime:
		return "out of time"
	case OutOfNodes:
		return "out of nodes"
	case Cancelled:
		return "cancelled"
	case OutOfMemory:
		return "out of memory"
	case Incomplete:
		return "incomplete"
	}
	return "not stopped"
}

// Stop returns why the solve ended before it finished, NotStopped if it did not.
func (s TwinSolution) Stop() Stop {
	r := s.Result
	if r == nil || r.Status != solver.Interrupted {
		return NotStopped
	}
	switch {
	case errors.Is(r.Err, context.DeadlineExceeded):
		return OutOfTime
	case errors.Is(r.Err, solver.ErrBudget):
		return OutOfNodes
	case errors.Is(r.Err, solver.ErrMemory):
		return OutOfMemory
	case errors.Is(r.Err, fairy.ErrSeriesOverflow):
		return Incomplete
	}
	return Cancelled
}

// DefaultMemoryLimit is the memory budget of a solve unless one is set
// (solver.DefaultMemoryLimit).
const DefaultMemoryLimit = solver.DefaultMemoryLimit

// WithMemoryLimit returns a context under which every solve may take bytes of memory
// (solver.WithMemoryLimit; without it, solver.DefaultMemoryLimit): the -memory flag of
// check and solve, and the server's solveMemoryMB.
func WithMemoryLimit(ctx context.Context, bytes int64) context.Context {
	return solver.WithMemoryLimit(ctx, bytes)
}

// SolveOptions say how a twin is solved.
type SolveOptions struct {
	// Budget is the time allowed to solve one twin (both halves of a Duplex together);
	// 0: no limit but the context's. Every solve of cpls means this by its budget: the
	// -budget flag of check and solve, and the server's solveBudgetMs.
	Budget time.Duration
	// Observer, if not nil, is told of the solve as it goes (solver.Observer); it is
	// not kept in the result.
	Observer *solver.Observer
	// Analyses selects what package analysis looks for in the play (duals, the key's
	// character); none by default. When the twin's options do not show what the
	// analyses need, the twin is solved a second time with them, within what is left
	// of the budget, and the first result is kept as Result.
	Analyses analysis.Selection
}

// Solve solves t under the rules of t.Game() with t's options, within opts.Budget. It is
// the one place in cpls that calls the solver. t must be Solvable.
func (t *Twin) Solve(ctx context.Context, opts SolveOptions) TwinSolution {
	parent, limit := ctx, t.timeLimit(opts.Budget)
	if limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, limit)
		defer cancel()
	}
	so := t.Options // a copy: the twin's options do not see the observer
	so.Observer = opts.Observer
	start := time.Now()
	r, err := t.solveWith(ctx, so)
	if r != nil && err == nil && t.Fairy != nil && fairy.SeriesOverflow(t.Fairy.Conditions) {
		// SeriesCapture met more series than its moves can name: play is missing, so the
		// answer is no verdict.
		r.Status, r.Err = solver.Interrupted, fairy.ErrSeriesOverflow
	}
	t.dropSkippedMoves(r)
	t.markMaxTime(parent, limit, r)
	if r != nil {
		r.Options.Observer = nil // the caller's, not part of the answer
	}
	sol := TwinSolution{Twin: t, Result: r, Err: err, Elapsed: time.Since(start), Budget: opts.Budget, Analyses: opts.Analyses}
	// The analysis reads orthodox positions and the play of traditional stipulations:
	// twins under the fairy engine, structured stipulations interpreted as plans and
	// total invisible pieces' lines (texts, not moves) are not analysed.
	if err == nil && r != nil && r.Status != solver.Interrupted && !opts.Analyses.Empty() && t.Fairy == nil && t.Plan == nil && t.Invisibles == 0 {
		sol.Analysed = r
		if want := analysis.Wants(t.Options, t.Stipulation, opts.Analyses); want != t.Options {
			sol.Analysed, err = t.solveWith(ctx, want)
			if err != nil {
				sol.Analysed = nil
			}
		}
		sol.Analysis = analysis.Analyse(t.Position, sol.Analysed, opts.Analyses)
	}
	return sol
}

// solveWith is the one call of the solver: t under the rules of t.Game() with options o.
func (t *Twin) solveWith(ctx context.Context, o solver.Options) (*solver.Result, error) {
	if t.Invisibles > 0 {
		return t.solveInvisible(ctx, o)
	}
	if t.Plan != nil {
		return solver.SolvePlan(ctx, t.Game(), t.Plan, o)
	}
	return solver.Solve(ctx, t.Game(), t.Stipulation, o)
}

// Solve solves every solvable twin of pr in order under ctx, each within budget. It
// stops early (leaving the remaining results nil) when a twin is interrupted, unless by
// its Option MaxTime (ErrMaxTime); a twin cut short by MaxSolutions or
// StopOnShortSolutions does not stop it either, as in Popeye.
func (pr *Problem) Solve(ctx context.Context, budget time.Duration) []TwinSolution {
	return pr.SolveEach(ctx, SolveOptions{Budget: budget})
}

// SolveEach is Solve with every twin solved under opts (Observer aside, which is per
// twin: it is not used).
func (pr *Problem) SolveEach(ctx context.Context, opts SolveOptions) []TwinSolution {
	opts.Observer = nil
	out := make([]TwinSolution, len(pr.Twins))
	for i, t := range pr.Twins {
		out[i].Twin = t // the twins after a stop too: they are reported unsolved
	}
	for i, t := range pr.Twins {
		if !t.Solvable() {
			continue
		}
		out[i] = t.Solve(ctx, opts)
		if stopsProblem(out[i].Result) {
			break
		}
	}
	return out
}

// ErrMaxTime is in the error of a twin interrupted because its Option MaxTime ran out
// (with context.DeadlineExceeded). Popeye sets its timer anew for each twin
// (options/maxtime.c, STMaxTimeSetter is built per twin): it writes what the twin found,
// solves the next twins, each within MaxTime, and ends the problem with "solving
// interrupted." instead of "solution finished.".
var ErrMaxTime = errors.New("problem: Option MaxTime ran out")

// timeLimit returns the time t may take: the budget, or Option MaxTime when that is
// shorter (Popeye sets its timer for each twin and writes "solving interrupted." when
// it runs out, as an interruption); 0: no limit.
func (t *Twin) timeLimit(budget time.Duration) time.Duration {
	if t.MaxTime > 0 && (budget == 0 || t.MaxTime < budget) {
		return t.MaxTime
	}
	return budget
}

// stopsProblem reports whether solving a problem ends with the twin of r: it was
// interrupted, other than by its Option MaxTime. A twin cut short by MaxTime,
// MaxSolutions or StopOnShortSolutions does not end it: Popeye solves the next twins,
// each with the same limit.
func stopsProblem(r *solver.Result) bool {
	return r != nil && r.Status == solver.Interrupted && !errors.Is(r.Err, ErrMaxTime)
}

// markMaxTime adds ErrMaxTime to the error of r when the twin was interrupted by the
// deadline of its Option MaxTime: the deadline ran out, the limit was MaxTime's and the
// caller's context (parent) is still live.
func (t *Twin) markMaxTime(parent context.Context, limit time.Duration, r *solver.Result) {
	if r == nil || r.Status != solver.Interrupted || t.MaxTime == 0 || limit != t.MaxTime || parent.Err() != nil {
		return
	}
	if errors.Is(r.Err, context.DeadlineExceeded) {
		r.Err = fmt.Errorf("%w: %w", ErrMaxTime, r.Err)
	}
}

// Results returns the solver results of sols, indexed like the twins, for Render.
func Results(sols []TwinSolution) []*solver.Result {
	rs := make([]*solver.Result, len(sols))
	for i, s := range sols {
		rs[i] = s.Result
	}
	return rs
}
