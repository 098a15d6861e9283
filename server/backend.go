package server

import "context"

// noSolver is the backend until package problem can solve: nothing to solve.
type noSolver struct{}

func defaultBackend() solverBackend { return noSolver{} }

func (noSolver) units(*snapshot) []unit { return nil }
func (noSolver) solve(context.Context, *snapshot, unit) outcome {
	return outcome{status: statusUnsolved}
}
func (noSolver) diagnostics(*snapshot, unit, outcome) []finding { return nil }
