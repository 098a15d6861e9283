package problem

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
	"github.com/stretchr/testify/require"
)

// This file checks each dual the analysis reports independently of the solver: the
// play before it is replayed with the move generator and every alternative is shown by
// a plain minimax (no table, no pruning but the goal's) to fulfil the stipulation in the
// moves left. A false dual fails the test.

// bruteGoal reports whether the side to move in pos is in the goal state of g: mated,
// stalemated, either; ok is false for a goal the brute force does not judge.
func bruteGoal(pos *movegen.Position, g solver.Goal) (reached, ok bool) {
	switch g {
	case solver.Mate:
		return pos.InCheck() && !pos.HasLegalMove(), true
	case solver.Stalemate:
		return !pos.InCheck() && !pos.HasLegalMove(), true
	case solver.MateOrStalemate:
		return !pos.HasLegalMove(), true
	}
	return false, false
}

// bruteAttack reports whether the attacker, to move in pos, succeeds within k moves:
// in direct play by reaching the goal, in self play by forcing the defender to.
func bruteAttack(pos *movegen.Position, st solver.Stipulation, k int) bool {
	if k <= 0 {
		return false
	}
	for _, m := range pos.LegalMoves(nil) {
		pos.Make(m)
		ok := bruteDefenceLoses(pos, st, k)
		pos.Unmake()
		if ok {
			return true
		}
	}
	return false
}

// bruteDefenceLoses reports whether, the attacker having just made the first of k
// moves, the defender to move in pos cannot escape: in direct play the goal is reached
// or every defence leaves a success in k-1; in self play every defence either reaches
// the goal itself or leaves the attacker a success in k-1 (and there is a defence).
func bruteDefenceLoses(pos *movegen.Position, st solver.Stipulation, k int) bool {
	if st.Play == solver.Direct {
		if g, _ := bruteGoal(pos, st.Goal); g {
			return true
		}
	}
	moves := pos.LegalMoves(nil)
	if len(moves) == 0 || (st.Play == solver.Direct && k == 1) {
		return false
	}
	for _, d := range moves {
		pos.Make(d)
		ok := false
		if st.Play == solver.Self {
			ok, _ = bruteGoal(pos, st.Goal)
		}
		ok = ok || bruteAttack(pos, st, k-1)
		pos.Unmake()
		if !ok {
			return false
		}
	}
	return true
}

// replay plays path from the phase's start, failing the test on an illegal move.
func replay(t *testing.T, pos *movegen.Position, path []movegen.Move) *movegen.Position {
	t.Helper()
	for _, m := range path {
		if m == solver.NullMove {
			continue
		}
		if pos.SideToMove() != pos.PieceAt(m.From()).Color() {
			pos = copyPosition(pos, pos.PieceAt(m.From()).Color()) // series play
		}
		require.Contains(t, pos.LegalMoves(nil), m, "move %s of the play is illegal in %s", m.UCI(), pos.FEN())
		pos.Make(m)
	}
	return copyPosition(pos, pos.SideToMove())
}

// verifyBattleDual checks a dual of direct or self play: every alternative, played
// after the path (after a pass of the defender for a threat), fulfils the stipulation
// within d.Length moves (d.Left, or fewer for a short variation). It returns false when
// d.Left is beyond maxLeft and nothing was checked.
func verifyBattleDual(t *testing.T, diagram *movegen.Position, h *solver.Half, st solver.Stipulation, d analysis.Dual, maxLeft int) bool {
	if d.Left > maxLeft {
		return false
	}
	require.True(t, d.Length >= 1 && d.Length <= d.Left, "length %d of %d", d.Length, d.Left)
	start := copyPosition(diagram, h.Start)
	if d.Path[0] == solver.NullMove {
		start = copyPosition(diagram, h.Start.Other())
	}
	pos := replay(t, start, d.Path)
	if d.Kind == analysis.ThreatDual {
		pos = copyPosition(pos, h.Attacker)
	}
	require.Equal(t, h.Attacker, pos.SideToMove(), "the alternatives are the attacker's")
	for _, a := range d.Alts {
		m := a.Moves[0]
		require.Contains(t, pos.LegalMoves(nil), m)
		pos.Make(m)
		ok := bruteDefenceLoses(pos, st, d.Length)
		pos.Unmake()
		require.Truef(t, ok, "%s after %v: %s does not fulfil %d-move %s play", d.Kind.Name(), d.Path, m.UCI(), d.Length, st.Play)
	}
	return true
}

// verifyLineDual checks a dual of help or series play: every alternative completes the
// path to a legal line that ends in the goal.
func verifyLineDual(t *testing.T, diagram *movegen.Position, h *solver.Half, st solver.Stipulation, d analysis.Dual) {
	for _, a := range d.Alts {
		pos := replay(t, copyPosition(diagram, h.Start), append(slices.Clone(d.Path), a.Moves...))
		if g, ok := bruteGoal(pos, st.Goal); ok {
			require.True(t, g, "%s: the line does not end in the goal (%s)", d.Kind.Name(), pos.FEN())
		}
	}
}

// TestDualsReplayed checks every dual the analysis reports over the corpus's direct,
// self, help and series problems (verifyBattleDual, verifyLineDual). The default run
// takes the battle-play problems Popeye solves in under half a second (help and series
// play in under a tenth: their duals need no second solve, but their solving is the
// test's cost) and checks battle-play duals with at most 2 attacking moves left (the
// brute force grows fast); -short=false takes every problem and 3 moves.
func TestDualsReplayed(t *testing.T) {
	maxLeft, maxRef, budget := 3, 0.0, 2*time.Minute
	if shortRun() {
		maxLeft, maxRef, budget = 2, 0.5, 10*time.Second
	}
	counts := map[string]int{}
	for _, rec := range loadCorpus(t) {
		if rec.excluded() != "" || (maxRef > 0 && rec.RefSeconds > maxRef) {
			continue
		}
		f := LoadFile([]byte(rec.Input))
		if len(f.Problems) != 1 || f.HasErrors(0) {
			continue
		}
		pr := f.Problems[0]
		for _, tw := range pr.Twins {
			st := tw.Stipulation
			if !f.ToSolve(0, tw) || st.Play == solver.Reflex || (maxRef > 0 && !isBattle(st) && rec.RefSeconds > maxRef/5) {
				continue
			}
			ctx, cancel := context.WithTimeout(context.Background(), budget)
			sol := tw.Solve(ctx, SolveOptions{Analyses: analysis.All})
			cancel()
			if sol.Analysis == nil {
				counts["not analysed"]++
				continue
			}
			t.Run(rec.ID+tw.Label, func(t *testing.T) {
				for _, d := range sol.Analysis.Duals {
					h := &sol.Analysed.Halves[d.Half]
					switch {
					case isBattle(st) && verifyBattleDual(t, tw.Position, h, st, d, maxLeft):
						counts[d.Kind.Name()]++
					case isBattle(st):
						counts["too long to check"]++
					default:
						verifyLineDual(t, tw.Position, h, st, d)
						counts[d.Kind.Name()]++
					}
				}
			})
			counts["twins"]++
		}
	}
	t.Logf("duals checked by kind: %v", counts)
	require.Greater(t, counts["mate"], 0)
}
