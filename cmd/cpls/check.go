package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

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

// readInputs reads the files named in args, or standard input ("<stdin>") when there are
// none or the name is "-".
func readInputs(args []string, s stdio, visit func(path string, src []byte)) error {
	if len(args) == 0 {
		args = []string{"-"}
	}
	for _, path := range args {
		var src []byte
		var err error
		if path == "-" {
			path = "<stdin>"
			if s.in == nil {
				return fmt.Errorf("no standard input")
			}
			src, err = io.ReadAll(s.in)
		} else {
			src, err = os.ReadFile(path)
		}
		if err != nil {
			return err
		}
		visit(path, src)
	}
	return nil
}

func runCheck(args []string, s stdio) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(s.err)
	asJSON := fs.Bool("json", false, "print the diagnostics as one JSON array")
	noSolve := fs.Bool("nosolve", false, "do not solve: syntax, unsupported constructs and legality only")
	budget := fs.Duration("budget", 10*time.Second, "time allowed for solving each problem (0: no limit)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	opts := problem.CheckOptions{Solve: !*noSolve, Budget: *budget}
	all := []fileDiagnostic{}
	err := readInputs(fs.Args(), s, func(path string, src []byte) {
		all = append(all, checkSource(path, src, opts)...)
	})
	if err != nil {
		fmt.Fprintf(s.err, "cpls: check: %v\n", err)
		return 2
	}
	if *asJSON {
		enc := json.NewEncoder(s.out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(all); err != nil {
			fmt.Fprintf(s.err, "cpls: check: %v\n", err)
			return 2
		}
	} else {
		for _, d := range all {
			fmt.Fprintln(s.out, d)
		}
	}
	for _, d := range all {
		if d.Severity == parser.Error.String() {
			return 1
		}
	}
	return 0
}
