package problem

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
)

// The codes of the solver's findings (DESIGN.md).
const (
	CodeCook = "cook"
	// CodeMissingSolution: fewer solutions than a Remark says are intended, but some.
	CodeMissingSolution = "missing-solution"
	CodeNoSolution      = "no-solution"
	CodeShortSolution   = "short-solution"
	CodeSolution        = "solution"
	CodeTimeout         = "timeout"
	// CodeRefused: Popeye refuses to solve a twin and prints this message instead
	// (Option Intelligent with conditions or pieces its intelligent mode does not know).
	CodeRefused = "refused"
)

// Diagnostic is one finding about a problem file: from the parser, the loader
// (unsupported constructs), the legality check or the solver.
type Diagnostic struct {
	parser.Diagnostic
	// Related are other ranges the finding concerns (the other pieces of an illegal
	// position).
	Related []parser.Range
	// Fixes are quick fixes (legality findings only).
	Fixes []QuickFix
}

// CheckOptions says how much Check does.
type CheckOptions struct {
	// Solve runs the solver on every twin File.ToSolve names.
	Solve bool
	// Budget bounds the solving of each twin (SolveOptions.Budget; 0: only ctx bounds it).
	Budget time.Duration
	// Memory is the memory budget of each solve in bytes (WithMemoryLimit; 0: ctx's).
	Memory int64
	// Analyses selects the duals reported as "dual" diagnostics (SolveOptions.Analyses);
	// DualSeverity overrides DefaultDualSeverity per kind.
	Analyses     analysis.Selection
	DualSeverity map[analysis.Kind]parser.Severity
}

// Check returns the diagnostics of a source, in source order: the parser's, what cpls
// cannot solve, the legality of every twin's position, and with opts.Solve the
// solver's findings per problem and twin; past parser.MaxDiagnostics, a last one says how
// many more there are (Limit).
func Check(ctx context.Context, src []byte, opts CheckOptions) []Diagnostic {
	return CheckFile(ctx, LoadFile(src), opts)
}

// CheckFile is Check of a file already loaded, for a caller that goes on to use f's
// problems (cpls solve solves them): the source is parsed and loaded once.
func CheckFile(ctx context.Context, f *File, opts CheckOptions) []Diagnostic {
	if opts.Memory > 0 {
		ctx = WithMemoryLimit(ctx, opts.Memory)
	}
	var out []Diagnostic
	seen := map[string]bool{}
	add := func(d Diagnostic) {
		k := strconv.Itoa(d.Start) + ":" + strconv.Itoa(d.End) + ":" + d.Code + ":" + d.Message
		if !seen[k] {
			seen[k] = true
			out = append(out, d)
		}
	}
	for _, d := range f.Source.Diagnostics {
		add(Diagnostic{Diagnostic: d})
	}
	for i, pr := range f.Problems {
		for _, d := range pr.Diagnostics {
			add(Diagnostic{Diagnostic: d})
		}
		for _, ld := range f.Legality[i] {
			add(Diagnostic{Diagnostic: ld.Diagnostic, Related: ld.Related, Fixes: ld.Fixes})
		}
		if !opts.Solve {
			continue
		}
		for _, t := range pr.Twins {
			if f.ToSolve(i, t) {
				sol := t.Solve(ctx, SolveOptions{Budget: opts.Budget, Analyses: opts.Analyses})
				for _, d := range pr.SolutionDiagnostics(sol) {
					add(d)
				}
				for _, d := range pr.DualDiagnostics(sol, opts.DualSeverity) {
					add(d)
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return Limit(out, f.Source.Omitted)
}

// Limit cuts the diagnostics of a file at parser.MaxDiagnostics (parser.Limit) and ends
// the list with a note of how many more were found, those the parser did not keep
// (omitted) included.
func Limit(ds []Diagnostic, omitted parser.Omitted) []Diagnostic {
	ds, omitted = parser.Limit(ds, omitted, func(d Diagnostic) parser.Diagnostic { return d.Diagnostic })
	if omitted.Count > 0 {
		ds = append(ds, Diagnostic{Diagnostic: omitted.Note()})
	}
	return ds
}

// SolutionDiagnostics returns the findings of solving one twin, judged by Verdict:
// "solution" (information) for a sound twin, "cook" at the stipulation and, when one
// solution is intended, at the piece of every further key or solution,
// "missing-solution" when fewer solutions than intended exist, "no-solution",
// "short-solution", "timeout". With Duplex or HalfDuplex every half has its own
// findings, named "White's half" (the stipulation as written) and "Black's half"
// (colours swapped). A timeout is told by why the solve stopped (TwinSolution.Stop),
// and names the budget when the budget ran out.
func (pr *Problem) SolutionDiagnostics(s TwinSolution) []Diagnostic {
	t, r := s.Twin, s.Result
	v, ok := pr.Verdict(s)
	if !ok {
		return nil
	}
	stipRange := pr.stipulationRange(t)
	what := t.StipText
	if t.Label != "" {
		what = t.Label + ") " + what
	}
	diag := func(rg parser.Range, sev parser.Severity, code, msg string) Diagnostic {
		return Diagnostic{Diagnostic: parser.Diagnostic{Range: rg, Severity: sev, Code: code, Message: msg}}
	}
	if v.Status == Interrupted {
		msg := "solving " + what + " was stopped before it finished"
		switch {
		case s.Stop() == OutOfTime && errors.Is(r.Err, ErrMaxTime):
			msg = fmt.Sprintf("solving %s did not finish within Option MaxTime (%s)", what, t.MaxTime)
		case s.Stop() == OutOfTime && s.Budget > 0:
			msg = fmt.Sprintf("solving %s did not finish within the budget of %s", what, s.Budget)
		case s.Stop() == OutOfMemory:
			msg = fmt.Sprintf("solving %s was stopped when it needed more memory than its budget", what)
		case s.Stop() == Incomplete:
			msg = fmt.Sprintf("solving %s is incomplete: %v", what, r.Err)
		}
		return []Diagnostic{diag(stipRange, parser.Warning, CodeTimeout, msg)}
	}
	battle := isBattle(r.Stipulation)
	noun := func(n int) string { return countNoun(n, battle) }
	var out []Diagnostic
	for hi := range r.Halves {
		h := &r.Halves[hi]
		var hv HalfVerdict
		if v.Halves != nil {
			hv = v.Halves[hi]
		} else {
			hv = HalfVerdict{Status: v.Status, Solutions: h.Solutions, ShortSolutions: h.ShortSolutions}
		}
		in := "" // " in Black's half"
		if hv.Name != "" {
			in = " in " + hv.Name
		}
		sols := pr.halfSolutionTexts(t, r, h)
		texts := make([]string, len(sols))
		for i, so := range sols {
			texts[i] = so.Text
		}
		switch hv.Status {
		case Sound:
			msg := what + " is sound" + in
			switch {
			case len(sols) == 1:
				msg += ": " + sols[0].Text
			case len(sols) > 1:
				msg += fmt.Sprintf(": %s as intended (%s)", noun(len(sols)), strings.Join(limit(texts, 6), "; "))
			}
			out = append(out, diag(stipRange, parser.Information, CodeSolution, msg))
		case Cooked:
			// A second key spoils a direct, self or reflex problem; help and series
			// problems often have several solutions on purpose, so that is a warning.
			sev := parser.Warning
			if battle {
				sev = parser.Error
			}
			if v.Stated {
				out = append(out, diag(stipRange, sev, CodeCook,
					fmt.Sprintf("%s has %s%s, %d intended (%s)", what, noun(hv.Solutions), in, v.Intended, strings.Join(limit(texts, 6), "; "))))
				break // which of them are the intended ones only the composer knows
			}
			out = append(out, diag(stipRange, sev, CodeCook,
				fmt.Sprintf("%s is cooked%s: %s (%s)", what, in, noun(hv.Solutions), strings.Join(limit(texts, 6), "; "))))
			for _, so := range sols[min(1, len(sols)):] {
				rg := pr.pieceRange(t, so.From)
				out = append(out, diag(rg, sev, CodeCook,
					fmt.Sprintf("cook of %s%s: %s also solves", what, in, so.Text)))
			}
		case MissingSolution:
			out = append(out, diag(stipRange, parser.Warning, CodeMissingSolution,
				fmt.Sprintf("%s has %s%s, %d intended (%s)", what, noun(hv.Solutions), in, v.Intended, strings.Join(limit(texts, 6), "; "))))
		case NoSolution:
			msg := what + " has no solution" + in
			if v.Stated && v.Intended > 1 {
				msg += fmt.Sprintf(", %d intended", v.Intended)
			}
			out = append(out, diag(stipRange, parser.Error, CodeNoSolution, msg))
		case ShortSolution:
			msg := what + " has a shorter solution" + in
			if shorts := pr.halfShortTexts(t, r, h); len(shorts) > 0 {
				msg += ": " + strings.Join(limit(shorts, 3), "; ")
			}
			out = append(out, diag(stipRange, parser.Warning, CodeShortSolution, msg))
		}
	}
	return out
}

// limit keeps the first n of ss and says how many more there are.
func limit(ss []string, n int) []string {
	if len(ss) <= n {
		return ss
	}
	return append(ss[:n:n], fmt.Sprintf("%d more", len(ss)-n))
}

// stipulationRange is where findings about a twin's solution go: the stipulation of the
// twin command that changed it, else the problem's stipulation, else the problem.
func (pr *Problem) stipulationRange(t *Twin) parser.Range {
	for _, tw := range pr.Source.Twins {
		if tw.Range != t.Range {
			continue
		}
		for _, op := range tw.Ops {
			if op.Kind == parser.TwinStipulation {
				return op.Range
			}
		}
	}
	if s := pr.Source.Stipulation; s != nil {
		return s.Value.Range
	}
	if pr.Source.Begin != nil {
		return pr.Source.Begin.Range
	}
	return parser.Range{Start: pr.Source.Range.Start, End: pr.Source.Range.Start}
}

// pieceRange is the range of the piece on s in twin t (the diagram piece when the twin
// left it in place, else the twin command).
func (pr *Problem) pieceRange(t *Twin, s movegen.Square) parser.Range {
	if s < 0 || s > 63 { // a line of total invisible pieces that starts with one of them
		return pr.stipulationRange(t)
	}
	l := legalityText{pr: pr, pieces: map[movegen.Square]*parser.Piece{}}
	for _, pc := range pr.Source.Pieces {
		l.pieces[movegen.Square(pc.Square.Square)] = pc
	}
	if r, _, ok := l.squareRange(t, s); ok {
		return r
	}
	return pr.stipulationRange(t)
}
