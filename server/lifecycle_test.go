package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/jsonrpc2"
)

func TestInitializeShutdownExit(t *testing.T) {
	c := newClient(t, clientOptions{noInit: true})
	var res struct {
		Capabilities map[string]any `json:"capabilities"`
		ServerInfo   struct {
			Name string `json:"name"`
		} `json:"serverInfo"`
	}
	// Before initialize, requests are refused with -32002.
	err := c.call("textDocument/hover", docPos("file:///x.inp", 0, 0), nil)
	assert.Equal(t, jsonrpc2.ServerNotInitialized, codeOf(err))

	c.mustCall("initialize", map[string]any{"processId": nil, "rootUri": nil, "capabilities": defaultCapabilities()}, &res)
	assert.Equal(t, "cpls", res.ServerInfo.Name)
	assert.Equal(t, "utf-16", res.Capabilities["positionEncoding"])
	sync := res.Capabilities["textDocumentSync"].(map[string]any)
	assert.EqualValues(t, 2, sync["change"], "incremental sync")
	for _, k := range []string{"hoverProvider", "codeActionProvider", "documentSymbolProvider", "foldingRangeProvider",
		"documentFormattingProvider", "completionProvider", "semanticTokensProvider", "codeLensProvider", "executeCommandProvider"} {
		assert.Contains(t, res.Capabilities, k)
	}
	c.notify("initialized", map[string]any{})
	assert.Equal(t, 0, c.shutdownAndExit())
}

func TestExitWithoutShutdown(t *testing.T) {
	c := newClient(t, clientOptions{})
	c.notify("exit", nil)
	select {
	case code := <-c.exited:
		assert.Equal(t, 1, code)
	case <-time.After(waitLimit):
		t.Fatal("no exit")
	}
}

func TestUTF8WhenOffered(t *testing.T) {
	c := newClient(t, clientOptions{noInit: true})
	var res struct {
		Capabilities map[string]any `json:"capabilities"`
	}
	caps := defaultCapabilities()
	caps["general"] = map[string]any{"positionEncodings": []string{"utf-8", "utf-16"}}
	c.mustCall("initialize", map[string]any{"processId": nil, "rootUri": nil, "capabilities": caps}, &res)
	assert.Equal(t, "utf-8", res.Capabilities["positionEncoding"])
}

func TestUnknownMethods(t *testing.T) {
	c := newClient(t, clientOptions{})
	err := c.call("cpls/noSuchRequest", map[string]any{}, nil)
	assert.Equal(t, jsonrpc2.MethodNotFound, codeOf(err))
	c.notify("cpls/noSuchNotification", map[string]any{"x": 1})
	c.notify("$/cancelRequest", map[string]any{"id": nil})
	c.notify("$/cancelRequest", map[string]any{"id": 99999})
	// The session is still alive.
	var res any
	c.mustCall("textDocument/hover", docPos("file:///nowhere.inp", 0, 0), &res)
	assert.Nil(t, res)
}

// rawSession talks to a server with hand-written frames, to send what no client would.
type rawSession struct {
	t      *testing.T
	w      net.Conn
	r      *bufio.Reader
	exited chan int
}

func newRawSession(t *testing.T) *rawSession {
	serverEnd, clientEnd := net.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	rs := &rawSession{t: t, w: clientEnd, r: bufio.NewReader(clientEnd), exited: make(chan int, 1)}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = Serve(ctx, serverEnd, Options{Exit: func(code int) {
			select {
			case rs.exited <- code:
			default:
			}
		}})
	}()
	t.Cleanup(func() {
		cancel()
		clientEnd.Close()
		serverEnd.Close()
		<-done
	})
	return rs
}

func (rs *rawSession) send(body string) {
	rs.t.Helper()
	rs.sendRaw(fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body))
}

func (rs *rawSession) sendRaw(s string) {
	rs.t.Helper()
	rs.w.SetWriteDeadline(time.Now().Add(waitLimit))
	_, err := io.WriteString(rs.w, s)
	require.NoError(rs.t, err)
}

// next reads the next message from the server.
func (rs *rawSession) next() map[string]any {
	rs.t.Helper()
	rs.w.SetReadDeadline(time.Now().Add(waitLimit))
	length := -1
	for {
		line, err := rs.r.ReadString('\n')
		require.NoError(rs.t, err)
		line = strings.TrimSpace(line)
		if line == "" {
			break
		}
		if v, ok := strings.CutPrefix(line, "Content-Length:"); ok {
			length, err = strconv.Atoi(strings.TrimSpace(v))
			require.NoError(rs.t, err)
		}
	}
	body := make([]byte, length)
	_, err := io.ReadFull(rs.r, body)
	require.NoError(rs.t, err)
	var m map[string]any
	require.NoError(rs.t, json.Unmarshal(body, &m), "%s", body)
	return m
}

// response reads messages until the response with the given id.
func (rs *rawSession) response(id float64) map[string]any {
	rs.t.Helper()
	for {
		m := rs.next()
		if m["id"] == id && m["method"] == nil {
			return m
		}
	}
}

func codeOf(err error) jsonrpc2.Code {
	var e *jsonrpc2.Error
	if errors.As(err, &e) {
		return e.Code
	}
	return 0
}

func errorCode(m map[string]any) float64 {
	e, _ := m["error"].(map[string]any)
	code, _ := e["code"].(float64)
	return code
}

func TestMalformedInput(t *testing.T) {
	rs := newRawSession(t)
	rs.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`)
	assert.NotNil(t, rs.response(1)["result"])

	rs.send(`{"jsonrpc":"2.0","id":2,"method":`) // truncated JSON
	m := rs.next()
	assert.Equal(t, float64(-32700), errorCode(m), "%v", m)
	assert.Nil(t, m["id"])

	rs.sendRaw("Content-Type: nothing\r\n\r\n") // header without Content-Length
	assert.Equal(t, float64(-32700), errorCode(rs.next()))

	rs.send(`not json at all`)
	assert.Equal(t, float64(-32700), errorCode(rs.next()))

	// JSON that is no JSON-RPC message is an invalid request, answered to its id.
	rs.send(`{"jsonrpc":"2.0","id":9,"params":{}}`)
	m = rs.next()
	assert.Equal(t, float64(-32600), errorCode(m), "%v", m)
	assert.Equal(t, float64(9), m["id"])
	rs.send(`[1,2]`)
	m = rs.next()
	assert.Equal(t, float64(-32600), errorCode(m), "%v", m)
	assert.Nil(t, m["id"])

	// Params of the wrong shape on a request get an error reply, not a dead connection.
	rs.send(`{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"position":"nope"}}`)
	assert.NotZero(t, errorCode(rs.response(3)))

	// A notification with bad params is dropped; the session goes on.
	rs.send(`{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":7}}`)
	rs.send(`{"jsonrpc":"2.0","id":4,"method":"shutdown"}`)
	m = rs.response(4)
	assert.Nil(t, m["error"], "%v", m)
	rs.send(`{"jsonrpc":"2.0","method":"exit"}`)
	select {
	case code := <-rs.exited:
		assert.Equal(t, 0, code)
	case <-time.After(waitLimit):
		t.Fatal("no exit")
	}
}

func TestEndOfInputExits(t *testing.T) {
	rs := newRawSession(t)
	rs.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`)
	rs.response(1)
	rs.w.Close()
	select {
	case code := <-rs.exited:
		assert.Equal(t, 1, code)
	case <-time.After(waitLimit):
		t.Fatal("no exit at end of input")
	}
}

// TestLifecycleRefusals: a second initialize, initialize after shutdown and any request
// after shutdown are refused with -32600; a document opened before initialize or after
// shutdown is not analysed (notifications then are dropped, as the spec says).
func TestLifecycleRefusals(t *testing.T) {
	c := newClient(t, clientOptions{noInit: true, initOptions: map[string]any{"debounceMs": 0}})
	initParams := map[string]any{"processId": nil, "rootUri": nil, "capabilities": defaultCapabilities()}
	c.open("file:///early.inp", sound2)
	c.mustCall("initialize", initParams, nil)
	c.notify("initialized", map[string]any{})
	assert.Equal(t, jsonrpc2.InvalidRequest, codeOf(c.call("initialize", initParams, nil)), "a second initialize")

	var res any
	c.mustCall("textDocument/hover", docPos("file:///early.inp", 3, 14), &res)
	assert.Nil(t, res, "the document opened before initialize was dropped")

	c.mustCall("shutdown", nil, nil)
	assert.Equal(t, jsonrpc2.InvalidRequest, codeOf(c.call("initialize", initParams, nil)), "initialize after shutdown")
	assert.Equal(t, jsonrpc2.InvalidRequest, codeOf(c.call("textDocument/hover", docPos("file:///x.inp", 0, 0), nil)))
	c.open("file:///late.inp", "BeginProblem\nPieces White Zz9\nEndProblem\n")
	c.mustCall("shutdown", nil, nil)   // a round trip: the didOpen before it was handled
	time.Sleep(200 * time.Millisecond) // what an analysis would publish, it would by now
	assert.Empty(t, publishes(c.received(), "file:///late.inp"), "a document opened after shutdown is not analysed")
	assert.Empty(t, publishes(c.received(), "file:///early.inp"))
	c.notify("exit", nil)
	select {
	case code := <-c.exited:
		assert.Equal(t, 0, code)
	case <-time.After(waitLimit):
		t.Fatal("no exit")
	}
}

// TestInvalidParams: params that do not fit the method are answered -32602, never
// -32700 (the message was read) nor a crash; the session goes on.
func TestInvalidParams(t *testing.T) {
	c := newClient(t, clientOptions{})
	const u = "file:///params.inp"
	c.open(u, sound2)
	td := map[string]any{"uri": u}
	for _, tc := range []struct {
		method string
		params any
	}{
		{"textDocument/hover", map[string]any{"textDocument": td, "position": map[string]any{"line": 3, "character": -1}}},
		{"textDocument/hover", map[string]any{"textDocument": td, "position": map[string]any{"line": -1, "character": 0}}},
		{"textDocument/completion", map[string]any{"textDocument": td, "position": map[string]any{"line": 1e12, "character": 0}}},
		{"textDocument/hover", map[string]any{"textDocument": td, "position": "3:4"}},
		{"textDocument/hover", []any{1, 2}},
		{"textDocument/codeAction", map[string]any{"textDocument": td, "range": map[string]any{"start": pos(0, 0), "end": map[string]any{"line": 0, "character": -5}}}},
		{"textDocument/documentSymbol", map[string]any{"textDocument": "file:///params.inp"}},
		{"workspace/executeCommand", map[string]any{"command": 7}},
	} {
		err := c.call(tc.method, tc.params, nil)
		assert.Equal(t, jsonrpc2.InvalidParams, codeOf(err), "%s %v: %v", tc.method, tc.params, err)
	}
	// A change with a bad position is dropped (protocol would read it as a change of the
	// whole document to "x"); the document and the session go on.
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{"range": rng(0, -1, 0, 0), "text": "x"}}})
	var res any
	c.mustCall("textDocument/hover", docPos(u, 3, 14), &res)
	assert.NotNil(t, res)
}

// TestFramingResync: after a frame whose Content-Length is 20 bytes short, or 20 bytes
// long, the requests that follow are answered: reading resynchronises on the next
// Content-Length header (which a long frame took in).
func TestFramingResync(t *testing.T) {
	for _, delta := range []int{-20, 20, -1, 1} {
		t.Run(fmt.Sprint(delta), func(t *testing.T) {
			rs := newRawSession(t)
			rs.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`)
			rs.response(1)
			bad := `{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.inp"},"position":{"line":0,"character":0}}}`
			next := `{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.inp"},"position":{"line":0,"character":0}}}`
			// net.Pipe does not buffer: the frames go out while the replies are read.
			var in strings.Builder
			fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n%s", len(bad)+delta, bad)
			fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n%s", len(next), next)
			for id := 4; id < 24; id++ {
				body := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.inp"},"position":{"line":0,"character":0}}}`, id)
				fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n%s", len(body), body)
			}
			go func() { _, _ = io.WriteString(rs.w, in.String()) }()
			// Calls run concurrently: their replies come in any order.
			want := map[float64]bool{}
			for id := 2; id < 24; id++ {
				if delta > 0 || id > 2 { // a frame cut short is not JSON
					want[float64(id)] = true
				}
			}
			parseErrors := 0
			for len(want) > 0 {
				m := rs.next()
				if m["id"] == nil {
					assert.Equal(t, float64(-32700), errorCode(m), "%v", m)
					parseErrors++
					continue
				}
				id, _ := m["id"].(float64)
				require.True(t, want[id], "unexpected reply %v", m)
				assert.Nil(t, m["error"], "%v", m)
				delete(want, id)
			}
			if delta > 0 {
				// The frame that took the start of the next one is read up to the end of
				// its JSON, and the next one from there: nothing is lost.
				assert.Zero(t, parseErrors)
			} else {
				assert.Equal(t, 1, parseErrors)
			}
		})
	}
}
