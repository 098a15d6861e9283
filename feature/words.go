package feature

import (
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/parser"
)

// This file holds the words of hovers in the three languages of Popeye's input, so that
// a hover speaks the language of the file it is shown in: a German file gets "Weiße Dame
// auf a7" beside "Da7-a8", not "White Queen". The explanations of stipulations and options
// are in explain.go.

// vocabulary is the hover text of one language. Format strings take their arguments in
// the order their comments give.
type vocabulary struct {
	lang parser.Language

	pieces      [6]string    // K Q R B S P, capitalised as nouns are
	female      [6]bool      // the noun is feminine (German and French adjectives agree with it)
	colours     [3][2]string // white, black, neutral: the adjective before a masculine and a feminine noun
	colourNames [3]string    // white, black, neutral on their own
	// pieceFormat: colour adjective (capitalised), piece → "White Queen", "Weiße Dame",
	// "Dame blanche"; fairyFormat: colour name, fairy piece name.
	pieceFormat, fairyFormat string
	on                       string // "on", as in "White Queen on a7"
	twin                     string // "(twin %s)": the twin's label
	square                   string // "Square %s": the square
	squareWho                string // "%s: %s": the square's title, its occupant
	empty                    string
	attackedByWhite          string // %s: the pieces
	attackedByBlack          string
	attackers, defenders     string
	nothing                  string
	noMoves                  string
	moves                    string // %d: how many, %s: the moves
	inCheck                  string // %s: the checking pieces
	givesCheck               string // %s: the king's square
	pinned                   string // %s: the pinning pieces
	pins                     string // %s: the pinned pieces
	noMovegen                string // %v: why
	fairy                    string
	status                   string // %s: the status
	fen                      string // %s: the FEN
	problem                  string // %d: the problem's number
	twinTitle                string // %s: label, %s: operations
	stipulation, option      string // the words before a stipulation and an option's name
	otherOption              string
	condition                string // the word before a condition's name
	otherCondition           string
	totalInvisible           string
	condPlayed               string
	condNotPlayed            string
	condVariant              string // %s: the variant or argument cpls does not play
	condNoFacts              string // a piece or square where cpls does not play the conditions

	// Solving status.
	solving, sound, cooked, keys, solutions, noSolution, short  string
	shortN                                                      string // %d short solutions
	timeout, cancelled, notSolved, errors, unsupported, illegal string
	kingCapture                                                 string
}

var vocabularies = [...]vocabulary{
	parser.English: {
		lang:   parser.English,
		pieces: [6]string{"King", "Queen", "Rook", "Bishop", "Knight", "Pawn"},
		colours: [3][2]string{
			{"White", "White"}, {"Black", "Black"}, {"Neutral", "Neutral"},
		},
		colourNames:     [3]string{"White", "Black", "Neutral"},
		pieceFormat:     "%[1]s %[2]s",
		fairyFormat:     "%[1]s %[2]s",
		on:              "on",
		twin:            "(twin %s)",
		square:          "Square %s",
		squareWho:       "%s: %s",
		empty:           "Empty.",
		attackedByWhite: "Attacked by White: %s.",
		attackedByBlack: "Attacked by Black: %s.",
		attackers:       "Attacked by: %s.",
		defenders:       "Defended by: %s.",
		nothing:         "nothing",
		noMoves:         "Legal moves: none.",
		moves:           "Legal moves (%d): %s.",
		inCheck:         "In check from %s.",
		givesCheck:      "Gives check to the king on %s.",
		pinned:          "Pinned against its king by %s.",
		pins:            "Pins %s against the king.",
		noMovegen:       "(no move generation for this position: %v)",
		fairy:           "cpls does not play this piece or its attributes yet.",
		status:          "Status: %s",
		fen:             "FEN: %s",
		problem:         "Problem %d",
		twinTitle:       "Twin %s %s",
		stipulation:     "Stipulation",
		option:          "Option",
		otherOption:     "A Popeye option.",
		condition:       "Condition",
		otherCondition:  "A fairy condition of Popeye.",
		totalInvisible:  "Total invisible pieces: this many pieces of unknown colour, kind and square. A move of one is written TI~-~ (or TI~*e4 when it takes), a pawn's capture of one [+bTIb6]a5*b6; a solution must be legal for some placement of them and mate for every placement that makes it legal, and what every such placement shares is revealed ([f7=wS]).",
		condPlayed:      "cpls plays this condition.",
		condNotPlayed:   "cpls does not play this condition yet.",
		condVariant:     "cpls does not play this condition with %s yet.",
		condNoFacts:     "cpls does not play this position's conditions yet, so its moves are not shown.",
		solving:         "solving…",
		sound:           "sound",
		cooked:          "cooked",
		keys:            "keys",
		solutions:       "solutions",
		noSolution:      "no solution",
		short:           "short solution",
		shortN:          "%d short solutions",
		timeout:         "timeout: not solved within the budget",
		cancelled:       "cancelled",
		notSolved:       "not solved",
		errors:          "not solved: errors in the problem",
		unsupported:     "not solved: unsupported by cpls",
		illegal:         "not solved: illegal position",
		kingCapture:     "not solved: the side to play can capture the king",
	},
	parser.German: {
		lang:   parser.German,
		pieces: [6]string{"König", "Dame", "Turm", "Läufer", "Springer", "Bauer"},
		female: [6]bool{false, true, false, false, false, false},
		colours: [3][2]string{
			{"Weißer", "Weiße"}, {"Schwarzer", "Schwarze"}, {"Neutraler", "Neutrale"},
		},
		colourNames:     [3]string{"Weiß", "Schwarz", "Neutral"},
		pieceFormat:     "%[1]s %[2]s",
		fairyFormat:     "%[2]s (%[1]s)",
		on:              "auf",
		twin:            "(Zwilling %s)",
		square:          "Feld %s",
		squareWho:       "%s: %s",
		empty:           "Leer.",
		attackedByWhite: "Weiße Angreifer: %s.",
		attackedByBlack: "Schwarze Angreifer: %s.",
		attackers:       "Angreifer: %s.",
		defenders:       "Verteidiger: %s.",
		nothing:         "keine",
		noMoves:         "Legale Züge: keine.",
		moves:           "Legale Züge (%d): %s.",
		inCheck:         "Im Schach durch %s.",
		givesCheck:      "Bietet dem König auf %s Schach.",
		pinned:          "An den eigenen König gefesselt durch %s.",
		pins:            "Fesselt %s an den König.",
		noMovegen:       "(keine Zuggenerierung für diese Stellung: %v)",
		fairy:           "cpls spielt diesen Stein oder seine Attribute noch nicht.",
		status:          "Status: %s",
		fen:             "FEN (Forsyth-Edwards-Notation, mit den englischen Buchstaben K Q R B N P): %s",
		problem:         "Problem %d",
		twinTitle:       "Zwilling %s %s",
		stipulation:     "Forderung",
		option:          "Option",
		otherOption:     "Eine Option von Popeye.",
		condition:       "Bedingung",
		otherCondition:  "Eine Märchenbedingung von Popeye.",
		totalInvisible:  "Total unsichtbare Steine: so viele Steine unbekannter Farbe, Art und Feldes. Ihr Zug heißt TI~-~ (TI~*e4 mit Schlag), das Schlagen eines durch einen Bauern [+bTIb6]a5*b6; eine Lösung muss für eine Aufstellung legal und für jede legale matt sein; was alle gemeinsam haben, wird aufgedeckt ([f7=wS]).",
		condPlayed:      "cpls spielt diese Bedingung.",
		condNotPlayed:   "cpls spielt diese Bedingung noch nicht.",
		condVariant:     "cpls spielt diese Bedingung mit %s noch nicht.",
		condNoFacts:     "cpls spielt die Bedingungen dieser Stellung noch nicht; ihre Züge werden nicht gezeigt.",
		solving:         "wird gelöst…",
		sound:           "korrekt",
		cooked:          "nebenlösig",
		keys:            "Schlüsselzüge",
		solutions:       "Lösungen",
		noSolution:      "keine Lösung",
		short:           "Kurzlösung",
		shortN:          "%d Kurzlösungen",
		timeout:         "Zeitüberschreitung: nicht innerhalb der Zeitvorgabe gelöst",
		cancelled:       "abgebrochen",
		notSolved:       "nicht gelöst",
		errors:          "nicht gelöst: Fehler im Problem",
		unsupported:     "nicht gelöst: von cpls nicht unterstützt",
		illegal:         "nicht gelöst: illegale Stellung",
		kingCapture:     "nicht gelöst: die Seite am Zug kann den König schlagen",
	},
	parser.French: {
		lang:   parser.French,
		pieces: [6]string{"Roi", "Dame", "Tour", "Fou", "Cavalier", "Pion"},
		female: [6]bool{false, true, true, false, false, false},
		colours: [3][2]string{
			{"blanc", "blanche"}, {"noir", "noire"}, {"neutre", "neutre"},
		},
		colourNames:     [3]string{"blanc", "noir", "neutre"},
		pieceFormat:     "%[2]s %[1]s",
		fairyFormat:     "%[2]s (%[1]s)",
		on:              "en",
		twin:            "(jumeau %s)",
		square:          "Case %s",
		squareWho:       "%s : %s",
		empty:           "Vide.",
		attackedByWhite: "Attaquée par les Blancs : %s.",
		attackedByBlack: "Attaquée par les Noirs : %s.",
		attackers:       "Attaquants : %s.",
		defenders:       "Défenseurs : %s.",
		nothing:         "aucun",
		noMoves:         "Coups légaux : aucun.",
		moves:           "Coups légaux (%d) : %s.",
		inCheck:         "En échec par %s.",
		givesCheck:      "Met en échec le roi en %s.",
		pinned:          "Pièce clouée sur son roi par %s.",
		pins:            "Cloue %s sur le roi.",
		noMovegen:       "(pas de génération de coups pour cette position : %v)",
		fairy:           "cpls ne joue pas encore cette pièce ou ses attributs.",
		status:          "État : %s",
		fen:             "FEN (notation Forsyth-Edwards, avec les lettres anglaises K Q R B N P) : %s",
		problem:         "Problème %d",
		twinTitle:       "Jumeau %s %s",
		stipulation:     "Énoncé",
		option:          "Option",
		otherOption:     "Une option de Popeye.",
		condition:       "Condition",
		otherCondition:  "Une condition féerique de Popeye.",
		totalInvisible:  "Pièces totalement invisibles : autant de pièces de couleur, nature et case inconnues. Leur coup s'écrit TI~-~ (TI~*e4 s'il prend), la prise d'une par un pion [+bTIb6]a5*b6 ; une solution doit être légale pour un placement et mater pour tout placement légal ; ce que tous ont en commun est révélé ([f7=wS]).",
		condPlayed:      "cpls joue cette condition.",
		condNotPlayed:   "cpls ne joue pas encore cette condition.",
		condVariant:     "cpls ne joue pas encore cette condition avec %s.",
		condNoFacts:     "cpls ne joue pas encore les conditions de cette position : ses coups ne sont pas affichés.",
		solving:         "résolution en cours…",
		sound:           "correct",
		cooked:          "démoli",
		keys:            "clés",
		solutions:       "solutions",
		noSolution:      "pas de solution",
		short:           "solution courte",
		shortN:          "%d solutions courtes",
		timeout:         "temps dépassé : non résolu dans le temps imparti",
		cancelled:       "annulé",
		notSolved:       "non résolu",
		errors:          "non résolu : erreurs dans le problème",
		unsupported:     "non résolu : non pris en charge par cpls",
		illegal:         "non résolu : position illégale",
		kingCapture:     "non résolu : le camp au trait peut prendre le roi",
	},
}

// wordsOf returns the vocabulary of lang (English for an unknown language).
func wordsOf(lang parser.Language) *vocabulary {
	if lang < parser.English || lang > parser.French {
		lang = parser.English
	}
	return &vocabularies[lang]
}

// colourIndex is the index of a colour name ("white", "black", "neutral") in colours.
func colourIndex(colour string) int {
	switch colour {
	case "black":
		return 1
	case "neutral":
		return 2
	}
	return 0
}

// pieceIndex is the index in K Q R B S P of an English piece name, -1 for a fairy piece.
func pieceIndex(english string) int {
	for i, n := range englishPieceNames {
		if strings.EqualFold(n, english) {
			return i
		}
	}
	return -1
}

// pieceTitle names a piece with its colour: "White Queen", "Weiße Dame", "Dame blanche";
// english is the piece's English name ("Queen") or a fairy piece's name.
func (w *vocabulary) pieceTitle(colour, english string) string {
	ci := colourIndex(colour)
	c := w.colours[ci]
	if i := pieceIndex(english); i >= 0 {
		adj := c[0]
		if w.female[i] {
			adj = c[1]
		}
		return fmt.Sprintf(w.pieceFormat, adj, w.pieces[i])
	}
	return fmt.Sprintf(w.fairyFormat, w.colourNames[ci], english)
}

// occupant names a piece in running text: "white king", "weißer König", "roi blanc".
func (w *vocabulary) occupant(colour, english string) string {
	s := w.pieceTitle(colour, english)
	if w.lang == parser.English {
		return strings.ToLower(s)
	}
	return strings.ToLower(s[:1]) + s[1:] // German nouns keep their capital
}

// outcomeText is the status of one solved unit, as the lens says it in English
// ("sound: 1.Qa7-f2!", "cooked: 2 keys").
func (w *vocabulary) outcomeText(o *Outcome) string {
	if w.lang == parser.English {
		return o.Summary
	}
	switch o.Status {
	case StatusSound:
		if len(o.Keys) > 0 {
			return w.sound + w.colon() + o.Keys[0].Notation
		}
		return w.sound
	case StatusCooked:
		n := o.Count
		if n == 0 {
			n = len(o.Keys)
		}
		if n == 0 {
			return w.cooked
		}
		noun := w.keys
		if len(o.Keys) > 0 && o.Keys[0].Line {
			noun = w.solutions
		}
		return fmt.Sprintf("%s%s%d %s", w.cooked, w.colon(), n, noun)
	case StatusNoSolution:
		return w.noSolution
	case StatusShort:
		if o.Count > 1 {
			return fmt.Sprintf(w.shortN, o.Count)
		}
		return w.short
	case StatusTimeout:
		if o.Summary == "cancelled" {
			return w.cancelled
		}
		return w.timeout
	case StatusIllegal:
		return w.kingCapture
	}
	// Unsupported or failed: the reason stays as the solver gives it.
	if reason, ok := strings.CutPrefix(o.Summary, "not solved: "); ok {
		return w.notSolved + w.colon() + reason
	}
	return o.Summary
}

// problemText is the status of a problem, as the lens says it in English: "solving…",
// the outcome of each unit ("b) sound: …; c) cooked: 2 keys"), or why it is not solved.
func (w *vocabulary) problemText(ps ProblemState) string {
	if w.lang == parser.English {
		return ps.Title()
	}
	if len(ps.Units) == 0 {
		switch ps.Status {
		case StatusError:
			return w.errors
		case StatusUnsupported:
			return w.unsupported
		case StatusIllegal:
			return w.illegal
		}
		return w.notSolved
	}
	var parts []string
	for i, o := range ps.Outcomes {
		if o == nil {
			return w.solving
		}
		s := w.outcomeText(o)
		if ps.Units[i].Label != "" {
			s = ps.Units[i].Label + " " + s
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// colon is ": ", with French spacing before it.
func (w *vocabulary) colon() string {
	if w.lang == parser.French {
		return " : "
	}
	return ": "
}
