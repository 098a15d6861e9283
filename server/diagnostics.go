package server

import (
	"encoding/json"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// Severities of a finding, numbered as in LSP.
const (
	severityError       = 1
	severityWarning     = 2
	severityInformation = 3
	severityHint        = 4
)

// A finding is a diagnostic at byte offsets of one snapshot's text, before conversion
// to LSP positions.
type finding struct {
	start, end int
	severity   int
	code       string
	message    string
	problem    int    // index of the problem it belongs to, or -1
	related    []span // other places concerned (the other pieces of an illegal position)
	fixes      []fix  // quick fixes
}

// A fix is a quick fix: a titled set of edits in byte offsets of the same text.
type fix struct {
	title string
	edits []byteEdit
}

type byteEdit struct {
	start, end int
	text       string
}

// toProtocol converts findings to LSP diagnostics. The slice is never nil: Neovim and
// the spec want [] rather than null.
func (snap *snapshot) toProtocol(fs []finding) []protocol.Diagnostic {
	out := make([]protocol.Diagnostic, 0, len(fs))
	for _, f := range fs {
		d := protocol.Diagnostic{
			Range:    snap.rangeOf(f.start, f.end),
			Severity: protocol.DiagnosticSeverity(f.severity),
			Source:   protocol.NewOptional("cpls"),
			Message:  protocol.String(f.message), // never the MarkupContent arm: Neovim 0.7.2 breaks on it
		}
		if f.code != "" {
			d.Code = protocol.String(f.code)
		}
		for _, r := range f.related {
			d.RelatedInformation = append(d.RelatedInformation, protocol.DiagnosticRelatedInformation{
				Location: protocol.Location{URI: snap.uri, Range: snap.rangeOf(r.start, r.end)},
				Message:  "also concerned: " + snap.text[r.start:r.end],
			})
		}
		out = append(out, d)
	}
	return out
}

// fingerprint identifies a diagnostics list, to republish only on change.
func fingerprint(diags []protocol.Diagnostic) string {
	b, err := protocol.Marshal(diags)
	if err != nil {
		return ""
	}
	return string(b)
}

// publishDiagnostics sends diagnostics for u (version nil: unversioned, as on close).
func (s *Server) publishDiagnostics(u uri.URI, version *int32, diags []protocol.Diagnostic) {
	if diags == nil {
		diags = []protocol.Diagnostic{}
	}
	p := &protocol.PublishDiagnosticsParams{URI: u, Diagnostics: diags}
	if version != nil {
		p.Version = protocol.NewOptional(*version)
	}
	s.out.post(func() {
		if err := s.client.PublishDiagnostics(s.ctx, p); err != nil {
			s.log.Printf("publishDiagnostics %s: %v", u, err)
		}
	})
}

// statusParams is the custom cpls/status notification (read by the VS Code extension's
// status bar and the README's Neovim setup): sent after each
// analysis of a document version, and again as solving finishes.
type statusParams struct {
	URI      uri.URI         `json:"uri"`
	Version  int32           `json:"version"`
	Problems []problemStatus `json:"problems"`
}

type problemStatus struct {
	Index   int    `json:"index"`
	Status  string `json:"status"`
	Summary string `json:"summary"`
}

func (s *Server) sendStatus(snap *snapshot, problems []problemState) {
	p := statusParams{URI: snap.uri, Version: snap.version, Problems: make([]problemStatus, 0, len(problems))}
	for _, ps := range problems {
		p.Problems = append(p.Problems, problemStatus{Index: ps.index, Status: ps.status, Summary: ps.summary})
	}
	b, err := json.Marshal(p)
	if err != nil {
		return
	}
	s.out.post(func() {
		if err := s.conn.Notify(s.ctx, "cpls/status", protocol.LSPAny(b)); err != nil {
			s.log.Printf("cpls/status: %v", err)
		}
	})
}
