package server

import (
	"context"
	"errors"
	"slices"
	"strings"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
)

// clientCaps is what the server remembers of the client's capabilities.
type clientCaps struct {
	enc              encoding
	showDocument     bool // window/showDocument
	workDoneProgress bool // window/workDoneProgress/create
	configuration    bool // workspace/configuration
	applyEdit        bool // workspace/applyEdit
	markdown         bool // hover in markdown
	codeLensRefresh  bool // workspace/codeLens/refresh
}

func (s *Server) capabilities() clientCaps {
	s.stateMu.Lock()
	defer s.stateMu.Unlock()
	return s.caps
}

// gate keeps the lifecycle the spec lays down. Before initialize, a call is answered
// -32002 (server not initialized); after shutdown, -32600 (invalid request); a second
// initialize, or one after shutdown, -32600 too. A notification before initialize or
// after shutdown is dropped, exit excepted, and so is one whose params would be read
// wrongly (checkNotification). Params that do not decode into the method's
// type (a character of -1, a string for a position) are answered -32602 (invalid
// params), not -32700: the message itself was read.
func (s *Server) gate(next jsonrpc2.Handler) jsonrpc2.Handler {
	return func(ctx context.Context, req *jsonrpc2.Request) (any, error) {
		method := req.Method()
		s.stateMu.Lock()
		initialized, shutdown, again := s.initialized, s.shutdown, s.initializeCalled
		if req.IsCall() && method == protocol.MethodInitialize {
			s.initializeCalled = true
		}
		s.stateMu.Unlock()
		if !req.IsCall() {
			if method != protocol.MethodExit && (!initialized || shutdown) {
				s.log.Printf("dropped %s: server %s", method, lifecycleState(initialized, shutdown))
				return nil, nil
			}
			if err := checkNotification(req); err != nil {
				s.log.Printf("dropped %s: %v", method, err)
				return nil, nil
			}
			return next(ctx, req)
		}
		switch {
		case method == protocol.MethodInitialize && (again || shutdown):
			return nil, jsonrpc2.Errorf(jsonrpc2.InvalidRequest, "initialize: server %s", lifecycleState(initialized, shutdown))
		case method != protocol.MethodInitialize && !initialized:
			return nil, jsonrpc2.Errorf(jsonrpc2.ServerNotInitialized, "server not initialized")
		case shutdown && method != protocol.MethodShutdown:
			return nil, jsonrpc2.Errorf(jsonrpc2.InvalidRequest, "server is shutting down")
		}
		res, err := next(ctx, req)
		if errors.Is(err, jsonrpc2.ErrParse) {
			return nil, jsonrpc2.Errorf(jsonrpc2.InvalidParams, "invalid params of %s: %s", method,
				strings.TrimPrefix(err.Error(), jsonrpc2.ErrParse.Error()+": "))
		}
		return res, err
	}
}

func lifecycleState(initialized, shutdown bool) string {
	switch {
	case shutdown:
		return "shut down"
	case initialized:
		return "already initialized"
	}
	return "not initialized"
}

// Initialize records the client's capabilities and settings and announces what cpls serves.
func (s *Server) Initialize(ctx context.Context, params *protocol.InitializeParams) (*protocol.InitializeResult, error) {
	caps := clientCaps{enc: utf16Encoding}
	c := params.Capabilities
	if c.General != nil && slices.Contains(c.General.PositionEncodings, protocol.PositionEncodingKindUTF8) {
		caps.enc = utf8Encoding
	}
	if w := c.Window; w != nil {
		caps.showDocument = w.ShowDocument != nil && w.ShowDocument.Support
		caps.workDoneProgress = w.WorkDoneProgress != nil && *w.WorkDoneProgress
	}
	if w := c.Workspace; w != nil {
		caps.configuration = w.Configuration != nil && *w.Configuration
		caps.applyEdit = w.ApplyEdit != nil && *w.ApplyEdit
		caps.codeLensRefresh = w.CodeLens != nil && w.CodeLens.RefreshSupport != nil && *w.CodeLens.RefreshSupport
	}
	if td := c.TextDocument; td != nil && td.Hover != nil {
		caps.markdown = slices.Contains(td.Hover.ContentFormat, protocol.MarkupKindMarkdown)
	}

	s.stateMu.Lock()
	s.caps = caps
	s.initialized = true
	if len(params.InitializationOptions) > 0 {
		s.settings = s.settings.merge(params.InitializationOptions)
	}
	s.stateMu.Unlock()
	s.log.Printf("initialize: client %q, encoding %v, showDocument %v, progress %v",
		params.ClientInfo.Name, caps.enc, caps.showDocument, caps.workDoneProgress)

	enc := protocol.PositionEncodingKindUTF16
	if caps.enc == utf8Encoding {
		enc = protocol.PositionEncodingKindUTF8
	}
	return &protocol.InitializeResult{
		Capabilities: serverCapabilities(enc),
		ServerInfo:   protocol.ServerInfo{Name: "cpls", Version: protocol.NewOptional(Version)},
	}, nil
}

// Version is reported to clients in serverInfo; cmd/cpls sets it at start-up.
var Version = "devel"

func serverCapabilities(enc protocol.PositionEncodingKind) protocol.ServerCapabilities {
	yes := true
	incremental := protocol.TextDocumentSyncKindIncremental
	return protocol.ServerCapabilities{
		PositionEncoding: enc,
		TextDocumentSync: &protocol.TextDocumentSyncOptions{
			OpenClose: &yes,
			Change:    &incremental,
		},
		HoverProvider:              protocol.Boolean(true),
		DocumentSymbolProvider:     protocol.Boolean(true),
		FoldingRangeProvider:       protocol.Boolean(true),
		DocumentFormattingProvider: protocol.Boolean(true),
		CodeActionProvider: &protocol.CodeActionOptions{
			CodeActionKinds: []protocol.CodeActionKind{protocol.CodeActionKindQuickFix, protocol.CodeActionKindEmpty},
		},
		CodeLensProvider: &protocol.CodeLensOptions{},
		CompletionProvider: &protocol.CompletionOptions{
			TriggerCharacters: []string{" "},
		},
		SemanticTokensProvider: &protocol.SemanticTokensOptions{
			Legend: semanticLegend(),
			Full:   protocol.Boolean(true),
		},
		ExecuteCommandProvider: protocol.ExecuteCommandOptions{Commands: commandNames()},
	}
}

// Initialized pulls the workspace configuration when the client offers it.
func (s *Server) Initialized(ctx context.Context, params *protocol.InitializedParams) error {
	s.goSafe("configuration", s.pullConfiguration)
	return nil
}

// Shutdown stops background work; the process ends on exit.
func (s *Server) Shutdown(ctx context.Context) error {
	s.stateMu.Lock()
	s.shutdown = true
	s.stateMu.Unlock()
	s.analysis.stop()
	return nil
}

// Exit ends the process: code 0 after shutdown, 1 otherwise, as the spec says.
func (s *Server) Exit(ctx context.Context) error {
	s.stateMu.Lock()
	code := 1
	if s.shutdown {
		code = 0
	}
	s.stateMu.Unlock()
	s.log.Printf("exit %d", code)
	s.exitWith(code)
	return nil
}
