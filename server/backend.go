package server

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/problem"
	"github.com/cpls-dev/cpls/solver"
)

// problemSolver is the real backend: units are the twins package problem made ready to
// solve, solving is solver.Solve, and the findings and the solution text are package
// problem's, the same as `cpls check` and `cpls solve` print.
type problemSolver struct{}

func defaultBackend() solverBackend { return problemSolver{} }

// solved is what an outcome keeps of a solve: enough to rebuild problem.TwinSolution
// for any snapshot with the same unit key.
type solved struct {
	result  *solver.Result
	err     error
	elapsed time.Duration
}

// units are the solvable twins of every problem without errors, whose position has no
// error-severity legality finding. The key is what the outcome depends on: position
// (with side to move, castling rights and en passant), stipulation, options, the
// language the moves are written in, and the intended number of solutions the verdict
// is judged against.
func (problemSolver) units(snap *snapshot) []unit {
	var out []unit
	for i, pr := range snap.st().problems {
		if snap.st().outline.problems[i].errors > 0 {
			continue
		}
		for j, t := range pr.Twins {
			if !t.Solvable() || snap.st().illegalTwin(i, t.Label) {
				continue
			}
			label := ""
			if t.Label != "" {
				label = t.Label + ")"
			}
			key := fmt.Sprintf("%s|%+v|%+v|%v|%d", t.Position.FEN(), t.Stipulation, t.Options, pr.Language, t.Intended)
			out = append(out, unit{problem: i, twin: j, key: key, label: label})
		}
	}
	return out
}

// twinOfUnit returns the problem and twin of u in snap, or nil when u is not of snap.
func twinOfUnit(snap *snapshot, u unit) (*problem.Problem, *problem.Twin) {
	if u.problem < 0 || u.problem >= len(snap.st().problems) {
		return nil, nil
	}
	pr := snap.st().problems[u.problem]
	if u.twin < 0 || u.twin >= len(pr.Twins) {
		return pr, nil
	}
	return pr, pr.Twins[u.twin]
}

func (problemSolver) solve(ctx context.Context, snap *snapshot, u unit, report func(solveProgress)) outcome {
	pr, t := twinOfUnit(snap, u)
	if t == nil || !t.Solvable() {
		return outcome{status: statusError, summary: "not solved: nothing to solve"}
	}
	full := fullLength(t.Stipulation, t.Options)
	obs := &solver.Observer{Progress: func(p solver.Progress) {
		report(solveProgress{done: p.Done, total: p.Total, length: p.Length, full: full, set: p.Phase.Set})
	}}
	sol := t.Solve(ctx, problem.SolveOptions{Observer: obs})
	r, err := sol.Result, sol.Err
	sv := solved{result: r, err: err, elapsed: sol.Elapsed}
	o := outcome{result: sv}
	if err != nil {
		o.status, o.summary = statusUnsupported, "not solved: "+strings.TrimPrefix(err.Error(), "solver: ")
		return o
	}
	o.keys = solutionKeys(pr, t, sv)
	v, _ := pr.Verdict(problem.TwinSolution{Twin: t, Result: r, Err: err, Elapsed: sv.elapsed})
	o.summary = v.Summary
	switch v.Status {
	case problem.Sound:
		o.status = statusSound
	case problem.Cooked:
		o.status, o.count = statusCooked, r.Solutions
	case problem.NoSolution, problem.MissingSolution:
		o.status = statusNoSolution
	case problem.ShortSolution:
		o.status, o.count = statusShort, r.ShortSolutions
	case problem.Interrupted:
		o.status, o.summary = statusTimeout, "timeout: not solved within the budget"
		if ctx.Err() != nil && ctx.Err() != context.DeadlineExceeded {
			o.summary = "cancelled"
		}
	case problem.Unsolvable:
		o.status = statusIllegal
	}
	return o
}

// fullLength is the length the solver searches last, as solver.Progress counts it: moves,
// series moves, or half moves in help play (h#n with WhiteToPlay is solved as
// h#(n-1).5).
func fullLength(st solver.Stipulation, o solver.Options) int {
	if st.Series || st.Play != solver.Help {
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

func battle(st solver.Stipulation) bool { return !st.Series && st.Play != solver.Help }

// solutionKeys lists the keys (battle play) or full-length solutions (help and series
// play) of a solve, with the square of the piece that moves first.
func solutionKeys(pr *problem.Problem, t *problem.Twin, sv solved) []key {
	d := pr.Data(problem.TwinSolution{Twin: t, Result: sv.result, Err: sv.err, Elapsed: sv.elapsed})
	var out []key
	for _, h := range d.Halves {
		for _, k := range h.Keys {
			if k.Mark == "key" && k.Move != nil {
				out = append(out, key{notation: "1." + compactMove(k.Move.Text) + "!", from: fromSquare(k.Move.UCI)})
			}
		}
		for _, l := range h.Lines {
			if l.Short || len(l.Moves) == 0 {
				continue
			}
			var moves []string
			for _, m := range l.Moves {
				moves = append(moves, compactMove(m.Text))
			}
			out = append(out, key{notation: lineNotation(sv.result.Stipulation, moves), from: fromSquare(l.Moves[0].UCI), line: true})
		}
	}
	return out
}

// lineNotation numbers the moves of a help or series solution as Popeye does: in help
// play by pairs ("1.Kd3-c2 Ra1-a2+ 2.Kc2-c1 0-0#"; "1...W 2.B W" when White's half move
// starts), in series play every series move, the closing move of ser-h/s/r unnumbered.
func lineNotation(st solver.Stipulation, moves []string) string {
	var parts []string
	if st.Series {
		closing := st.Play != solver.Direct
		for i, m := range moves {
			switch {
			case closing && i == len(moves)-1 && i == 0:
				parts = append(parts, "1..."+m)
			case closing && i == len(moves)-1:
				parts = append(parts, m)
			default:
				parts = append(parts, fmt.Sprintf("%d.%s", i+1, m))
			}
		}
		return strings.Join(parts, " ")
	}
	i, n := 0, 1
	if st.HalfMove && len(moves) > 0 {
		parts = append(parts, "1..."+moves[0])
		i, n = 1, 2
	}
	for ; i < len(moves); i, n = i+2, n+1 {
		p := fmt.Sprintf("%d.%s", n, moves[i])
		if i+1 < len(moves) {
			p += " " + moves[i+1]
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " ")
}

// compactMove attaches the check or goal sign to its move: "Qa7-a8 #" → "Qa7-a8#".
func compactMove(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for _, sign := range []string{" ##", " #", " ==", " =", " +"} {
		if strings.HasSuffix(s, sign) {
			return strings.TrimSuffix(s, sign) + sign[1:]
		}
	}
	return s
}

func fromSquare(uci string) string {
	if len(uci) < 2 {
		return ""
	}
	if _, ok := movegen.ParseSquare(uci[:2]); !ok {
		return ""
	}
	return uci[:2]
}

// diagnostics are package problem's findings of the solve (the same as cpls check's),
// placed in snap's text.
func (problemSolver) diagnostics(snap *snapshot, u unit, o outcome) []finding {
	pr, t := twinOfUnit(snap, u)
	sv, ok := o.result.(solved)
	if t == nil || !ok || sv.result == nil {
		return nil
	}
	var out []finding
	for _, d := range pr.SolutionDiagnostics(problem.TwinSolution{Twin: t, Result: sv.result, Err: sv.err, Elapsed: sv.elapsed, Budget: o.budget}) {
		fd := findingOf(d.Diagnostic, u.problem)
		for _, r := range d.Related {
			fd.related = append(fd.related, spanOf(r))
		}
		out = append(out, fd)
	}
	return out
}

// render is problem idx's solution in Popeye's output format (header, board, every twin),
// from the outcomes of its units; twins without an outcome are left unsolved.
func (problemSolver) render(snap *snapshot, idx int, units []unit, outs []outcome) string {
	if idx < 0 || idx >= len(snap.st().problems) {
		return ""
	}
	pr := snap.st().problems[idx]
	results := make([]*solver.Result, len(pr.Twins))
	for i, u := range units {
		if sv, ok := outs[i].result.(solved); ok && u.twin >= 0 && u.twin < len(results) {
			results[u.twin] = sv.result
		}
	}
	text := problem.Render(pr, results)
	if snap.st().outline.problems[idx].errors > 0 {
		text = "cpls: problem " + fmt.Sprint(idx+1) + " has errors and was not solved.\n" + text
	}
	return text
}

// illegalTwin reports whether twin label of problem i has an error-severity legality
// finding.
func (st *static) illegalTwin(i int, label string) bool {
	m := st.illegal[i]
	return m["*"] || m[label]
}
