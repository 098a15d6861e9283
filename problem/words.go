package problem

import (
	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
)

// words are the texts Popeye prints in one output language, copied from its message and
// keyword tables (output/plaintext/language_dependant.c and pymsg). Messages that Popeye
// ends with a line break carry it here, so that the renderer can print them as they are.
type words struct {
	lang movegen.Language

	solutionFinished string // end of a problem
	partialSolution  string // end of a problem stopped by MaxSolutions / StopOnShortSolutions
	zugzwang         string
	threat           string
	but              string // the line before the refutations of a try
	refutes          string // post-key play: a defence without continuation

	kingCapture string // the side not to move is in check (printed with a leading blank line)
	undecided   string // after a first move the rules cannot decide (rules.Undecider)
	// undecidedLegal is after a first move whose legality the rules cannot decide
	// (solver.Half.UndecidedLegality: Popeye's message 83).
	undecidedLegal string
	kingMissing    string // a side has no king and no NoWk/NoBk says so
	// overwritten follows the square of a piece the diagram replaced (Popeye's message
	// 84): "b1 already occupied - old piece goes to the underworld."
	overwritten      string
	tryNotApplicable string
	threatTooLong    string
	setPlayIgnored   string
	// moveNumbersIgnored is Popeye's message 128: MoveNumbers where the play does not
	// start with the attacker's moves (PostKeyPlay), which it numbers none of.
	moveNumbersIgnored string
	// intelligentRestricted is Popeye's message 93: it does not solve a twin whose
	// Option Intelligent it cannot honour (intelligent.go).
	intelligentRestricted string
	// nonsenseCombination is Popeye's message 87, for a twin it does not solve as its
	// conditions and pieces do not go together (SeriesCapture with total invisible
	// pieces: invisibleRefused).
	nonsenseCombination string
	// refusals are Popeye's messages for the games it refuses (fairy.Refused), which
	// it writes to standard error, each followed by a line "problem ignored".
	refusals [fairy.MummerSideUndecided + 1]string
	// problemIgnored is Popeye's message 63, after a refusal.
	problemIgnored     string
	whiteToPlayIgnored string
	quodlibetIgnored   string
	goalIsEndIgnored   string
	postKeyPlayIgnored string
	stopOnShortBattle  string
	potentialPositions string // intelligent mode progress: "%d potential positions in %d+%d"
	interrupted        string // the search ran out of time or nodes

	colour [2]byte // letters of White and Black in twin headings ("w", "b")

	zeroPosition string
	polish       string
	mirror       string
	rotate       string
	shift        string

	duplex, halfDuplex, quodlibet, castlingExclusive string
}

var english = words{
	lang:                  movegen.English,
	solutionFinished:      "solution finished.",
	partialSolution:       "Partial solution",
	zugzwang:              "zugzwang.",
	threat:                "threat:",
	but:                   "but",
	refutes:               "refutes.",
	kingCapture:           "the side to play can capture the king",
	undecided:             "Can't decide whether this move is refuted",
	undecidedLegal:        "cannot decide if this move is legal or not.",
	kingMissing:           "both sides need a king\n",
	overwritten:           " already occupied - old piece goes to the underworld.",
	tryNotApplicable:      "try play not applicable\n",
	threatTooLong:         "Option \"Threat\" not applicable or indicated maximum threat length too big\n",
	setPlayIgnored:        "SetPlay not applicable - ignored\n",
	moveNumbersIgnored:    "StartMoveNumber or UpToMoveNumber incompatible with the stipulation\n",
	intelligentRestricted: "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.\n",
	nonsenseCombination:   "nonsense combination",
	refusals: [...]string{
		fairy.HurdleColourRestricted: "HurdleColourChanging, Bul and Dob only allowed with certain hoppers",
		fairy.MagicAndFairyPieces:    "Magic pieces incompatible with some fairy pieces\n",
		fairy.TooFairyForNeutral:     "too much fairy chess for neutral pieces",
		fairy.AnnanAndRecolouring:    "Annan Chess and conditions that recolour pieces not allowed",
		fairy.LosingChessGoals:       "LosingChess incompatible with check or mate stipulations\n",
		fairy.AntiCirceAndKamikaze:   "anticirce incompatible with some fairy conditions",
		fairy.MummerSideUndecided:    "Can't decide whether condition applies to White or Black\n",
	},
	problemIgnored:     "problem ignored",
	whiteToPlayIgnored: "WhiteToPlay not applicable - ignored\n",
	quodlibetIgnored:   "Quodlibet not applicable - ignored\n",
	goalIsEndIgnored:   "GoalIsEnd not applicable - ignored\n",
	postKeyPlayIgnored: "PostKeyPlay not applicable - ignored\n",
	stopOnShortBattle:  "Option  StopOnShortSolutions  not supported with direct play.\n",
	potentialPositions: "potential positions in",
	interrupted:        "solving interrupted.",
	colour:             [2]byte{'w', 'b'},
	zeroPosition:       "zeroposition",
	polish:             "PolishType",
	mirror:             "mirror",
	rotate:             "rotate",
	shift:              "shift",
	duplex:             "Duplex",
	halfDuplex:         "HalfDuplex",
	quodlibet:          "Quodlibet",
	castlingExclusive:  "CastlingMutuallyExclusive",
}

var german = words{
	lang:                  movegen.German,
	solutionFinished:      "Loesung beendet.",
	partialSolution:       "Partielle Loesung",
	zugzwang:              "Zugzwang.",
	threat:                "Drohung:",
	but:                   "Aber",
	refutes:               "Widerlegt.",
	kingCapture:           "Die am Zug befindliche Partei kann den Koenig schlagen",
	undecided:             "Kann nicht entscheiden, ob dieser Zug widerlegt wird",
	undecidedLegal:        "kann nicht entscheiden, ob dieser Zug legal ist.",
	kingMissing:           "Es fehlt ein weisser oder schwarzer Koenig\n\n",
	overwritten:           " ist bereits besetzt - alter Stein geht in die Unterwelt.",
	tryNotApplicable:      "Verfuehrung nicht anwendbar\n",
	threatTooLong:         "Option \"Drohung\" nicht anwendbar order maximale Laenge der Drohung zu gross\n",
	setPlayIgnored:        "Satzspiel nicht anwendbar - ignoriert\n",
	moveNumbersIgnored:    "StartZugnummer oder BisZugnummer inkompatibel mit der Forderung\n",
	intelligentRestricted: "Intelligent Modus nur im h#/=, ser-#/= und ser-h#/=, wenigen Maerchenbedingungen und keinen Maerchensteinen.\n",
	nonsenseCombination:   "Unsinnige Kombination",
	refusals: [...]string{
		fairy.HurdleColourRestricted: "SprungbockFarbeWechselnd, Bul und Dob nur bei einigen Huepfern erlaubt",
		fairy.MagicAndFairyPieces:    "Magische Steine unvereinbar mit verschiedenen Maerchenfiguren\n",
		fairy.TooFairyForNeutral:     "Zu viel Maerchenschach fuer neutrale Steine",
		fairy.AnnanAndRecolouring:    "AnnanSchach und Steine umfaerbende Bedingungen nicht erlaubt",
		fairy.LosingChessGoals:       "Schlagschach unvereinbar mit Schach- oder Mattforderungen\n",
		fairy.AntiCirceAndKamikaze:   "AntiCirce mit einigen anderen Bedingungen nicht erlaubt",
		fairy.MummerSideUndecided:    "Es ist nicht entscheidbar, ob Bedingung fuer Weiss oder Schwarz gilt\n",
	},
	problemIgnored:     "Problem uebersprungen",
	whiteToPlayIgnored: "WeissBeginnt nicht anwendbar - ignoriert\n",
	quodlibetIgnored:   "Quodlibet nicht anwendbar - ignoriert\n",
	goalIsEndIgnored:   "ZielIstEnde nicht anwendbar - ignoriert\n",
	postKeyPlayIgnored: "NachSchluessel nicht anwendbar - ignoriert\n",
	stopOnShortBattle:  "Option  StopNachKurzloesungen  nicht unterstuetzt im direkten Spiel.\n",
	potentialPositions: "moegliche Stellungen in",
	interrupted:        "Bearbeitung abgebrochen.",
	colour:             [2]byte{'w', 's'},
	zeroPosition:       "NullStellung",
	polish:             "Farbwechsel",
	mirror:             "Spiegelung",
	rotate:             "Drehung",
	shift:              "Verschiebung",
	duplex:             "Duplex",
	halfDuplex:         "HalbDuplex",
	quodlibet:          "Quodlibet",
	castlingExclusive:  "RochadenGegenseitigAusschliessend",
}

// french has no example in the corpus; the texts are Popeye's French tables, except
// partialSolution, which Popeye leaves untranslated in some versions.
var french = words{
	lang:                  movegen.French,
	solutionFinished:      "solution terminee.",
	partialSolution:       "Solution partielle",
	zugzwang:              "blocus.",
	threat:                "menace:",
	but:                   "mais",
	refutes:               "Refute.",
	kingCapture:           "le camp au trait peut prendre le roi",
	undecided:             "On ne peut pas decider si ce coup est refute",
	undecidedLegal:        "on ne peut pas determiner si ce coup est legal.",
	kingMissing:           "il faut un roi de chaque couleur\n",
	overwritten:           " deja occupee - piece ancienne va dans l'au-dela.",
	tryNotApplicable:      "jeu d'essai pas applicable\n",
	threatTooLong:         "Option \"menace\" pas applicable ou longueur maximale de la menace trop grande\n",
	setPlayIgnored:        "Apparent pas applicable - ignore\n",
	moveNumbersIgnored:    "Enroute ou JusquAuCoup incompatible avec l'enonce\n",
	intelligentRestricted: "mode intelligent seulement avec h#/=, ser-#/= et ser-h#/=, facultativement avec certaines conditions, et sans pieces feeriques.\n",
	nonsenseCombination:   "Melange interdit",
	refusals: [...]string{
		fairy.HurdleColourRestricted: "CouleurEchangeantSautoir, Bul et Dob seulement avec quelques sauteurs",
		fairy.MagicAndFairyPieces:    "Pieces magiques ne sont pas compatibles avec certaines pieces feeriques\n",
		fairy.TooFairyForNeutral:     "trop d'echecs feeriques pour les pieces neutres",
		fairy.AnnanAndRecolouring:    "Echecs Annan et conditions qui changent la coleur de pieces interdit",
		fairy.LosingChessGoals:       "QuiPerdGagne incompatible avec les enonces echec ou mat\n",
		fairy.AntiCirceAndKamikaze:   "anticirce incompatible avec certains genres feeriques",
		fairy.MummerSideUndecided:    "Il ne peut pas etre decide si une condition s'applique aux Blancs ou aux Noirs\n",
	},
	problemIgnored: "probleme ignoree",
	// ApparentSeul is Popeye's French name of WhiteToPlay.
	whiteToPlayIgnored: "ApparentSeul pas applicable - ignore\n",
	quodlibetIgnored:   "Quodlibet pas applicable - ignore\n",
	goalIsEndIgnored:   "ButEstFin pas applicable - ignore\n",
	postKeyPlayIgnored: "ApresCle pas applicable - ignore\n",
	stopOnShortBattle:  "L'option  FinApresSolutionsCourtes  n'est pas soutenu au jeu direct.\n",
	potentialPositions: "positions possibles dans",
	interrupted:        "solution interrompue.",
	colour:             [2]byte{'b', 'n'},
	zeroPosition:       "zeroposition",
	polish:             "CouleurEchange",
	mirror:             "miroir",
	rotate:             "rotation",
	shift:              "translation",
	duplex:             "Duplex",
	halfDuplex:         "DemiDuplex",
	quodlibet:          "Quodlibet",
	castlingExclusive:  "RoquesMutuellementExclusifs",
}

// wordsFor returns the output texts of a problem's language.
func wordsFor(l parser.Language) *words {
	switch l {
	case parser.German:
		return &german
	case parser.French:
		return &french
	}
	return &english
}

// MoveLanguage returns the movegen notation language of a parser language.
func MoveLanguage(l parser.Language) movegen.Language {
	return wordsFor(l).lang
}
