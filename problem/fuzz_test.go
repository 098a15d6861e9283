package problem

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/parser"
)

// FuzzLoadRender: whatever the parser makes of a source, loading and rendering it (with
// no solver results) never panics, and the text ends as Popeye's does.
func FuzzLoadRender(f *testing.F) {
	files, _ := filepath.Glob("../examples/*.inp")
	for _, name := range files {
		if src, err := os.ReadFile(name); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("BeginProblem\nPieces White Ke1 Black Ke8\nStipulation h#2\nTwin Move e1 e2 Twin Continued Rotate 90 Mirror a1<-->h8 Shift a1 b2 Substitute K Q\nEndProblem\n"))
	f.Add([]byte("BeginProblem\nZeroPosition Add White Pa7 Remove a7 Exchange a7 b7\nOption EnPassant a2a3a4 NoCastling e1 Threat 9 WhiteToPlay\nStipulation ser-h=0\nEndProblem\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, p := range parser.Parse(src).Problems {
			pr := Load(src, p)
			out := Render(pr, nil)
			if !strings.HasSuffix(out, "\n\n\n") {
				t.Fatalf("output does not end with three line breaks: %q", out)
			}
			for _, tw := range pr.Twins {
				if tw.Solvable() && tw.Position == nil {
					t.Fatal("solvable twin without a position")
				}
			}
		}
	})
}
