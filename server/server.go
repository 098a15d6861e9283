package server

import (
	"context"
	"io"
	"log"
	"os"
	"sync"
	"time"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// Options configure one server session.
type Options struct {
	// Exit ends the process: on the exit notification (code 0 after shutdown, 1 otherwise)
	// and when the input ends. Nil means os.Exit; tests inject their own so that an
	// in-process session does not end the test binary.
	Exit func(code int)
	// Log receives the server's log lines; nil discards them.
	Log io.Writer
	// Trace logs every JSON-RPC message in and out to Log.
	Trace bool

	backend solverBackend // tests replace the solver
	noCache bool          // benchmarks measure solving, not the cache
	hooks   testHooks
}

// testHooks let tests stop the server at a chosen point; nil functions are skipped.
type testHooks struct {
	lensViewed func() // CodeLens has read the status and not yet answered
}

// Server is one LSP session. Its methods implement protocol.Server; everything not
// overridden answers "method not found" through the embedded UnimplementedServer.
type Server struct {
	protocol.UnimplementedServer

	// ctx is the server-owned parent of all background work; cancel ends it on exit.
	ctx    context.Context
	cancel context.CancelFunc
	conn   jsonrpc2.Conn
	client protocol.Client
	log    *log.Logger
	exit   func(code int)

	stateMu     sync.Mutex
	initialized bool // initialize answered
	shutdown    bool // shutdown answered
	caps        clientCaps
	settings    settings

	docsMu sync.Mutex
	docs   map[uri.URI]*document

	// load analyses a document's text into the File a snapshot holds.
	load        func(text string) *feature.File
	analysis    *analysis
	out         *outbox // notifications to the client, in order
	lensRefresh lensRefresher
	hooks       testHooks
}

// Serve runs one LSP session over rwc until the peer disconnects or ctx ends.
func Serve(ctx context.Context, rwc io.ReadWriteCloser, opts Options) error {
	s := newServer(ctx, opts)
	var trace io.Writer
	if opts.Trace && opts.Log != nil {
		trace = opts.Log
	}
	eof := func() {
		s.log.Printf("end of input")
		s.exitWith(1)
	}
	st := newStream(rwc, trace, eof)
	conn := jsonrpc2.NewConn(st, jsonrpc2.WithCodec(codec{}))
	s.conn = conn
	s.client = protocol.ClientDispatcher(conn)
	go s.out.run(func(r any) { s.log.Printf("panic sending a notification: %v", r) })
	cctx := protocol.WithClient(s.ctx, s.client)
	conn.Go(cctx, withReplyHooks(st, guard(s.log, protocol.CancelHandler(guard(s.log, s.gate(protocol.ServerHandler(s, nil)), true)), false)))
	select {
	case <-conn.Done():
	case <-ctx.Done():
		conn.Close()
	}
	s.cancel()
	s.out.close()
	return conn.Err()
}

func newServer(ctx context.Context, opts Options) *Server {
	logw := opts.Log
	if logw == nil {
		logw = io.Discard
	}
	exit := opts.Exit
	if exit == nil {
		exit = os.Exit
	}
	sctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	s := &Server{
		ctx:      sctx,
		cancel:   cancel,
		log:      log.New(logw, "cpls: ", log.LstdFlags|log.Lmicroseconds),
		exit:     exit,
		settings: defaultSettings(),
		docs:     make(map[uri.URI]*document),
		hooks:    opts.hooks,
	}
	s.out = newOutbox()
	backend := opts.backend
	if backend == nil {
		backend = problemSolver{}
	}
	s.load = loader(backend, opts.noCache)
	s.analysis = newAnalysis(s, backend)
	return s
}

// exitWith stops background work and ends the process through the injected exit.
func (s *Server) exitWith(code int) {
	s.analysis.stop()
	s.out.flush(time.Second) // what was published before exit still goes out
	s.cancel()
	s.out.close()
	s.exit(code)
}

// guard adapts a handler to jsonrpc2 v1.0.1's pitfalls (see LSP-NOTES.md): notifications
// run inline, in wire order, on a detached context; calls are released to run
// concurrently when async is set; a panic becomes a -32603 reply instead of a closed
// connection; a notification's error is logged, never returned (it would close the
// connection).
func guard(l *log.Logger, next jsonrpc2.Handler, async bool) jsonrpc2.Handler {
	return func(ctx context.Context, req *jsonrpc2.Request) (res any, err error) {
		method := req.Method()
		if !req.IsCall() {
			ctx = jsonrpc2.DetachContext(ctx)
			method = string([]byte(method)) // the request's bytes are recycled after return
		} else if async {
			// Every call is released, shutdown included: protocol.CancelHandler derives a
			// context from the call's, which must not outlive an inline handler.
			jsonrpc2.Async(ctx)
		}
		defer func() {
			if r := recover(); r != nil {
				l.Printf("panic in %s: %v", method, r)
				if req.IsCall() {
					res, err = nil, jsonrpc2.Errorf(jsonrpc2.InternalError, "panic: %v", r)
				}
			}
			if !req.IsCall() && err != nil {
				l.Printf("notification %s: %v", method, err)
				res, err = nil, nil
			}
		}()
		return next(ctx, req)
	}
}

// replyHooks collects what a call's handler asks to run once its response is written.
type replyHooks struct {
	mu sync.Mutex
	fs []func()
}

type replyHooksKey struct{}

// withReplyHooks lets the handler of a call run code after its response has gone out
// (afterReply): the whole handler chain, async part included, runs on one goroutine and
// returns before jsonrpc2 writes the response, so the functions are handed to the stream,
// which runs them once that response is written.
func withReplyHooks(st *stream, next jsonrpc2.Handler) jsonrpc2.Handler {
	return func(ctx context.Context, req *jsonrpc2.Request) (any, error) {
		if !req.IsCall() {
			return next(ctx, req)
		}
		h := &replyHooks{}
		res, err := next(context.WithValue(ctx, replyHooksKey{}, h), req)
		h.mu.Lock()
		fs := h.fs
		h.fs = nil
		h.mu.Unlock()
		st.afterReply(req.ID(), fs)
		return res, err
	}
}

// afterReply arranges for f to run once the response to the call of ctx is written,
// or at once when ctx is not a call's. f must not block.
func afterReply(ctx context.Context, f func()) {
	h, ok := ctx.Value(replyHooksKey{}).(*replyHooks)
	if !ok {
		f()
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.fs = append(h.fs, f)
}

// goSafe runs f in a goroutine that cannot take the process down with a panic.
func (s *Server) goSafe(name string, f func()) {
	go func() {
		defer func() {
			if r := recover(); r != nil {
				s.log.Printf("panic in %s: %v", name, r)
			}
		}()
		f()
	}()
}
