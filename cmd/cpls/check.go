package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
)

// fileDiagnostic is one diagnostic of one file, positioned by line and column (1-based,
// columns in bytes) as compilers print them.
type fileDiagnostic struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	Severity  string `json:"severity"`
	Code      string `json:"code"`
	Source    string `json:"source"`
	Message   string `json:"message"`
}

func (d fileDiagnostic) String() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s [%s]", d.Path, d.Line, d.Column, d.Severity, d.Message, d.Code)
}

// positioner turns byte offsets of one source into 1-based lines and byte columns.
type positioner struct {
	lineStarts []int
}

func newPositioner(src []byte) positioner {
	p := positioner{lineStarts: []int{0}}
	for i, c := range src {
		if c == '\n' {
			p.lineStarts = append(p.lineStarts, i+1)
		}
	}
	return p
}

func (p positioner) position(off int) (line, col int) {
	lo, hi := 0, len(p.lineStarts)
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if p.lineStarts[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + 1, off - p.lineStarts[lo] + 1
}

// fileDiagnostics positions the diagnostics of one source.
func fileDiagnostics(path string, src []byte, diags []parser.Diagnostic) []fileDiagnostic {
	pos := newPositioner(src)
	out := make([]fileDiagnostic, 0, len(diags))
	for _, d := range diags {
		l, c := pos.position(d.Start)
		el, ec := pos.position(d.End)
		out = append(out, fileDiagnostic{Path: path, Line: l, Column: c, EndLine: el, EndColumn: ec,
			Severity: d.Severity.String(), Code: d.Code, Source: "cpls", Message: d.Message})
	}
	return out
}

// checkSource returns the diagnostics of one source: the parser's, unsupported
// constructs, the legality of every position and, unless opts.Solve is false, what the
// solver finds (solution, cook, no-solution, short-solution, timeout).
func checkSource(path string, src []byte, opts problem.CheckOptions) []fileDiagnostic {
	var diags []parser.Diagnostic
	for _, d := range problem.Check(context.Background(), src, opts) {
		diags = append(diags, d.Diagnostic)
	}
	return fileDiagnostics(path, src, diags)
}

var checkVerb = &verbSpec{
	name:    "check",
	run:     runCheck,
	flags:   func(fs *flag.FlagSet) { declareCheck(fs) },
	usage:   []string{"check [-json] [-nosolve] [-budget D] [-memory MB] [-duals] [-analyses LIST] [-dualseverity KIND=SEV,…] [FILE…]"},
	summary: "diagnostics, one per line: path:line:col: severity: message [code]",
	about: `Checks every problem of the files: syntax, what cpls does not solve, the legality of
every position, and (unless -nosolve) what solving finds: the solution, cooks, no
solution, a shorter solution, a budget that ran out. Each finding is printed as
path:line:col: severity: message [code], as compilers print errors; severities are
error, warning and information. A file with no problem in it is an error too.
With -duals every dual of the play is reported too, with code dual and a message that
names the move after which it occurs in the file's language ("after 1...Tf8-b8:
2.c7*b8=D# and 2.c7*b8=L#"): mating duals after a defence (warning), threat duals,
short variations and duals in the set play (information), and in help and series play
solutions that differ only in move order, in a promoted piece or in one move (warning).`,
	flagExamples: flagExamples{
		{"json", "cpls check -json examples/cooked-2.inp"},
		{"nosolve", "cpls check -nosolve examples/*.inp"},
		{"budget", "cpls check -budget 1m hard.inp"},
		{"memory", "cpls check -memory 256 *.inp"},
		{"duals", "cpls check -duals examples/dual-2.inp"},
		{"analyses", "cpls check -analyses mate,order examples/*.inp"},
		{"dualseverity", "cpls check -duals -dualseverity threat=hint,mate=error examples/dual-2.inp"},
	},
	examples: [][2]string{
		{"cpls check examples/cooked-2.inp", "the cook of a #2, at the stipulation and at the cooking piece"},
		{"cpls check -nosolve *.inp", "syntax and legality of many files, quickly"},
		{"cat p.inp | cpls check", "check standard input"},
		{"cpls check -duals collection.inp", "screen a collection for duals"},
	},
}

// checkFlags are check's flags.
type checkFlags struct {
	json, noSolve, duals   *bool
	budget                 *time.Duration
	memory                 *int
	analyses, dualSeverity *string
}

func declareCheck(fs *flag.FlagSet) *checkFlags {
	return &checkFlags{
		json:         fs.Bool("json", false, "print the diagnostics as one JSON array of objects with path, line, column, endLine, endColumn, severity, code, source and message"),
		noSolve:      fs.Bool("nosolve", false, "do not solve: syntax, unsupported constructs and legality only"),
		budget:       fs.Duration("budget", 10*time.Second, "time allowed to solve each twin (`D`: a duration such as 30s or 2m; 0: no limit); a problem without twins is one twin; a solve that runs out is a timeout warning"),
		memory:       memoryFlag(fs),
		duals:        fs.Bool("duals", false, "also report the duals of the play (code dual): every kind -analyses names"),
		analyses:     fs.String("analyses", "", "the kinds of dual to report (`LIST`, separated by commas): mate, threat, short, set, order, promotion, move, or duals for all of them; implies -duals"),
		dualSeverity: fs.String("dualseverity", "", "the severity of each kind of dual (`KIND=SEV,…`; SEV one of error, warning, information, hint)"),
	}
}

func runCheck(v *verbSpec, args []string, s stdio) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	f := declareCheck(fs)
	if code, ok := parseFlags(v, fs, args, s); !ok {
		return code
	}
	if *f.budget < 0 {
		return usageError(v, s, "-budget %s: a budget cannot be negative", *f.budget)
	}
	if *f.memory < 0 {
		return usageError(v, s, "-memory %d: a memory budget cannot be negative", *f.memory)
	}
	opts := problem.CheckOptions{Solve: !*f.noSolve, Budget: *f.budget, Memory: int64(*f.memory) << 20}
	var err error
	if opts.Analyses, opts.DualSeverity, err = dualFlags(*f.duals, *f.analyses, *f.dualSeverity); err != nil {
		return usageError(v, s, "%v", err)
	}
	all := []fileDiagnostic{}
	code := eachInput(v, fs.Args(), s, func(path string, src []byte) bool {
		all = append(all, checkSource(path, src, opts)...)
		return true
	})
	if *f.json {
		enc := json.NewEncoder(s.out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(all); err != nil {
			fmt.Fprintf(s.err, "cpls check: %v\n", err)
			return exitUsage
		}
	} else {
		for _, d := range all {
			fmt.Fprintln(s.out, d)
		}
	}
	if code != exitOK {
		return code
	}
	for _, d := range all {
		if d.Severity == parser.Error.String() {
			return exitFindings
		}
	}
	return exitOK
}

// dualFlags reads -duals, -analyses and -dualseverity: the kinds of dual to report and
// the severity of each kind the user chose.
func dualFlags(duals bool, list, severities string) (analysis.Selection, map[analysis.Kind]parser.Severity, error) {
	var sel analysis.Selection
	if duals {
		sel = analysis.All &^ (1 << analysis.KeyCharacter)
	}
	if list != "" {
		s, err := analysis.ParseSelection(list)
		if err != nil {
			return 0, nil, fmt.Errorf("-analyses %s: %v", list, strings.TrimPrefix(err.Error(), "analysis: "))
		}
		sel = s &^ (1 << analysis.KeyCharacter)
	}
	sev := map[analysis.Kind]parser.Severity{}
	for _, pair := range strings.FieldsFunc(severities, func(r rune) bool { return r == ',' || r == ' ' }) {
		name, level, ok := strings.Cut(pair, "=")
		k, okKind := analysis.KindNamed(strings.TrimSpace(name))
		s, okSev := severityNamed(strings.TrimSpace(level))
		if !ok || !okKind || !okSev {
			return 0, nil, fmt.Errorf("-dualseverity %s: want KIND=SEV, e.g. threat=hint (kinds: mate, threat, short, set, order, promotion, move; severities: error, warning, information, hint)", pair)
		}
		sev[k] = s
	}
	return sel, sev, nil
}

// severityNamed reads a severity's name as diagnostics print it.
func severityNamed(name string) (parser.Severity, bool) {
	for _, s := range []parser.Severity{parser.Error, parser.Warning, parser.Information, parser.Hint} {
		if strings.EqualFold(name, s.String()) || strings.EqualFold(name, "info") && s == parser.Information {
			return s, true
		}
	}
	return 0, false
}
