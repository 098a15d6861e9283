package server

import (
	"context"
	"encoding/json"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/feature"
	"github.com/cpls-dev/cpls/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
)

// fakeSolver stands in for package problem: one unit per problem, keyed by stipulation
// and pieces; "#2" is sound, "#3" cooked, "#9" never finishes (until cancelled or out
// of budget). It counts solves per key and records cancellations.
type fakeSolver struct {
	mu        sync.Mutex
	solves    map[string]int
	started   chan string
	cancelled []string
}

func newFakeSolver() *fakeSolver {
	return &fakeSolver{solves: map[string]int{}, started: make(chan string, 100)}
}

// units are one per problem with a stipulation, problems with errors included, keyed by
// the stipulation as written and the pieces.
func (f *fakeSolver) units(file *feature.File) []feature.Unit {
	var out []feature.Unit
	for i, p := range file.Loaded.Source.Problems {
		if p.Stipulation == nil {
			continue
		}
		var sq []string
		for _, pc := range p.Pieces {
			sq = append(sq, pc.Color.String()+pc.Name.Text+pc.Square.Square.String())
		}
		sort.Strings(sq)
		out = append(out, feature.Unit{Problem: i, Key: p.Stipulation.Value.Text + "|" + strings.Join(sq, ",")})
	}
	return out
}

func (f *fakeSolver) solve(ctx context.Context, file *feature.File, u feature.Unit, budget time.Duration, track *feature.Tracker) feature.Outcome {
	if budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, budget)
		defer cancel()
	}
	f.mu.Lock()
	f.solves[u.Key]++
	f.mu.Unlock()
	f.started <- u.Key
	stip, _, _ := strings.Cut(u.Key, "|")
	sound := feature.Outcome{Status: feature.StatusSound, Summary: "sound: 1.Qa7-a8!", Result: "1.Qa7-a8!\n", Keys: []feature.SolutionKey{{Notation: "1.Qa7-a8!", From: "a7"}}}
	switch stip {
	case "#2":
		return feature.Outcome{Status: feature.StatusSound, Summary: "sound: 1.Qa7-a8!", Result: "1.Qa7-a8! zugzwang.\n", Keys: []feature.SolutionKey{{Notation: "1.Qa7-a8!", From: "a7"}}}
	case "#8": // takes a while, then is sound
		select {
		case <-time.After(400 * time.Millisecond):
			return sound
		case <-ctx.Done():
			f.mu.Lock()
			f.cancelled = append(f.cancelled, u.Key)
			f.mu.Unlock()
			return feature.Outcome{Status: feature.StatusTimeout, Summary: "timeout"}
		}
	case "#7": // reports its progress over four first moves, then is sound
		for d := 0; d <= 4; d++ {
			track.Set(feature.Progress{Done: d, Total: 4, Length: 7, Full: 7})
			select {
			case <-time.After(300 * time.Millisecond):
			case <-ctx.Done():
				return feature.Outcome{Status: feature.StatusTimeout, Summary: "timeout"}
			}
		}
		return sound
	case "#3":
		return feature.Outcome{Status: feature.StatusCooked, Summary: "cooked: 2 keys", Result: "1.Qa7-a8!\n1.Rh1-h2!\n",
			Keys: []feature.SolutionKey{{Notation: "1.Qa7-a8!", From: "a7"}, {Notation: "1.Rh1-h2!", From: "h1"}}}
	}
	<-ctx.Done()
	f.mu.Lock()
	f.cancelled = append(f.cancelled, u.Key)
	f.mu.Unlock()
	return feature.Outcome{Status: feature.StatusTimeout, Summary: "timeout"}
}

func (f *fakeSolver) diagnostics(file *feature.File, u feature.Unit, o feature.Outcome) []feature.Finding {
	r := file.Loaded.Source.Problems[u.Problem].Stipulation.Value.Range
	switch o.Status {
	case feature.StatusCooked:
		fx := feature.Fix{Title: "Change the stipulation to #2", Edits: []feature.Edit{{Start: r.Start, End: r.End, Text: "#2"}}}
		return []feature.Finding{{Start: r.Start, End: r.End, Severity: parser.Error, Code: "cook", Message: "cooked", Fixes: []feature.Fix{fx}}}
	case feature.StatusSound:
		return []feature.Finding{{Start: r.Start, End: r.End, Severity: parser.Information, Code: "solution", Message: o.Summary}}
	case feature.StatusTimeout:
		return []feature.Finding{{Start: r.Start, End: r.End, Severity: parser.Warning, Code: "timeout", Message: "timeout"}}
	}
	return nil
}

// render writes each unit's text (kept as the outcome's result), under its twin label.
func (f *fakeSolver) render(file *feature.File, idx int, units []feature.Unit, outs []feature.Outcome) string {
	var b strings.Builder
	for i, o := range outs {
		if units[i].Label != "" {
			b.WriteString(units[i].Label + "\n")
		}
		text, _ := o.Result.(string)
		b.WriteString(text)
	}
	return b.String()
}

func (f *fakeSolver) count(prefix string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for k, v := range f.solves {
		if strings.HasPrefix(k, prefix) {
			n += v
		}
	}
	return n
}

func codes(diags []wireDiagnostic) []string {
	var out []string
	for _, d := range diags {
		out = append(out, d.Code.(string))
	}
	return out
}

func TestSolveCacheUndoAndEditElsewhere(t *testing.T) {
	fs := newFakeSolver()
	c := newClient(t, clientOptions{backend: fs, initOptions: map[string]any{"debounceMs": 0}})
	const u = "file:///cache.inp"
	c.open(u, sound2)
	assert.Equal(t, []string{"solution"}, codes(c.waitSettled(u, 1)))
	// Stipulation #2 → #3: a new key, solved.
	v := c.edit(u, 5, 13, 5, 14, "3")
	assert.Equal(t, []string{"cook"}, codes(c.waitSettled(u, v)))
	// Undo: cached, not solved again.
	v = c.edit(u, 5, 13, 5, 14, "2")
	assert.Equal(t, []string{"solution"}, codes(c.waitSettled(u, v)))
	// An edit elsewhere (the author): cached too.
	v = c.edit(u, 1, 7, 1, 7, "Dr. ")
	assert.Equal(t, []string{"solution"}, codes(c.waitSettled(u, v)))
	assert.Equal(t, 1, fs.count("#2|"))
	assert.Equal(t, 1, fs.count("#3|"))
}

func TestSolveDebouncedAndCancelledByEdit(t *testing.T) {
	fs := newFakeSolver()
	c := newClient(t, clientOptions{backend: fs, initOptions: map[string]any{"debounceMs": 100, "solveBudgetMs": 60000}})
	const u = "file:///cancel.inp"
	c.open(u, strings.Replace(sound2, "#2", "#9", 1))
	select {
	case <-fs.started:
	case <-time.After(waitLimit):
		t.Fatal("solving did not start")
	}
	// The next edit cancels the running solve.
	var v int32
	for i := 0; i < 10; i++ { // rapid edits within the debounce delay: one solve at the end
		v = c.edit(u, 5, 13, 5, 14, []string{"2", "3"}[i%2])
	}
	diags := c.waitSettled(u, v)
	assert.Equal(t, []string{"cook"}, codes(diags))
	fs.mu.Lock()
	assert.Equal(t, []string{"#9|" + strings.SplitN(fsKey(fs), "|", 2)[1]}, fs.cancelled)
	fs.mu.Unlock()
	assert.Equal(t, 1, fs.count("#3|"), "debounced: only the last version is solved")
	assert.Equal(t, 0, fs.count("#2|"))
}

// TestEditElsewhereKeepsSolving: an edit that leaves the problem's position, stipulation
// and options alone does not cancel its solve under way; the new version takes it over.
func TestEditElsewhereKeepsSolving(t *testing.T) {
	fs := newFakeSolver()
	c := newClient(t, clientOptions{backend: fs, initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 60000}})
	const u = "file:///elsewhere.inp"
	c.open(u, strings.Replace(sound2, "#2", "#8", 1))
	select {
	case <-fs.started:
	case <-time.After(waitLimit):
		t.Fatal("solving did not start")
	}
	var v int32
	for i := 0; i < 5; i++ { // the author, while the solve runs
		v = c.edit(u, 1, 7, 1, 7, "x")
		time.Sleep(20 * time.Millisecond)
	}
	assert.Equal(t, []string{"solution"}, codes(c.waitSettled(u, v)))
	assert.Equal(t, 1, fs.count("#8|"), "solved once")
	fs.mu.Lock()
	assert.Empty(t, fs.cancelled)
	fs.mu.Unlock()
}

func fsKey(fs *fakeSolver) string {
	for k := range fs.solves {
		if strings.HasPrefix(k, "#9|") {
			return k
		}
	}
	return ""
}

func TestSolveTimeoutAndProgress(t *testing.T) {
	fs := newFakeSolver()
	c := newClient(t, clientOptions{backend: fs, initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 50}})
	const u = "file:///timeout.inp"
	c.open(u, strings.Replace(sound2, "#2", "#9", 1))
	assert.Equal(t, []string{"timeout"}, codes(c.waitSettled(u, 1)))
	c.waitFor("progress end", func(notes []note) bool {
		var kinds []string
		for _, n := range notes {
			if n.method == "$/progress" {
				var p struct {
					Value struct{ Kind string } `json:"value"`
				}
				require.NoError(t, json.Unmarshal(n.params, &p))
				kinds = append(kinds, p.Value.Kind)
			}
		}
		return len(kinds) >= 3 && kinds[0] == "begin" && kinds[len(kinds)-1] == "end"
	})
	st := statuses(c.received(), u)
	last := st[len(st)-1]
	require.Len(t, last.Problems, 1)
	assert.Equal(t, feature.StatusTimeout, last.Problems[0].Status)
	// A larger budget (workspace/configuration) does not trust the cached timeout.
	c.mu.Lock()
	c.config = map[string]any{"solveBudgetMs": 60}
	c.mu.Unlock()
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": nil})
	before := fs.count("#9|")
	require.Eventually(t, func() bool {
		v := c.edit(u, 1, 7, 1, 7, "x") // an edit elsewhere: solved again only under the new budget
		c.waitSettled(u, v)
		return fs.count("#9|") > before
	}, waitLimit, 10*time.Millisecond)
}

// TestStatusAndLens checks cpls/status and the code lens once solved.
func TestStatusLensAndActions(t *testing.T) {
	fs := newFakeSolver()
	c := newClient(t, clientOptions{backend: fs, initOptions: map[string]any{"debounceMs": 0}})
	const u = "file:///lens.inp"
	c.open(u, strings.Replace(sound2, "#2", "#3", 1))
	c.waitSettled(u, 1)
	st := statuses(c.received(), u)
	assert.Equal(t, feature.StatusSolving, st[0].Problems[0].Status, "the first status says solving")
	last := st[len(st)-1]
	assert.Equal(t, feature.StatusCooked, last.Problems[0].Status)
	assert.Equal(t, "cooked: 2 keys", last.Problems[0].Summary)
	var lenses []struct {
		Command struct {
			Title     string            `json:"title"`
			Command   string            `json:"command"`
			Arguments []json.RawMessage `json:"arguments"`
		} `json:"command"`
	}
	c.mustCall("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": u}}, &lenses)
	require.Len(t, lenses, 1)
	assert.Equal(t, "cooked: 2 keys", lenses[0].Command.Title)
	assert.Equal(t, cmdShowSolution, lenses[0].Command.Command)
}

func TestCancelRequest(t *testing.T) {
	fs := newFakeSolver()
	c := newClient(t, clientOptions{backend: fs, initOptions: map[string]any{"debounceMs": 600000, "solveBudgetMs": 60000}})
	const u = "file:///slow.inp"
	c.open(u, strings.Replace(sound2, "#2", "#9", 1))
	// Once the first status is out, the background holds no solve of this document (it
	// waits out the debounce), so the request's solve is its own and the cancel stops it.
	c.waitFor("first status", func(notes []note) bool { return len(statuses(notes, u)) > 0 })
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		var raw any
		err := protocol.Call(ctx, c.conn, "workspace/executeCommand", map[string]any{"command": cmdShowSolution, "arguments": []any{u, 0}}, &raw)
		errc <- err
	}()
	select {
	case <-fs.started:
	case <-time.After(waitLimit):
		t.Fatal("solving did not start")
	}
	cancel() // protocol.Call sends $/cancelRequest
	select {
	case err := <-errc:
		require.Error(t, err)
	case <-time.After(waitLimit):
		t.Fatal("the cancelled request did not end")
	}
	require.Eventually(t, func() bool { fs.mu.Lock(); defer fs.mu.Unlock(); return len(fs.cancelled) == 1 }, waitLimit, 10*time.Millisecond)
	// The session goes on.
	var res any
	c.mustCall("textDocument/hover", docPos(u, 0, 0), &res)
}
