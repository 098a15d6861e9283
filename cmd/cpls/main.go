// Command cpls is a language server and command-line tool for chess problem files
// written in Popeye's input language.
//
// Usage:
//
//	cpls [serve] [-stdio] [-logfile FILE] [-rpc.trace]
//	cpls check [-json] [-nosolve] [-budget D] [FILE…]
//	cpls solve [-json] [-budget D] [-cpuprofile FILE] [FILE…]
//	cpls solve [-json] [-budget D] -fen FEN -stip STIP [-option OPTION]…
//	cpls fmt [-w | -l] [FILE…]
//	cpls perft [-divide] [-full] [-json] [-hash MB] FEN DEPTH
//	cpls version
//	cpls help [VERB]
//
// Exit codes: 0 done, 1 findings or unsolved, 2 usage or I/O error, 130 interrupted.
// `cpls help` and `cpls help VERB` explain every verb and flag.
package main

import (
	"context"
	"fmt"
	"io"
	"os"

	_ "github.com/cpls-dev/cpls/cmd/cpls/internal/quietmonitor" // early: lowers the runtime monitor's priority in solve and check
	_ "github.com/cpls-dev/cpls/cmd/cpls/internal/stackstart"   // first: grows the stack before the other packages initialise
)

func main() {
	s := stdio{in: os.Stdin, out: os.Stdout, err: os.Stderr, ctx: context.Background(), process: true}
	os.Exit(s.run(os.Args[1:]))
}

// stdio bundles the streams a verb reads and writes, so tests can run verbs in-process.
type stdio struct {
	in       io.Reader
	out, err io.Writer
	ctx      context.Context
	// process is true when the streams are the process's own: a verb may then handle
	// signals (solve stops on Ctrl-C).
	process bool
}

// terminal reports whether w is a terminal.
func terminal(w any) bool {
	f, ok := w.(*os.File)
	return ok && isTerminal(f)
}

// Exit codes, the same for every verb.
const (
	exitOK          = 0   // done, nothing found
	exitFindings    = 1   // findings (check), a problem not solved (solve), a file not formatted (fmt)
	exitUsage       = 2   // a usage or I/O error
	exitInterrupted = 130 // stopped by Ctrl-C (128 + SIGINT), as shells report it
)

// run runs cpls with args in-process and returns the exit code.
func run(args []string, in io.Reader, out, errw io.Writer) int {
	return stdio{in: in, out: out, err: errw, ctx: context.Background()}.run(args)
}

func (s stdio) run(args []string) int {
	if len(args) == 0 {
		if terminal(s.in) {
			// An editor starts cpls with pipes; on a terminal someone typed it.
			notAnEditor(s.err)
			return exitUsage
		}
		return runServe(serveVerb, nil, s)
	}
	switch args[0] {
	case "-h", "-help", "--help":
		writeUsage(s.out)
		return exitOK
	case "-version", "--version":
		return runVersion(versionVerb, args[1:], s)
	}
	if args[0] != "" && args[0][0] == '-' {
		// `cpls --stdio` (how VS Code starts it) and serve's other flags serve LSP.
		return runServe(serveVerb, args, s)
	}
	v := findVerb(args[0])
	if v == nil {
		fmt.Fprintf(s.err, "cpls: unknown verb %q\n\n", args[0])
		writeUsage(s.err)
		return exitUsage
	}
	return v.run(v, args[1:], s)
}

// notAnEditor tells whoever started a bare cpls on a terminal what it is for.
func notAnEditor(w io.Writer) {
	fmt.Fprint(w, `cpls is a language server for chess problems in Popeye's input language: an editor
(VS Code, Neovim, …) starts it and talks to it over standard input and output. Standard
input is a terminal here, so the server does not start ('cpls serve' starts it anyway).

From a terminal, use a verb:
  cpls solve FILE      solve every problem, printing what Popeye prints
  cpls check FILE      list the errors, cooks and other findings
  cpls fmt -w FILE     lay the file out in the canonical form
  cpls help            every verb and flag, with examples
`)
}
