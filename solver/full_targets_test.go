package solver

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver/target"
	"github.com/stretchr/testify/require"
)

// TestFullTargetsCover solves helpmates and help stalemates with the plain search and
// checks that the final position of every solution matches one of the targets built for
// it, exact and relaxed (finish's two ways). This tests the construction on its own: the
// search over targets would only miss a solution whose final position no target matches.
func TestFullTargetsCover(t *testing.T) {
	cases := []struct{ id, fen, stip string }{
		{"hpint.inp#40 b) after 1.Ke5 fxe6", "8/3K4/4P3/4k3/8/8/8/8 b - - 0 1", "h=3"},
		{"hpint.inp#54: the victim's pawns promote", "8/4P3/8/8/8/1K6/pppp4/Rnk1n3 b - - 0 1", "h=3"},
		{"hpint.inp#9: the mating side's pawns promote", "1rn5/PP1kPP2/3P4/8/8/8/6p1/1K6 b - - 0 1", "h=3"},
		{"hpint.inp#88", "8/2p1p3/2P1B3/3K1P2/7p/6pN/6kp/7r b - - 0 1", "h=3"},
		{"hpint.inp#60: two solutions", "7b/8/5R2/4KBk1/5N2/4p1n1/8/8 b - - 0 1", "h=3"},
		{"intell.inp#21", "8/4N3/2p1kB2/3b4/5P2/2K5/8/8 b - - 0 1", "h#3"},
		{"intell.inp#50", "8/7b/3q4/1K6/3k1P2/8/2P2P2/6b1 b - - 0 1", "h#3"},
		{"intell.inp#64", "8/5K2/8/2P1b3/3kN3/3B1P2/8/8 b - - 0 1", "h#3"},
		{"castling.inp#1: mate by castling", "B1k5/p1q5/8/6p1/7b/6p1/7B/4K2R b K - 0 1", "h#2"},
		{"ep.inp#6: en passant", "8/8/8/1pn4b/2kPpppR/2q1rB1p/1p4r1/3K4 b - d3 0 1", "h#2"},
		{"mate by double check: Qg8-h7 is met by the second checker only", "6qk/p7/8/8/7B/8/8/1K5R b - - 0 1", "h#1"},
		{"4_59_to_4_61.inp#3: h#2.5, the mating side first", "5B2/2bP4/8/8/1q2p3/1k6/1rn5/8 w - - 0 1", "h#2.5"},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			pos, err := movegen.ParseFEN(c.fen)
			require.NoError(t, err)
			st, err := parseTestStipulation(c.stip)
			require.NoError(t, err)
			res, err := solve(context.Background(), rules.NewOrthodox(pos), st, Options{}, strategy{})
			require.NoError(t, err)
			require.NotEqual(t, Interrupted, res.Status)
			l := 2 * st.Moves
			if st.HalfMove {
				l++
			}
			mater := pos.SideToMove()
			if l%2 == 0 {
				mater = mater.Other()
			}
			materMoves := l / 2
			if l%2 == 1 {
				materMoves++ // the mating side moves first and last
			}
			built := 0
			for _, exact := range []bool{true, false} {
				targets, ok := target.BuildFullTargets(pos, 0, targetGoal(st.Goal), mater, materMoves, l-materMoves, 20_000_000, exact, nil)
				if !ok {
					t.Logf("exact %v: more than %d targets", exact, target.MaxFullTargets)
					continue
				}
				built++
				lines := 0
				for _, line := range res.Halves[0].Lines {
					if line.Short {
						continue
					}
					lines++
					matched, live := coveredBy(pos, mater, line.Moves, targets)
					require.True(t, matched, "exact %v: no target for the final position of %v", exact, fmt.Sprint(line.Moves))
					require.True(t, live, "exact %v: no target of the final position of %v within the moves left all along it",
						exact, fmt.Sprint(line.Moves))
				}
				require.NotZero(t, lines, "no full-length solution to test with")
			}
			require.NotZero(t, built, "no targets built")
		})
	}
}

// coveredBy plays line from pos and reports whether its final position matches a target
// (pieces followed by identity, mater's first, as the construction numbers them), and
// whether one of those it matches is within the moves left at every position of the
// line, as the search over targets requires.
func coveredBy(pos *movegen.Position, mater movegen.Color, line []movegen.Move, targets []*target.Full) (matched, live bool) {
	p := pos.Clone()
	tr := target.NewTracker(p, mater)
	fs := target.NewFullSet(p, tr, targets, mater, 0, 0)
	for _, m := range line {
		tr.Move(p, m)
		p.Make(m)
	}
	var hits []*target.Full
	for i, tg := range targets {
		if fs.Matches(i) {
			hits = append(hits, tg)
		}
	}
	if len(hits) == 0 {
		return false, false
	}
	// Walk the line again, the targets it matches checked at every position before
	// the last (the search tests none after the mating move).
	p = pos.Clone()
	tr = target.NewTracker(p, mater)
	fs = target.NewFullSet(p, tr, hits, mater, 0, 0)
	alive := make([]bool, len(hits))
	for i := range alive {
		alive[i] = true
	}
	for k := range line {
		materMoves, victimMoves := 0, 0
		for j := k; j < len(line); j++ {
			if (j%2 == 0) == (pos.SideToMove() == mater) {
				materMoves++
			} else {
				victimMoves++
			}
		}
		for i := range hits {
			alive[i] = alive[i] && fs.Within(i, materMoves, victimMoves)
		}
		tr.Move(p, line[k])
		p.Make(line[k])
	}
	return true, slices.Contains(alive, true)
}
