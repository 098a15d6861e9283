package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// verbSpec is one verb: how it runs, the flags it takes and how help explains it.
type verbSpec struct {
	name string
	run  func(v *verbSpec, args []string, s stdio) int
	// flags declares the verb's flags on fs (nil: none); the verb declares them the
	// same way, so help lists exactly what the verb takes.
	flags func(fs *flag.FlagSet)
	// usage are the synopsis lines, without "cpls ".
	usage []string
	// summary says in one line what the verb does (the overview); about says it in full.
	summary, about string
	// flagExamples gives a command line using each flag.
	flagExamples flagExamples
	// examples are command lines, each with what it does.
	examples [][2]string
}

// flagExamples are command lines by flag name: pairs rather than a map, which every
// process would build for every verb at its start.
type flagExamples [][2]string

// of returns the example of the flag name ("" if none).
func (e flagExamples) of(name string) string {
	for _, x := range e {
		if x[0] == name {
			return x[1]
		}
	}
	return ""
}

// verbs lists the verbs in the order help shows them; each runs from a file of its
// own name.
var verbs []*verbSpec

func init() {
	verbs = []*verbSpec{serveVerb, checkVerb, solveVerb, fmtVerb, perftVerb, versionVerb, helpVerb}
}

func findVerb(name string) *verbSpec {
	for _, v := range verbs {
		if v.name == name {
			return v
		}
	}
	return nil
}

// exitCodes explains the exit codes, which every verb shares.
const exitCodes = `Exit codes: 0 done; 1 findings or unsolved (check: an error-severity diagnostic;
solve: a problem not solved, because of errors, something cpls does not solve, or the
-budget running out; fmt: a file with errors, left alone); 2 usage or I/O error (a
bad flag, a file that cannot be read or written); 130 interrupted with Ctrl-C (solve).
`

var helpVerb = &verbSpec{
	name:    "help",
	run:     runHelp,
	usage:   []string{"help [VERB]"},
	summary: "this overview, or what VERB does with every flag and examples (also: cpls VERB -h)",
	about:   "Prints the overview of the verbs, or what one verb does, each of its flags with an example, and examples of its use.",
	examples: [][2]string{
		{"cpls help solve", "explain solve and its flags"},
		{"cpls solve -h", "the same"},
	},
}

var versionVerb = &verbSpec{
	name:     "version",
	run:      runVersion,
	usage:    []string{"version"},
	summary:  "print the version (also: cpls --version)",
	about:    "Prints cpls's version: the release, or the commit it was built from.",
	examples: [][2]string{{"cpls version", "e.g. cpls devel 1a2b3c4d5e6f"}, {"cpls --version", "the same"}},
}

func runHelp(v *verbSpec, args []string, s stdio) int {
	fs := flag.NewFlagSet("help", flag.ContinueOnError)
	if code, ok := parseFlags(v, fs, args, s); !ok {
		return code
	}
	switch args := fs.Args(); {
	case len(args) == 0:
		writeUsage(s.out)
	case len(args) > 1:
		return usageError(v, s, "one verb at a time, not %q", strings.Join(args, " "))
	case findVerb(args[0]) == nil:
		return usageError(v, s, "there is no verb %q; the verbs are %s", args[0], verbNames())
	default:
		writeVerbHelp(s.out, findVerb(args[0]))
	}
	return exitOK
}

func verbNames() string {
	var names []string
	for _, v := range verbs {
		names = append(names, v.name)
	}
	return strings.Join(names, ", ")
}

// writeUsage writes the overview: what cpls is, every verb with its flags, the exit codes.
func writeUsage(w io.Writer) {
	fmt.Fprint(w, `cpls is a language server and command-line tool for chess problems written in
Popeye's input language (*.inp files): it checks, solves and formats them.

Usage:
`)
	for _, v := range verbs {
		for _, u := range v.usage {
			fmt.Fprintf(w, "  cpls %s\n", u)
		}
		fmt.Fprintf(w, "        %s\n", v.summary)
	}
	fmt.Fprint(w, `
A FILE of "-", or no FILE while standard input is a pipe, reads standard input.

`+exitCodes+`
Run 'cpls help VERB' for what a verb does, every flag with an example, and more examples.
`)
}

// writeVerbHelp writes what v does, its flags with an example each, and examples.
func writeVerbHelp(w io.Writer, v *verbSpec) {
	fmt.Fprintln(w, "Usage:")
	for _, u := range v.usage {
		fmt.Fprintf(w, "  cpls %s\n", u)
	}
	fmt.Fprintf(w, "\n%s\n", wrap(v.about, 88))
	if v.flags != nil {
		fmt.Fprintln(w, "\nFlags:")
		fs := flag.NewFlagSet(v.name, flag.ContinueOnError)
		v.flags(fs)
		fs.VisitAll(func(f *flag.Flag) {
			arg, usage := flag.UnquoteUsage(f)
			if _, ok := f.Value.(flag.Getter).Get().(bool); ok {
				arg = ""
			}
			if arg != "" {
				arg = " " + arg
			}
			fmt.Fprintf(w, "  -%s%s\n", f.Name, arg)
			if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" && f.DefValue != "0s" && f.DefValue != "[]" {
				usage += " (default " + f.DefValue + ")"
			}
			for _, l := range strings.Split(wrap(usage, 80), "\n") {
				fmt.Fprintf(w, "        %s\n", l)
			}
			fmt.Fprintf(w, "        e.g. %s\n", v.flagExamples.of(f.Name))
		})
	}
	if len(v.examples) > 0 {
		fmt.Fprintln(w, "\nExamples:")
		for _, e := range v.examples {
			fmt.Fprintf(w, "  %s\n        %s\n", e[0], e[1])
		}
	}
	fmt.Fprintf(w, "\n%s", exitCodes)
}

// wrap breaks text into lines of at most width characters at spaces; blank lines
// (paragraph breaks) stay.
func wrap(text string, width int) string {
	var out []string
	for _, para := range strings.Split(text, "\n\n") {
		var line string
		for _, word := range strings.Fields(para) {
			if line != "" && len(line)+1+len(word) > width {
				out = append(out, line)
				line = ""
			}
			if line != "" {
				line += " "
			}
			line += word
		}
		out = append(out, line, "")
	}
	return strings.TrimRight(strings.Join(out, "\n"), "\n")
}
