package feature

import (
	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/parser"
	"sync"
)

// characterVocabulary is the words of the key's character and of dual counts in one
// language (the hover of the key and the analysis lens).
type characterVocabulary struct {
	key, try                   string
	tags                       map[string]string // analysis.Key.Tags words
	given, taken, pins, unpins string
	threat, refutations        string
	changed, added, lost       string
	set                        string    // before the set play's continuations
	kinds                      [7]string // the kinds of dual, in analysis.Kind order
	duals, noDual              string
}

func (cv characterVocabulary) tag(t string) string {
	if w, ok := cv.tags[t]; ok {
		return w
	}
	return t
}

func (cv characterVocabulary) kind(k analysis.Kind) string {
	if int(k) < len(cv.kinds) {
		return cv.kinds[k]
	}
	return k.Name()
}

// characterWords are the vocabularies by language, made when first needed: the command
// line never reads them, and their maps would be built at every start.
var characterWords = sync.OnceValue(func() *[3]characterVocabulary {
	return &[3]characterVocabulary{
		parser.English: {
			key: "Key", try: "Try",
			tags: map[string]string{"check": "check", "capture": "capture", "promotion": "promotion", "castling": "castling",
				"flight-giving": "flight-giving", "flight-taking": "flight-taking", "pin": "pins", "unpin": "unpins",
				"waiting": "waiting move (zugzwang)", "threat": "threat", "changed": "changed mates", "added": "added mates",
				"lost": "set mates lost"},
			given: "flights given", taken: "flights taken", pins: "pins", unpins: "unpins",
			threat: "threat", refutations: "refuted by",
			set:     "set",
			changed: "changed against the set play", added: "added to the set play", lost: "set play no longer shown",
			kinds: [7]string{"after a defence", "threat", "short variation", "set play", "move order", "promotion", "other move"},
			duals: "duals", noDual: "no dual",
		},
		parser.German: {
			key: "Schlüsselzug", try: "Verführung",
			tags: map[string]string{"check": "Schach", "capture": "Schlagfall", "promotion": "Umwandlung", "castling": "Rochade",
				"flight-giving": "fluchtfeldgebend", "flight-taking": "fluchtfeldraubend", "pin": "fesselnd", "unpin": "entfesselnd",
				"waiting": "Wartezug (Zugzwang)", "threat": "Drohung", "changed": "Mattwechsel", "added": "neue Matts",
				"lost": "verlorene Satzmatts"},
			given: "gegebene Fluchtfelder", taken: "geraubte Fluchtfelder", pins: "fesselt", unpins: "entfesselt",
			threat: "Drohung", refutations: "widerlegt durch",
			set:     "Satz",
			changed: "gewechselt gegenüber dem Satzspiel", added: "neu gegenüber dem Satzspiel", lost: "Satzspiel nicht mehr gezeigt",
			kinds: [7]string{"nach einer Parade", "Drohung", "Kurzvariante", "Satzspiel", "Zugfolge", "Umwandlung", "anderer Zug"},
			duals: "Duale", noDual: "kein Dual",
		},
		parser.French: {
			key: "Clé", try: "Essai",
			tags: map[string]string{"check": "échec", "capture": "prise", "promotion": "promotion", "castling": "roque",
				"flight-giving": "donne une case de fuite", "flight-taking": "prend une case de fuite", "pin": "cloue", "unpin": "décloue",
				"waiting": "coup d'attente (zugzwang)", "threat": "menace", "changed": "mats changés", "added": "mats ajoutés",
				"lost": "mats apparents perdus"},
			given: "cases de fuite données", taken: "cases de fuite prises", pins: "cloue", unpins: "décloue",
			threat: "menace", refutations: "réfuté par",
			set:     "apparent",
			changed: "changé par rapport au jeu apparent", added: "ajouté au jeu apparent", lost: "jeu apparent qui ne figure plus",
			kinds: [7]string{"après une défense", "menace", "variante courte", "jeu apparent", "ordre des coups", "promotion", "autre coup"},
			duals: "duals", noDual: "pas de dual",
		},
	}
})
