package feature

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExplainSaysWhatProblemSolves: the hover of a stipulation says that cpls does not
// solve it exactly when package problem does not solve it (problem.SolvesStipulation):
// exact- stipulations, intro moves and goals the solver lacks.
func TestExplainSaysWhatProblemSolves(t *testing.T) {
	for _, tc := range []struct {
		stip   string
		solved bool
	}{
		{"#2", true},
		{"h#2.5", true},
		{"ser-s#3", true},
		{"exact-h#2", true},
		{"pser-h#2", true},
		{"pser-hs#2", false},
		{"3->#2", false},
		{"h##2", true},
		{"2->ser-h#2", true},
		{"s##2", true},
	} {
		t.Run(tc.stip, func(t *testing.T) {
			text := "BeginProblem\nPieces White Ke1 Qa7 Black Kc1\nStipulation " + tc.stip + "\nEndProblem\n"
			f := Analyse(text)
			h := f.Hover(strings.Index(text, tc.stip), nil)
			require.NotNil(t, h)
			require.Len(t, h.Lines, 1)
			assert.Equal(t, !tc.solved, strings.HasSuffix(h.Lines[0], "cpls does not solve this kind of stipulation."), h.Lines[0])
			units := UnitsToSolve(f)
			assert.Equal(t, tc.solved, len(units) == 1, "units: %v", units)
		})
	}
}

// TestParryStipulationHover: the hover on a parry series stipulation says what it means
// in the file's language, and does not call it unsolved.
func TestParryStipulationHover(t *testing.T) {
	for _, tc := range []struct {
		src, stip, want string
	}{
		{"BeginProblem\nStipulation %s\nEndProblem\n", "pser-#3", "Parry series: White plays 3 moves in a row"},
		{"BeginProblem\nStipulation %s\nEndProblem\n", "pser-h#2", "Black plays 2 moves in a row, White moving only to parry a check"},
		{"BeginProblem\nStipulation %s\nEndProblem\n", "phser-s#2", "The parries are help moves"},
		{"AnfangProblem\nForderung %s\nEndeProblem\n", "pser-s#2", "Paraden-Serien-Selbstspiel: Weiß macht 2 Züge hintereinander"},
		{"AnfangProblem\nForderung %s\nEndeProblem\n", "phser-r#2", "Die Paraden sind Hilfszüge"},
		{"DebutProbleme\nEnonce %s\nFinProbleme\n", "pser-r#2", "Série réflexe avec parades"},
	} {
		t.Run(tc.stip, func(t *testing.T) {
			text := fmt.Sprintf(tc.src, tc.stip)
			h := Analyse(text).Hover(strings.Index(text, tc.stip), nil)
			require.NotNil(t, h)
			require.Len(t, h.Lines, 1)
			assert.Contains(t, h.Lines[0], tc.want)
			assert.NotContains(t, h.Lines[0], "cpls does not solve")
			assert.NotContains(t, h.Lines[0], "löst cpls nicht")
			assert.NotContains(t, h.Lines[0], "ne résout pas")
		})
	}
}

// TestStructuredAndIntroHover: the hover on a structured stipulation cpls solves says
// what it means (help-direct play in words, the others as the traditional stipulation
// they say), in the file's language; on one it does not solve, that cpls does not; the
// introductory moves of m-> are the side's that does not play the series.
func TestStructuredAndIntroHover(t *testing.T) {
	for _, tc := range []struct {
		src, stip, want string
	}{
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "black 4hh[2da[#]]", "help-direct play: Black and White cooperate for up to 4 half moves"},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "black 6hh[/2da[#]{!+}]", "to move and not in check, cannot avoid White's mate"},
		{"AnfangProblem\nSForderung %s\nEndeProblem\n", "schwarz 6hh[/2da[#]{!+}]", "Hilfs-Direktspiel"},
		{"DebutProbleme\nSEnonce %s\nFinProbleme\n", "noir 4hh[2da[#]]", "jeu aidé-direct"},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "white 3a[#]d", "which says what #2 says"},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "black 3h[3a[#]d]h", "Black first and last, then White forces mate in two moves"},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "white 3h[5a[#]d]h", "(battle play of up to 5 half moves, Black attacking first against any defence; after Black's moves: mate reached))."},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "white 3a[#&x]d", "cpls does not solve this form"},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "white 3h[1a[#]d|1a[=]d]h", "mate reached) or (battle play of up to 1 half moves"},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "white 3h[1a[x]d]h", "help play (both sides cooperate) of up to 3 half moves, White first; after White's moves: (battle play of up to 1 half moves, Black attacking first against any defence; after Black's moves: a capture reached)"},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "black -5h[/1d[x]a{!+}]h", "; its moves are not written"},
		{"AnfangProblem\nSForderung %s\nEndeProblem\n", "schwarz 4h{!x}h[x]", "vor jedem Zug nach einem Zug von Schwarz muss gelten: nicht ("},
		{"DebutProbleme\nSEnonce %s\nFinProbleme\n", "blanc 1a[!#]d", "après les coups des Blancs : non (le mat atteint)"},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "black 1d[#]a", "which says what s#1 with Option PostKeyPlay (the diagram is the position after the key"},
		{"AnfangProblem\nSForderung %s\nEndeProblem\n", "schwarz 1d[#]a", "wie s#1 mit Option NachSchluessel"},
		{"DebutProbleme\nSEnonce %s\nFinProbleme\n", "noir 1d[#]a", "ce que dit s#1 avec l'option ApresCle"},
		{"BeginProblem\nSStipulation %s\nEndProblem\n", "white 4a[#=]d[#=]", "s#=2 with Option Quodlibet"},
		{"BeginProblem\nStipulation %s\nEndProblem\n", "reci-h(=)#2", "Reciprocal (reci-h): at that point Black must also be able to give stalemate in one move."},
		{"DebutProbleme\nEnonce %s\nFinProbleme\n", "reci-h#2", "Réciproque (reci-h) : à ce moment les Noirs doivent aussi pouvoir donner le mat en un coup."},
		{"BeginProblem\nStipulation %s\nEndProblem\n", "1->ser-h#3", "First 1 introductory move(s) by White"},
		{"BeginProblem\nStipulation %s\nEndProblem\n", "2->ser-#3", "First 2 introductory move(s) by Black"},
	} {
		t.Run(tc.stip, func(t *testing.T) {
			text := fmt.Sprintf(tc.src, tc.stip)
			h := Analyse(text).Hover(strings.Index(text, tc.stip), nil)
			require.NotNil(t, h)
			require.Len(t, h.Lines, 1)
			assert.Contains(t, h.Lines[0], tc.want)
			if !strings.Contains(tc.want, "does not solve") {
				assert.NotContains(t, h.Lines[0], "does not solve")
			}
		})
	}
}
