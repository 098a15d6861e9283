package parser

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks on any input: no panic, every range inside the input and ordered,
// Format idempotent, and parse(fmt(x)) meaning the same as parse(x) when x has no error.
// Seeds: the golden inputs (small on purpose: the fuzzer minimizes every new input it
// finds, which takes minutes from a 30 KB corpus file).
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
