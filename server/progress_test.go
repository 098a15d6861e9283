package server

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/feature"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type progressValue struct {
	Kind       string  `json:"kind"`
	Message    *string `json:"message"`
	Percentage *uint32 `json:"percentage"`
}

func progressValues(t *testing.T, notes []note) []progressValue {
	var out []progressValue
	for _, n := range notes {
		if n.method != "$/progress" {
			continue
		}
		var p struct {
			Value progressValue `json:"value"`
		}
		require.NoError(t, json.Unmarshal(n.params, &p))
		out = append(out, p.Value)
	}
	return out
}

// TestProgressReportsFirstMoves: while a long solve runs, $/progress says which problem,
// how many of its first moves are done and for how long it has run, and its percentage
// rises with the first moves (a one-problem file no longer stays at 0% until the end).
func TestProgressReportsFirstMoves(t *testing.T) {
	c := newClient(t, clientOptions{backend: newFakeSolver(), initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 60000}})
	const u = "file:///progress.inp"
	c.open(u, strings.Replace(sound2, "#2", "#7", 1))
	c.waitSettled(u, 1)
	c.waitFor("progress end", func(notes []note) bool {
		vs := progressValues(t, notes)
		return len(vs) > 0 && vs[len(vs)-1].Kind == "end"
	})
	var pcts []uint32
	var msgs []string
	for _, v := range progressValues(t, c.received()) {
		if v.Kind != "report" {
			continue
		}
		require.NotNil(t, v.Percentage)
		pcts = append(pcts, *v.Percentage)
		msgs = append(msgs, *v.Message)
	}
	require.NotEmpty(t, pcts)
	between := false
	for i, p := range pcts {
		between = between || p > 0 && p < 100
		if i > 0 {
			assert.GreaterOrEqual(t, p, pcts[i-1], "the percentage only rises: %v", pcts)
		}
	}
	assert.True(t, between, "a percentage between 0 and 100 while solving: %v", pcts)
	assert.Contains(t, msgs[0], "problem 1")
	joined := strings.Join(msgs, "\n")
	assert.Contains(t, joined, "/4 first moves", "first moves done of total: %q", msgs)
	assert.Contains(t, joined, " s", "the time taken: %q", msgs)
}

// TestProgressMessage: the unit (and which of how many), its first moves, the length when not yet the full one,
// set play, and the time taken.
func TestProgressMessage(t *testing.T) {
	u := feature.Unit{Problem: 0, Label: "b)"}
	assert.Equal(t, "problem 1 b) (2 of 3) · 0 s", progressMessage(u, 1, 3, feature.Progress{}, 0))
	assert.Equal(t, "problem 1 b) (2 of 3): 12/25 first moves · 14 s", progressMessage(u, 1, 3, feature.Progress{Done: 12, Total: 25, Length: 3, Full: 3}, 14*time.Second))
	assert.Equal(t, "problem 2: 3/20 first moves (length 4/7) · 2 s", progressMessage(feature.Unit{Problem: 1}, 0, 1, feature.Progress{Done: 3, Total: 20, Length: 4, Full: 7}, 2*time.Second))
	assert.Equal(t, "problem 2: 1/9 first moves (set play) · 0 s", progressMessage(feature.Unit{Problem: 1}, 0, 1, feature.Progress{Done: 1, Total: 9, Length: 2, Full: 3, Set: true}, 0))
	assert.InDelta(t, 0.48, feature.Progress{Done: 12, Total: 25, Length: 3, Full: 3}.Fraction(), 1e-9)
	assert.Zero(t, feature.Progress{Done: 3, Total: 20, Length: 4, Full: 7}.Fraction(), "a shorter length is not the solve's progress")
	assert.Zero(t, feature.Progress{Done: 1, Total: 9, Length: 3, Full: 3, Set: true}.Fraction())
}

// TestRealSolverReportsProgress: the real backend passes the solver's progress on, ending
// with every first move of the full length done.
func TestRealSolverReportsProgress(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"battle", cooked2},
		{"help", strings.Replace(cooked2, "#2", "h#2", 1)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := feature.Analyse(tc.text)
			us := problemSolver{}.units(f)
			require.Len(t, us, 1)
			var track feature.Tracker
			o := problemSolver{}.solve(context.Background(), f, us[0], time.Minute, &track)
			last := track.Progress()
			require.Positive(t, last.Total, "status %s", o.Status)
			assert.Equal(t, last.Total, last.Done)
			assert.Positive(t, last.Total)
			assert.Equal(t, last.Full, last.Length, "the last phase searched is the full length")
			assert.InDelta(t, 1.0, last.Fraction(), 1e-9)
		})
	}
}
