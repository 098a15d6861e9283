package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/cpls-dev/cpls/server"
)

// runServe speaks LSP over stdin/stdout until the client sends exit or closes the input.
func runServe(args []string, s stdio) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(s.err)
	fs.Bool("stdio", true, "talk LSP over stdin/stdout (the only transport; accepted because VS Code passes it)")
	logfile := fs.String("logfile", "", "append the server log to `file`")
	trace := fs.Bool("rpc.trace", false, "log every JSON-RPC message (needs -logfile)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(s.err, "cpls serve: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	var logw io.Writer
	if *logfile != "" {
		f, err := os.OpenFile(*logfile, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintf(s.err, "cpls serve: %v\n", err)
			return 2
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
