package problem

import (
	"context"
	"errors"
	"time"

	"github.com/cpls-dev/cpls/solver"
)

// TwinSolution is the outcome of solving one twin.
type TwinSolution struct {
	Twin *Twin
	// Result is nil when the twin was not solved (unsupported, or the solver refused the
	// stipulation: Err says why).
	Result *solver.Result
	Err    error
	// Elapsed is the wall-clock time of the solve.
	Elapsed time.Duration
	// Budget is the time the solve was allowed (SolveOptions.Budget; 0: no limit).
	Budget time.Duration
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
	}
	return Cancelled
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
}

// Solve solves t under the rules of t.Game() with t's options, within opts.Budget. It is
// the one place in cpls that calls the solver. t must be Solvable.
func (t *Twin) Solve(ctx context.Context, opts SolveOptions) TwinSolution {
	if opts.Budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Budget)
		defer cancel()
	}
	so := t.Options // a copy: the twin's options do not see the observer
	so.Observer = opts.Observer
	start := time.Now()
	r, err := solver.Solve(ctx, t.Game(), t.Stipulation, so)
	if r != nil {
		r.Options.Observer = nil // the caller's, not part of the answer
	}
	return TwinSolution{Twin: t, Result: r, Err: err, Elapsed: time.Since(start), Budget: opts.Budget}
}

// Solve solves every solvable twin of pr in order under ctx, each within budget. It
// stops early (leaving the remaining results nil) when a twin is interrupted or cut
// short by MaxSolutions or StopOnShortSolutions, as Popeye does.
func (pr *Problem) Solve(ctx context.Context, budget time.Duration) []TwinSolution {
	out := make([]TwinSolution, len(pr.Twins))
	for i, t := range pr.Twins {
		out[i].Twin = t
		if !t.Solvable() {
			continue
		}
		out[i] = t.Solve(ctx, SolveOptions{Budget: budget})
		if stopsProblem(out[i].Result) {
			break
		}
	}
	return out
}

// stopsProblem reports whether solving a problem ends with the twin of r: it was
// interrupted, or cut short by MaxSolutions or StopOnShortSolutions.
func stopsProblem(r *solver.Result) bool {
	return r != nil && (r.Status == solver.Interrupted || r.Partial)
}

// Results returns the solver results of sols, indexed like the twins, for Render.
func Results(sols []TwinSolution) []*solver.Result {
	rs := make([]*solver.Result, len(sols))
	for i, s := range sols {
		rs[i] = s.Result
	}
	return rs
}
