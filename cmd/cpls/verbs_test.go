package main

import (
	"flag"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEveryFlagDocumented: each flag a verb declares has an example in its help, and
// the verb's usage lines name it.
func TestEveryFlagDocumented(t *testing.T) {
	for _, v := range verbs {
		if v.flags == nil {
			continue
		}
		fs := flag.NewFlagSet(v.name, flag.ContinueOnError)
		v.flags(fs)
		fs.VisitAll(func(f *flag.Flag) {
			assert.Contains(t, v.flagExamples.of(f.Name), "-"+f.Name, "%s -%s: example", v.name, f.Name)
			assert.Contains(t, strings.Join(v.usage, " "), "-"+f.Name, "%s -%s: usage line", v.name, f.Name)
			assert.Contains(t, everyFlag[v.name], "-"+f.Name, "%s -%s: everyFlag", v.name, f.Name)
		})
	}
}
