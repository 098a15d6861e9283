package server

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/uri"
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

// TestShowSolutionFilesPrivate: the files Show solution asks the client to open are
// created exclusively in a directory of the server's own (mode 0700), one per show, so
// that a link planted where the files once went is not written through and two
// documents of one name do not overwrite each other; the directory goes with the session.
func TestShowSolutionFilesPrivate(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	victim := filepath.Join(tmp, "victim.txt")
	require.NoError(t, os.WriteFile(victim, []byte("the user's file\n"), 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(tmp, "cpls-solutions"), 0o777))
	require.NoError(t, os.Symlink(victim, filepath.Join(tmp, "cpls-solutions", "show-problem-1.txt")))

	c := newClient(t, clientOptions{backend: newFakeSolver(), initOptions: map[string]any{"debounceMs": 0}})
	docs := []string{"file:///a/show.inp", "file:///b/show.inp", "file:///a/show.inp"}
	for _, u := range docs[:2] {
		c.open(u, strings.Replace(sound2, "#2", "#3", 1))
		c.waitSettled(u, 1)
	}
	for _, u := range docs {
		c.mustCall("workspace/executeCommand", map[string]any{"command": cmdShowSolution, "arguments": []any{u, 0}}, nil)
	}
	var paths []string
	require.Eventually(t, func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		paths = paths[:0]
		for _, raw := range c.shown {
			var p struct{ URI string }
			require.NoError(t, json.Unmarshal(raw, &p))
			paths = append(paths, uri.URI(p.URI).FsPath())
		}
		return len(paths) == len(docs)
	}, waitLimit, 10*time.Millisecond)

	dir := filepath.Dir(paths[0])
	info, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), info.Mode().Perm(), "the directory is private")
	assert.Equal(t, tmp, filepath.Dir(dir))
	seen := map[string]bool{}
	for _, p := range paths {
		assert.Equal(t, dir, filepath.Dir(p))
		assert.False(t, seen[p], "a new file per show: %s", p)
		seen[p] = true
		info, err := os.Lstat(p)
		require.NoError(t, err)
		assert.True(t, info.Mode().IsRegular())
		assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		assert.Contains(t, string(b), "1.Qa7-a8!")
	}
	b, err := os.ReadFile(victim)
	require.NoError(t, err)
	assert.Equal(t, "the user's file\n", string(b), "the planted link was not written through")

	assert.Equal(t, 0, c.shutdownAndExit())
	_, err = os.Stat(dir)
	assert.True(t, os.IsNotExist(err), "the directory is removed at exit: %v", err)
}

func TestSafeFileName(t *testing.T) {
	for in, want := range map[string]string{"show.inp": "show", "../../etc.inp": "______etc", "a b%2F.v2.inp": "a_b_2F_v2", "": "problem", ".inp": "_inp"} {
		assert.Equal(t, want, safeFileName(in), in)
	}
}
