package server

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/cpls-dev/cpls/feature"
)

// A solverBackend chooses a file's units and solves them. It is the seam between the
// server, which owns scheduling, caching, cancellation and publishing, and the chess
// below it; tests put a fake solver in its place. Its methods take package feature's
// data and never call back into the server.
type solverBackend interface {
	// units lists the units of f to solve; it is asked once, when a snapshot's file is
	// made.
	units(f *feature.File) []feature.Unit
	// solve solves u of f within budget; it returns promptly once ctx is done. It keeps
	// track told how far the solve is.
	solve(ctx context.Context, f *feature.File, u feature.Unit, budget time.Duration, track *feature.Tracker) feature.Outcome
	// diagnostics places o's findings (cook, no-solution, …) in f's text.
	diagnostics(f *feature.File, u feature.Unit, o feature.Outcome) []feature.Finding
	// render writes problem idx's solution (Popeye's format) from the outcomes of its
	// units, given in the same order.
	render(f *feature.File, idx int, units []feature.Unit, outs []feature.Outcome) string
}

// problemSolver is the real backend: the units are those package problem says are to be
// solved (feature.UnitsToSolve), solving is problem.Twin.Solve, and the findings and the
// solution text are package problem's, the same as `cpls check` and `cpls solve` print
// (through package feature, which turns them into an editor's data).
type problemSolver struct{}

func (problemSolver) units(f *feature.File) []feature.Unit { return feature.UnitsToSolve(f) }

func (problemSolver) solve(ctx context.Context, f *feature.File, u feature.Unit, budget time.Duration, track *feature.Tracker) feature.Outcome {
	return feature.Solve(ctx, f, u, budget, track)
}

func (problemSolver) diagnostics(f *feature.File, u feature.Unit, o feature.Outcome) []feature.Finding {
	return feature.SolutionFindings(f, u, o)
}

func (problemSolver) render(f *feature.File, idx int, units []feature.Unit, outs []feature.Outcome) string {
	return feature.Render(f, idx, units, outs)
}

// loader returns the function that analyses a snapshot's text: package feature's
// analysis, with the units backend chooses. With noCache every analysis gets keys of its
// own, so that each change is solved again (benchmarks measure solving, not the cache).
func loader(backend solverBackend, noCache bool) func(string) *feature.File {
	var seq atomic.Int64
	return func(text string) *feature.File {
		f := feature.Analyse(text)
		f.Units = backend.units(f)
		if noCache {
			n := seq.Add(1)
			for i := range f.Units {
				f.Units[i].Key += fmt.Sprintf("|analysis %d", n)
			}
		}
		return f
	}
}
