package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
)

// waitLimit bounds every wait in the tests: a broken server fails a test, never hangs it.
const waitLimit = 30 * time.Second

// fakeClient is a scripted LSP client talking to an in-process server over net.Pipe.
// It records every notification the server sends and answers the server's requests the
// way VS Code would (configuration, progress tokens, showDocument, applyEdit).
type fakeClient struct {
	t      testing.TB
	conn   jsonrpc2.Conn
	exited chan int

	mu       sync.Mutex
	changed  chan struct{} // closed and replaced on every notification
	notes    []note
	config   map[string]any // answer to workspace/configuration
	shown    []json.RawMessage
	applied  []json.RawMessage
	versions map[string]int32
}

type note struct {
	method string
	params json.RawMessage
}

type clientOptions struct {
	capabilities map[string]any // merged over the defaults
	initOptions  map[string]any
	config       map[string]any
	noInit       bool
	backend      solverBackend
	noCache      bool
	hooks        testHooks
}

// defaultCapabilities are those of a VS Code-like client: progress, showDocument,
// configuration, code lens refresh, markdown hovers, UTF-16.
func defaultCapabilities() map[string]any {
	return map[string]any{
		"window":       map[string]any{"workDoneProgress": true, "showDocument": map[string]any{"support": true}},
		"workspace":    map[string]any{"configuration": true, "applyEdit": true, "codeLens": map[string]any{"refreshSupport": true}},
		"textDocument": map[string]any{"hover": map[string]any{"contentFormat": []string{"markdown", "plaintext"}}},
	}
}

func newClient(t testing.TB, opts clientOptions) *fakeClient {
	t.Helper()
	serverEnd, clientEnd := net.Pipe()
	c := &fakeClient{t: t, exited: make(chan int, 1), changed: make(chan struct{}), config: opts.config, versions: map[string]int32{}}
	ctx, cancel := context.WithCancel(context.Background())
	var logw io.Writer
	if testing.Verbose() && os.Getenv("CPLS_TEST_LOG") != "" {
		logw = os.Stderr
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = Serve(ctx, serverEnd, Options{Log: logw, Trace: logw != nil, backend: opts.backend, noCache: opts.noCache, hooks: opts.hooks, Exit: func(code int) {
			select {
			case c.exited <- code:
			default:
			}
		}})
	}()
	c.conn = jsonrpc2.NewConn(jsonrpc2.NewHeaderStream(clientEnd), jsonrpc2.WithCodec(codec{}))
	c.conn.Go(context.Background(), c.handle)
	t.Cleanup(func() {
		cancel()
		c.conn.Close()
		serverEnd.Close()
		select {
		case <-done:
		case <-time.After(waitLimit):
			t.Errorf("server did not stop")
		}
	})
	if !opts.noInit {
		caps := defaultCapabilities()
		for k, v := range opts.capabilities {
			caps[k] = v
		}
		params := map[string]any{"processId": nil, "rootUri": nil, "capabilities": caps, "clientInfo": map[string]any{"name": "fake"}}
		if opts.initOptions != nil {
			params["initializationOptions"] = opts.initOptions
		}
		var res json.RawMessage
		if err := c.call("initialize", params, &res); err != nil {
			t.Fatalf("initialize: %v", err)
		}
		c.notify("initialized", map[string]any{})
	}
	return c
}

// handle receives the server's notifications and requests.
func (c *fakeClient) handle(ctx context.Context, req *jsonrpc2.Request) (any, error) {
	params := json.RawMessage(append([]byte(nil), req.Params()...))
	method := strings.Clone(req.Method())
	if req.IsCall() {
		jsonrpc2.Async(ctx) // answer without holding up the reader, as real clients do
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	defer func() { close(c.changed); c.changed = make(chan struct{}) }()
	if !req.IsCall() {
		c.notes = append(c.notes, note{method, params})
		return nil, nil
	}
	switch method {
	case "workspace/configuration":
		if c.config == nil {
			return []any{nil}, nil
		}
		return []any{c.config}, nil
	case "window/workDoneProgress/create":
		return nil, nil
	case "window/showDocument":
		c.shown = append(c.shown, params)
		return map[string]any{"success": true}, nil
	case "workspace/applyEdit":
		c.applied = append(c.applied, params)
		return map[string]any{"applied": true}, nil
	case "workspace/codeLens/refresh":
		// Recorded with the notifications, so that tests see it in wire order.
		c.notes = append(c.notes, note{method, params})
		return nil, nil
	}
	return nil, jsonrpc2.Errorf(jsonrpc2.MethodNotFound, "fake client: %s", method)
}

// call sends a request and decodes the result into result (a pointer, or nil).
func (c *fakeClient) call(method string, params, result any) error {
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	var raw protocol.LSPAny
	if _, err := c.conn.Call(ctx, method, params, &raw); err != nil {
		return err
	}
	if result == nil {
		return nil
	}
	if len(raw) == 0 {
		raw = protocol.LSPAny("null")
	}
	return json.Unmarshal(raw, result)
}

func (c *fakeClient) mustCall(method string, params, result any) {
	c.t.Helper()
	if err := c.call(method, params, result); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

func (c *fakeClient) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("notify %s: %v", method, err)
	}
}

func (c *fakeClient) open(uri, text string) {
	c.t.Helper()
	c.mu.Lock()
	c.versions[uri] = 1
	c.mu.Unlock()
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "popeye", "version": 1, "text": text}})
}

// edit replaces the range [l1:c1, l2:c2) with text and returns the new version.
func (c *fakeClient) edit(uri string, l1, c1, l2, c2 int, text string) int32 {
	c.t.Helper()
	c.mu.Lock()
	c.versions[uri]++
	v := c.versions[uri]
	c.mu.Unlock()
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": v},
		"contentChanges": []any{map[string]any{"range": rng(l1, c1, l2, c2), "text": text}},
	})
	return v
}

// replaceAll sends the whole new text and returns the new version.
func (c *fakeClient) replaceAll(uri, text string) int32 {
	c.t.Helper()
	c.mu.Lock()
	c.versions[uri]++
	v := c.versions[uri]
	c.mu.Unlock()
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": v},
		"contentChanges": []any{map[string]any{"text": text}},
	})
	return v
}

func rng(l1, c1, l2, c2 int) map[string]any {
	return map[string]any{"start": pos(l1, c1), "end": pos(l2, c2)}
}

func pos(l, ch int) map[string]any { return map[string]any{"line": l, "character": ch} }

func docPos(uri string, l, ch int) map[string]any {
	return map[string]any{"textDocument": map[string]any{"uri": uri}, "position": pos(l, ch)}
}

// waitFor blocks until pred holds over the recorded notifications, or fails the test.
// received returns a copy of the notifications received so far.
func (c *fakeClient) received() []note {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]note(nil), c.notes...)
}

func (c *fakeClient) waitFor(what string, pred func(notes []note) bool) {
	c.t.Helper()
	deadline := time.After(waitLimit)
	for {
		c.mu.Lock()
		ok := pred(c.notes)
		ch := c.changed
		c.mu.Unlock()
		if ok {
			return
		}
		select {
		case <-ch:
		case <-deadline:
			c.t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// wireDiagnostic is a diagnostic as the wire carries it.
type wireDiagnostic struct {
	Range    wireRange `json:"range"`
	Severity int       `json:"severity"`
	Code     any       `json:"code"`
	Source   string    `json:"source"`
	Message  any       `json:"message"`
	Data     any       `json:"data,omitempty"`
}

type wireRange struct {
	Start wirePos `json:"start"`
	End   wirePos `json:"end"`
}

type wirePos struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

func (r wireRange) String() string {
	return fmt.Sprintf("%d:%d-%d:%d", r.Start.Line, r.Start.Character, r.End.Line, r.End.Character)
}

type publish struct {
	URI         string           `json:"uri"`
	Version     *int32           `json:"version"`
	Diagnostics []wireDiagnostic `json:"diagnostics"`
}

// publishes returns every publishDiagnostics for uri so far.
func publishes(notes []note, uri string) []publish {
	var out []publish
	for _, n := range notes {
		if n.method != "textDocument/publishDiagnostics" {
			continue
		}
		var p publish
		if json.Unmarshal(n.params, &p) == nil && p.URI == uri {
			out = append(out, p)
		}
	}
	return out
}

type statusNote struct {
	URI      string `json:"uri"`
	Version  int32  `json:"version"`
	Problems []struct {
		Index   int    `json:"index"`
		Status  string `json:"status"`
		Summary string `json:"summary"`
	} `json:"problems"`
}

func statuses(notes []note, uri string) []statusNote {
	var out []statusNote
	for _, n := range notes {
		if n.method != "cpls/status" {
			continue
		}
		var s statusNote
		if json.Unmarshal(n.params, &s) == nil && s.URI == uri {
			out = append(out, s)
		}
	}
	return out
}

// waitSettled waits for the cpls/status of version v (sent after the analysis of v,
// solving included, has finished) and returns the last diagnostics published for v.
func (c *fakeClient) waitSettled(uri string, v int32) []wireDiagnostic {
	c.t.Helper()
	c.waitFor(fmt.Sprintf("status of %s v%d", uri, v), func(notes []note) bool {
		for _, s := range statuses(notes, uri) {
			if s.Version == v && settled(s) {
				return true
			}
		}
		return false
	})
	c.mu.Lock()
	defer c.mu.Unlock()
	// Diagnostics are republished only when they change, so the last publication may be
	// of an earlier version; it is never of a later one, and it comes before the status.
	ps := publishes(c.notes, uri)
	if len(ps) == 0 {
		c.t.Fatalf("no diagnostics published for %s", uri)
	}
	last := ps[len(ps)-1]
	if last.Version == nil || *last.Version > v {
		c.t.Fatalf("last diagnostics of %s are for version %v, after %d", uri, last.Version, v)
	}
	return last.Diagnostics
}

func settled(s statusNote) bool {
	for _, p := range s.Problems {
		if p.Status == feature.StatusSolving {
			return false
		}
	}
	return true
}

// lastVersionPublished is the version of the last diagnostics published for uri.
func lastVersionPublished(notes []note, uri string) (int32, bool) {
	ps := publishes(notes, uri)
	if len(ps) == 0 || ps[len(ps)-1].Version == nil {
		return 0, false
	}
	return *ps[len(ps)-1].Version, true
}

func (c *fakeClient) shutdownAndExit() int {
	c.t.Helper()
	c.mustCall("shutdown", nil, nil)
	c.notify("exit", nil)
	select {
	case code := <-c.exited:
		return code
	case <-time.After(waitLimit):
		c.t.Fatalf("no exit")
		return -1
	}
}
