package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain lets the test binary stand in for cpls: with CPLS_TEST_MAIN=1 it runs main,
// so that the serve tests start a real process without building one.
func TestMain(m *testing.M) {
	if os.Getenv("CPLS_TEST_MAIN") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

func TestServeFlags(t *testing.T) {
	var out, errw bytes.Buffer
	assert.Equal(t, 2, run([]string{"serve", "-bogus"}, nil, &out, &errw))
	assert.Equal(t, 2, run([]string{"serve", "extra"}, nil, &out, &errw))
	assert.Contains(t, errw.String(), `unexpected argument "extra"`)
	assert.Equal(t, 2, run([]string{"serve", "-logfile", filepath.Join(t.TempDir(), "no", "such", "dir", "log")}, nil, &out, &errw))
}

// lspProcess is cpls started as VS Code starts it ("cpls --stdio").
type lspProcess struct {
	t   *testing.T
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startServe(t *testing.T, args ...string) *lspProcess {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "CPLS_TEST_MAIN=1")
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return &lspProcess{t: t, cmd: cmd, in: in, out: bufio.NewReader(out)}
}

func (p *lspProcess) send(msg string) {
	_, err := fmt.Fprintf(p.in, "Content-Length: %d\r\n\r\n%s", len(msg), msg)
	require.NoError(p.t, err)
}

// next reads one message.
func (p *lspProcess) next() map[string]any {
	length := -1
	for {
		line, err := p.out.ReadString('\n')
		require.NoError(p.t, err)
		line = strings.TrimSpace(line)
		if line == "" {
			break
		}
		if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
			length, _ = strconv.Atoi(v)
		}
	}
	body := make([]byte, length)
	_, err := io.ReadFull(p.out, body)
	require.NoError(p.t, err)
	var m map[string]any
	require.NoError(p.t, json.Unmarshal(body, &m))
	return m
}

// until reads messages until pred holds for one, answering the server's requests.
func (p *lspProcess) until(pred func(map[string]any) bool) map[string]any {
	for {
		m := p.next()
		if _, isReq := m["method"]; isReq && m["id"] != nil {
			id, _ := json.Marshal(m["id"])
			p.send(fmt.Sprintf(`{"jsonrpc":"2.0","id":%s,"result":null}`, id))
		}
		if pred(m) {
			return m
		}
	}
}

func (p *lspProcess) exitCode() int {
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode()
		}
		require.NoError(p.t, err)
		return 0
	case <-time.After(30 * time.Second):
		p.t.Fatal("cpls did not exit")
		return -1
	}
}

// TestServeProcess runs a whole session against the process: initialize, a document with
// its solver diagnostic, shutdown and exit (code 0); the log file gets the trace.
func TestServeProcess(t *testing.T) {
	logfile := filepath.Join(t.TempDir(), "cpls.log")
	p := startServe(t, "--stdio", "-logfile", logfile, "-rpc.trace")
	p.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{},"initializationOptions":{"debounceMs":0}}}`)
	res := p.until(func(m map[string]any) bool { return m["id"] == float64(1) })
	info, _ := res["result"].(map[string]any)["serverInfo"].(map[string]any)
	assert.Equal(t, "cpls", info["name"])
	p.send(`{"jsonrpc":"2.0","method":"initialized","params":{}}`)
	src, err := os.ReadFile(filepath.Join("..", "..", "examples", "sound-2.inp"))
	require.NoError(t, err)
	text, err := json.Marshal(string(src))
	require.NoError(t, err)
	p.send(`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///s.inp","languageId":"popeye","version":1,"text":` + string(text) + `}}}`)
	diag := p.until(func(m map[string]any) bool {
		if m["method"] != "textDocument/publishDiagnostics" {
			return false
		}
		ds, _ := m["params"].(map[string]any)["diagnostics"].([]any)
		return len(ds) > 0
	})
	d := diag["params"].(map[string]any)["diagnostics"].([]any)[0].(map[string]any)
	assert.Equal(t, "solution", d["code"])
	assert.Equal(t, "cpls", d["source"])
	p.send(`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`)
	p.until(func(m map[string]any) bool { return m["id"] == float64(2) })
	p.send(`{"jsonrpc":"2.0","method":"exit"}`)
	assert.Equal(t, 0, p.exitCode())
	log, err := os.ReadFile(logfile)
	require.NoError(t, err)
	assert.Contains(t, string(log), "initialize: client")
	assert.Contains(t, string(log), `<- {"jsonrpc":"2.0","id":2,"method":"shutdown"}`)
}

// TestServeEndOfInput: the process ends (code 1) when its input ends without exit.
func TestServeEndOfInput(t *testing.T) {
	p := startServe(t, "serve")
	p.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`)
	p.until(func(m map[string]any) bool { return m["id"] == float64(1) })
	require.NoError(t, p.in.Close())
	assert.Equal(t, 1, p.exitCode())
}
