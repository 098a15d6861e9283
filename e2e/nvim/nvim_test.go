package nvim

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nvimReport is what e2e.lua writes.
type nvimReport struct {
	Files map[string]struct {
		Settled     bool `json:"settled"`
		Diagnostics []struct {
			Lnum     int    `json:"lnum"`
			Col      int    `json:"col"`
			Severity int    `json:"severity"`
			Message  string `json:"message"`
			Code     string `json:"code"`
			Source   string `json:"source"`
		} `json:"diagnostics"`
		Status struct {
			Problems []struct {
				Status  string `json:"status"`
				Summary string `json:"summary"`
			} `json:"problems"`
		} `json:"status"`
	} `json:"files"`
	Hover        string          `json:"hover"`
	Actions      []string        `json:"actions"`
	ShowSolution json.RawMessage `json:"show_solution"`
	AfterInsert  string          `json:"after_insert"`
	Errors       []string        `json:"errors"`
}

func (r nvimReport) codes(file string) []string {
	var out []string
	for _, d := range r.Files[file].Diagnostics {
		out = append(out, d.Code)
	}
	return out
}

// TestNeovim runs the whole editor session; it needs nvim on PATH (.ci/run installs it).
func TestNeovim(t *testing.T) {
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("nvim is not installed (Debian: apt-get install neovim; .ci/run does it): skipping the Neovim end-to-end test")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	for _, f := range []string{"cooked-2.inp", "illegal.inp", "sound-2.inp"} {
		if _, err := os.Stat(filepath.Join(root, "examples", f)); err != nil {
			t.Skipf("examples/%s is missing", f)
		}
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "cpls")
	build := exec.Command("go", "build", "-o", bin, "./cmd/cpls")
	build.Dir = root
	out, err := build.CombinedOutput()
	require.NoError(t, err, "go build: %s", out)

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	reportPath := filepath.Join(dir, "report.json")
	logPath := filepath.Join(dir, "cpls.log")
	// Work on copies so that "Insert solution" never touches the repository.
	work := filepath.Join(dir, "repo")
	require.NoError(t, os.MkdirAll(filepath.Join(work, "examples"), 0o755))
	for _, f := range []string{"cooked-2.inp", "illegal.inp", "sound-2.inp"} {
		b, err := os.ReadFile(filepath.Join(root, "examples", f))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(work, "examples", f), b, 0o644))
	}
	cmd := exec.CommandContext(ctx, nvim, "--headless", "-n", "-i", "NONE", "-u", "NONE",
		"-c", "luafile "+filepath.Join(root, "e2e", "nvim", "e2e.lua"))
	cmd.Env = append(os.Environ(), "CPLS_BIN="+bin, "CPLS_ROOT="+work, "CPLS_OUT="+reportPath,
		"CPLS_LOG="+logPath, "CPLS_WAIT_MS=60000", "XDG_STATE_HOME="+dir, "XDG_DATA_HOME="+dir, "XDG_CONFIG_HOME="+dir)
	cmd.Dir = work
	out, err = cmd.CombinedOutput()
	logs, _ := os.ReadFile(logPath)
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("nvim output:\n%s\ncpls log:\n%s", out, logs)
		}
	})
	require.NoError(t, err, "nvim: %s", out)
	raw, err := os.ReadFile(reportPath)
	require.NoError(t, err, "nvim wrote no report")
	var r nvimReport
	require.NoError(t, json.Unmarshal(raw, &r), "report: %s", raw)
	t.Logf("report: %s", raw)

	require.Empty(t, r.Errors)
	for _, f := range []string{"cooked-2.inp", "illegal.inp", "sound-2.inp"} {
		assert.True(t, r.Files[f].Settled, "%s: analysis did not settle", f)
		for _, d := range r.Files[f].Diagnostics {
			assert.Equal(t, "cpls", d.Source, "%s: %+v", f, d)
		}
	}
	assert.Contains(t, r.codes("cooked-2.inp"), "cook")
	assert.True(t, hasPrefix(r.codes("illegal.inp"), "illegal-position/"), "illegal.inp codes: %v", r.codes("illegal.inp"))
	assert.Contains(t, r.codes("sound-2.inp"), "solution")
	assert.NotContains(t, r.codes("sound-2.inp"), "cook")

	assert.Contains(t, r.Hover, "Queen", "hover on the a7 of Qa7")
	assert.Contains(t, r.Hover, "a7")
	assert.Contains(t, r.Actions, "Show solution")
	assert.Contains(t, string(r.ShowSolution), "solution", "cpls.showSolution result")
	assert.Contains(t, r.AfterInsert, "EndProblem")
	assert.Greater(t, strings.Count(r.AfterInsert, "\n"), 8, "Insert solution added lines")
}

func hasPrefix(codes []string, prefix string) bool {
	for _, c := range codes {
		if strings.HasPrefix(c, prefix) {
			return true
		}
	}
	return false
}
