package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// TestIntelligentMatchesPlain solves corpus helpmates, helpstalemates and series-helpmates
// with the intelligent (target-set) search and with the plain one and wants the same
// solutions. The problems are ones the plain search solves within a fraction of a
// second; each exercises a different part (promotions, castling, en passant, captures of
// the mating side, set play, ser-h, h#n.5).
func TestIntelligentMatchesPlain(t *testing.T) {
	ids := []string{
		"BEISPIEL/intell.inp#21",         // h#3
		"BEISPIEL/intell.inp#22",         // h#3
		"BEISPIEL/intell.inp#23",         // h#3
		"BEISPIEL/intell.inp#50",         // h#3
		"BEISPIEL/intell.inp#63",         // h#3
		"BEISPIEL/intell.inp#64",         // h#3
		"BEISPIEL/castling.inp#1",        // h#2 with castling
		"BEISPIEL/castling.inp#24",       // h#2 with castling, cooked
		"BEISPIEL/castling.inp#5",        // h#3 with castling
		"BEISPIEL/castling.inp#25",       // h#3 with castling
		"BEISPIEL/castling.inp#26",       // h#4 with castling
		"BEISPIEL/ep.inp#6",              // h#2 with en passant
		"BEISPIEL/ep.inp#8",              // h#3 with en passant, cooked
		"REGRESSIONS/4_59_to_4_61.inp#3", // h#2.5
		"BEISPIEL/hpint.inp#56",          // h=4
		"BEISPIEL/hpint.inp#2",           // ser-h=5 with promotions
		"BEISPIEL/hpint.inp#5",           // ser-h=5
		"BEISPIEL/hpint.inp#18",          // ser-h=6
		"BEISPIEL/hpint.inp#17",          // ser-h#9
		"REGRESSIONS/4_75_to_4_77.inp#4", // ser-h#3
		"REGRESSIONS/4_75_to_4_77.inp#5", // ser-h#3, no solution
		"TESTS/intell.inp#0",             // h#2.5
	}
	plain := strategy{}
	placements := defaultStrategy()
	placements.fullMate = false
	both := defaultStrategy()
	both.placementsBeside = true
	fullAlone := defaultStrategy()
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			tp, err := loadTestProblem(corpusByID(t, id))
			require.NoError(t, err)
			// plain; intelligent over mate-only targets; intelligent over both kinds for
			// mates; over the full mate targets alone
			var outs [4]string
			for i, st := range []strategy{plain, placements, both, fullAlone} {
				res, err := solve(context.Background(), rules.NewOrthodox(tp.pos), tp.stip, tp.opts, st)
				require.NoError(t, err)
				require.NotEqual(t, Interrupted, res.Status)
				outs[i] = canonical(solutionPart(renderSolution(tp.pos, res, tp.lang)))
			}
			require.NotEmpty(t, outs[0])
			require.Equal(t, outs[0], outs[1], "plain (expected) vs intelligent (actual)")
			require.Equal(t, outs[0], outs[2], "plain (expected) vs intelligent over both kinds of mate targets (actual)")
			require.Equal(t, outs[0], outs[3], "plain (expected) vs intelligent over the full mate targets alone (actual)")
		})
	}
}

// TestIntelligentReciMatchesPlain solves reciprocal helpmates (reci-h#2, reci-h#3,
// reci-h(=)#3) of random positions with the search over targets (whose targets are
// those of the whole solution, two half moves past the reciprocal end) and with the
// plain search, and wants the same solutions. Positions either search cannot finish
// within its node limit are skipped; enough must have a solution for the comparison to
// mean something.
func TestIntelligentReciMatchesPlain(t *testing.T) {
	stips := []Stipulation{
		{Play: Help, Goal: Mate, Moves: 2, Reci: true, ReciGoal: Mate},
		{Play: Help, Goal: Mate, Moves: 3, Reci: true, ReciGoal: Mate},
		{Play: Help, Goal: Mate, Moves: 3, Reci: true, ReciGoal: Stalemate},
	}
	if testing.Short() {
		t.Skip("random reciprocal helpmates with a solution are rare: a minute of search")
	}
	n := 48
	rng := rand.New(rand.NewPCG(19, 109))
	// The plain search is limited to 100,000 nodes; the one over targets, which counts
	// its constructions too, gets more.
	solveWith := func(pos *movegen.Position, stip Stipulation, st strategy) (string, int, bool) {
		nodes := uint64(100_000)
		if st.targets {
			nodes *= 20
		}
		res, err := solve(context.Background(), rules.NewOrthodox(pos), stip, Options{MaxNodes: nodes}, st)
		require.NoError(t, err)
		return canonical(solutionPart(renderSolution(pos, res, movegen.English))), res.Solutions + res.ShortSolutions, res.Status != Interrupted
	}
	var compared, withSolution int
	for i := 0; i < n; i++ {
		stip := stips[i%len(stips)]
		// Most positions must have a solution (random ones rarely do): up to 200 are
		// drawn for one.
		var pos *movegen.Position
		var want string
		solutions, drawn := 0, false
		for attempt := 0; attempt < 100; attempt++ {
			pos = randomReciPosition(rng)
			if CheckGame(rules.NewOrthodox(pos), stip) != nil {
				continue
			}
			out, k, ok := solveWith(pos, stip, strategy{})
			if !ok {
				continue
			}
			want, solutions, drawn = out, k, true
			if k > 0 || i%4 == 0 {
				break
			}
		}
		if !drawn {
			continue
		}
		got, _, ok := solveWith(pos, stip, defaultStrategy())
		if !ok {
			continue
		}
		require.Equal(t, want, got, "%s %s: plain (expected) vs over targets (actual)", stip, pos.FEN())
		compared++
		if solutions > 0 {
			withSolution++
		}
	}
	t.Logf("%d positions compared, %d with a solution", compared, withSolution)
	require.GreaterOrEqual(t, compared, n/2)
	require.GreaterOrEqual(t, withSolution, n/8)
}

// randomReciPosition returns a random position with Black to move: the kings and two to
// five other pieces, pawns off the first and last ranks, White not in check.
func randomReciPosition(rng *rand.Rand) *movegen.Position {
	p := movegen.NewEmpty()
	free := func() movegen.Square {
		for {
			s := movegen.Square(rng.IntN(64))
			if p.PieceAt(s) == movegen.NoPiece {
				return s
			}
		}
	}
	p.Put(free(), movegen.MakePiece(movegen.White, movegen.King))
	p.Put(free(), movegen.MakePiece(movegen.Black, movegen.King))
	kinds := []movegen.PieceType{movegen.Queen, movegen.Rook, movegen.Bishop, movegen.Knight, movegen.Pawn}
	for j, extra := 0, 2+rng.IntN(4); j < extra; j++ {
		c := movegen.Color(rng.IntN(2))
		kind := kinds[rng.IntN(len(kinds))]
		s := free()
		for kind == movegen.Pawn && (s.Rank() == 0 || s.Rank() == 7) {
			s = free()
		}
		p.Put(s, movegen.MakePiece(c, kind))
	}
	p.SetSideToMove(movegen.White)
	if p.InCheck() {
		return randomReciPosition(rng) // Black to move could take the king
	}
	p.SetSideToMove(movegen.Black)
	return p
}

// TestIntelligentParryMatchesPlain solves parry series helpmates whose series moves
// check and whose parries move the mating side's king (EXAMPLES/pseries.inp#4, both
// twins: the promoted piece checks five times) with the plain search and over each kind
// of target set, and wants the same solution from each. The targets' filters update
// their entries by the last move alone, so the series move before a parry must be
// filtered on its own.
func TestIntelligentParryMatchesPlain(t *testing.T) {
	stip := Stipulation{Play: Help, Goal: Mate, Moves: 7, Series: true, Parry: true}
	plain := strategy{}
	placements := defaultStrategy()
	placements.fullMate = false
	both := defaultStrategy()
	both.placementsBeside = true
	fullAlone := defaultStrategy()
	for _, tc := range []struct{ fen, mate string }{
		{"8/8/8/8/8/4P3/1K2p3/3N3k b - - 0 1", "Sd1-f2 #"},
		{"8/8/8/8/8/4P3/1K2p3/3B3k b - - 0 1", "Bd1-f3 #"},
	} {
		pos, err := movegen.ParseFEN(tc.fen)
		require.NoError(t, err)
		var outs [4]string
		for i, st := range []strategy{plain, placements, both, fullAlone} {
			res, err := solve(context.Background(), rules.NewOrthodox(pos), stip, Options{}, st)
			require.NoError(t, err)
			require.Equal(t, 1, res.Solutions, "strategy %d", i)
			outs[i] = canonical(solutionPart(renderSolution(pos, res, movegen.English)))
		}
		require.Contains(t, outs[0], tc.mate)
		for i := 1; i < len(outs); i++ {
			require.Equal(t, outs[0], outs[i], "plain (expected) vs strategy %d (actual)", i)
		}
	}
}
