package server

import (
	"encoding/json"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// toProtocol converts findings in snap's text to LSP diagnostics. The slice is never
// nil: Neovim and the spec want [] rather than null.
func toProtocol(snap *snapshot, fs []feature.Finding) []protocol.Diagnostic {
	out := make([]protocol.Diagnostic, 0, len(fs))
	for _, f := range fs {
		d := protocol.Diagnostic{
			Range:    snap.m.rangeOf(f.Start, f.End),
			Severity: protocol.DiagnosticSeverity(f.Severity),
			Source:   protocol.NewOptional("cpls"),
			Message:  protocol.String(f.Message), // never the MarkupContent arm: Neovim 0.7.2 breaks on it
		}
		if f.Code != "" {
			d.Code = protocol.String(f.Code)
		}
		for _, r := range f.Related {
			d.RelatedInformation = append(d.RelatedInformation, protocol.DiagnosticRelatedInformation{
				Location: protocol.Location{URI: snap.uri, Range: snap.m.rangeOf(r.Start, r.End)},
				Message:  "also concerned: " + snap.text[r.Start:r.End],
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

func (s *Server) sendStatus(snap *snapshot, problems []feature.ProblemState) {
	p := statusParams{URI: snap.uri, Version: snap.version, Problems: make([]problemStatus, 0, len(problems))}
	for _, ps := range problems {
		p.Problems = append(p.Problems, problemStatus{Index: ps.Index, Status: ps.Status, Summary: ps.Summary})
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
