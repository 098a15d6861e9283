package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// stdinName is how standard input is named in what cpls prints.
const stdinName = "<stdin>"

// eachInput reads the files named in args ("-" for standard input, as is no name while
// standard input is not a terminal) and calls visit with each, in order, until visit
// returns false. A file that cannot be read is reported on stderr and skipped. It
// returns exitUsage if a file could not be read or no input was named while standard
// input is a terminal, else exitOK.
func eachInput(v *verbSpec, args []string, s stdio, visit func(path string, src []byte) bool) int {
	if len(args) == 0 {
		if terminal(s.in) {
			return usageError(v, s, "name a file, or pipe a problem into standard input")
		}
		args = []string{"-"}
	}
	code := exitOK
	for _, path := range args {
		var src []byte
		var err error
		if path == "-" {
			path = stdinName
			if s.in == nil {
				err = errors.New("no standard input")
			} else {
				src, err = io.ReadAll(s.in)
			}
		} else {
			src, err = os.ReadFile(path)
		}
		if err != nil {
			fmt.Fprintf(s.err, "cpls %s: %s\n", v.name, ioProblem(path, err))
			code = exitUsage
			continue
		}
		if !visit(path, src) {
			break
		}
	}
	return code
}

// ioProblem says what went wrong with the file path, without Go's operation names
// ("open x: no such file or directory" is "x: no such file or directory").
func ioProblem(path string, err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Path + ": " + pe.Err.Error()
	}
	return path + ": " + userText(err)
}

// userText is an error's text without the Go package prefixes of cpls's packages
// ("movegen: FEN needs …" is "FEN needs …").
func userText(err error) string {
	msg := err.Error()
	for _, p := range []string{"movegen: ", "solver: ", "parser: ", "problem: "} {
		msg = strings.ReplaceAll(msg, p, "")
	}
	return msg
}
