package problem

import (
	"errors"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
)

// conditions makes the fairy engine's conditions of the problem's Condition commands;
// each one the engine does not play (or a variant of it) is reported unsupported at its
// range and keeps the problem from being solved.
func (l *loader) conditions(p *parser.Problem, conds []*parser.Condition) {
	for _, c := range conds {
		spec := conditionSpec(p.Language, c, l.pr.hunters)
		if c.Name == "Maximummer" && len(spec.Variants) == 0 {
			side, undecided := restrictedSide(p.Stipulation)
			if undecided {
				l.mummerUndecided = true
				continue
			}
			if spec.Variants = side; spec.Variants == nil {
				l.unsupported(c.Range, "the condition "+c.Name+" with this stipulation")
				l.unplayedConds = true
				continue
			}
		}
		var err error
		if l.conds, err = addCondition(l.conds, spec); err != nil {
			l.unsupported(c.Range, unplayed(c, err))
			l.unplayedConds = true
		}
	}
	if on, named := fairy.AliceOn(&l.pr.Pieces, l.conds); on && !named {
		// Pieces on Alice's boards play AliceChess without its name (Popeye's twin.c).
		cond, _ := fairy.NewCondition(fairy.ConditionSpec{Name: "AliceChess"})
		l.conds = append(l.conds, cond)
	}
	if name := fairy.Clash(l.conds); name != "" {
		l.conds = slices.DeleteFunc(l.conds, func(c fairy.Condition) bool { return c.Spec().Name == name })
		for _, c := range conds {
			if c.Name == name {
				l.unsupported(c.Range, "the condition "+name+" with these conditions")
				l.unplayedConds = true
			}
		}
	}
	if a, b, ok := fairy.ChoiceConflict(l.conds); ok && len(conds) > 0 {
		l.unsupported(conds[0].Range, "the condition "+a+" with "+b)
		l.unplayedConds = true
	}
}

// addCondition adds the condition of spec to conds. A second AntiCirce or Circe joins
// the first: Popeye reads it as variant words of its one AntiCirce or Circe
// (fairy.JoinRebirths).
func addCondition(conds []fairy.Condition, spec fairy.ConditionSpec) ([]fairy.Condition, error) {
	at := len(conds)
	for i, x := range conds {
		if joined, ok := fairy.JoinRebirths(x.Spec(), spec); ok {
			spec, at = joined, i
			break
		}
	}
	cond, err := fairy.NewCondition(spec)
	if err != nil {
		return conds, err
	}
	if at < len(conds) {
		conds[at] = cond
		return conds, nil
	}
	return append(conds, cond), nil
}

// sameRebirth reports whether the parsed condition named name is the played
// condition pc as the AntiCirce or Circe both join to.
func sameRebirth(pc fairy.Condition, name string) bool {
	_, ok := fairy.JoinRebirths(pc.Spec(), fairy.ConditionSpec{Name: name})
	return ok
}

// readConditions returns the conditions as Popeye reads them: a condition reads the
// words after it that it knows (Circe's variants, SAT's numbers), and the first word it
// does not know starts the next condition when it names one ("SAT strict" is SAT and
// StrictSAT, "TransmutedKings ultraschachzwang" TransmutedKings and UltraSchachZwang).
// The parser, which does not know what each condition reads, made such a word an
// argument; the engine's refusal of it as a variant says the condition does not read
// it. A Circe variant word after a condition that reads Circe's variants stays its
// variant ("Circe ReversalEinstein"), played or not.
func readConditions(lang parser.Language, conds []*parser.Condition) []*parser.Condition {
	var out []*parser.Condition
	for _, c := range conds {
		for {
			i := unreadCondition(lang, c)
			if i < 0 {
				out = append(out, c)
				break
			}
			head := *c
			head.Args = c.Args[:i]
			head.Range.End = head.Keyword.Range.End
			if i > 0 {
				head.Range.End = c.Args[i-1].Token.Range.End
			}
			name, _ := parser.ConditionNamed(lang, c.Args[i].Token.Text)
			out = append(out, &head)
			c = &parser.Condition{Name: name, Keyword: c.Args[i].Token, Args: c.Args[i+1:],
				Range: parser.Range{Start: c.Args[i].Token.Range.Start, End: c.Range.End}}
		}
	}
	return out
}

// unreadCondition returns the index of the argument of c that Popeye reads as the next
// condition, or -1.
func unreadCondition(lang parser.Language, c *parser.Condition) int {
	_, err := fairy.NewCondition(conditionSpec(lang, c, nil))
	var u *fairy.UnplayedError
	if !errors.As(err, &u) || u.Variant == "" {
		return -1
	}
	for i, a := range c.Args {
		if a.Kind != parser.ArgWord || (a.Token.Text != u.Variant && englishVariant(a.Token.Text) != u.Variant) {
			continue
		}
		if _, ok := parser.ConditionNamed(lang, a.Token.Text); !ok || circeReaders[c.Name] && slices.ContainsFunc(circeVariants, func(v [3]string) bool { return v[2] == u.Variant }) {
			return -1
		}
		return i
	}
	return -1
}

// circeReaders are the conditions that read Circe's variant words (Popeye's
// ParseCirceVariants).
var circeReaders = map[string]bool{"Circe": true, "GenevaChess": true, "AntiCirce": true, "ImmunChess": true,
	"MarsCirce": true, "AntiMarsCirce": true, "PhantomChess": true}

// restrictedSide returns the side Popeye's Maximummer without a side restricts, as a
// variant word: the defender in direct, self and reflex play, the side that does not
// move last in help play, which is Black either way (solving/machinery/twin.c,
// findRestrictedSide); nil for the other plays, which cpls does not play it with.
// undecided is set where Popeye cannot decide (a structured stipulation whose
// branches restrict both sides or neither) and refuses the problem.
func restrictedSide(st *parser.Stipulation) (side []string, undecided bool) {
	if plan := PlanFor(st); plan != nil {
		return planRestrictedSide(plan)
	}
	if st == nil || st.Series || st.Intro > 0 || st.Structured {
		return nil, false
	}
	switch st.Play {
	case parser.PlayDirect, parser.PlaySelf, parser.PlayReflex, parser.PlayHelp:
		return []string{"Black"}, false
	}
	return nil, false
}

// planRestrictedSide is restrictedSide for a structured stipulation. Popeye looks at
// the outermost branches, through the operators !, & and |, and no deeper: a branch of
// attacking moves restricts the side that does not start it, one of defending moves
// the side that starts it, a help branch of n half moves the side that does not move
// last. A series branch, whose sides cpls does not follow, leaves side nil.
func planRestrictedSide(st *solver.Structured) (side []string, undecided bool) {
	var restricted [2]bool
	starter := st.Side
	if st.Flip {
		starter = starter.Other()
	}
	if !restrictedByPlan(st.Root, starter, &restricted) {
		return nil, false
	}
	switch restricted {
	case [2]bool{true, false}:
		return []string{"White"}, false
	case [2]bool{false, true}:
		return []string{"Black"}, false
	}
	return nil, true
}

// restrictedByPlan marks in restricted the sides the outermost branches of p restrict
// with starter to move (Popeye's restricted_side_finders); false for a series branch.
func restrictedByPlan(p *solver.Plan, starter movegen.Color, restricted *[2]bool) bool {
	switch p.Kind {
	case solver.PlanGoal:
		return true
	case solver.PlanNot:
		return restrictedByPlan(p.X, starter, restricted)
	case solver.PlanAnd, solver.PlanOr:
		return restrictedByPlan(p.X, starter, restricted) && restrictedByPlan(p.Y, starter, restricted)
	}
	if p.Flip {
		starter = starter.Other()
	}
	if len(p.Moves) == 0 {
		return false
	}
	side := starter
	switch p.Moves[0].Letter {
	case 'a':
		side = starter.Other()
	case 'h':
		if p.Max%2 == 1 {
			side = starter.Other()
		}
	case 'd':
	default:
		return false
	}
	restricted[side] = true
	return true
}

// unplayed says what of c the engine does not play.
func unplayed(c *parser.Condition, err error) string {
	var u *fairy.UnplayedError
	if errors.As(err, &u) && u.Variant != "" {
		return "the condition " + c.Name + " " + u.Variant
	}
	return "the condition " + c.Name
}

// conditionSpec returns the spec of a parsed condition: its English name, its variant
// words in English, its squares, walks and numbers.
func conditionSpec(lang parser.Language, c *parser.Condition, hunters *hunterTable) fairy.ConditionSpec {
	s := fairy.ConditionSpec{Name: c.Name}
	for _, a := range c.Args {
		s.Texts = append(s.Texts, a.Token.Text)
		switch a.Kind {
		case parser.ArgNumber:
			if w, ok := walkOfName(lang, a.Token, parser.Fairy, hunters); ok && walkLists[c.Name] {
				s.Walks = append(s.Walks, w) // a leaper named by digits ("35")
				continue
			}
			if strconv.Itoa(a.Number) != strings.TrimLeft(a.Token.Text, "0") && a.Number != 0 {
				// a number too large to read stays the word it is (GridChess's
				// "Orthogonal 1234567" names ranks)
				s.Variants = append(s.Variants, a.Token.Text)
				continue
			}
			s.Numbers = append(s.Numbers, a.Number)
		case parser.ArgSquare:
			var group []movegen.Square
			for _, sq := range a.Squares {
				group = append(group, movegen.Square(sq.Square))
			}
			s.Squares = append(s.Squares, group...)
			s.Groups = append(s.Groups, group)
		case parser.ArgPiece:
			if w, ok := walkOfName(lang, a.Token, parser.Fairy, hunters); ok {
				s.Walks = append(s.Walks, w)
			} else {
				s.Variants = append(s.Variants, a.Token.Text)
			}
		default:
			s.Variants = append(s.Variants, englishVariant(a.Token.Text))
		}
	}
	if c.Name == "LastCapture" {
		s = retroCaptureSpec(lang, s)
	}
	return s
}

// walkLists are the conditions whose arguments are a list of walks, where Popeye reads
// a number as the name of a leaper ("PromOnly Q 35").
var walkLists = map[string]bool{"PromOnly": true}

// retroCaptureSpec reads LastCapture's piece word ("bg4": a bishop on g4, in the file's
// language) into the spec's walk and square; the side word stays its variant.
func retroCaptureSpec(lang parser.Language, s fairy.ConditionSpec) fairy.ConditionSpec {
	if len(s.Variants) != 2 || len(s.Variants[1]) < 3 {
		return s
	}
	word := strings.ToLower(s.Variants[1])
	name, sq := word[:len(word)-2], word[len(word)-2:]
	i := parser.WalkIndex(lang, name)
	if i < 0 || sq[0] < 'a' || sq[0] > 'h' || sq[1] < '1' || sq[1] > '8' {
		return s
	}
	s.Walks = append(s.Walks, fairy.Walk(i+2))
	s.Squares = append(s.Squares, movegen.MakeSquare(int(sq[0]-'a'), int(sq[1]-'1')))
	s.Variants = s.Variants[:1]
	return s
}

// circeVariants are Popeye's words for the Circe variants (CirceVariantTypeString):
// French, German, English.
var circeVariants = [][3]string{
	{"RexInclusif", "RexInklusive", "RexInclusive"}, {"RexExclusif", "RexExklusive", "RexExclusive"},
	{"Malefique", "Spiegel", "Mirror"}, {"Assassin", "Assassin", "Assassin"},
	{"Diametral", "Diametral", "Diametral"}, {"MalefiqueVerticale", "VertikalSpiegel", "VerticalMirror"},
	{"Clone", "Clone", "Clone"}, {"Chameleon", "Chamaeleon", "Chameleon"},
	{"Turncoats", "Turncoat", "Turncoats"}, {"Couscous", "Couscous", "Couscous"},
	{"CoupDernier", "LetzterZug", "LastMove"}, {"Equipollents", "Equipollents", "Equipollents"},
	{"Parrain", "Parrain", "Parrain"}, {"ContraParrain", "ContraParrain", "ContraParrain"},
	{"Cage", "Kaefig", "Cage"}, {"Rangee", "Reihe", "Rank"}, {"Colonne", "File", "File"},
	{"Symetrie", "Symmetrie", "Symmetry"}, {"VerticaleSymetrique", "VertikaleSymmetrie", "VerticalSymmetry"},
	{"HorizontaleSymetrique", "HorizontaleSymmetrie", "HorizontalSymmetry"}, {"Diagramme", "Diagramm", "Diagram"},
	{"Echange", "Platzwechsel", "PWC"}, {"Antipodes", "Antipoden", "Antipodes"},
	{"Take&Make", "Take&Make", "Take&Make"}, {"Super", "Super", "Super"}, {"Avril", "April", "April"},
	{"Frischauf", "Frischauf", "Frischauf"}, {"Calvet", "Calvet", "Calvet"}, {"Cheylan", "Cheylan", "Cheylan"},
	{"Stricte", "Strikt", "Strict"}, {"Relache", "Locker", "Relaxed"}, {"Volcanique", "Vulkan", "Volcanic"},
	{"Parachute", "Fallschirm", "Parachute"}, {"Einstein", "Einstein", "Einstein"},
	{"ReversEinstein", "ReversesEinstein", "ReversalEinstein"}, {"PriseProchaine", "NaechsterSchlag", "WaitCapture"},
	{"CaseDePrise", "Schlagfeld", "CaptureSquare"},
	// Breton's (BretonVariantTypeString).
	{"Adverse", "Advers", "Adverse"}, {"Chromatique", "Chromatisch", "Chromatic"}, {"PY", "PY", "PY"},
	{"Invverse", "Invers", "Inverse"}, // CASTChess's (CASTVariantTypeString)
}

// variantNames are the variant words of every language, lower case, by the English name
// the engine knows them by.
var variantNames = sync.OnceValue(func() map[string]string {
	m := map[string]string{
		"ultra": "Ultra", "exact": "Exact", "exakt": "Exact", "absolute": "Absolute", "absolu": "Absolute", "absolut": "Absolute",
		"typeb": "TypeB", "typb": "TypeB", "typec": "TypeC", "typc": "TypeC",
		"type1": "Type1", "typ1": "Type1", "type2": "Type2", "typ2": "Type2", "type3": "Type3", "typ3": "Type3",
	}
	for _, v := range circeVariants {
		for _, w := range v {
			m[strings.ToLower(w)] = v[2]
		}
	}
	return m
})

// variantIn returns the word of an English variant name in lang (the blanks before it
// kept); Popeye's numbered types are "Typ1" and so on in German.
func variantIn(lang parser.Language, english string) string {
	if t := strings.TrimLeft(english, " "); t != english {
		return english[:len(english)-len(t)] + variantIn(lang, t) // Popeye's spacing kept
	}
	if english == "ultra" && lang == parser.German {
		return "Ultra" // the mummer strictness words (mummer_strictness_string)
	}
	if english == "exact" && lang == parser.German {
		return "exakt"
	}
	if n, ok := strings.CutPrefix(english, "Type"); ok && len(n) == 1 && lang == parser.German {
		return "Typ" + n // ConditionLetteredVariantTypeString, SingleBox's types
	}
	for _, v := range circeVariants {
		if v[2] == english {
			switch lang {
			case parser.French:
				return v[0]
			case parser.German:
				return v[1]
			}
			return v[2]
		}
	}
	return english
}

// englishVariant returns the English name of a variant word, or the word as written
// when it has none.
// Popeye reads an abbreviation when it names one word only.
func englishVariant(w string) string {
	l := strings.ToLower(w)
	if e, ok := variantNames()[l]; ok {
		return e
	}
	found := ""
	for k, e := range variantNames() {
		if strings.HasPrefix(k, l) {
			if found != "" && found != e {
				return w
			}
			found = e
		}
	}
	if found != "" {
		return found
	}
	return w
}

// conditionLines returns the lines Popeye prints under the caption for the conditions:
// one per condition, in Popeye's order of conditions (its table's), named in lang.
func conditionLines(lang parser.Language, conds []*parser.Condition, played []fairy.Condition, hunters *hunterTable) []string {
	if len(conds) == 0 {
		return nil // no line, and no copy of the keyword tables
	}
	english, names := parser.KeywordsOf(parser.English).Conditions, parser.KeywordsOf(lang).Conditions
	type line struct {
		name     string // English
		orig     string // the name as written, for its place when name is no table's (PADChess)
		variants []string
		walk     fairy.Walk // a walk Popeye writes before the name ("S-KoeKo")
		hasWalk  bool
		walks    []fairy.Walk // walks Popeye writes after the variants (PromOnly)
		cycle    bool         // the walks are a chameleon sequence, joined by "->"
	}
	var lines []line
	joinedShown := make([]bool, len(played))
	for _, c := range swappingKings(slices.Clone(conds), played) {
		if c.Name == "Hole" {
			continue // Popeye shows the holes in the diagram only
		}
		l := line{name: c.Name, orig: c.Name}
		for i, pc := range played {
			joined := sameRebirth(pc, c.Name)
			if joined && joinedShown[i] {
				l.name = "" // joined to the AntiCirce or Circe shown
				break
			}
			if pc.Spec().Name == c.Name || joined {
				joinedShown[i] = joinedShown[i] || joined
				l = line{name: fairy.HeaderName(pc), orig: c.Name, variants: fairy.HeaderVariants(pc), walks: fairy.HeaderWalks(pc), cycle: fairy.HeaderCycle(pc)}
				l.walk, l.hasWalk = fairy.HeaderWalk(pc)
				break
			}
		}
		if l.name != "" {
			lines = append(lines, l)
		}
	}
	place := func(l line) int {
		switch l.name {
		case "Maximummer":
			return -2 // Popeye's extra conditions come first, in its order (ExtraCondTab)
		case "UltraSchachZwang":
			return -1
		}
		if i := slices.Index(english, l.name); i >= 0 {
			return i
		}
		return slices.Index(english, l.orig)
	}
	sort.SliceStable(lines, func(i, j int) bool { return place(lines[i]) < place(lines[j]) })
	var out []string
	for _, l := range lines {
		name := l.name
		if i := slices.Index(english, l.name); i >= 0 && i < len(names) {
			name = names[i]
		}
		if l.hasWalk {
			name = wordsOf(wordsFor(lang).lang).WalkName(l.walk) + "-" + name
		}
		for _, v := range l.variants {
			name += " " + variantIn(lang, v)
		}
		sep := " "
		for _, w := range l.walks {
			name += sep + hunters.conditionWalkName(movegenLanguage(lang), w, !strings.Contains(l.name, "VaultingKings"))
			if l.name == "ChameleonSequence" || l.cycle {
				sep = "->" // Popeye joins the sequence so
			}
		}
		out = append(out, name)
	}
	return out
}

// swappingKings replaces White- and BlackOscillatingKings, both TypeC, by the
// SwappingKings they make, as Popeye's condition lines name them.
func swappingKings(conds []*parser.Condition, played []fairy.Condition) []*parser.Condition {
	typeC := 0
	for _, pc := range played {
		if n := pc.Spec().Name; (n == "WhiteOscillatingKings" || n == "BlackOscillatingKings") &&
			slices.Equal(fairy.HeaderVariants(pc), []string{" TypeC"}) {
			typeC++
		}
	}
	if typeC < 2 {
		return conds
	}
	out := conds[:0]
	for _, c := range conds {
		if c.Name != "WhiteOscillatingKings" && c.Name != "BlackOscillatingKings" {
			out = append(out, c)
		}
	}
	return append(out, &parser.Condition{Name: "SwappingKings"})
}
