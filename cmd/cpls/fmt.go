package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/cpls-dev/cpls/parser"
)

func runFmt(args []string, s stdio) int {
	fs := flag.NewFlagSet("fmt", flag.ContinueOnError)
	fs.SetOutput(s.err)
	write := fs.Bool("w", false, "write the result to the file instead of standard output")
	list := fs.Bool("l", false, "list the files whose formatting differs, print nothing else")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	code := 0
	err := readInputs(fs.Args(), s, func(path string, src []byte) {
		out, errs := parser.Format(src)
		if len(errs) > 0 {
			for _, d := range fileDiagnostics(path, src, errs) {
				fmt.Fprintln(s.err, d)
			}
			fmt.Fprintf(s.err, "cpls: fmt: %s not formatted: fix the errors first\n", path)
			code = 1
			return
		}
		switch {
		case *list:
			if out != string(src) {
				fmt.Fprintln(s.out, path)
			}
		case *write && path != "<stdin>":
			if out == string(src) {
				return
			}
			info, err := os.Stat(path)
			if err == nil {
				err = os.WriteFile(path, []byte(out), info.Mode().Perm())
			}
			if err != nil {
				fmt.Fprintf(s.err, "cpls: fmt: %v\n", err)
				code = 2
			}
		default:
			fmt.Fprint(s.out, out)
		}
	})
	if err != nil {
		fmt.Fprintf(s.err, "cpls: fmt: %v\n", err)
		return 2
	}
	return code
}
