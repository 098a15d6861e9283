package solver

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

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
	fullAlone := defaultStrategy()
	fullAlone.placementsBeside = false
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
