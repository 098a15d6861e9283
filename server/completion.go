package server

import (
	"context"

	"github.com/cpls-dev/cpls/parser"
	"go.lsp.dev/protocol"
)

// commonStipulations are offered after Stipulation.
var commonStipulations = [][2]string{
	{"#2", "mate in 2"}, {"#3", "mate in 3"}, {"#4", "mate in 4"}, {"h#2", "helpmate in 2"}, {"h#3", "helpmate in 3"},
	{"h#2.5", "helpmate in 2½"}, {"s#2", "selfmate in 2"}, {"s#3", "selfmate in 3"}, {"r#2", "reflexmate in 2"},
	{"h=2", "helpstalemate in 2"}, {"=2", "stalemate in 2"}, {"ser-h#5", "series helpmate in 5"}, {"ser-#5", "series mate in 5"},
}

// Completion offers keywords of the file's language, colours and piece letters after
// Pieces, stipulations after Stipulation, options after Option and twinnings after Twin.
func (s *Server) Completion(ctx context.Context, params *protocol.CompletionParams) (protocol.CompletionResult, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return &protocol.CompletionList{Items: []protocol.CompletionItem{}}, nil
	}
	items := []protocol.CompletionItem{}
	for _, c := range completions(snap, snap.offsetOf(params.Position)) {
		it := protocol.CompletionItem{Label: c.label, Kind: c.kind}
		if c.detail != "" {
			it.Detail = protocol.NewOptional(c.detail)
		}
		items = append(items, it)
	}
	return &protocol.CompletionList{Items: items}, nil
}

type completion struct {
	label, detail string
	kind          protocol.CompletionItemKind
}

// completions decides from the command the cursor is in what to offer.
func completions(snap *snapshot, off int) []completion {
	text := snap.text
	off = min(max(off, 0), len(text))
	lang := snap.st().outline.lang
	kws := parser.KeywordsOf(lang)
	// The word being typed starts at ws; it does not count as context.
	ws := off
	for ws > 0 && !isSpace(text[ws-1]) {
		ws--
	}
	lineStart := ws
	for lineStart > 0 && (text[lineStart-1] == ' ' || text[lineStart-1] == '\t') {
		lineStart--
	}
	newLine := lineStart == 0 || text[lineStart-1] == '\n' || text[lineStart-1] == '\r'
	cmd := commandBefore(snap.st().file, ws)
	if newLine && cmd != parser.CmdPieces {
		cmd = parser.CmdUnknown // a new line starts a new command, except in a piece list
	}

	var out []completion
	keywords := func() {
		for _, c := range orderedCommands(lang) {
			out = append(out, completion{label: c, kind: protocol.CompletionItemKindKeyword})
		}
	}
	switch cmd {
	case parser.CmdPieces:
		for _, c := range kws.Colours[:min(3, len(kws.Colours))] { // not TotalInvisible
			out = append(out, completion{label: c, kind: protocol.CompletionItemKindEnumMember, detail: "colour"})
		}
		for i, l := range kws.PieceLetters {
			out = append(out, completion{label: l, kind: protocol.CompletionItemKindValue, detail: localPieceNames[lang][i]})
		}
		keywords()
	case parser.CmdStipulation:
		for _, st := range commonStipulations {
			out = append(out, completion{label: st[0], kind: protocol.CompletionItemKindValue, detail: st[1]})
		}
	case parser.CmdOption:
		canonical := parser.KeywordsOf(parser.English).Options
		for i, o := range kws.Options {
			d := ""
			if i < len(canonical) {
				if canonical[i] == "unpublishedoption" {
					continue
				}
				d, _ = describeOption(lang, canonical[i])
			}
			out = append(out, completion{label: o, kind: protocol.CompletionItemKindProperty, detail: d})
		}
		keywords()
	case parser.CmdTwin, parser.CmdZeroPosition:
		for _, t := range kws.Twinnings {
			out = append(out, completion{label: t, kind: protocol.CompletionItemKindFunction, detail: "twinning"})
		}
		keywords()
	default:
		keywords()
	}
	return out
}

// commandBefore is the kind of the last command whose keyword starts before off.
func commandBefore(f *parser.File, off int) parser.CommandKind {
	kind := parser.CmdUnknown
	for _, p := range f.Problems {
		if p.Range.Start > off {
			break
		}
		if p.Begin != nil && p.Begin.Start < off {
			kind = parser.CmdBeginProblem
		}
		for _, c := range p.Commands {
			if c.Keyword.Start >= off {
				break
			}
			if c.Kind != parser.CmdUnknown {
				kind = c.Kind
			}
		}
		if p.End != nil && p.End.Start < off {
			kind = parser.CmdUnknown
		}
	}
	return kind
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// localPieceNames are the orthodox pieces' names in K Q R B S P order, per language.
var localPieceNames = [...][6]string{
	parser.English: {"King", "Queen", "Rook", "Bishop", "Knight", "Pawn"},
	parser.German:  {"König", "Dame", "Turm", "Läufer", "Springer", "Bauer"},
	parser.French:  {"Roi", "Dame", "Tour", "Fou", "Cavalier", "Pion"},
}

// commandOrder is the order in which completion offers commands (by English name): the
// order a problem usually has them, rare ones last. Protocol is left out: cpls never
// obeys it.
var commandOrder = []string{"BeginProblem", "Author", "Origin", "Title", "Award", "Remark", "Pieces", "Forsyth",
	"Stipulation", "Option", "Twin", "ZeroPosition", "EndProblem", "NextProblem", "Condition", "SStipulation",
	"InitialGameArray", "LaTeX", "LaTeXPieces"}

// orderedCommands returns the commands of lang in commandOrder. parser.KeywordsOf lists
// every language's commands in the same (Popeye's) order, so the English list names them.
func orderedCommands(lang parser.Language) []string {
	english := parser.KeywordsOf(parser.English).Commands
	local := parser.KeywordsOf(lang).Commands
	var out []string
	for _, name := range commandOrder {
		for i, e := range english {
			if e == name && i < len(local) {
				out = append(out, local[i])
			}
		}
	}
	return out
}
