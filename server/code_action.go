package server

import (
	"context"
	"strings"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// CodeAction offers, inside a problem: "Show solution", "Go to key …" (one per key once
// solved), "Insert solution" (an edit after the file's last end token, where Popeye
// ignores text), and the quick fixes of the diagnostics in the range
// (feature.File.Actions).
func (s *Server) CodeAction(ctx context.Context, params *protocol.CodeActionParams) ([]protocol.CommandOrCodeAction, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	out := []protocol.CommandOrCodeAction{}
	if snap == nil {
		return out, nil
	}
	start := snap.m.offsetOf(params.Range.Start)
	end := snap.m.offsetOf(params.Range.End)
	for _, a := range s.codeActions(snap, start, end) {
		if k := actionKind(a); wanted(k, params.Context.Only) {
			out = append(out, toCodeAction(snap, a, k))
		}
	}
	return out, nil
}

// codeActions are the actions of [start, end] in snap, with the solution text of the
// problem at start once it is solved (the backend renders it).
func (s *Server) codeActions(snap *snapshot, start, end int) []feature.Action {
	f := snap.file()
	findings, problems, _ := s.analysis.view(snap)
	solution := ""
	if i := f.ProblemAt(start); i >= 0 && i < len(problems) && len(problems[i].Units) > 0 && problems[i].Solved() {
		solution = s.analysis.backend.render(f, i, problems[i].Units, problems[i].Done())
	}
	return f.Actions(findings, problems, start, end, solution)
}

// actionKind is the LSP kind of an action: quick fixes are "quickfix", the solution
// actions have none.
func actionKind(a feature.Action) protocol.CodeActionKind {
	if a.Kind == feature.ActionFix {
		return protocol.CodeActionKindQuickFix
	}
	return ""
}

// wanted reports whether an action of kind k passes the client's filter (context.only):
// no filter passes everything; a filter passes its kinds and their sub-kinds.
func wanted(k protocol.CodeActionKind, only []protocol.CodeActionKind) bool {
	if len(only) == 0 {
		return true
	}
	for _, o := range only {
		if k != "" && (k == o || strings.HasPrefix(string(k), string(o)+".")) {
			return true
		}
	}
	return false
}

func toCodeAction(snap *snapshot, a feature.Action, kind protocol.CodeActionKind) protocol.CommandOrCodeAction {
	ca := &protocol.CodeAction{Title: a.Title}
	if kind != "" {
		ca.Kind = &kind
	}
	if a.Preferred {
		yes := true
		ca.IsPreferred = &yes
	}
	if len(a.Edits) > 0 {
		ca.Edit = &protocol.WorkspaceEdit{Changes: map[uri.URI][]protocol.TextEdit{snap.uri: toTextEdits(snap, a.Edits)}}
	}
	switch a.Kind {
	case feature.ActionShowSolution:
		ca.Command = command(a.Title, cmdShowSolution, string(snap.uri), a.Problem)
	case feature.ActionGoToKey:
		ca.Command = command(a.Title, cmdGoToKey, string(snap.uri), a.Problem, a.Key)
	}
	if a.Finding != nil {
		ca.Diagnostics = toProtocol(snap, []feature.Finding{*a.Finding})
	}
	return ca
}

func toTextEdits(snap *snapshot, edits []feature.Edit) []protocol.TextEdit {
	out := make([]protocol.TextEdit, 0, len(edits))
	for _, e := range edits {
		out = append(out, protocol.TextEdit{Range: snap.m.rangeOf(e.Start, e.End), NewText: e.Text})
	}
	return out
}
