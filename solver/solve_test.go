package solver

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustFEN(t testing.TB, fen string) *movegen.Position {
	t.Helper()
	p, err := movegen.ParseFEN(fen)
	require.NoError(t, err)
	return p
}

func mustStip(t testing.TB, s string) Stipulation {
	t.Helper()
	st, err := parseTestStipulation(s)
	require.NoError(t, err)
	return st
}

// TestClassification solves small problems from the corpus (positions written as FEN)
// whose answers Popeye gives, and checks the classification and the solution text.
func TestClassification(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		stip   string
		opts   Options
		status Status
		want   []string // solution lines, in any order
	}{
		{
			name: "sound #3 (castling.inp#3)", fen: "8/8/8/8/R7/2k5/8/4K2R w K - 0 1", stip: "#3",
			status: Sound, want: []string{"1.Rh1-h3 + !"},
		},
		{
			name: "cooked h#2, two solutions (castling.inp#18)", fen: "8/8/8/8/8/1P1k1p2/7r/R3K2R w KQ - 0 1",
			stip: "h#2", status: Cooked,
			want: []string{"1.Rh2-f2 0-0-0 +   2.Kd3-e2 Rh1-e1 #", "1.Kd3-c2 Ra1-a2 +   2.Kc2-c1 0-0 #"},
		},
		{
			name: "no solution #3 (4_75_to_4_77.inp#0)", fen: "k7/P7/K7/5p2/8/7B/4p1P1/8 w - - 0 1",
			stip: "#3", status: NoSolution,
		},
		{
			name: "short key #2 (battle_play.inp#5)", fen: "k3N3/P7/K6p/8/8/8/8/8 w - - 0 1", stip: "#2",
			status: ShortSolution, want: []string{"1.Ka6-b6 !", "1.Se8-c7 # !"},
		},
		{
			name: "short series solution (4_55_to_4_57.inp#21)", fen: "8/6pp/6pk/8/7K/8/6P1/8 w - - 0 1",
			stip: "ser-#3", opts: Options{StopOnShortSolutions: true},
			status: ShortSolution, want: []string{"1.g2-g4   2.g4-g5 #", "Partial solution"},
		},
		{
			name: "sound h#2 with castling (castling.inp#1)", fen: "B1k5/p1q5/8/6p1/7b/6p1/7B/4K2R w K - 0 1",
			stip: "h#2", status: Sound, want: []string{"1.Kc8-b8 0-0   2.g3-g2 Rf1-f8 #"},
		},
		{
			name: "stalemate =2 from a twin (twin.inp#11 b)", fen: "3K1NR1/5PPB/8/3pN1k1/6P1/6R1/3P4/4B3 w - - 0 1",
			stip: "=2", opts: Options{Variation: true, NoThreat: true}, status: Sound,
			want: []string{"1.d2-d4 !", "1...Kg5-f4", "2.g4-g5 =", "1...Kg5-h4", "2.Sf8-e6 =",
				"1...Kg5-h6", "2.Se5-f3 =", "1...Kg5-f6", "2.Be1-d2 ="},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := mustFEN(t, tc.fen)
			res, err := Solve(context.Background(), rules.NewOrthodox(pos), mustStip(t, tc.stip), tc.opts)
			require.NoError(t, err)
			assert.Equal(t, tc.status, res.Status, "status")
			got := solutionLines(pos, res)
			assert.ElementsMatch(t, tc.want, got)
		})
	}
}

// solutionLines renders res and returns its non-empty lines without indentation.
func solutionLines(pos *movegen.Position, res *Result) []string {
	var out []string
	for _, l := range strings.Split(renderSolution(pos, res, movegen.English), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

func TestStipulationString(t *testing.T) {
	for _, s := range []string{"#2", "h#2.5", "h=3", "s#4", "r#2", "ser-h#8", "ser-=14", "ser-s#3", "h#0.5", "r==2"} {
		st, err := parseTestStipulation(s)
		require.NoError(t, err)
		assert.Equal(t, s, st.String())
		assert.NoError(t, st.Validate())
	}
	assert.Error(t, Stipulation{Moves: 0}.Validate())
	assert.Error(t, Stipulation{Play: Direct, Moves: 2, HalfMove: true}.Validate())
	assert.ErrorIs(t, Stipulation{Moves: 2, Intro: 1}.Validate(), ErrUnsupported)
}

// TestWithWhiteToPlay: WhiteToPlay turns h#n into h#(n-1).5 and leaves every other
// stipulation as it is.
func TestWithWhiteToPlay(t *testing.T) {
	for in, want := range map[string]string{
		"h#4": "h#3.5", "h=1": "h=0.5", "h#2.5": "h#2.5", "#2": "#2", "s#3": "s#3",
		"ser-h#4": "ser-h#4", "ser-#3": "ser-#3", "r#2": "r#2",
	} {
		assert.Equal(t, want, mustStip(t, in).WithWhiteToPlay().String(), in)
	}
}

func TestWhiteToPlay(t *testing.T) {
	// castling.inp#26 a): h#4 with WhiteToPlay is solved and printed as h#3.5.
	pos := mustFEN(t, "q3k2r/8/5p2/5N2/5K2/8/8/8 w k - 0 1")
	res, err := Solve(context.Background(), rules.NewOrthodox(pos), mustStip(t, "h#4"), Options{WhiteToPlay: true})
	require.NoError(t, err)
	assert.Equal(t, "h#3.5", res.Stipulation.String())
	assert.Equal(t, []string{"1...Kf4-g4   2.0-0 Kg4-h5   3.Qa8-h1 + Kh5-g6   4.Qh1-h8 Sf5-e7 #"},
		solutionLines(pos, res))
}

func TestKingCapturable(t *testing.T) {
	// 4_79_to_4_81.inp#2: in h=1 Black moves first while in check from the pawn: fine;
	// the set play (White first) and the duplex half (White first) are not solved.
	pos := mustFEN(t, "8/8/8/8/8/1k6/P7/3K4 w - - 0 1")
	res, err := Solve(context.Background(), rules.NewOrthodox(pos), mustStip(t, "h=1"), Options{SetPlay: true, Duplex: true})
	require.NoError(t, err)
	require.Len(t, res.Halves, 2)
	assert.Equal(t, []Note{KingCapturable}, res.Halves[0].SetNotes)
	assert.Empty(t, res.Halves[0].Notes)
	assert.Equal(t, []Note{KingCapturable}, res.Halves[1].Notes)
}

// TestDuplexHalves: each half of a duplex is judged on its own, so one solution in
// each half is sound and a cook is a half's (twin.inp#0, hpint.inp#81, intell.inp#63,
// whose Popeye output shows one solution per half).
func TestDuplexHalves(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		stip   string
		opts   Options
		status Status
		halves []Status // per half, White's first
		counts []int    // full-length solutions per half
	}{
		{name: "twin.inp#0 a) h#2 duplex", fen: "2K5/4Pr2/k7/8/8/8/8/8 w - - 0 1", stip: "h#2",
			opts: Options{Duplex: true}, status: Sound, halves: []Status{Sound, Sound}, counts: []int{1, 1}},
		{name: "twin.inp#0 b) h=2 duplex", fen: "2K5/4Pr2/k7/8/8/8/8/8 w - - 0 1", stip: "h=2",
			opts: Options{Duplex: true}, status: Sound, halves: []Status{Sound, Sound}, counts: []int{1, 1}},
		{name: "intell.inp#63 h#3 duplex", fen: "8/6p1/5n1k/5K2/8/6B1/8/8 w - - 0 1", stip: "h#3",
			opts: Options{Duplex: true}, status: Sound, halves: []Status{Sound, Sound}, counts: []int{1, 1}},
		{name: "twin.inp#0 a) h#2 half duplex", fen: "2K5/4Pr2/k7/8/8/8/8/8 w - - 0 1", stip: "h#2",
			opts: Options{HalfDuplex: true}, status: Sound, halves: []Status{Sound}, counts: []int{1}},
		{name: "castling.inp#18 h#2 duplex: White's half cooked, Black's short", fen: "8/8/8/8/8/1P1k1p2/7r/R3K2R w KQ - 0 1", stip: "h#2",
			opts: Options{Duplex: true}, status: ShortSolution, halves: []Status{Cooked, ShortSolution}, counts: []int{2, 383}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Solve(context.Background(), rules.NewOrthodox(mustFEN(t, tc.fen)), mustStip(t, tc.stip), tc.opts)
			require.NoError(t, err)
			var halves []Status
			var counts []int
			total := 0
			for _, h := range res.Halves {
				halves = append(halves, h.Status)
				counts = append(counts, h.Solutions)
				total += h.Solutions
			}
			assert.Equal(t, tc.halves, halves, "half statuses")
			assert.Equal(t, tc.counts, counts, "solutions per half")
			assert.Equal(t, total, res.Solutions)
			assert.Equal(t, tc.status, res.Status)
		})
	}
}

// Problems that take Popeye (and us) far longer than a test may.
var hardProblems = []struct{ fen, stip string }{
	{"KR2N3/4P1P1/6QB/3N1pPB/n6P/rP6/ppkPP2P/3R4 w - f6 0 1", "s#6"},   // ep.inp#10, 29 s
	{"rb6/4Q3/p1Pp4/3k1p2/K1R1pppp/1P6/3PPPPP/4nn1q w - - 0 1", "#10"}, // ep.inp#1
	{"8/8/2K5/8/k7/6p1/p2pP2p/8 w - - 0 1", "h=7"},                     // hpint.inp#91, 110 s
	{"8/8/8/1p6/1K6/5ppp/4pkpb/2Q2bn1 w - - 0 1", "ser-h=8"},           // hpint.inp#51, 22 s
	{"8/8/6KP/8/8/8/1pp1Rppp/k7 w - - 0 1", "h=6"},                     // hpint.inp#32 two moves longer: long target construction
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ser-#12"},
}

func TestCancellation(t *testing.T) {
	for _, hp := range hardProblems {
		pos := mustFEN(t, hp.fen)
		stip := hp.stip
		t.Run(stip, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			time.AfterFunc(50*time.Millisecond, cancel)
			start := time.Now()
			res, err := Solve(ctx, rules.NewOrthodox(pos), mustStip(t, stip), Options{Variation: true})
			require.NoError(t, err)
			assert.Less(t, time.Since(start), 2*time.Second, "Solve must return promptly after cancel")
			assert.Equal(t, Interrupted, res.Status)
			assert.ErrorIs(t, res.Err, context.Canceled)
		})
	}
}

func TestNodeBudget(t *testing.T) {
	for _, hp := range hardProblems {
		pos := mustFEN(t, hp.fen)
		t.Run(hp.stip, func(t *testing.T) {
			res, err := Solve(context.Background(), rules.NewOrthodox(pos), mustStip(t, hp.stip), Options{MaxNodes: 50000})
			require.NoError(t, err)
			assert.Equal(t, Interrupted, res.Status)
			assert.True(t, errors.Is(res.Err, ErrBudget))
			// The budget is checked every pollInterval positions per goroutine.
			assert.Less(t, res.Nodes, uint64(50000+pollInterval*(runtime.GOMAXPROCS(0)+2)))
		})
	}
}

// TestParallelEqualsSequential solves corpus problems of every kind with one goroutine
// and with several and requires the same result.
func TestParallelEqualsSequential(t *testing.T) {
	ids := []string{
		"BEISPIEL/castling.inp#4",  // #3 with tries and variations
		"BEISPIEL/selfref.inp#0",   // s#3
		"BEISPIEL/selfref.inp#3",   // r#3
		"BEISPIEL/castling.inp#24", // h#2, two solutions
		"BEISPIEL/castling.inp#34", // ser-s#6
		"BEISPIEL/hpint.inp#6",     // ser-h=3
	}
	if testing.Short() {
		ids = ids[:4]
	}
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			tp, err := loadTestProblem(corpusByID(t, id))
			require.NoError(t, err)
			var outs []string
			for _, w := range []int{1, 4} {
				o := tp.opts
				o.Workers = w
				res, err := Solve(context.Background(), rules.NewOrthodox(tp.pos), tp.stip, o)
				require.NoError(t, err)
				require.NotEqual(t, Interrupted, res.Status)
				outs = append(outs, renderSolution(tp.pos, res, tp.lang))
			}
			assert.Equal(t, outs[0], outs[1])
		})
	}
}

func TestSolveDoesNotModifyPosition(t *testing.T) {
	pos := mustFEN(t, "8/8/8/8/R7/2k5/8/4K2R w K - 0 1")
	fen := pos.FEN()
	_, err := Solve(context.Background(), rules.NewOrthodox(pos), mustStip(t, "#3"), Options{Variation: true, Try: true})
	require.NoError(t, err)
	assert.Equal(t, fen, pos.FEN())
}

// TestNonTrivialKeepMating: Options NonTrivial and KeepMatingPiece decide Popeye's
// answers of BEISPIEL/nontriv.inp#5 (s#21;0,0 with KeepMatingPiece: one key, where the
// search without them does not end) and, without -short, nontriv.inp#6 (#15;5,0: the
// key 1.a3-a4).
func TestNonTrivialKeepMating(t *testing.T) {
	pos := mustFEN(t, "2bb4/8/7B/1npNK3/8/3k4/BR3R1n/8 w - - 0 1")
	opts := Options{NonTrivial: true, KeepMatingPiece: true}
	res, err := Solve(context.Background(), rules.NewOrthodox(pos), mustStip(t, "s#21"), opts)
	require.NoError(t, err)
	assert.Equal(t, []string{"1.Ba2-b1 + !"}, solutionLines(pos, res))
	if testing.Short() {
		return
	}
	pos = mustFEN(t, "nb1B4/qrnPp3/rkp1Pp2/p1p1pp2/2P1Np2/P7/1PN1K1P1/8 w - - 0 1")
	opts = Options{NonTrivial: true, NonTrivialMax: 5}
	res, err = Solve(context.Background(), rules.NewOrthodox(pos), mustStip(t, "#15"), opts)
	require.NoError(t, err)
	assert.Equal(t, []string{"1.a3-a4 !"}, solutionLines(pos, res))
}
