package server

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDualSettingsApplyAtOnce: with the real solver, examples/dual-2.inp gets its dual
// diagnostics; switching the analyses off in the configuration (workspace/configuration,
// after didChangeConfiguration) republishes the diagnostics without them, solving
// nothing again; a severity chosen for a kind applies the same way.
func TestDualSettingsApplyAtOnce(t *testing.T) {
	text, err := os.ReadFile("../examples/dual-2.inp")
	require.NoError(t, err)
	c := newClient(t, clientOptions{initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 60000}})
	const u = "file:///dual-2.inp"
	c.open(u, string(text))
	duals := func(diags []wireDiagnostic) map[string]int {
		out := map[string]int{}
		for _, d := range diags {
			if d.Code == "dual" {
				out[d.Message.(string)] = d.Severity
			}
		}
		return out
	}
	require.Equal(t, map[string]int{
		"after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#":                      2,
		"dual in the set play after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#": 3,
	}, duals(c.waitSettled(u, 1)))

	configure := func(cfg map[string]any, want map[string]int) {
		t.Helper()
		c.mu.Lock()
		c.config = cfg
		c.mu.Unlock()
		c.notify("workspace/didChangeConfiguration", map[string]any{"settings": nil})
		c.waitFor("the diagnostics under the new settings", func(notes []note) bool {
			ps := publishes(notes, u)
			return len(ps) > 0 && equalSeverities(duals(ps[len(ps)-1].Diagnostics), want)
		})
	}
	configure(map[string]any{"analyses": "none"}, map[string]int{})
	configure(map[string]any{"analyses": []string{"mate", "set"}, "dualSeverity": map[string]string{"set": "hint"}}, map[string]int{
		"after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#":                      2,
		"dual in the set play after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#": 4,
	})
}

func equalSeverities(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
