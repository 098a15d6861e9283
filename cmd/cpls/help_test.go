package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// everyFlag lists each verb's flags, as the usage text and the help must show them.
var everyFlag = map[string][]string{
	"serve": {"-stdio", "-logfile", "-rpc.trace"},
	"check": {"-json", "-nosolve", "-budget", "-memory", "-duals", "-analyses", "-dualseverity"},
	"solve": {"-json", "-budget", "-memory", "-analyses", "-cpuprofile", "-fen", "-stip", "-option"},
	"fmt":   {"-w", "-l"},
	"perft": {"-divide", "-full", "-json", "-hash"},
}

// TestUsage: cpls --help, -h, -help and help print the overview on stdout and exit 0:
// every verb with every flag, stdin, and the exit codes.
func TestUsage(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"-h"}, {"-help"}, {"help"}} {
		var out, errw bytes.Buffer
		require.Equal(t, 0, run(args, nil, &out, &errw), "%v: %s", args, errw.String())
		text := out.String()
		for verb, flags := range everyFlag {
			line := regexp.MustCompile(`(?m)^  cpls (\[)?` + verb + `\b.*$`).FindString(text)
			require.NotEmpty(t, line, "%v: no usage line for %s", args, verb)
			for _, f := range flags {
				assert.Contains(t, text, f, "%v: %s", args, verb)
			}
		}
		for _, v := range []string{"cpls version", "cpls help [VERB]", "-fen FEN -stip STIP", "fmt [-w | -l]"} {
			assert.Contains(t, text, v, args)
		}
		assert.Contains(t, text, "Exit codes: 0 done; 1 findings or unsolved", args)
		assert.Contains(t, text, "2 usage or I/O error", args)
		assert.Contains(t, text, `A FILE of "-"`, args)
	}
}

// TestVerbHelp: cpls help VERB, VERB -h and VERB --help say what the verb does and
// show every flag with an example, on stdout, exit 0.
func TestVerbHelp(t *testing.T) {
	verbs := []string{"serve", "check", "solve", "fmt", "perft", "version", "help"}
	for _, verb := range verbs {
		for _, args := range [][]string{{"help", verb}, {verb, "-h"}, {verb, "--help"}} {
			var out, errw bytes.Buffer
			require.Equal(t, 0, run(args, nil, &out, &errw), "%v: %s", args, errw.String())
			text := out.String()
			assert.Contains(t, text, "Usage:\n  cpls ", args)
			assert.Contains(t, text, "Exit codes:", args)
			assert.Contains(t, text, "Examples:", args)
			for _, f := range everyFlag[verb] {
				i := strings.Index(text, "\n  "+f)
				require.GreaterOrEqual(t, i, 0, "%v: flag %s", args, f)
				block := text[i+1:]
				if j := strings.Index(block[2:], "\n  -"); j >= 0 {
					block = block[:j+2]
				}
				assert.Regexp(t, `e\.g\. cpls .*`+regexp.QuoteMeta(f)+`\b`, block, "%v: an example of %s", args, f)
			}
		}
	}
	var out, errw bytes.Buffer
	assert.Equal(t, 2, run([]string{"help", "nosuch"}, nil, &out, &errw))
	assert.Contains(t, errw.String(), `there is no verb "nosuch"`)
}

// TestVersionFlags: --version and -version print the version, as the verb does.
func TestVersionFlags(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}, {"-version"}} {
		var out, errw bytes.Buffer
		require.Equal(t, 0, run(args, nil, &out, &errw), "%v: %s", args, errw.String())
		assert.Regexp(t, `^cpls \S+`, out.String(), args)
		assert.Empty(t, errw.String(), args)
	}
}
