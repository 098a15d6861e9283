package solver

import (
	"context"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/cpls-dev/cpls/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recorder is an Observer that keeps what it is told and notices overlapping calls.
type recorder struct {
	found    []Finding
	progress []Progress
	inside   atomic.Bool
	overlaps int
}

func (r *recorder) observer() *Observer {
	enter := func() {
		if r.inside.Swap(true) {
			r.overlaps++
		}
		runtime.Gosched() // give another worker the chance to call at the same time
	}
	return &Observer{
		Found: func(f Finding) {
			enter()
			r.found = append(r.found, f)
			r.inside.Store(false)
		},
		Progress: func(p Progress) {
			enter()
			r.progress = append(r.progress, p)
			r.inside.Store(false)
		},
	}
}

// halves rebuilds the play of each half from the findings, in the order reported.
func (r *recorder) halves() map[int]*Half {
	out := map[int]*Half{}
	for _, f := range r.found {
		h := out[f.Phase.Half]
		if h == nil {
			h = &Half{Attacker: f.Phase.Attacker, Start: f.Phase.Start, Notes: f.Phase.Notes}
			out[f.Phase.Half] = h
		}
		switch {
		case f.Line != nil && f.Phase.Set:
			h.SetLines = append(h.SetLines, *f.Line)
		case f.Line != nil:
			h.Lines = append(h.Lines, *f.Line)
		case f.Defence != nil:
			h.SetPlay = append(h.SetPlay, f.Defence)
		case f.Attack != nil && f.Attack.Move == NullMove:
			h.PostKey = f.Attack
		case f.Attack != nil:
			h.Keys = append(h.Keys, f.Attack)
		}
	}
	return out
}

// TestObserver solves problems of every play type with one worker and checks that the
// findings reported, in order, are the Result's play, each in its phase, and that the
// progress of every pass counts its first moves from 0 to the total.
func TestObserver(t *testing.T) {
	cases := []struct {
		name, fen, stip string
		opts            Options
		halves          int  // halves with findings
		sequential      bool // no search over first moves, so no progress
	}{
		{"h#2 set play, two solutions", "8/8/8/8/8/1P1k1p2/7r/R3K2R w KQ - 0 1", "h#2", Options{SetPlay: true}, 1, false},
		{"#2 set play, tries, variations", "8/Q7/8/8/8/8/8/2k1K2R w K - 0 1", "#2",
			Options{SetPlay: true, Try: true, Variation: true}, 1, false},
		{"#2 post-key play with try", "8/Q7/8/8/8/8/8/2k1K2R w K - 0 1", "#2", Options{PostKeyPlay: true, Try: true}, 1, true},
		{"ser-h#2 set play, short solution", "k7/8/1K6/8/8/8/8/7R w - - 0 1", "ser-h#2", Options{SetPlay: true}, 1, false},
		{"h#2 duplex", "B1k5/p1q5/8/6p1/7b/6p1/7B/4K2R w K - 0 1", "h#2", Options{Duplex: true}, 2, false},
		{"r#2 forced goal", "k7/P7/K7/8/8/8/8/1Q6 w - - 0 1", "r#2", Options{}, 1, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var rec recorder
			opts := c.opts
			opts.Workers = 1
			opts.Observer = rec.observer()
			res, err := Solve(context.Background(), rules.NewOrthodox(mustFEN(t, c.fen)), mustStip(t, c.stip), opts)
			require.NoError(t, err)
			require.NotEqual(t, Interrupted, res.Status)
			got := rec.halves()
			assert.Len(t, got, c.halves)
			for i, h := range got {
				want := res.Halves[i]
				want.SetNotes = nil
				// The classification is the solver's verdict at the end, not a finding.
				want.Status, want.Solutions, want.ShortSolutions = 0, 0, 0
				assert.Equal(t, want, *h, "half %d", i)
			}
			if c.sequential {
				assert.Empty(t, rec.progress)
			} else {
				checkProgress(t, rec.progress)
			}
		})
	}
}

// checkProgress checks that each pass over first moves reports 0 … Total in order.
func checkProgress(t *testing.T, ps []Progress) {
	t.Helper()
	require.NotEmpty(t, ps)
	for i, p := range ps {
		if p.Done == 0 {
			continue
		}
		prev := ps[i-1]
		assert.Equal(t, prev.Done+1, p.Done, "report %d", i)
		assert.Equal(t, prev.Total, p.Total, "report %d", i)
		assert.Equal(t, prev.Phase.Set, p.Phase.Set)
		assert.Equal(t, prev.Length, p.Length)
	}
	for i, p := range ps {
		if i+1 == len(ps) || ps[i+1].Done == 0 {
			assert.Equal(t, p.Total, p.Done, "a pass ends with all first moves done (report %d)", i)
		}
	}
}

// TestObserverConcurrent solves with several workers: the calls never overlap, and the
// lines reported are the Result's, in any order.
func TestObserverConcurrent(t *testing.T) {
	var rec recorder
	opts := Options{Workers: 4, SetPlay: true}
	opts.Observer = rec.observer()
	res, err := Solve(context.Background(), rules.NewOrthodox(mustFEN(t, "8/8/8/8/8/1P1k1p2/7r/R3K2R w KQ - 0 1")), mustStip(t, "h#3"), opts)
	require.NoError(t, err)
	assert.Zero(t, rec.overlaps, "calls overlapped")
	h := rec.halves()[0]
	require.NotNil(t, h)
	assert.ElementsMatch(t, res.Halves[0].Lines, h.Lines)
	assert.ElementsMatch(t, res.Halves[0].SetLines, h.SetLines)
	assert.NotEmpty(t, h.Lines)
	var last Progress
	for _, p := range rec.progress {
		if !p.Phase.Set && p.Length == 6 {
			last = p
		}
	}
	assert.Equal(t, last.Total, last.Done, "the last pass of the play finishes all first moves")
}

// TestObserverInterrupted stops the search at its first line: the Result is
// Interrupted and holds no line that was not reported.
func TestObserverInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var lines []Line
	opts := Options{Workers: 2, Observer: &Observer{Found: func(f Finding) {
		lines = append(lines, *f.Line)
		cancel()
	}}}
	// The opening position: h#4 has no solution, but shorter ones are searched first.
	res, err := Solve(ctx, rules.NewOrthodox(mustFEN(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")), mustStip(t, "h#4"), opts)
	require.NoError(t, err)
	assert.Equal(t, Interrupted, res.Status)
	require.NotEmpty(t, lines)
	for _, l := range res.Halves[0].Lines {
		assert.Contains(t, lines, l)
	}
}
