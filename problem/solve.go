package problem

import (
	"context"
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
}

// Solve solves every solvable twin of pr in order under ctx. It stops early (leaving
// the remaining results nil) when a twin is interrupted or cut short by MaxSolutions or
// StopOnShortSolutions, as Popeye does.
func (pr *Problem) Solve(ctx context.Context) []TwinSolution {
	ctx, cancel := pr.timeLimit(ctx)
	defer cancel()
	out := make([]TwinSolution, len(pr.Twins))
	for i, t := range pr.Twins {
		out[i].Twin = t
		if !t.Solvable() {
			continue
		}
		start := time.Now()
		r, err := solver.Solve(ctx, t.Game(), t.Stipulation, t.Options)
		out[i].Result, out[i].Err, out[i].Elapsed = r, err, time.Since(start)
		if r != nil && (r.Status == solver.Interrupted || r.Partial) {
			break
		}
	}
	return out
}

// timeLimit returns ctx limited by Option MaxTime, which ends the problem's solving
// like an interruption ("solving interrupted."), as Popeye does.
func (pr *Problem) timeLimit(ctx context.Context) (context.Context, context.CancelFunc) {
	if pr.MaxTime > 0 {
		return context.WithTimeout(ctx, pr.MaxTime)
	}
	return context.WithCancel(ctx)
}

// Results returns the solver results of sols, indexed like the twins, for Render.
func Results(sols []TwinSolution) []*solver.Result {
	rs := make([]*solver.Result, len(sols))
	for i, s := range sols {
		rs[i] = s.Result
	}
	return rs
}
