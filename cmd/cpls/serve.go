package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/cpls-dev/cpls/server"
)

var serveVerb = &verbSpec{
	name:    "serve",
	run:     runServe,
	flags:   func(fs *flag.FlagSet) { declareServe(fs) },
	usage:   []string{"[serve] [-stdio] [-logfile FILE] [-rpc.trace]"},
	summary: "the language server, over standard input and output: editors start it",
	about: `Speaks the Language Server Protocol over standard input and output until the editor
says exit or closes the input: diagnostics while you type, hover, code actions, code
lenses, formatting, completion. Editors start it as 'cpls', 'cpls serve' or
'cpls --stdio'; a bare 'cpls' whose standard input is a terminal explains itself
instead of serving.`,
	flagExamples: flagExamples{
		{"stdio", "cpls --stdio"},
		{"logfile", "cpls serve -logfile /tmp/cpls.log"},
		{"rpc.trace", "cpls serve -logfile /tmp/cpls.log -rpc.trace"},
	},
	examples: [][2]string{
		{"cpls serve -logfile /tmp/cpls.log -rpc.trace", "serve, logging every message (set it as the editor's command to debug)"},
	},
}

// serveFlags are serve's flags.
type serveFlags struct {
	logfile *string
	trace   *bool
}

func declareServe(fs *flag.FlagSet) *serveFlags {
	fs.Bool("stdio", true, "talk LSP over standard input and output (the only transport; accepted because VS Code passes it)")
	return &serveFlags{
		logfile: fs.String("logfile", "", "append the server log to `FILE`"),
		trace:   fs.Bool("rpc.trace", false, "log every JSON-RPC message (needs -logfile)"),
	}
}

// runServe speaks LSP over stdin/stdout until the client sends exit or closes the input.
func runServe(v *verbSpec, args []string, s stdio) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	f := declareServe(fs)
	if code, ok := parseFlags(v, fs, args, s); !ok {
		return code
	}
	logfile, trace := f.logfile, f.trace
	if fs.NArg() > 0 {
		return usageError(v, s, "unexpected argument %q", fs.Arg(0))
	}
	var logw io.Writer
	if *logfile != "" {
		f, err := os.OpenFile(*logfile, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintf(s.err, "cpls serve: %s\n", ioProblem(*logfile, err))
			return exitUsage
		}
		defer f.Close()
		logw = f
	}
	server.Version = versionString()
	// The server ends the process itself, on exit and at the end of input: a blocking
	// stdin read cannot be interrupted otherwise.
	err := server.Serve(context.Background(), rwc{s.in, s.out}, server.Options{Exit: os.Exit, Log: logw, Trace: *trace})
	if err != nil && logw != nil {
		fmt.Fprintf(logw, "cpls serve: %v\n", err)
	}
	return 1
}

// rwc joins the process's input and output into the stream the server reads and writes.
type rwc struct {
	io.Reader
	io.Writer
}

func (rwc) Close() error { return nil }
