package parser

// Keywords lists the words of one language by category, spelled in full as Format writes
// them: what completion offers.
type Keywords struct {
	// Commands in Popeye's table order, BeginProblem first.
	Commands        []string
	Options         []string
	Conditions      []string
	Colours         []string // White, Black, Neutral, TotalInvisible
	Twinnings       []string
	PieceAttributes []string
	// PieceLetters are the orthodox piece letters in PieceKind order (K Q R B S P).
	PieceLetters [6]string
	// MirrorAxes are the arguments of Mirror.
	MirrorAxes []string
}

// KeywordsOf returns the keywords of lang.
func KeywordsOf(lang Language) Keywords {
	if lang < English || lang > French {
		lang = English
	}
	k := Keywords{
		Commands:        []string{fullKeywords()[lang][CmdBeginProblem]},
		Options:         append([]string(nil), optionTables[lang]...),
		Conditions:      append([]string(nil), conditionTables[lang]...),
		Colours:         append([]string(nil), colourTables[lang]...),
		PieceAttributes: append([]string(nil), pieceFlagTables[lang]...),
		PieceLetters:    pieceLetters[lang],
		MirrorAxes:      append([]string(nil), mirrorTable...),
	}
	for _, e := range commandTables[lang] {
		k.Commands = append(k.Commands, fullKeywords()[lang][e.kind])
	}
	for _, t := range twinOpTables[lang] {
		k.Twinnings = append(k.Twinnings, capitalize(t))
	}
	return k
}

// ConditionNames returns the names of the conditions in lang, in the same order for
// every language (KeywordsOf's Conditions without the copy; the caller must not change
// them).
func ConditionNames(lang Language) []string {
	if lang < English || lang > French {
		lang = English
	}
	return conditionTables[lang]
}

// ConditionNamed returns the English name of the condition a word names in lang, as the
// parser reads a condition word (a unique abbreviation, case ignored), and false when it
// names none or several.
func ConditionNamed(lang Language, word string) (string, bool) {
	if lang < English || lang > French {
		lang = English
	}
	r := lookup(conditionTables[lang], word)
	if !r.found() {
		return "", false
	}
	return conditionTables[English][r.index], true
}
