package server

import (
	"context"
	"strings"
	"unicode"

	"go.lsp.dev/protocol"
)

// vocabulary is what completion offers in one input language.
type vocabulary struct {
	commands                     []string // in the order a problem usually has them
	pieceCmd, stipCmd, optionCmd string
	colours                      []string
	pieces                       [][2]string // letter, name
}

// vocabularies by language, as Popeye spells the keywords (any unique prefix is accepted).
var vocabularies = map[string]vocabulary{
	"en": {
		commands: []string{"BeginProblem", "Author", "Origin", "Title", "Award", "Remark", "Pieces", "Forsyth", "Stipulation", "SStipulation", "Option", "Condition", "Twin", "ZeroPosition", "EndProblem", "NextProblem"},
		pieceCmd: "Pieces", stipCmd: "Stipulation", optionCmd: "Option",
		colours: []string{"White", "Black", "Neutral"},
		pieces:  [][2]string{{"K", "King"}, {"Q", "Queen"}, {"R", "Rook"}, {"B", "Bishop"}, {"S", "Knight"}, {"P", "Pawn"}},
	},
	"de": {
		commands: []string{"AnfangProblem", "Autor", "Quelle", "Titel", "Auszeichnung", "Bemerkung", "Steine", "Forsyth", "Forderung", "SForderung", "Option", "Bedingung", "Zwilling", "EndeProblem", "WeiteresProblem"},
		pieceCmd: "Steine", stipCmd: "Forderung", optionCmd: "Option",
		colours: []string{"Weiss", "Schwarz", "Neutral"},
		pieces:  [][2]string{{"K", "König"}, {"D", "Dame"}, {"T", "Turm"}, {"L", "Läufer"}, {"S", "Springer"}, {"B", "Bauer"}},
	},
	"fr": {
		commands: []string{"DebutProbleme", "Auteur", "Source", "Titre", "Prix", "Remarque", "Pieces", "Forsyth", "Enonce", "Option", "Condition", "Jumeau", "FinProbleme", "ASuivre"},
		pieceCmd: "Pieces", stipCmd: "Enonce", optionCmd: "Option",
		colours: []string{"Blanc", "Noir", "Neutre"},
		pieces:  [][2]string{{"R", "Roi"}, {"D", "Dame"}, {"T", "Tour"}, {"F", "Fou"}, {"C", "Cavalier"}, {"P", "Pion"}},
	},
}

// commonStipulations are offered after Stipulation.
var commonStipulations = [][2]string{
	{"#2", "mate in 2"}, {"#3", "mate in 3"}, {"#4", "mate in 4"}, {"h#2", "helpmate in 2"}, {"h#3", "helpmate in 3"},
	{"h#2.5", "helpmate in 2½"}, {"s#2", "selfmate in 2"}, {"s#3", "selfmate in 3"}, {"r#2", "reflexmate in 2"},
	{"h=2", "helpstalemate in 2"}, {"=2", "stalemate in 2"}, {"ser-h#5", "series helpmate in 5"}, {"ser-#5", "series mate in 5"},
}

// commonOptions are offered after Option, by canonical name.
var commonOptions = []string{"Variation", "Try", "Defence", "SetPlay", "Threat", "NoThreat", "EnPassant", "NoWk", "NoBk",
	"NoCastling", "WhiteToPlay", "Duplex", "HalfDuplex", "Quodlibet", "MaxSolutions", "MaxTime", "Intelligent", "NoBoard",
	"NoShortVariations", "PostKeyPlay", "MoveNumbers", "StartMoveNumber", "KeepMatingPiece", "GoalIsEnd"}

// Completion offers keywords of the file's language, colours and piece letters after
// Pieces, stipulations after Stipulation and options after Option.
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
	lang := "en"
	if p := snap.outline.problemAt(off); p != nil && p.lang != "" {
		lang = p.lang
	} else if len(snap.outline.problems) > 0 && snap.outline.problems[0].lang != "" {
		lang = snap.outline.problems[0].lang
	}
	voc, ok := vocabularies[lang]
	if !ok {
		voc = vocabularies["en"]
	}
	before := snap.text[:min(off, len(snap.text))]
	cmd := voc.currentCommand(before)
	lineStart := strings.LastIndexByte(before, '\n') + 1
	if strings.TrimSpace(before[lineStart:]) == "" && cmd != voc.pieceCmd {
		cmd = "" // a new line starts a new command, except in a piece list
	}
	var out []completion
	keywords := func() {
		for _, c := range voc.commands {
			out = append(out, completion{label: c, kind: protocol.CompletionItemKindKeyword})
		}
	}
	switch cmd {
	case voc.pieceCmd:
		for _, c := range voc.colours {
			out = append(out, completion{label: c, kind: protocol.CompletionItemKindEnumMember, detail: "colour"})
		}
		for _, p := range voc.pieces {
			out = append(out, completion{label: p[0], kind: protocol.CompletionItemKindValue, detail: p[1]})
		}
		keywords()
	case voc.stipCmd:
		for _, st := range commonStipulations {
			out = append(out, completion{label: st[0], kind: protocol.CompletionItemKindValue, detail: st[1]})
		}
	case voc.optionCmd:
		for _, o := range commonOptions {
			d, _ := describeOption(o)
			out = append(out, completion{label: o, kind: protocol.CompletionItemKindProperty, detail: d})
		}
		keywords()
	default:
		keywords()
	}
	return out
}

// currentCommand returns the last command word before the end of prefix (the word being
// typed excluded), spelled in full, or "".
func (voc vocabulary) currentCommand(prefix string) string {
	words := strings.FieldsFunc(prefix, func(r rune) bool { return unicode.IsSpace(r) })
	// The word being typed does not count.
	if len(words) > 0 && !strings.HasSuffix(prefix, " ") && !strings.HasSuffix(prefix, "\n") && !strings.HasSuffix(prefix, "\t") {
		words = words[:len(words)-1]
	}
	for i := len(words) - 1; i >= 0 && i >= len(words)-200; i-- {
		w := strings.ToLower(words[i])
		if len(w) < 3 {
			continue
		}
		for _, c := range voc.commands {
			if strings.HasPrefix(strings.ToLower(c), w) {
				return c
			}
		}
	}
	return ""
}
