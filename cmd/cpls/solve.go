package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
	"github.com/cpls-dev/cpls/solver"
)

var solveVerb = &verbSpec{
	name:  "solve",
	run:   runSolve,
	flags: func(fs *flag.FlagSet) { declareSolve(fs) },
	usage: []string{
		"solve [-json] [-budget D] [-memory MB] [-analyses LIST] [-cpuprofile FILE] [FILE…]",
		"solve [-json] [-budget D] [-memory MB] -fen FEN -stip STIP [-option OPTION]…",
	},
	summary: "solve every problem and twin, printing what Popeye prints as it is found",
	about: `Solves every problem and twin of the files and prints what Popeye prints with
-regression: the header and board, the stipulation and piece counts, the solution,
"solution finished.", in the problem's language. The board comes first and each
solution is printed when it is found (in help and series play each line, in battle
play each key or try with its play); on a terminal, stderr shows the first moves done
and the time so far. Ctrl-C prints what was found, says "interrupted" and exits 130.

A problem with errors (a misspelt piece or command, an illegal position) is not
solved: its diagnostics are printed on stderr as check prints them. A problem cpls does
not solve (fairy pieces, conditions) is named as such. Both, and a -budget that runs
out, make the exit code 1.

-fen solves a position without a file: the board of a FEN (the other fields, if given,
set castling rights and the en-passant square; the stipulation says who moves first, as
in Popeye), the stipulation of -stip and Popeye's options of -option, in English.`,
	flagExamples: flagExamples{
		{"json", "cpls solve -json examples/sound-2.inp"},
		{"budget", "cpls solve -budget 2m hard.inp"},
		{"memory", "cpls solve -memory 2048 hard.inp"},
		{"fen", "cpls solve -fen 8/Q7/8/8/8/8/8/2k1K2R -stip '#2'"},
		{"stip", "cpls solve -fen 8/8/8/8/8/1P1k1p2/7r/R3K2R -stip h#2"},
		{"analyses", "cpls solve -json -analyses mate,key examples/sound-2.inp"},
		{"option", "cpls solve -fen 8/Q7/8/8/8/8/8/2k1K2R -stip '#2' -option Variation -option 'Try Defence 2'"},
		{"cpuprofile", "cpls solve -cpuprofile cpu.prof hard.inp && go tool pprof -top cpu.prof"},
	},
	examples: [][2]string{
		{"cpls solve examples/sound-2.inp", "solve a file"},
		{"cpls solve - < p.inp", "solve standard input (so does a pipe: cat p.inp | cpls solve)"},
		{"cpls solve -fen 8/Q7/8/8/8/8/8/2k1K2R -stip '#2' -option Variation", "solve a position, with threats and variations"},
		{"cpls solve -budget 30s -json *.inp", "the results as JSON, at most 30 s per twin"},
	},
}

// solveFlags are solve's flags.
type solveFlags struct {
	json      *bool
	budget    *time.Duration
	memory    *int
	fen, stip *string
	options   *optionList
	analyses  *string
	// cpuprofile names the file the CPU profile of the run goes to ("": none).
	cpuprofile *string
}

func declareSolve(fs *flag.FlagSet) *solveFlags {
	f := &solveFlags{
		json:       fs.Bool("json", false, "print the results as JSON: per file, per problem, per twin the status, the solutions and the play as a tree"),
		budget:     fs.Duration("budget", 0, "time allowed to solve each twin (`D`: a duration such as 30s or 2m; 0: no limit); a problem without twins is one twin"),
		memory:     memoryFlag(fs),
		fen:        fs.String("fen", "", "solve the position of this `FEN` instead of files (needs -stip); the board alone will do"),
		stip:       fs.String("stip", "", "the stipulation (`STIP`) of -fen in Popeye's notation, such as #2, h#3, s#2, ser-h#5 or h=2.5"),
		cpuprofile: fs.String("cpuprofile", "", "write a CPU profile of the whole run to `FILE`, for go tool pprof"),
		analyses:   fs.String("analyses", "all", "with -json, what each twin's analysis holds (`LIST`, separated by commas): the duals mate, threat, short, set, order, promotion, move, and key (the keys' and tries' character); all, duals or none"),
	}
	f.options = &optionList{}
	fs.Var(f.options, "option", "Popeye options for -fen in English, such as Variation, Try, SetPlay, Defence 2 or Duplex; repeat the flag, or give several in one `OPTION`")
	return f
}

// optionList collects the values of a repeated flag.
type optionList []string

func (o *optionList) String() string { return fmt.Sprint([]string(*o)) }
func (o *optionList) Set(v string) error {
	*o = append(*o, v)
	return nil
}
func (o *optionList) Get() any { return []string(*o) }

// solveFile is one file of `cpls solve -json`.
type solveFile struct {
	File     string         `json:"file"`
	Error    string         `json:"error,omitempty"`
	Problems []solveProblem `json:"problems"`
}

type solveProblem struct {
	Index    int                `json:"index"`
	Language string             `json:"language"`
	Twins    []problem.TwinData `json:"twins"`
	// Diagnostics are the problem's findings when it has errors and was not solved.
	Diagnostics []fileDiagnostic `json:"diagnostics,omitempty"`
}

func runSolve(v *verbSpec, args []string, s stdio) int {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	f := declareSolve(fs)
	if code, ok := parseFlags(v, fs, args, s); !ok {
		return code
	}
	if *f.budget < 0 {
		return usageError(v, s, "-budget %s: a budget cannot be negative", *f.budget)
	}
	if *f.memory < 0 {
		return usageError(v, s, "-memory %d: a memory budget cannot be negative", *f.memory)
	}
	var fen *fenInput
	switch {
	case *f.fen != "":
		if fs.NArg() > 0 {
			return usageError(v, s, "-fen solves one position: name no file with it")
		}
		in, err := newFENInput(*f.fen, *f.stip, *f.options)
		if err != nil {
			return usageError(v, s, "%s", err)
		}
		fen = in
	case *f.stip != "" || len(*f.options) > 0:
		return usageError(v, s, "-stip and -option go with -fen (a file has its own stipulation and options)")
	}

	if *f.cpuprofile != "" {
		stop, err := startCPUProfile(*f.cpuprofile)
		if err != nil {
			fmt.Fprintf(s.err, "cpls solve: -cpuprofile: %s\n", ioProblem(*f.cpuprofile, err))
			return exitUsage
		}
		defer func() {
			if err := stop(); err != nil {
				fmt.Fprintf(s.err, "cpls solve: -cpuprofile: %s\n", ioProblem(*f.cpuprofile, err))
			}
		}()
	}
	ctx := s.ctx
	if *f.memory > 0 {
		ctx = problem.WithMemoryLimit(ctx, int64(*f.memory)<<20)
	}
	interrupted := func() bool { return false }
	if s.process {
		// Ctrl-C ends the solve, which prints what it found; a second one ends cpls.
		var c *interruptCatcher
		c, ctx = catchInterrupt(ctx)
		defer c.stop()
		interrupted = c.interrupted
	}
	sel, err := analysis.ParseSelection(*f.analyses)
	if err != nil {
		return usageError(v, s, "-analyses %s: %s", *f.analyses, strings.TrimPrefix(err.Error(), "analysis: "))
	}
	r := &solveRun{s: s, ctx: ctx, json: *f.json, budget: *f.budget, interrupted: interrupted, analyses: sel}
	if !r.json && terminal(s.err) {
		r.progress = newProgressLine(s.err)
		defer r.progress.stop()
		r.s.out = r.progress.writer(s.out)
		r.s.err = r.progress.writer(s.err)
	}
	if fen != nil {
		r.input(fen.name, fen.src, fen)
	} else {
		r.worse(eachInput(v, fs.Args(), r.s, func(path string, src []byte) bool {
			r.input(path, src, nil)
			return !r.stopped
		}))
	}
	if r.json {
		enc := json.NewEncoder(r.s.out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(r.files); err != nil {
			fmt.Fprintf(r.s.err, "cpls solve: %v\n", err)
			r.worse(exitUsage)
		}
	}
	if r.stopped {
		if r.progress != nil {
			r.progress.stop()
		}
		fmt.Fprintln(r.s.err, "interrupted")
		return exitInterrupted
	}
	return r.code
}

// solveRun is one run of the solve verb over its inputs.
type solveRun struct {
	s           stdio
	ctx         context.Context
	json        bool
	budget      time.Duration
	interrupted func() bool // Ctrl-C was pressed
	progress    *progressLine
	analyses    analysis.Selection // with -json: what the analysis of each twin holds

	files   []solveFile
	code    int
	stopped bool // interrupted: no more is solved
}

func (r *solveRun) worse(code int) { r.code = max(r.code, code) }

// diag prints a diagnostic on stderr in check's format, or as the -fen flag it comes
// from.
func (r *solveRun) diag(d fileDiagnostic, fen *fenInput) {
	if fen != nil {
		fmt.Fprintf(r.s.err, "%s: %s: %s [%s]\n", fen.origin(d.Line), d.Severity, d.Message, d.Code)
		return
	}
	fmt.Fprintln(r.s.err, d)
}

// input solves one source: each problem without errors, in order.
func (r *solveRun) input(path string, src []byte, fen *fenInput) {
	sf := solveFile{File: path, Problems: []solveProblem{}}
	defer func() { r.files = append(r.files, sf) }()
	loaded := problem.LoadFile(src)
	checked := problem.CheckFile(r.ctx, loaded, problem.CheckOptions{})
	diags := make([]parser.Diagnostic, len(checked))
	for i, d := range checked {
		diags[i] = d.Diagnostic
	}
	positioned := fileDiagnostics(path, src, diags)
	file := loaded.Source

	// Errors outside every problem ("no problem found", text before the first).
	inProblem := func(d parser.Diagnostic, p *parser.Problem) bool {
		return d.Start >= p.Range.Start && d.Start <= p.Range.End
	}
	for i, d := range diags {
		outside := true
		for _, p := range file.Problems {
			outside = outside && !inProblem(d, p)
		}
		if outside && d.Severity == parser.Error {
			r.diag(positioned[i], fen)
			sf.Error = positioned[i].Message
			r.worse(exitFindings)
		}
	}
	if len(file.Problems) == 0 {
		if sf.Error == "" {
			sf.Error = "no problem found"
			fmt.Fprintf(r.s.err, "cpls solve: %s: no problem found\n", path)
			r.worse(exitFindings)
		}
		return
	}

	for pi, p := range file.Problems {
		if r.stopped {
			return
		}
		sp := solveProblem{Index: p.Index, Language: p.Language.String()}
		var mine []fileDiagnostic
		hasError := false
		for i, d := range diags {
			if inProblem(d, p) {
				mine = append(mine, positioned[i])
				hasError = hasError || d.Severity == parser.Error
			}
		}
		if hasError {
			// A problem with errors is never solved: what is left of it is another problem.
			for _, d := range mine {
				r.diag(d, fen)
			}
			if fen == nil {
				fmt.Fprintf(r.s.err, "cpls solve: %s: problem %d has errors and is not solved\n", path, p.Index+1)
			}
			sp.Diagnostics = mine
			sf.Problems = append(sf.Problems, sp)
			r.worse(exitFindings)
			continue
		}
		sp.Twins = r.solveProblem(path, loaded.Problems[pi], mine, fen)
		sf.Problems = append(sf.Problems, sp)
	}
}

// solveProblem solves pr, printing its output as it goes unless -json, and reports what
// kept it from being solved on stderr.
func (r *solveRun) solveProblem(path string, pr *problem.Problem, diags []fileDiagnostic, fen *fenInput) []problem.TwinData {
	name := fmt.Sprintf("%s: problem %d", path, pr.Source.Index+1)
	if fen != nil {
		name = "-fen"
	}
	var sols []problem.TwinSolution
	if r.json {
		sols = pr.SolveEach(r.ctx, problem.SolveOptions{Budget: r.budget, Analyses: r.analyses})
	} else {
		var progress func(int, solver.Progress)
		if r.progress != nil {
			progress = r.progress.reporter(name, pr)
		}
		var err error
		sols, err = pr.SolveStream(r.ctx, r.s.out, r.budget, progress)
		if r.progress != nil {
			r.progress.idle()
		}
		if err != nil {
			fmt.Fprintf(r.s.err, "cpls solve: writing the solution: %v\n", err)
			r.worse(exitUsage)
			r.stopped = true
		}
	}
	if r.interrupted() {
		r.stopped = true
	}
	var twins []problem.TwinData
	unsupported := false
	for _, sol := range sols {
		if r.json {
			// The result as data is printed with -json only; building it renders the
			// whole tree again.
			twins = append(twins, pr.Data(sol))
		}
		what := name + twinSuffix(sol.Twin)
		switch {
		case sol.Twin.Refused != "" && len(sol.Twin.Unsupported) == 0:
			// Popeye's output says so too; the twin has no solution to judge.
			fmt.Fprintf(r.s.err, "cpls solve: %s: not solved, as Popeye refuses it: %s\n", what, strings.TrimSpace(sol.Twin.Refused))
			r.worse(exitFindings)
		case !sol.Twin.Solvable():
			unsupported = true
		case sol.Err != nil:
			fmt.Fprintf(r.s.err, "cpls solve: %s: %s\n", what, userText(sol.Err))
			r.worse(exitFindings)
		case sol.Stop() == problem.OutOfMemory:
			fmt.Fprintf(r.s.err, "cpls solve: %s: interrupted after %s: it needed more memory than its budget (-memory); the output is incomplete\n",
				what, sol.Elapsed.Round(time.Millisecond))
			r.worse(exitFindings)
		case sol.Stop() == problem.OutOfTime && errors.Is(sol.Result.Err, problem.ErrMaxTime):
			fmt.Fprintf(r.s.err, "cpls solve: %s: interrupted after %s (Option MaxTime); the output is incomplete\n",
				what, sol.Elapsed.Round(time.Millisecond))
			r.worse(exitFindings)
		case sol.Stop() == problem.OutOfTime:
			fmt.Fprintf(r.s.err, "cpls solve: %s: interrupted after %s (-budget %s); the output is incomplete\n",
				what, sol.Elapsed.Round(time.Millisecond), r.budget)
			r.worse(exitFindings)
		}
	}
	if unsupported {
		for _, d := range diags {
			if d.Code == parser.CodeUnsupported {
				r.diag(d, fen)
			}
		}
		r.worse(exitFindings)
	}
	return twins
}

func twinSuffix(t *problem.Twin) string {
	if t.Label == "" {
		return ""
	}
	return ", twin " + t.Label + ")"
}
