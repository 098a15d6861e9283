package solver

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

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
