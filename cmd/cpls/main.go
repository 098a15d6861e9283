// Command cpls is a language server and command-line tool for chess problem files
// written in Popeye's input language.
//
// Usage:
//
//	cpls [serve]               LSP over stdio (what editors run)
//	cpls check [-json] FILE…   diagnostics as path:line:col: severity: message [code]
//	cpls solve [-json] FILE…   Popeye-compatible output for every problem and twin
//	cpls fmt [-w] FILE…        canonical formatting; never changes meaning
//	cpls perft [-divide] [-full] [-json] [-hash MB] FEN DEPTH
//	cpls version
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// stdio bundles the streams a verb reads and writes, so tests can run verbs in-process.
type stdio struct {
	in       io.Reader
	out, err io.Writer
}

// verb runs one command-line verb and returns the process exit code.
type verb func(args []string, s stdio) int

// verbs maps each verb name to its implementation; each lives in a file of its own name.
var verbs = map[string]verb{
	"serve":   runServe,
	"check":   runCheck,
	"solve":   runSolve,
	"fmt":     runFmt,
	"perft":   runPerft,
	"version": runVersion,
	"help":    runHelp,
}

func run(args []string, in io.Reader, out, errw io.Writer) int {
	s := stdio{in: in, out: out, err: errw}
	if len(args) == 0 || (len(args[0]) > 0 && args[0][0] == '-') {
		// Bare `cpls` (or `cpls --stdio`, as VS Code starts it) serves LSP.
		return runServe(args, s)
	}
	v, ok := verbs[args[0]]
	if !ok {
		fmt.Fprintf(errw, "cpls: unknown verb %q\n", args[0])
		usage(errw)
		return 2
	}
	return v(args[1:], s)
}

func runHelp(args []string, s stdio) int {
	usage(s.out)
	return 0
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  cpls [serve] [--stdio] [-logfile FILE] [-rpc.trace]   LSP over stdio
  cpls check [-json] FILE…      diagnostics: path:line:col: severity: message [code]
  cpls solve [-json] FILE…      Popeye-compatible solution of every problem and twin
  cpls fmt [-w] FILE…           canonical formatting
  cpls perft [-divide] [-full] [-json] [-hash MB] FEN DEPTH
  cpls version
`)
}

// notBuilt is what a verb answers until its implementation lands.
func notBuilt(name string, s stdio) int {
	fmt.Fprintf(s.err, "cpls: %s is not built yet\n", name)
	return 2
}
