package analysis

import (
	"context"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver"
	"github.com/stretchr/testify/require"
)

// solve solves fen under st with the options the analyses of sel need, and analyses it.
func solve(t *testing.T, fen string, st solver.Stipulation, sel Selection) *Report {
	t.Helper()
	pos, err := movegen.ParseFEN(fen)
	require.NoError(t, err)
	r, err := solver.Solve(context.Background(), rules.NewOrthodox(pos.Clone()), st, Wants(solver.Options{}, st, sel))
	require.NoError(t, err)
	return Analyse(pos, r, sel)
}

func uci(ms []movegen.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.UCI())
	}
	return out
}

// TestOrderDualAsMoves: the h#2 of problem/analysis_test.go's order dual, straight from
// the solver: one OrderDual whose alternatives are the two solutions, and no other dual.
func TestOrderDualAsMoves(t *testing.T) {
	rep := solve(t, "8/8/8/1R6/3p4/2k3p1/8/2NK4 b - - 0 1", solver.Stipulation{Play: solver.Help, Goal: solver.Mate, Moves: 2}, All)
	require.Len(t, rep.Duals, 1)
	d := rep.Duals[0]
	require.Equal(t, OrderDual, d.Kind)
	require.Empty(t, d.Path)
	require.Len(t, d.Alts, 2)
	require.Equal(t, []string{"g3g2", "b5b4", "d4d3", "c1a2"}, uci(d.Alts[0].Moves))
	require.Equal(t, []string{"d4d3", "b5b4", "g3g2", "c1a2"}, uci(d.Alts[1].Moves))
	require.Empty(t, rep.Keys, "help play has no key to describe")
}

// TestKeyAsMoves: examples/sound-2.inp's key, straight from the solver: it takes the
// flights b2 and c2 and threatens 2.0-0#; no dual. Without KeyCharacter no key is
// described.
func TestKeyAsMoves(t *testing.T) {
	const fen = "8/Q7/8/8/8/8/8/2k1K2R w K - 0 1"
	st := solver.Stipulation{Play: solver.Direct, Goal: solver.Mate, Moves: 2}
	rep := solve(t, fen, st, All)
	require.Empty(t, rep.Duals)
	var keys []Key
	for _, k := range rep.Keys {
		if !k.Try {
			keys = append(keys, k)
		}
	}
	require.Len(t, keys, 1)
	k := keys[0]
	require.Equal(t, "a7f2", k.Move.UCI())
	require.Equal(t, []movegen.Square{movegen.B2, movegen.C2}, k.Taken)
	require.Empty(t, k.Given)
	require.Equal(t, []string{"e1g1"}, uci(k.Threats))
	require.Equal(t, []string{"flight-taking", "threat"}, k.Tags())

	mates, err := ParseSelection("mate")
	require.NoError(t, err)
	require.Empty(t, solve(t, fen, st, mates).Keys)
}
