package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/cpls-dev/cpls/parser"
)

var fmtVerb = &verbSpec{
	name:    "fmt",
	run:     runFmt,
	flags:   func(fs *flag.FlagSet) { declareFmt(fs) },
	usage:   []string{"fmt [-w | -l] [FILE…]"},
	summary: "lay files out in the canonical form; never changes their meaning",
	about: `Prints each file in the canonical layout: one command per line, keywords in full in
the file's language, pieces grouped by colour in Popeye's order K Q R B S P with their
squares sorted and joined (Pa2b3), one blank line between problems. Free text and
anything after EndProblem are kept byte for byte. A file with errors is left alone and
its errors are printed.`,
	flagExamples: flagExamples{
		{"w", "cpls fmt -w examples/*.inp"},
		{"l", "cpls fmt -l *.inp"},
	},
	examples: [][2]string{
		{"cpls fmt p.inp", "print p.inp formatted"},
		{"cpls fmt -w p.inp", "format p.inp in place"},
		{"cpls fmt -l *.inp", "list the files that are not formatted"},
	},
}

// fmtFlags are fmt's flags.
type fmtFlags struct{ write, list *bool }

func declareFmt(fs *flag.FlagSet) *fmtFlags {
	return &fmtFlags{
		write: fs.Bool("w", false, "write the result to the file instead of standard output"),
		list:  fs.Bool("l", false, "list the files whose layout differs, print nothing else"),
	}
}

func runFmt(v *verbSpec, args []string, s stdio) int {
	fs := flag.NewFlagSet("fmt", flag.ContinueOnError)
	f := declareFmt(fs)
	if code, ok := parseFlags(v, fs, args, s); !ok {
		return code
	}
	if *f.write && *f.list {
		return usageError(v, s, "-w and -l do not go together: -l only lists")
	}
	code := exitOK
	worse := func(c int) { code = max(code, c) }
	worse(eachInput(v, fs.Args(), s, func(path string, src []byte) bool {
		out, errs := parser.Format(src)
		if len(errs) > 0 {
			for _, d := range fileDiagnostics(path, src, errs) {
				fmt.Fprintln(s.err, d)
			}
			fmt.Fprintf(s.err, "cpls fmt: %s not formatted: fix the errors first\n", path)
			worse(exitFindings)
			return true
		}
		switch {
		case *f.list:
			if out != string(src) {
				fmt.Fprintln(s.out, path)
			}
		case *f.write && path != stdinName:
			if out == string(src) {
				return true
			}
			info, err := os.Stat(path)
			if err == nil {
				err = os.WriteFile(path, []byte(out), info.Mode().Perm())
			}
			if err != nil {
				fmt.Fprintf(s.err, "cpls fmt: %s\n", ioProblem(path, err))
				worse(exitUsage)
			}
		default:
			fmt.Fprint(s.out, out)
		}
		return true
	}))
	return code
}
