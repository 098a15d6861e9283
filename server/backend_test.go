package server

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/feature"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// observed wraps the real backend and records every solve: its key, status and how long
// it ran, so that tests can see caching and cancellation of real solving.
type observed struct {
	problemSolver
	mu     sync.Mutex
	solves []solveRecord
	start  chan string
}

type solveRecord struct {
	key    string
	stip   string // the twin's stipulation as Popeye writes it
	status string
	took   time.Duration
}

func newObserved() *observed { return &observed{start: make(chan string, 100)} }

func (o *observed) solve(ctx context.Context, f *feature.File, u feature.Unit, budget time.Duration, track *feature.Tracker) feature.Outcome {
	o.start <- u.Key
	t0 := time.Now()
	out := o.problemSolver.solve(ctx, f, u, budget, track)
	o.mu.Lock()
	stip := f.Loaded.Problems[u.Problem].Twins[u.Twin].StipText
	o.solves = append(o.solves, solveRecord{u.Key, stip, out.Status, time.Since(t0)})
	o.mu.Unlock()
	return out
}

func (o *observed) records() []solveRecord {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append([]solveRecord(nil), o.solves...)
}

const cooked2 = `BeginProblem
Author cpls examples
Pieces White Ke1 Qa7 Rh1 Bd5
       Black Kc1
Stipulation #2
Option Variation
EndProblem
`

// TestRealSolverCache: undo and an edit elsewhere do not solve again.
func TestRealSolverCache(t *testing.T) {
	ob := newObserved()
	c := newClient(t, clientOptions{backend: ob, initOptions: map[string]any{"debounceMs": 0}})
	const u = "file:///real/cache.inp"
	c.open(u, cooked2)
	assert.Equal(t, []string{"cook", "cook"}, codes(c.waitSettled(u, 1)))
	v := c.edit(u, 4, 13, 4, 14, "1") // #2 → #1: no solution
	assert.Equal(t, []string{"no-solution"}, codes(c.waitSettled(u, v)))
	v = c.edit(u, 4, 13, 4, 14, "2") // undo: cached
	assert.Equal(t, []string{"cook", "cook"}, codes(c.waitSettled(u, v)))
	v = c.edit(u, 1, 7, 1, 7, "Dr. ") // the author: cached
	assert.Equal(t, []string{"cook", "cook"}, codes(c.waitSettled(u, v)))
	v = c.edit(u, 3, 0, 3, 0, "  ") // layout of the piece list: same position, cached
	assert.Equal(t, []string{"cook", "cook"}, codes(c.waitSettled(u, v)))
	assert.Len(t, ob.records(), 2, "solved once per position and stipulation: %v", ob.records())
}

// slow is a problem the solver cannot finish in a test: ser-#12 from the game array.
const slow = `BeginProblem
InitialGameArray
Stipulation ser-#12
EndProblem
`

// TestRealSolverTimeout: the budget stops a real search; the timeout is reported at the
// stipulation and the status says so.
func TestRealSolverTimeout(t *testing.T) {
	ob := newObserved()
	c := newClient(t, clientOptions{backend: ob, initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 300}})
	const u = "file:///real/timeout.inp"
	c.open(u, slow)
	diags := c.waitSettled(u, 1)
	require.Equal(t, []string{"timeout"}, codes(diags))
	assert.Equal(t, 2, diags[0].Range.Start.Line)
	recs := ob.records()
	require.Len(t, recs, 1)
	assert.Equal(t, feature.StatusTimeout, recs[0].status)
	assert.Less(t, recs[0].took, 3*time.Second, "the solver stops soon after its budget")
	st := statuses(c.received(), u)
	assert.Equal(t, feature.StatusTimeout, st[len(st)-1].Problems[0].Status)
}

// TestRealSolverCancelledByEdit: an edit cancels the running search of the previous
// version at once, and only the new version's result is published.
func TestRealSolverCancelledByEdit(t *testing.T) {
	ob := newObserved()
	c := newClient(t, clientOptions{backend: ob, initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 60000}})
	const u = "file:///real/cancel.inp"
	c.open(u, slow)
	select {
	case <-ob.start:
	case <-time.After(waitLimit):
		t.Fatal("solving did not start")
	}
	time.Sleep(100 * time.Millisecond)
	v := c.edit(u, 2, 12, 2, 19, "#2") // ser-#12 → #2: no solution, at once
	assert.Equal(t, []string{"no-solution"}, codes(c.waitSettled(u, v)))
	require.Eventually(t, func() bool { return len(ob.records()) == 2 }, waitLimit, 10*time.Millisecond)
	cancelled := 0
	for _, r := range ob.records() {
		if r.stip == "ser-#12" {
			cancelled++
			assert.Less(t, r.took, 3*time.Second, "the ser-#12 search was cancelled by the edit")
		}
	}
	assert.Equal(t, 1, cancelled, "one ser-#12 search: %v", ob.records())
	for _, p := range publishes(c.received(), u) {
		for _, d := range p.Diagnostics {
			assert.NotEqual(t, "timeout", d.Code, "a cancelled search is not reported")
		}
	}
}

// TestCodeActionOnly: a client asking only for quick fixes (VS Code's lightbulb) gets
// the legality fix and not the solution commands.
func TestCodeActionOnly(t *testing.T) {
	c := newClient(t, clientOptions{initOptions: map[string]any{"debounceMs": 0}})
	const u = "file:///real/only.inp"
	c.open(u, strings.Replace(cooked2, "Bd5", "Bd5 Pd1", 1))
	c.waitSettled(u, 1)
	titles := func(only []string) []string {
		p := docPos(u, 2, 30)
		p["range"] = rng(2, 30, 2, 30)
		ctx := map[string]any{"diagnostics": []any{}}
		if only != nil {
			ctx["only"] = only
		}
		p["context"] = ctx
		var acts []struct {
			Title string `json:"title"`
		}
		c.mustCall("textDocument/codeAction", p, &acts)
		var out []string
		for _, a := range acts {
			out = append(out, a.Title)
		}
		return out
	}
	assert.Equal(t, []string{"remove the white pawn on d1"}, titles([]string{"quickfix"}))
	assert.Empty(t, titles([]string{"refactor"}))
	assert.Contains(t, titles(nil), "remove the white pawn on d1")
}

// TestSolveMemorySetting: solveMemoryMB is the memory budget of every solve the server
// starts: a help stalemate whose target sets need megabytes stops under 2 MB with a
// timeout that names the memory budget.
func TestSolveMemorySetting(t *testing.T) {
	assert.Equal(t, int64(3<<20), defaultSettings().merge([]byte(`{"cpls":{"solveMemoryMB":3}}`)).SolveMemory)
	assert.Zero(t, defaultSettings().merge([]byte(`{"solveMemoryMB":-1}`)).SolveMemory, "ignored")

	c := newClient(t, clientOptions{initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 60000, "solveMemoryMB": 2}})
	const u = "file:///memory.inp"
	text := "BeginProblem\nForsyth 8/8/6KP/8/8/8/1pp1Rppp/k7\nStipulation h=6\nEndProblem\n"
	c.open(u, text)
	diags := c.waitSettled(u, 1)
	require.Len(t, diags, 1)
	assert.Equal(t, "timeout", diags[0].Code)
	assert.Equal(t, "solving h=6 was stopped when it needed more memory than its budget", diags[0].Message)

	// An edit that leaves the problem alone takes its outcome from the cache; after the
	// memory budget changes, the timeout is forgotten and the problem solved again.
	solvedAgain := func(v int32) bool {
		c.waitSettled(u, v)
		for _, st := range statuses(c.received(), u) {
			if st.Version == v && !settled(st) {
				return true
			}
		}
		return false
	}
	text += "remark\n"
	assert.False(t, solvedAgain(c.replaceAll(u, text)), "cached")
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"cpls": map[string]any{"solveMemoryMB": 3}}})
	text += "remark\n"
	assert.True(t, solvedAgain(c.replaceAll(u, text)), "solved again under the new budget")
}
