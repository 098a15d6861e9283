package server

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type wireLens struct {
	Command struct {
		Title   string `json:"title"`
		Command string `json:"command"`
	} `json:"command"`
}

func (c *fakeClient) lensTitles(uri string) []string {
	c.t.Helper()
	var lenses []wireLens
	c.mustCall("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": uri}}, &lenses)
	var out []string
	for _, l := range lenses {
		out = append(out, l.Command.Title)
	}
	return out
}

// indexAfter reports whether a note at or after index from satisfies pred.
func indexAfter(notes []note, from int, pred func(note) bool) bool {
	for i := from; i < len(notes); i++ {
		if pred(notes[i]) {
			return true
		}
	}
	return false
}

func count(notes []note, pred func(note) bool) int {
	n := 0
	for _, x := range notes {
		if pred(x) {
			n++
		}
	}
	return n
}

func isRefresh(n note) bool { return n.method == "workspace/codeLens/refresh" }

// settledStatus reports whether n is a cpls/status of uri with nothing solving.
func settledStatus(uri string) func(note) bool {
	return func(n note) bool {
		if n.method != "cpls/status" {
			return false
		}
		var s statusNote
		return json.Unmarshal(n.params, &s) == nil && s.URI == uri && settled(s)
	}
}

// TestLensRefreshAfterSolve: a client that declares workspace.codeLens.refreshSupport is
// asked to refresh its lenses once the solve ends, after the status that says so; the
// lenses it then asks for show the outcome, a timeout included.
func TestLensRefreshAfterSolve(t *testing.T) {
	for _, tc := range []struct {
		stip, want string
		budget     int
	}{{"#8", "sound: 1.Qa7-a8!", 5000}, {"#9", "timeout", 300}} {
		t.Run(tc.stip, func(t *testing.T) {
			fs := newFakeSolver()
			c := newClient(t, clientOptions{backend: fs, initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": tc.budget}})
			const u = "file:///refresh.inp"
			c.open(u, strings.Replace(sound2, "#2", tc.stip, 1))
			select {
			case <-fs.started:
			case <-time.After(waitLimit):
				t.Fatal("solving did not start")
			}
			assert.Equal(t, []string{"solving…"}, c.lensTitles(u))
			c.waitSettled(u, 1)
			notes := c.received()
			from := 0
			for i, n := range notes {
				if settledStatus(u)(n) {
					from = i
				}
			}
			c.waitFor("a code lens refresh after the final status", func(notes []note) bool { return indexAfter(notes, from, isRefresh) })
			assert.Equal(t, []string{tc.want}, c.lensTitles(u))
		})
	}
}

// TestLensAnsweredWhileSolvingIsFollowed: when a solve ends between the moment a code lens
// answer reads the status ("solving…") and the moment it is written, the client was told
// of the end (status, refresh) before it got the stale answer; the server tells it again
// after the answer. Neovim 0.7 drops a refresh while its lens request is under way, so
// the stale answer would stay; VS Code likewise gets a second refresh.
func TestLensAnsweredWhileSolvingIsFollowed(t *testing.T) {
	for _, tc := range []struct {
		name    string
		refresh bool
	}{{"refreshSupport", true}, {"status only", false}} {
		t.Run(tc.name, func(t *testing.T) {
			fs := newFakeSolver()
			viewed, release := make(chan struct{}), make(chan struct{})
			var once sync.Once
			opts := clientOptions{backend: fs, initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 60000},
				hooks: testHooks{lensViewed: func() {
					once.Do(func() {
						close(viewed)
						<-release
					})
				}}}
			if !tc.refresh {
				opts.capabilities = map[string]any{"workspace": map[string]any{"configuration": true}}
			}
			c := newClient(t, opts)
			const u = "file:///race.inp"
			c.open(u, strings.Replace(sound2, "#2", "#8", 1))
			select {
			case <-fs.started:
			case <-time.After(waitLimit):
				t.Fatal("solving did not start")
			}
			titles := make(chan []string, 1)
			go func() { titles <- c.lensTitles(u) }()
			select {
			case <-viewed:
			case <-time.After(waitLimit):
				t.Fatal("the code lens request did not arrive")
			}
			// The solve ends and is announced while the answer is held back.
			c.waitSettled(u, 1)
			signal, what := settledStatus(u), "cpls/status"
			if tc.refresh {
				signal, what = isRefresh, "code lens refresh"
				c.waitFor("the refresh after the solve", func(notes []note) bool { return count(notes, isRefresh) > 0 })
			}
			before := count(c.received(), signal)
			close(release)
			var got []string
			select {
			case got = <-titles:
			case <-time.After(waitLimit):
				t.Fatal("no code lens answer")
			}
			require.Equal(t, []string{"solving…"}, got, "the answer read the status before the solve ended")
			c.waitFor("one more "+what+" after the stale answer", func(notes []note) bool { return count(notes, signal) > before })
			assert.Equal(t, []string{"sound: 1.Qa7-a8!"}, c.lensTitles(u))
		})
	}
}
