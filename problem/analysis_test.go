package problem

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/parser"
	"github.com/stretchr/testify/require"
)

// analysisCase is a problem with every dual and the character of its key written out.
// The positions marked "found" were found by a random search for the kind and checked
// with Popeye 4.104 (the solutions, and the variations the dual concerns); the others
// are from Popeye's corpus.
type analysisCase struct {
	name  string
	src   string
	duals []string // DualText.Message, in the analysis's order
	key   *KeyText // the key's character (the first key); nil: not checked
	tries []string // the tries and their refutations: "1.Ke1-d1? 1...Kc3-b3!"
}

func problemSource(pieces, stip, options string) string {
	src := "BeginProblem\nPieces " + pieces + "\nStipulation " + stip + "\n"
	if options != "" {
		src += "Option " + options + "\n"
	}
	return src + "EndProblem\n"
}

var analysisCases = []analysisCase{
	{
		name:  "no dual (examples/sound-2.inp)",
		src:   problemSource("White Ke1 Qa7 Rh1 Black Kc1", "#2", "Variation"),
		duals: nil,
		key: &KeyText{Move: "1.Qa7-f2!", Tags: []string{"flight-taking", "threat"}, Taken: []string{"b2", "c2"},
			Threats: []string{"2.0-0#"}},
	},
	{
		name: "mating dual by promotion, also in the set play (BEISPIEL/ep.inp#0, German)",
		src: "AnfangProblem\nforderung #2\noption varianten verfuehrung\n" +
			"steine weiss kb6 th1 lh3h4 sc5g6 bc4c7e4f2g3\n schwarz kd6 tf1f8 lb5 be5e7g4g5\nEndeProblem\n",
		duals: []string{
			"after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#",
			"dual in the set play after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#",
		},
		tries: []string{"1.Sg6*f8? 1...Lb5-a6!", "1.Lh4*g5? 1...Tf8-e8!", "1.c7-c8=D? 1...Tf8*c8!", "1.c7-c8=S+? 1...Tf8*c8!"},
	},
	{
		name:  "mating dual; check key, changed and added mates (found)",
		src:   problemSource("White Ka8 Qd1 Rf6 Sa5 Black Kb2 Sf1 Ph6", "#2", "Variation"),
		duals: []string{"after 1...Kb2-a3: 2.Qd1-b3# and 2.Qd1-a1#"},
		key: &KeyText{Move: "1.Rf6-b6+!", Tags: []string{"check", "changed", "added"},
			Changed: vts("1...Kb2-a3 2.Qd1-b3# 2.Qd1-a1# (set 2.Qd1-b3#)"),
			Added:   vts("1...Kb2-a2 2.Qd1-a4#", "1...Kb2-c3 2.Rb6-b3#")},
	},
	{
		name: "a dual after the key and another in the set play (found)",
		src:  problemSource("White Kc4 Qb6 Qb1 Qe4 Black Kf8 Rd7 Pg7", "#2", "Variation"),
		duals: []string{
			"after 1...Kf8-g8: 2.Qe4-h7# and 2.Qe4-e8#",
			"dual in the set play after 1...Rd7-f7: 2.Qb6-d8# and 2.Qb6-b8#",
		},
		key: &KeyText{Move: "1.Qb6-f2+!", Tags: []string{"check", "flight-taking", "changed"}, Taken: []string{"f7"},
			Changed: vts("1...Kf8-g8 2.Qe4-h7# 2.Qe4-e8# (set 2.Qe4-e8#)", "1...Rd7-f7 2.Qb1-b8# (set 2.Qb6-d8# 2.Qb6-b8#)")},
	},
	{
		name:  "a dual in the second move of a #3; tries (BEISPIEL/castling.inp#3)",
		src:   problemSource("White Ke1 Ra4 Rh1 Black Kc3", "#3", "Variation"),
		duals: []string{"after 1...Kc3-b2: 2.Ke1-d1 and 2.Ke1-d2"},
		key:   &KeyText{Move: "1.Rh1-h3+!", Tags: []string{"check", "flight-taking"}, Taken: []string{"b3", "d3"}},
	},
	{
		name: "threat duals in a #3, castling key (BEISPIEL/castling.inp#9)",
		src:  problemSource("White Ke1 Ra1 Sa5 Pa3 Pc5 Pc7 Black Kc3 Pd7 Pe4", "#3", "Variation"),
		duals: []string{
			"threat dual after 1.0-0-0 d7-d6 2.c5*d6: 3.c7-c8=Q# and 3.c7-c8=R#",
			"threat dual after 1.0-0-0 d7-d5 2.c5*d6 ep.: 3.c7-c8=Q# and 3.c7-c8=R#",
		},
		key: &KeyText{Move: "1.0-0-0!", Tags: []string{"castling", "flight-taking", "threat"},
			Taken: []string{"b2", "c2", "d3", "d4"}, Threats: []string{"2.c7-c8=Q"}},
	},
	{
		name: "short variations, waiting capture key (TESTS/battle_play.inp#13)",
		src:  problemSource("White Ka6 Se6 Pa7 Pb2 Black Ka8 Se8 Pc3 Pc6", "#3", "SetPlay Variation"),
		duals: []string{
			"short variation after 1...Se8-d6: 2.Se6-c7# ends in 1 move instead of 2",
			"short variation after 1...Se8-f6: 2.Se6-c7# ends in 1 move instead of 2",
			"short variation after 1...Se8-c7+: 2.Se6*c7# ends in 1 move instead of 2",
			"short variation after 1...Se8-g7: 2.Se6-c7# ends in 1 move instead of 2",
		},
		key:   &KeyText{Move: "1.b2*c3!", Tags: []string{"capture", "waiting", "added"}, Added: vts("1...c6-c5 2.c3-c4")},
		tries: []string{"1.Se6-c7+? 1...Se8*c7+!"},
	},
	{
		name:  "flight-giving and flight-taking check key (found)",
		src:   problemSource("White Kh2 Bc5 Sa5 Qb6 Black Kd7 Pb3 Pg4", "#2", "Variation"),
		duals: nil,
		key: &KeyText{Move: "1.Qb6-c6+!", Tags: []string{"check", "flight-giving", "flight-taking"},
			Given: []string{"d8"}, Taken: []string{"c8", "e8"}},
	},
	{
		name:  "pinning capture key; added and lost mates (found)",
		src:   problemSource("White Kf3 Sh7 Qd6 Bf4 Black Kh4 Pf6 Pg5", "#2", "Variation"),
		duals: nil,
		key: &KeyText{Move: "1.Qd6*f6!", Tags: []string{"capture", "pin", "threat", "added", "lost"},
			Pins: []string{"bPg5"}, Threats: []string{"2.Qf6-h6#"},
			Added: vts("1...Kh4-h5 2.Qf6*g5#"), Lost: vts("1...f6-f5 (set 2.Qd6-h6#)")},
	},
	{
		name:  "unpinning key (found)",
		src:   problemSource("White Kb8 Qe7 Rg3 Bb6 Black Ka1 Qb3 Pa5", "#2", "Variation"),
		duals: nil,
		key: &KeyText{Move: "1.Rg3*b3!", Tags: []string{"capture", "flight-taking", "unpin", "threat"},
			Taken: []string{"b1", "b2"}, Unpins: []string{"wBb6"}, Threats: []string{"2.Qe7-a3#"}},
	},
	{
		name:  "promotion key (found)",
		src:   problemSource("White Kg2 Bd3 Qf7 Pa7 Black Ka5 Bf5 Pg5", "#2", "Variation"),
		duals: nil,
		key:   &KeyText{Move: "1.a7-a8=Q+!", Tags: []string{"check", "promotion", "flight-taking"}, Taken: []string{"a4"}},
	},
	{
		name:  "help play: the same moves in another order (found)",
		src:   problemSource("White Kd1 Rb5 Sc1 Black Kc3 Pg3 Pd4", "h#2", ""),
		duals: []string{"the same moves in another order: 1.g3-g2 Rb5-b4 2.d4-d3 Sc1-a2# and 1.d4-d3 Rb5-b4 2.g3-g2 Sc1-a2#"},
	},
	{
		name:  "help play: promotion dual (found)",
		src:   problemSource("White Kg6 Pb7 Ph2 Black Kd8 Pf6 Pd6", "h#2", ""),
		duals: []string{"promotion dual: 1.Kd8-e8 Kg6*f6 2.Ke8-f8 b7-b8=Q# and 1.Kd8-e8 Kg6*f6 2.Ke8-f8 b7-b8=R#"},
	},
	{
		name:  "help play: another move also completes (found)",
		src:   problemSource("White Ka4 Qa7 Bd2 Black Kc6 Pf3 Pf2", "h#2", ""),
		duals: []string{"dual: another move also completes the solution: 1.Kc6-d5 Bd2-c3 2.Kd5-c4 Qa7-d4# and 1.Kc6-d5 Bd2-e3 2.Kd5-c4 Qa7-d4#"},
	},
	{
		name:  "help play with two different solutions: a cook, no dual (examples/helpmate-2.inp)",
		src:   problemSource("White Ke1 Ra1 Rh1 Pb3 Black Kd3 Rh2 Pf3", "h#2", ""),
		duals: nil,
	},
}

// TestAnalysisCases checks the duals and the key's character of each analysisCase
// against the lists written out.
func TestAnalysisCases(t *testing.T) {
	for _, c := range analysisCases {
		t.Run(c.name, func(t *testing.T) {
			f := LoadFile([]byte(c.src))
			require.Len(t, f.Problems, 1)
			require.False(t, f.HasErrors(0), "%v", f.Problems[0].Diagnostics)
			pr := f.Problems[0]
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			sol := pr.Twins[0].Solve(ctx, SolveOptions{Analyses: analysis.All})
			require.NotNil(t, sol.Analysis)
			var got []string
			for _, d := range pr.Duals(sol) {
				got = append(got, d.Message)
			}
			require.Equal(t, c.duals, got)
			var keys, tries []KeyText
			for _, k := range pr.KeyTexts(sol) {
				if k.Try {
					tries = append(tries, k)
				} else {
					keys = append(keys, k)
				}
			}
			if c.key != nil {
				require.NotEmpty(t, keys)
				k := keys[0]
				k.From, k.Refutations = 0, nil
				require.Equal(t, *c.key, k)
			}
			if c.tries != nil {
				var got []string
				for _, k := range tries {
					got = append(got, k.Move+" "+joinAnd(k.Refutations))
				}
				require.Equal(t, c.tries, got)
			}
		})
	}
}

// TestDualDiagnostics: Check reports each dual as a "dual" diagnostic at the defending
// piece, with the default severity of its kind or the one chosen, and only the kinds
// selected.
func TestDualDiagnostics(t *testing.T) {
	src := analysisCases[1].src
	duals := func(opts CheckOptions) []Diagnostic {
		opts.Solve = true
		var out []Diagnostic
		for _, d := range Check(context.Background(), []byte(src), opts) {
			if d.Code == CodeDual {
				out = append(out, d)
			}
		}
		return out
	}
	require.Empty(t, duals(CheckOptions{}), "no analysis unless asked for")

	all := duals(CheckOptions{Analyses: analysis.All})
	require.Len(t, all, 2)
	for _, d := range all {
		require.Equal(t, "f8", src[d.Start:d.End], "at the defending rook's square")
	}
	require.Equal(t, "after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#", all[0].Message)
	require.Equal(t, "warning", all[0].Severity.String())
	require.Equal(t, "information", all[1].Severity.String(), "a set-play dual weighs less")

	set, err := analysis.ParseSelection("set")
	require.NoError(t, err)
	only := duals(CheckOptions{Analyses: set, DualSeverity: map[analysis.Kind]parser.Severity{analysis.SetDual: parser.Hint}})
	require.Len(t, only, 1)
	require.Equal(t, "dual in the set play after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#", only[0].Message)
	require.Equal(t, parser.Hint, only[0].Severity)
}

// vts reads variations as VariationText.String writes them, for the expected lists.
func vts(texts ...string) []VariationText {
	var out []VariationText
	for _, t := range texts {
		main, set, _ := strings.Cut(t, " (set ")
		f := strings.Fields(main)
		v := VariationText{Defence: f[0], Actual: f[1:]}
		if set != "" {
			v.Set = strings.Fields(strings.TrimSuffix(set, ")"))
		}
		if len(v.Actual) == 0 {
			v.Actual = nil
		}
		out = append(out, v)
	}
	return out
}
