package server

import (
	"context"
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/parser"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// CodeAction offers, inside a problem: "Show solution", "Go to key …" (one per key once
// solved), "Insert solution" (an edit after the file's last end token, where Popeye
// ignores text), and the quick fixes of the diagnostics in the range.
func (s *Server) CodeAction(ctx context.Context, params *protocol.CodeActionParams) ([]protocol.CommandOrCodeAction, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	out := []protocol.CommandOrCodeAction{}
	if snap == nil {
		return out, nil
	}
	start := snap.offsetOf(params.Range.Start)
	end := snap.offsetOf(params.Range.End)
	for _, a := range s.codeActions(snap, start, end) {
		if wanted(a.kind, params.Context.Only) {
			out = append(out, snap.toCodeAction(a))
		}
	}
	return out, nil
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

// action is a code action in byte offsets.
type action struct {
	title     string
	kind      protocol.CodeActionKind // "" for none
	edits     []byteEdit
	cmd       *protocol.Command
	diags     []finding
	preferred bool
}

func (s *Server) codeActions(snap *snapshot, start, end int) []action {
	var out []action
	findings, problems, _ := s.analysis.view(snap)
	for _, f := range findings {
		if len(f.fixes) == 0 || f.end < start || f.start > end {
			continue
		}
		for i, fx := range f.fixes {
			out = append(out, action{title: fx.title, kind: protocol.CodeActionKindQuickFix, edits: fx.edits, diags: []finding{f}, preferred: i == 0})
		}
	}
	p := snap.st().outline.problemAt(start)
	if p == nil || p.index >= len(problems) {
		return out
	}
	ps := problems[p.index]
	if len(ps.units) == 0 {
		return out
	}
	c := command("Show solution", cmdShowSolution, string(snap.uri), p.index)
	out = append(out, action{title: "Show solution", cmd: &c})
	k := 0
	solved := true
	var outs []outcome
	for i, o := range ps.outcomes {
		if o == nil {
			solved = false
			continue
		}
		for _, key := range o.keys {
			title := "Go to key " + key.notation
			if key.line {
				title = "Go to solution " + key.notation
			}
			if ps.units[i].label != "" {
				title += " (twin " + ps.units[i].label + ")"
			}
			c := command(title, cmdGoToKey, string(snap.uri), p.index, k)
			out = append(out, action{title: title, cmd: &c})
			k++
		}
		outs = append(outs, *o)
	}
	if solved {
		text := s.analysis.backend.render(snap, p.index, ps.units, outs)
		out = append(out, action{title: "Insert solution", edits: []byteEdit{insertSolution(snap, p.index, text)}})
	}
	return out
}

// insertSolution appends the solution at the end of the file, below EndProblem, where
// Popeye ignores text (earlier notes after it stay above). When the file has no
// EndProblem (the last problem ends with NextProblem or nothing), one is written first,
// in the file's language, so that the solution is never read as input.
func insertSolution(snap *snapshot, idx int, text string) byteEdit {
	body := fmt.Sprintf("Solution of problem %d (cpls):\n%s", idx+1, strings.TrimRight(text, "\n")+"\n")
	// A blank line between the text and what is added.
	prefix := ""
	switch {
	case snap.text == "" || strings.HasSuffix(snap.text, "\n\n"):
	case strings.HasSuffix(snap.text, "\n"):
		prefix = "\n"
	default:
		prefix = "\n\n"
	}
	f := snap.st().file
	if n := len(f.Problems); n == 0 || f.Problems[n-1].EndKind != parser.EndProblem {
		if strings.HasSuffix(snap.text, "\n") {
			prefix = "" // EndProblem goes on the next line, right after the problem
		} else if snap.text != "" {
			prefix = "\n"
		}
		prefix += keywordIn(f.Language, "EndProblem") + "\n\n"
	}
	return byteEdit{start: len(snap.text), end: len(snap.text), text: prefix + body}
}

// keywordIn returns the command named english ("EndProblem") in lang ("EndeProblem").
func keywordIn(lang parser.Language, english string) string {
	en, local := parser.KeywordsOf(parser.English).Commands, parser.KeywordsOf(lang).Commands
	for i, e := range en {
		if e == english && i < len(local) {
			return local[i]
		}
	}
	return english
}

func (snap *snapshot) toCodeAction(a action) protocol.CommandOrCodeAction {
	ca := &protocol.CodeAction{Title: a.title}
	if a.kind != "" {
		k := a.kind
		ca.Kind = &k
	}
	if a.preferred {
		yes := true
		ca.IsPreferred = &yes
	}
	if len(a.edits) > 0 {
		ca.Edit = &protocol.WorkspaceEdit{Changes: map[uri.URI][]protocol.TextEdit{snap.uri: snap.toTextEdits(a.edits)}}
	}
	if a.cmd != nil {
		ca.Command = *a.cmd
	}
	if len(a.diags) > 0 {
		ca.Diagnostics = snap.toProtocol(a.diags)
	}
	return ca
}

func (snap *snapshot) toTextEdits(edits []byteEdit) []protocol.TextEdit {
	out := make([]protocol.TextEdit, 0, len(edits))
	for _, e := range edits {
		out = append(out, protocol.TextEdit{Range: snap.rangeOf(e.start, e.end), NewText: e.text})
	}
	return out
}
