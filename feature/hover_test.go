package feature

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEscapeMarkdown(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Tf1*h1, Tf1*f2", `Tf1\*h1, Tf1\*f2`},
		{"A_B *Stern* `x` [l](u) <b> a|b ~s~", `A\_B \*Stern\* \` + "`" + `x\` + "`" + ` \[l\](u) \<b\> a\|b \~s\~`},
		{`back\slash`, `back\\slash`},
		{"&amp; and & alone", `\&amp; and & alone`},
		{"#2 is a stipulation", `\#2 is a stipulation`},
		{"h#2, ser-#5 and 8/Q7/8 w K - 0 1", "h#2, ser-#5 and 8/Q7/8 w K - 0 1"},
		{"- dash\n+ plus\n> quote\n= rule\n  # heading", `\- dash` + "\n" + `\+ plus` + "\n" + `\> quote` + "\n" + `\= rule` + "\n" + `  \# heading`},
		{"1. first\n12) twelfth\n1.Qa7-f2!", `1\. first` + "\n" + `12\) twelfth` + "\n" + `1\.Qa7-f2!`},
		{"Qa7-a1 +, c7-c8=D (21).", "Qa7-a1 +, c7-c8=D (21)."},
		{"", ""},
		{"   ", "   "},
	} {
		assert.Equal(t, tc.want, escapeMarkdown(tc.in), "%q", tc.in)
	}
}

// TestTotalInvisibleHover: the "TotalInvisible n" words say what total invisible pieces
// do.
func TestTotalInvisibleHover(t *testing.T) {
	text := "BeginProblem\nPieces TotalInvisible 2 White Ke1 Black Qa4\nStipulation h#2\nEndProblem\n"
	h := Analyse(text).Hover(strings.Index(text, "Invisible"), nil)
	if assert.NotNil(t, h) {
		assert.Equal(t, "TotalInvisible 2", h.Title)
		assert.Contains(t, strings.Join(h.Lines, " "), "TI~-~")
	}
}
