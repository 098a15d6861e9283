package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/cpls-dev/cpls/problem"
)

// parseFlags parses args into the flags v declares. It answers -h and --help with the
// verb's help, and a flag it cannot take with what is wrong and how to write it; ok is
// false when the verb is to exit with code then.
func parseFlags(v *verbSpec, fs *flag.FlagSet, args []string, s stdio) (code int, ok bool) {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	switch {
	case err == nil:
		return exitOK, true
	case errors.Is(err, flag.ErrHelp):
		writeVerbHelp(s.out, v)
		return exitOK, false
	}
	fmt.Fprintf(s.err, "cpls %s: %s\n", v.name, flagProblem(v, fs, err))
	usageHint(s.err, v)
	return exitUsage, false
}

// usageHint writes v's synopsis and where to read more, after a usage error.
func usageHint(w io.Writer, v *verbSpec) {
	for i, u := range v.usage {
		lead := "usage: "
		if i > 0 {
			lead = "       "
		}
		fmt.Fprintf(w, "%scpls %s\n", lead, u)
	}
	fmt.Fprintf(w, "run 'cpls help %s' for every flag with an example\n", v.name)
}

// usageError reports a usage error of verb v that the flag parser does not see.
func usageError(v *verbSpec, s stdio, format string, args ...any) int {
	fmt.Fprintf(s.err, "cpls %s: %s\n", v.name, fmt.Sprintf(format, args...))
	usageHint(s.err, v)
	return exitUsage
}

// The flag package's messages, to say the same in the user's terms.
var (
	unknownFlag = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^flag provided but not defined: -+(.*)$`) })
	needsValue  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^flag needs an argument: -+(.*)$`) })
	badValue    = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for (?:flag )?-+([^:]*): (.*)$`)
	})
)

// flagProblem says what is wrong with a flag, without the flag package's wording.
func flagProblem(v *verbSpec, fs *flag.FlagSet, err error) string {
	msg := err.Error()
	example := func(name string) string {
		if e := v.flagExamples.of(name); e != "" {
			return " (e.g. " + e + ")"
		}
		return ""
	}
	if m := unknownFlag().FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("there is no flag -%s", m[1])
	}
	if m := needsValue().FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("-%s needs a value%s", m[1], example(m[1]))
	}
	if m := badValue().FindStringSubmatch(msg); m != nil {
		value, name, why := m[1], m[2], m[3]
		f := fs.Lookup(name)
		if f == nil {
			return msg
		}
		var want string
		switch f.Value.(flag.Getter).Get().(type) {
		case time.Duration:
			want = "a duration is a number with a unit, such as 30s, 2m or 1h30m (0: no limit)"
		case bool:
			want = fmt.Sprintf("-%s takes no value, or -%s=true / -%s=false", name, name, name)
		case int, int64, uint, uint64:
			want = "a whole number is needed"
		default:
			want = why
		}
		return fmt.Sprintf("-%s %q: %s%s", name, value, want, example(name))
	}
	return strings.TrimPrefix(msg, "flag ")
}

// memoryFlag declares -memory, the memory budget of each solve, for check and solve.
func memoryFlag(fs *flag.FlagSet) *int {
	return fs.Int("memory", 0, fmt.Sprintf("memory each solve may take, in `MB` (0: %d MB); the transposition table gets a quarter of it, and a solve that needs more stops as a timeout does", problem.DefaultMemoryLimit>>20))
}
