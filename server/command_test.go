package server

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestShowSolutionShownByClient: cpls.showSolution shows the solution (here with
// window/showDocument) unless its third argument says {"show": false}: the Neovim setup
// of the README shows the text it gets back itself.
func TestShowSolutionShownByClient(t *testing.T) {
	c := newClient(t, clientOptions{backend: newFakeSolver(), initOptions: map[string]any{"debounceMs": 0}})
	const u = "file:///show.inp"
	c.open(u, strings.Replace(sound2, "#2", "#3", 1))
	c.waitSettled(u, 1)
	shown := func() int {
		c.mu.Lock()
		defer c.mu.Unlock()
		return len(c.shown)
	}
	var res struct{ Text string }
	c.mustCall("workspace/executeCommand", map[string]any{"command": cmdShowSolution, "arguments": []any{u, 0, map[string]any{"show": false}}}, &res)
	assert.Contains(t, res.Text, "1.Qa7-a8!")
	c.mustCall("workspace/executeCommand", map[string]any{"command": cmdShowSolution, "arguments": []any{u, 0}}, &res)
	assert.Eventually(t, func() bool { return shown() == 1 }, waitLimit, 10*time.Millisecond, "shown once, for the call without {show: false}")
	time.Sleep(50 * time.Millisecond)
	assert.Equal(t, 1, shown())
}
