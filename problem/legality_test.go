package problem

import (
	"bufio"
	"encoding/json"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpls-dev/cpls/parser"
)

// lglLoad parses src and loads its first problem.
func lglLoad(t *testing.T, src string) *Problem {
	t.Helper()
	f := parser.Parse([]byte(src))
	require.NotEmpty(t, f.Problems, src)
	return Load([]byte(src), f.Problems[0])
}

// lglText returns the source text of r.
func lglText(src string, r parser.Range) string { return src[r.Start:r.End] }

func TestLegalityDiagnostics(t *testing.T) {
	cases := []struct {
		name, src string
		// want: one entry per diagnostic: code, text at its range, texts of related ranges.
		want []string
	}{
		{
			name: "legal",
			src:  "BeginProblem\nPieces White Ke1 Qd1 Black Ke8\nStipulation #2\nEndProblem\n",
		},
		{
			name: "pawn on the first rank, inside a word of several squares",
			src:  "BeginProblem\nPieces White Ke1 Pa2c1h2 Black Ke8\nStipulation #2\nEndProblem\n",
			want: []string{"illegal-position/pawn-on-first-rank c1"},
		},
		{
			name: "black in check with White to move",
			src:  "BeginProblem\nPieces White Kf1 Re1 Black Ke8\nStipulation #2\nEndProblem\n",
			want: []string{"illegal-position/opponent-in-check Ke8 Re1"},
		},
		{
			name: "the same is legal as a helpmate (Black starts)",
			src:  "BeginProblem\nPieces White Kf1 Re1 Black Ke8\nStipulation h#2\nEndProblem\n",
		},
		{
			name: "German, impossible double check in a helpmate",
			src:  "AnfangProblem\nSteine Weiss Kh1 Te1 La4 Schwarz Ke8\nForderung h#2\nEndeProblem\n",
			want: []string{"illegal-position/impossible-double-check Te1 La4 Ke8"},
		},
		{
			// The second half, where White could capture the king, is Popeye's "the side
			// to play can capture the king" (REGRESSIONS/4_79_to_4_81.inp#2), no error.
			name: "duplex validates the second half but for king capture",
			src:  "BeginProblem\nPieces White Kd1 Pa2 Black Kb3\nStipulation h=1\nOption Duplex\nEndProblem\n",
			want: []string{"illegal-position/impossible-pawn-check Pa2 Kb3"},
		},
		{
			name: "missing king, reported at the Pieces command",
			src:  "BeginProblem\nPieces White Ke1 Black Pe7\nStipulation #2\nEndProblem\n",
			want: []string{"illegal-position/missing-king Pieces"},
		},
		{
			name: "NoBk",
			src:  "BeginProblem\nPieces White Ke1 Black Pe7\nStipulation #2\nOption NoBk\nEndProblem\n",
		},
		{
			name: "castling Popeye assumes but retro analysis forbids",
			src:  "BeginProblem\nPieces White Ke1 Rh1 Pa2b2c2d2e2f2g2h2 Black Ke8\nStipulation h#2\nEndProblem\n",
			want: []string{"illegal-position/castling-rights Ke1 Rh1"},
		},
		{
			name: "the same with NoCastling",
			src:  "BeginProblem\nPieces White Ke1 Rh1 Pa2b2c2d2e2f2g2h2 Black Ke8\nStipulation h#2\nOption NoCastling h1\nEndProblem\n",
		},
		{
			name: "en passant that cannot have been",
			src:  "BeginProblem\nPieces White Ke1 Pe5 Black Ke8\nStipulation #2\nOption EnPassant d7d6d5\nEndProblem\n",
			want: []string{"illegal-position/en-passant EnPassant d7d6d5"},
		},
		{
			name: "en passant of the side that moves first",
			src:  "BeginProblem\nPieces White Ke1 Pe5 Black Ke8 Pd5\nStipulation h#2\nOption EnPassant d7d6d5\nEndProblem\n",
			want: []string{"illegal-position/en-passant EnPassant d7d6d5"},
		},
		{
			name: "en passant in a helpmate, White's pawn",
			src:  "BeginProblem\nPieces White Ke1 Pb4 Black Ke8 Pc4\nStipulation h#2\nOption EnPassant b2b3b4\nEndProblem\n",
		},
		{
			name: "total invisible pieces: a missing king may be one of them",
			src:  "BeginProblem\nPieces White Se5 Ke1 Black Qa4 TotalInvisible 2\nStipulation h#2\nEndProblem\n",
		},
		{
			name: "total invisible pieces: one may block the check of the side not to move",
			src:  "BeginProblem\nPieces TotalInvisible 2 White Ka5 Rh1 Bh8 Black Ka1 Pa2\nStipulation h#1.5\nEndProblem\n",
		},
		{
			name: "total invisible pieces: two kings missing, one invisible piece",
			src:  "BeginProblem\nPieces White Se5 Black Qa4 TotalInvisible 1\nStipulation h#2\nEndProblem\n",
			want: []string{"illegal-position/missing-king Pieces", "illegal-position/missing-king Pieces"},
		},
		{
			name: "total invisible pieces: the visible pieces still count (a pawn on the first rank)",
			src:  "BeginProblem\nPieces White Ke1 Pc1 Black Ke8 TotalInvisible 1\nStipulation h#2\nEndProblem\n",
			want: []string{"illegal-position/pawn-on-first-rank Pc1"},
		},
		{
			name: "fairy pieces: no count or retro rule (nine pawns and a pawn on the first rank)",
			src:  "BeginProblem\nPieces White Ke1 Pa2b2c2d2e2f2g2h2a3c1 Gd4 Black Ke8\nStipulation #2\nEndProblem\n",
		},
		{
			name: "fairy pieces: black in check by a grasshopper with White to move",
			src:  "BeginProblem\nPieces White Kf1 Ge5 Black Ke8 Pe7\nStipulation #2\nEndProblem\n",
			want: []string{"illegal-position/opponent-in-check Ke8"},
		},
		{
			name: "fairy pieces: two royal pieces of one side",
			src:  "BeginProblem\nPieces White Kf1 Gd4 White Royal Gc4 Black Ke8\nStipulation #2\nEndProblem\n",
			want: []string{"illegal-position/too-many-kings Kf1 Gc4"},
		},
		{
			name: "Circe: no count or retro rule (nine pawns, a pawn on the first rank)",
			src:  "BeginProblem\nPieces White Ke1 Pa2b2c2d2e2f2g2h2a3c1 Black Ke8\nStipulation #2\nCondition Circe\nEndProblem\n",
		},
		{
			name: "Madrasi: a check by a paralysed piece is no check",
			src:  "BeginProblem\nPieces White Kf1 Re5 Black Ke8 Rb5\nStipulation #2\nCondition Madrasi\nEndProblem\n",
		},
		{
			name: "the same without Madrasi: the rook checks",
			src:  "BeginProblem\nPieces White Kf1 Re5 Black Ke8 Rb5\nStipulation #2\nEndProblem\n",
			want: []string{"illegal-position/opponent-in-check Ke8 Re5"},
		},
		{
			name: "Circe: black in check with White to move",
			src:  "BeginProblem\nPieces White Kf1 Re5 Black Ke8 Pd7\nStipulation #2\nCondition Circe\nEndProblem\n",
			want: []string{"illegal-position/opponent-in-check Ke8"},
		},
		{
			name: "GridChess: the check crosses a grid line",
			src:  "BeginProblem\nPieces White Kf1 Re5 Black Ke8 Pd7\nStipulation #2\nCondition GridChess\nEndProblem\n",
			want: []string{"illegal-position/opponent-in-check Ke8"},
		},
		{
			name: "an unplayed condition: no rule",
			src:  "BeginProblem\nPieces White Kf1 Re5 Black Ke8 Pd7\nStipulation #2\nCondition VogtlaenderChess\nEndProblem\n",
		},
		{
			name: "twin b) only",
			src:  "BeginProblem\nPieces White Ke1 Pa2 Black Ke8\nStipulation #2\nTwin Move a2 c1\nEndProblem\n",
			want: []string{"illegal-position/pawn-on-first-rank Move a2 c1"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pr := lglLoad(t, c.src)
			var got []string
			for _, d := range Legality([]byte(c.src), pr) {
				s := d.Code + " " + lglText(c.src, d.Range)
				for _, r := range d.Related {
					s += " " + lglText(c.src, r)
				}
				got = append(got, s)
				require.NotEmpty(t, d.Message)
				require.True(t, strings.HasPrefix(d.Code, LegalityCodePrefix+d.Rule))
			}
			require.Equal(t, c.want, got)
		})
	}
}

func TestLegalityTwinLabels(t *testing.T) {
	src := "BeginProblem\nPieces White Ke1 Pa2 Black Ke8\nStipulation #2\nTwin Move a2 c1\nEndProblem\n"
	ds := Legality([]byte(src), lglLoad(t, src))
	require.Len(t, ds, 1)
	require.Equal(t, []string{"b"}, ds[0].Twins)
	require.True(t, strings.HasPrefix(ds[0].Message, "twin b): the white pawn on c1"), ds[0].Message)
	require.Empty(t, ds[0].Fixes, "a fix of the diagram would change twin a) too")
}

// lglApply applies a fix's edits (non-overlapping) to src.
func lglApply(src string, f QuickFix) string {
	edits := append([]TextEdit(nil), f.Edits...)
	sort.Slice(edits, func(i, j int) bool { return edits[i].Start > edits[j].Start })
	for _, e := range edits {
		src = src[:e.Start] + e.NewText + src[e.End:]
	}
	return src
}

// TestLegalityFixes applies each quick fix and checks that the text still parses without
// error and that the diagnostic it fixes is gone.
func TestLegalityFixes(t *testing.T) {
	cases := []struct{ src, fixed string }{
		{"BeginProblem\nPieces White Ke1 Pa2c1h2 Black Ke8\nStipulation #2\nEndProblem\n",
			"BeginProblem\nPieces White Ke1 Pa2h2 Black Ke8\nStipulation #2\nEndProblem\n"},
		{"BeginProblem\nPieces White Ke1 Pc1 Black Ke8\nStipulation #2\nEndProblem\n",
			"BeginProblem\nPieces White Ke1 Black Ke8\nStipulation #2\nEndProblem\n"},
		{"BeginProblem\nPieces White Kf1 Re1 Black Ke8\nStipulation #2\nEndProblem\n",
			"BeginProblem\nPieces White Kf1 Black Ke8\nStipulation #2\nEndProblem\n"},
		{"BeginProblem\nPieces White Ke1 Rh1 Pa2b2c2d2e2f2g2h2 Black Ke8\nStipulation h#2\nEndProblem\n",
			"BeginProblem\nPieces White Ke1 Rh1 Pa2b2c2d2e2f2g2h2 Black Ke8\nStipulation h#2\nOption NoCastling h1\nEndProblem\n"},
		{"AnfangProblem\nSteine Weiss Ke1 Th1 Ba2b2c2d2e2f2g2h2 Schwarz Ke8\nForderung h#2\nOption Intelligent\nEndeProblem\n",
			"AnfangProblem\nSteine Weiss Ke1 Th1 Ba2b2c2d2e2f2g2h2 Schwarz Ke8\nForderung h#2\nOption Intelligent KeineRochade h1\nEndeProblem\n"},
		{"BeginProblem\nPieces White Ke1 Pe5 Black Ke8\nStipulation #2\nOption EnPassant d7d6d5\nEndProblem\n",
			"BeginProblem\nPieces White Ke1 Pe5 Black Ke8\nStipulation #2\nEndProblem\n"},
		{"BeginProblem\nPieces White Ke1 Pe5 Black Ke8\nStipulation #2\nOption Variation EnPassant d7d6d5\nEndProblem\n",
			"BeginProblem\nPieces White Ke1 Pe5 Black Ke8\nStipulation #2\nOption Variation\nEndProblem\n"},
		{"BeginProblem\nPieces White Sb8 Pc6e6e5 Kc5 Black Ka8 Pa7b7d5\nStipulation #2\nEndProblem\n",
			"BeginProblem\nPieces White Sb8 Pc6e6e5 Kc5 Black Ka8 Pa7b7d5\nStipulation #2\nOption EnPassant d7d6d5\nEndProblem\n"},
	}
	for _, c := range cases {
		ds := Legality([]byte(c.src), lglLoad(t, c.src))
		require.NotEmpty(t, ds, c.src)
		require.NotEmpty(t, ds[0].Fixes, "%s: %s has no fix", c.src, ds[0].Code)
		fixed := lglApply(c.src, ds[0].Fixes[0])
		require.Equal(t, c.fixed, fixed, ds[0].Fixes[0].Title)
		f := parser.Parse([]byte(fixed))
		for _, d := range f.Diagnostics {
			require.NotEqual(t, parser.Error, d.Severity, "%q: %s", fixed, d.Message)
		}
		for _, d := range Legality([]byte(fixed), Load([]byte(fixed), f.Problems[0])) {
			require.NotEqual(t, ds[0].Code, d.Code, "%q still has %s", fixed, d.Message)
		}
	}
}

// lglCorpusFlagged lists the corpus problems with legality diagnostics, each with the rules
// broken and why (see legality/testdata/corpus.txt, which validates the diagrams
// only; here twins are validated too, and agree).
var lglCorpusFlagged = map[string]string{
	"REGRESSIONS/4_75_to_4_77.inp#6": "missing-king",              // "both sides need a king"
	"REGRESSIONS/4_79_to_4_81.inp#2": "impossible-pawn-check",     // duplex, deliberate; its second half's king capture is Popeye's message
	"BEISPIEL/hpint.inp#8":           "missing-king",              // Popeye: "Es fehlt ein … Koenig"
	"TESTS/battle_play.inp#0":        "opponent-in-check",         // "#1 - Black in check"
	"TESTS/battle_play.inp#9":        "impossible-pawn-check",     // bPc7 checks wKb6: illegal, not on purpose
	"TESTS/help_play.inp#0":          "opponent-in-check",         // "White at the move, but Black in check"
	"TESTS/series_play.inp#0":        "opponent-in-check",         // same position
	"TESTS/series_play.inp#5":        "missing-king missing-king", // empty board
	// Twins k), p), u), z), z5), z10), z31) … add a black bishop checking the white king on
	// a1 in a helpmate; Popeye prints "the side to play can capture the king" for each.
	"REGRESSIONS/4_51_to_4_53.inp#8": "opponent-in-check opponent-in-check opponent-in-check opponent-in-check opponent-in-check opponent-in-check",
}

func TestLegalityCorpus(t *testing.T) {
	f, err := os.Open("../../shared/corpus/popeye-orthodox.jsonl")
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	got := map[string]string{}
	n := 0
	for sc.Scan() {
		var r struct {
			ID    string `json:"id"`
			Input string `json:"input"`
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
		n++
		src := []byte(r.Input)
		file := parser.Parse(src)
		require.NotEmpty(t, file.Problems, r.ID)
		var rules []string
		for _, d := range Legality(src, Load(src, file.Problems[0])) {
			rules = append(rules, d.Rule)
			t.Logf("%s: %s: %s [%s]", r.ID, d.Severity, d.Message, d.Code)
		}
		if len(rules) > 0 {
			got[r.ID] = strings.Join(rules, " ")
		}
	}
	require.NoError(t, sc.Err())
	require.Equal(t, 383, n)
	require.Equal(t, lglCorpusFlagged, got)
}

// BenchmarkLegality measures the legality diagnostics of a loaded problem with twins.
func BenchmarkLegality(b *testing.B) {
	src := []byte("BeginProblem\nPieces White Ke1 Qd1 Rh1 Bc1 Sg1 Pa2b3c4d2e2f2g2h2 Black Ke8 Qd8 Ra8 Bf8 Sb8 Pa7b7c7d7e6f7g7h7\nStipulation #2\nTwin Move d1 d3\nEndProblem\n")
	pr := Load(src, parser.Parse(src).Problems[0])
	b.ReportAllocs()
	for b.Loop() {
		Legality(src, pr)
	}
}
