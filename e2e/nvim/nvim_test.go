package nvim

import (
	"context"
	"encoding/json"
	"fmt"
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
		Lens        []string `json:"lens"`         // the code lenses Neovim shows
		LensSettled bool     `json:"lens_settled"` // they showed the final status
	} `json:"files"`
	ClientsStarted   int  `json:"clients_started"`
	NewSetupCompiles bool `json:"new_setup_compiles"`
	Notified         []struct {
		Message string `json:"message"`
		Level   int    `json:"level"`
	} `json:"notified"`
	SolutionWindow struct {
		Text     string `json:"text"`
		Buftype  string `json:"buftype"`
		Name     string `json:"name"`
		Messages int    `json:"messages"`
	} `json:"solution_window"`
	CookedActions []string        `json:"cooked_actions"`
	SecondKey     json.RawMessage `json:"second_key"`
	Messages      []string        `json:"messages"`
	Quickfix      string          `json:"quickfix"`
	AfterFix      struct {
		Settled     bool   `json:"settled"`
		Text        string `json:"text"`
		Diagnostics []struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"diagnostics"`
	} `json:"after_fix"`
	Hover        string          `json:"hover"`
	KeyHover     string          `json:"key_hover"`
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

// TestNeovim runs the whole editor session with the README's Neovim 0.7 setup, taken
// from README.md as written (between its "e2e/nvim: setup 0.7" markers) and loaded as the
// init file; it needs nvim on PATH (.ci/run installs it).
func TestNeovim(t *testing.T) {
	examples := []string{"cooked-2.inp", "illegal.inp", "sound-2.inp", "dual-2.inp"}
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("nvim is not installed (Debian: apt-get install neovim; .ci/run does it): skipping the Neovim end-to-end test")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	for _, f := range examples {
		_, err := os.Stat(filepath.Join(root, "examples", f))
		require.NoError(t, err, "the end-to-end test opens examples/%s", f)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	require.NoError(t, err)
	setup, err := luaBlock(string(readme), "e2e/nvim: setup 0.7")
	require.NoError(t, err)
	setupNew, err := luaBlock(string(readme), "e2e/nvim: setup 0.10")
	require.NoError(t, err)

	dir := t.TempDir()
	// The setup runs "cpls serve" from PATH: a wrapper that adds a log file.
	bin := filepath.Join(dir, "bin")
	require.NoError(t, os.MkdirAll(bin, 0o755))
	real := filepath.Join(dir, "cpls-built")
	build := exec.Command("go", "build", "-o", real, "./cmd/cpls")
	build.Dir = root
	out, err := build.CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	logPath := filepath.Join(dir, "cpls.log")
	wrapper := fmt.Sprintf("#!/bin/sh\nexec %q \"$@\" -logfile %q\n", real, logPath)
	require.NoError(t, os.WriteFile(filepath.Join(bin, "cpls"), []byte(wrapper), 0o755))
	setupPath := filepath.Join(dir, "init.lua")
	require.NoError(t, os.WriteFile(setupPath, []byte(setup), 0o644))
	setupNewPath := filepath.Join(dir, "init-0.10.lua")
	require.NoError(t, os.WriteFile(setupNewPath, []byte(setupNew), 0o644))

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	reportPath := filepath.Join(dir, "report.json")
	// Work on copies so that "Insert solution" never touches the repository.
	work := filepath.Join(dir, "repo")
	require.NoError(t, os.MkdirAll(filepath.Join(work, "examples"), 0o755))
	for _, f := range examples {
		b, err := os.ReadFile(filepath.Join(root, "examples", f))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(work, "examples", f), b, 0o644))
	}
	cmd := exec.CommandContext(ctx, nvim, "--headless", "-n", "-i", "NONE", "-u", setupPath,
		"-c", "luafile "+filepath.Join(root, "e2e", "nvim", "e2e.lua"))
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
		"CPLS_ROOT="+work, "CPLS_OUT="+reportPath, "CPLS_SETUP_NEW="+setupNewPath,
		"CPLS_WAIT_MS=60000", "XDG_STATE_HOME="+dir, "XDG_DATA_HOME="+dir, "XDG_CONFIG_HOME="+dir)
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
	assert.Equal(t, 1, r.ClientsStarted, "one cpls for all Popeye buffers")
	assert.True(t, r.NewSetupCompiles, "the README's setup for Neovim 0.10+ compiles")
	for _, n := range r.Notified {
		assert.Less(t, n.Level, 4, "an error was notified: %s", n.Message) // vim.log.levels.ERROR
	}
	// The status lens, then (once solved) the analysis lens: the key's character and the
	// duals, in the file's language.
	lenses := map[string][]string{
		"cooked-2.inp": {"cooked: 2 keys", "Key 1.Qa7-f2!: flight-taking, threat · Key 1.Qa7-a3+!: check, flight-taking · no dual"},
		"illegal.inp":  {"not solved: illegal position"},
		"sound-2.inp":  {"sound: 1.Qa7-f2!", "Key 1.Qa7-f2!: flight-taking, threat · no dual"},
		"dual-2.inp":   {"sound: 1.f2-f4!", "Schlüsselzug 1.f2-f4!: Drohung, neue Matts, verlorene Satzmatts · Duale: 1 nach einer Parade, 1 Satzspiel"},
	}
	for _, f := range examples {
		assert.True(t, r.Files[f].Settled, "%s: analysis did not settle", f)
		for _, d := range r.Files[f].Diagnostics {
			assert.Equal(t, "cpls", d.Source, "%s: %+v", f, d)
		}
		// Without a key press, the lens shows the final status.
		assert.True(t, r.Files[f].LensSettled, "%s: the code lens did not show the final status", f)
		assert.Equal(t, lenses[f], r.Files[f].Lens, "%s: the code lenses Neovim shows", f)
	}
	// Show solution (the lens) opens a scratch window with the solution, not a message.
	assert.Contains(t, r.SolutionWindow.Text, "1.Qa7-f2", "the solution window")
	assert.Equal(t, "nofile", r.SolutionWindow.Buftype)
	assert.Equal(t, 0, r.SolutionWindow.Messages, "no message besides the window")
	assert.Contains(t, r.codes("cooked-2.inp"), "cook")
	assert.True(t, hasPrefix(r.codes("illegal.inp"), "illegal-position/"), "illegal.inp codes: %v", r.codes("illegal.inp"))
	assert.Contains(t, r.codes("sound-2.inp"), "solution")
	assert.NotContains(t, r.codes("sound-2.inp"), "cook")

	// The German #2 with a dual: the dual diagnostic, and the key's character in the
	// hover of its pawn.
	var duals []string
	for _, d := range r.Files["dual-2.inp"].Diagnostics {
		if d.Code == "dual" {
			duals = append(duals, d.Message)
		}
	}
	assert.Equal(t, []string{"after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#",
		"dual in the set play after 1...Tf8-b8+: 2.c7*b8=D# and 2.c7*b8=L#"}, duals)
	assert.NotContains(t, r.codes("sound-2.inp"), "dual")
	assert.Contains(t, r.KeyHover, "Schlüsselzug 1.f2-f4! — Drohung", "the key's hover")
	assert.Contains(t, r.KeyHover, "Drohung: 2.f4")

	assert.Contains(t, r.Hover, "Queen", "hover on the a7 of Qa7")
	assert.Contains(t, r.Hover, "a7")
	assert.Contains(t, r.Actions, "Show solution")
	assert.Contains(t, string(r.ShowSolution), "solution", "cpls.showSolution result")
	assert.Contains(t, r.AfterInsert, "EndProblem")
	assert.Greater(t, strings.Count(r.AfterInsert, "\n"), 8, "Insert solution added lines")
	assert.Contains(t, r.AfterInsert, "1.Qa7-f2 !", "the inserted solution has the key")

	// The cooked #2: one go-to-key per key, the second key's piece located.
	keys := 0
	for _, a := range r.CookedActions {
		if strings.HasPrefix(a, "Go to key ") {
			keys++
		}
	}
	assert.Equal(t, 2, keys, "actions: %v", r.CookedActions)
	var loc struct {
		Range struct {
			Start struct{ Line, Character int } `json:"start"`
		} `json:"range"`
	}
	require.NoError(t, json.Unmarshal(r.SecondKey, &loc), "cpls.goToKey result: %s", r.SecondKey)
	assert.Equal(t, 4, loc.Range.Start.Line, "the second key's piece (Qa7) is on line 5")
	assert.Equal(t, 18, loc.Range.Start.Character, "at the square of Qa7")
	assert.NotEmpty(t, r.Messages, "Neovim 0.7.2 cannot show a document: a message tells where the key is")

	// The quick fix of the illegal position removes the pawn; the next rule shows up.
	assert.Equal(t, "remove the white pawn on c1", strings.ToLower(r.Quickfix))
	assert.True(t, r.AfterFix.Settled)
	assert.NotContains(t, r.AfterFix.Text, "Pc1")
	var after []string
	for _, d := range r.AfterFix.Diagnostics {
		after = append(after, d.Code)
	}
	assert.NotContains(t, after, "illegal-position/pawn-on-first-rank")
	assert.Contains(t, after, "illegal-position/opponent-in-check", "Black in check with White to move")
}

// luaBlock returns the lua code block of text that follows the marker "<!-- name begin -->"
// and ends before "<!-- name end -->".
func luaBlock(text, name string) (string, error) {
	_, rest, ok := strings.Cut(text, "<!-- "+name+" begin -->")
	if !ok {
		return "", fmt.Errorf("README.md has no %q marker", name+" begin")
	}
	block, _, ok := strings.Cut(rest, "<!-- "+name+" end -->")
	if !ok {
		return "", fmt.Errorf("README.md has no %q marker", name+" end")
	}
	_, code, ok := strings.Cut(block, "```lua\n")
	if !ok {
		return "", fmt.Errorf("no lua block after %q", name+" begin")
	}
	code, _, ok = strings.Cut(code, "```")
	if !ok {
		return "", fmt.Errorf("the lua block after %q does not end", name+" begin")
	}
	return code, nil
}

func hasPrefix(codes []string, prefix string) bool {
	for _, c := range codes {
		if strings.HasPrefix(c, prefix) {
			return true
		}
	}
	return false
}
