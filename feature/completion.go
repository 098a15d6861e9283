package feature

import (
	"strings"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
)

// commonStipulations are offered after Stipulation.
var commonStipulations = [][2]string{
	{"#2", "mate in 2"}, {"#3", "mate in 3"}, {"#4", "mate in 4"}, {"h#2", "helpmate in 2"}, {"h#3", "helpmate in 3"},
	{"h#2.5", "helpmate in 2½"}, {"s#2", "selfmate in 2"}, {"s#3", "selfmate in 3"}, {"r#2", "reflexmate in 2"},
	{"h=2", "helpstalemate in 2"}, {"=2", "stalemate in 2"}, {"ser-h#5", "series helpmate in 5"}, {"ser-#5", "series mate in 5"},
}

// Completion is one item completion offers.
type Completion struct {
	Label, Detail string
	Kind          CompletionKind
}

// CompletionKind says what a completion is, for the editor's icon.
type CompletionKind uint8

// The kinds of completion.
const (
	CompleteKeyword   CompletionKind = iota // a command
	CompleteColour                          // a colour after Pieces
	CompleteValue                           // a piece letter, a stipulation
	CompleteOption                          // an option's name
	CompleteTwinning                        // a twinning after Twin
	CompleteAttribute                       // a piece attribute after Pieces (royal, neutral, …)
	CompleteCondition                       // a condition's name after Condition
)

// Completions offers, at off, keywords of the file's language, colours and piece letters
// after Pieces, stipulations after Stipulation, options after Option, the conditions
// cpls plays after Condition and twinnings after Twin, deciding from the command the
// cursor is in.
func (f *File) Completions(off int) []Completion {
	text := f.Text
	off = min(max(off, 0), len(text))
	lang := f.outline.lang
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
	cmd := commandBefore(f.Loaded.Source, ws)
	if newLine && cmd != parser.CmdPieces {
		cmd = parser.CmdUnknown // a new line starts a new command, except in a piece list
	}

	var out []Completion
	keywords := func() {
		for _, c := range orderedCommands(lang) {
			out = append(out, Completion{Label: c, Kind: CompleteKeyword})
		}
	}
	switch cmd {
	case parser.CmdPieces:
		for _, c := range kws.Colours[:min(3, len(kws.Colours))] { // not TotalInvisible
			out = append(out, Completion{Label: c, Kind: CompleteColour, Detail: "colour"})
		}
		for i, l := range kws.PieceLetters {
			out = append(out, Completion{Label: l, Kind: CompleteValue, Detail: localPieceNames[lang][i]})
		}
		for _, pn := range problem.PlayedPieces(lang) {
			out = append(out, Completion{Label: pn.Name, Kind: CompleteValue, Detail: pn.English})
		}
		for _, a := range problem.PlayedAttributes(lang) {
			out = append(out, Completion{Label: a, Kind: CompleteAttribute, Detail: "piece attribute"})
		}
		keywords()
	case parser.CmdStipulation:
		for _, st := range commonStipulations {
			out = append(out, Completion{Label: st[0], Kind: CompleteValue, Detail: st[1]})
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
			out = append(out, Completion{Label: o, Kind: CompleteOption, Detail: d})
		}
		keywords()
	case parser.CmdCondition:
		out = append(out, conditionCompletions(lang)...)
		keywords()
	case parser.CmdTwin, parser.CmdZeroPosition:
		if twinConditionBefore(lang, text[strings.LastIndexByte(text[:ws], '\n')+1:ws]) {
			out = append(out, conditionCompletions(lang)...)
		}
		for _, t := range kws.Twinnings {
			out = append(out, Completion{Label: t, Kind: CompleteTwinning, Detail: "twinning"})
		}
		keywords()
	default:
		keywords()
	}
	return out
}

// conditionCompletions are the conditions cpls plays, named in lang as the parser's
// keyword tables spell them, in Popeye's order, each with its summary.
func conditionCompletions(lang parser.Language) []Completion {
	english, local := parser.KeywordsOf(parser.English).Conditions, parser.KeywordsOf(lang).Conditions
	var out []Completion
	seen := map[string]bool{}
	for i, e := range english {
		if i >= len(local) || seen[local[i]] || !fairy.ConditionSupported(e) {
			continue
		}
		seen[local[i]] = true
		d := conditionSummary(lang, e)
		if d == "" {
			d = "condition"
		}
		out = append(out, Completion{Label: local[i], Kind: CompleteCondition, Detail: d})
	}
	return out
}

// twinConditionBefore reports whether the words of a twin's line before the cursor
// include the Condition twinning of lang, after which conditions follow.
func twinConditionBefore(lang parser.Language, line string) bool {
	english := parser.KeywordsOf(parser.English).Twinnings
	local := parser.KeywordsOf(lang).Twinnings
	for i, e := range english {
		if strings.EqualFold(e, "condition") && i < len(local) {
			for _, w := range strings.Fields(line) {
				if strings.EqualFold(w, local[i]) {
					return true
				}
			}
		}
	}
	return false
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
