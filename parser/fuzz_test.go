package parser

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks on any input: no panic, every range inside the input and ordered,
// Format idempotent, and parse(fmt(x)) meaning the same as parse(x) when x has no error.
// Seeds: the golden inputs and a few corpus files.
func FuzzParse(f *testing.F) {
	golden, _ := filepath.Glob("testdata/*.txtar")
	for _, path := range golden {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		if src, ok := parseTxtar(data).get("input.inp"); ok {
			f.Add(src)
		}
	}
	for _, name := range []string{"REGRESSIONS/4_47_to_4_49.inp", "BEISPIEL/intell.inp", "EXAMPLES/alice.inp"} {
		if src, err := os.ReadFile(filepath.Join(corpusDir, "popeye-inputs", name)); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file := Parse(src)
		checkRanges(t, "fuzz", src, file)
		out, errs := Format(src)
		if len(errs) > 0 {
			return
		}
		checkFormat(t, "fuzz", src, out)
	})
}
