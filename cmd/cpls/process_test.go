package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cplsCommand is cpls as a process: the test binary standing in for it (TestMain).
// The process is killed when the test ends, should it still run.
func cplsCommand(t *testing.T, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "CPLS_TEST_MAIN=1")
	t.Cleanup(func() {
		if cmd.Process != nil && cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
		}
	})
	return cmd
}

// exitCode waits for cmd and returns its exit code.
func exitCode(t *testing.T, cmd *exec.Cmd) int {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode()
		}
		require.NoError(t, err)
		return 0
	case <-time.After(60 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("cpls did not exit")
		return -1
	}
}

// TestBareOnTerminal: a bare cpls whose standard input is a terminal says it is a
// language server for editors and how to use the verbs, and exits 2 instead of
// waiting for LSP messages nobody will type.
func TestBareOnTerminal(t *testing.T) {
	_, term := openPTY(t)
	cmd := cplsCommand(t)
	var out, errw bytes.Buffer
	cmd.Stdin, cmd.Stdout, cmd.Stderr = term, &out, &errw
	require.NoError(t, cmd.Start())
	assert.Equal(t, 2, exitCode(t, cmd))
	assert.Empty(t, out.String(), "nothing on stdout, which an editor would read as LSP")
	assert.Contains(t, errw.String(), "cpls is a language server")
	assert.Contains(t, errw.String(), "cpls solve FILE")
	assert.Contains(t, errw.String(), "cpls help")
}

// TestBarePipeServes: a bare cpls on a pipe serves LSP, as editors start it.
func TestBarePipeServes(t *testing.T) {
	p := startServe(t)
	p.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`)
	res := p.until(func(m map[string]any) bool { return m["id"] == float64(1) })
	assert.NotNil(t, res["result"])
	require.NoError(t, p.in.Close())
	assert.Equal(t, 1, p.exitCode())
}

// longSolve is a file whose first problem is solved at once and whose second, #8
// from the opening position, runs until it is stopped and prints nothing before.
const longSolve = "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nNextProblem\n" +
	"Pieces White Ke1 Qd1 Ra1h1 Bc1f1 Sb1g1 Pa2b2c2d2e2f2g2h2\n" +
	"Black Ke8 Qd8 Ra8h8 Bc8f8 Sb8g8 Pa7b7c7d7e7f7g7h7\nStipulation #8\nEndProblem\n"

// collector reads a stream in the background.
type collector struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func collect(r io.Reader) *collector {
	c := &collector{}
	go func() {
		b := make([]byte, 4096)
		for {
			n, err := r.Read(b)
			c.mu.Lock()
			c.buf.Write(b[:n])
			c.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	return c
}

func (c *collector) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.buf.String()
}

// waitFor waits until the stream has brought want.
func (c *collector) waitFor(t *testing.T, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(c.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("%q did not come; got %q", want, c.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestSolveStreamsAndInterrupts: cpls solve prints each problem as it goes (the first
// problem's solution and the second's board while the second is still solving), and
// Ctrl-C (SIGINT) prints what was found, Popeye's "solving interrupted.", says
// "interrupted" on stderr and exits 130. Stderr is a pipe, so it gets no progress.
func TestSolveStreamsAndInterrupts(t *testing.T) {
	path := writeTemp(t, "long.inp", longSolve)
	cmd := cplsCommand(t, "solve", path)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	var errw bytes.Buffer
	cmd.Stderr = &errw
	require.NoError(t, cmd.Start())
	out := collect(stdout)
	out.waitFor(t, "  #8                        16 + 16\n")
	assert.Contains(t, out.String(), "   1.Qa7-f2 !\n\n\nsolution finished.\n", "the first problem, solved")
	time.Sleep(200 * time.Millisecond)
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	assert.Equal(t, 130, exitCode(t, cmd))
	assert.True(t, strings.HasSuffix(out.String(), "\nsolving interrupted.\n\n\n"), out.String())
	assert.NotContains(t, out.String(), "Partial solution")
	assert.Equal(t, "interrupted\n", errw.String())
}

// TestSolveProgressOnTerminal: with stderr a terminal, solve shows there the first
// moves done and the time while it solves, clearing the line before anything else.
func TestSolveProgressOnTerminal(t *testing.T) {
	controller, term := openPTY(t)
	path := writeTemp(t, "long.inp", longSolve)
	cmd := cplsCommand(t, "solve", path)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	cmd.Stderr = term
	require.NoError(t, cmd.Start())
	screen := collect(controller)
	out := collect(stdout)
	screen.waitFor(t, ": problem 2: #8: ")
	screen.waitFor(t, " first moves, ")
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	assert.Equal(t, 130, exitCode(t, cmd))
	screen.waitFor(t, "interrupted")
	assert.Contains(t, screen.String(), "\r\033[K", "the line is cleared")
	assert.NotContains(t, out.String(), "first moves", "progress goes to stderr only")
}
