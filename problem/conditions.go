package problem

import (
	"errors"
	"slices"
	"sort"
	"strings"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
)

// conditions makes the fairy engine's conditions of the problem's Condition commands;
// each one the engine does not play (or a variant of it) is reported unsupported at its
// range and keeps the problem from being solved.
func (l *loader) conditions(p *parser.Problem) {
	for _, c := range p.Conditions {
		cond, err := fairy.NewCondition(conditionSpec(p.Language, c))
		if err != nil {
			l.unsupported(c.Range, unplayed(c, err))
			l.unplayedConds = true
			continue
		}
		l.conds = append(l.conds, cond)
	}
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
func conditionSpec(lang parser.Language, c *parser.Condition) fairy.ConditionSpec {
	s := fairy.ConditionSpec{Name: c.Name}
	for _, a := range c.Args {
		switch a.Kind {
		case parser.ArgNumber:
			s.Numbers = append(s.Numbers, a.Number)
		case parser.ArgSquare:
			for _, sq := range a.Squares {
				s.Squares = append(s.Squares, movegen.Square(sq.Square))
			}
		case parser.ArgPiece:
			if w, ok := walkOfName(lang, a.Token, parser.Fairy); ok {
				s.Walks = append(s.Walks, w)
			} else {
				s.Variants = append(s.Variants, a.Token.Text)
			}
		default:
			s.Variants = append(s.Variants, englishVariant(a.Token.Text))
		}
	}
	return s
}

// variantNames are the variant words of every language, lower case, by the English name
// the engine knows them by.
var variantNames = map[string]string{
	"rexinclusive": "RexInclusive", "rexinclusif": "RexInclusive", "rexinklusive": "RexInclusive",
	"rexexclusive": "RexExclusive", "rexexclusif": "RexExclusive", "rexexklusive": "RexExclusive",
	"calvet": "Calvet", "cheylan": "Cheylan",
	"strict": "Strict", "stricte": "Strict", "strikt": "Strict",
	"relaxed": "Relaxed", "relache": "Relaxed", "locker": "Relaxed",
	"ultra": "Ultra", "absolute": "Absolute", "absolu": "Absolute", "absolut": "Absolute",
	"typeb": "TypeB", "typb": "TypeB", "typec": "TypeC", "typc": "TypeC",
	"type1": "Type1", "typ1": "Type1", "type2": "Type2", "typ2": "Type2", "type3": "Type3", "typ3": "Type3",
}

// englishVariant returns the English name of a variant word, or the word as written
// when it has none.
func englishVariant(w string) string {
	if e, ok := variantNames[strings.ToLower(w)]; ok {
		return e
	}
	return w
}

// twinConditions is why a twin that changes the conditions is not solved.
const twinConditions = "conditions changed by a twin"

// conditionLines returns the lines Popeye prints under the caption for the conditions:
// one per condition, in Popeye's order of conditions (its table's), named in lang.
func conditionLines(lang parser.Language, conds []*parser.Condition) []string {
	english, names := parser.KeywordsOf(parser.English).Conditions, parser.KeywordsOf(lang).Conditions
	sorted := slices.Clone(conds)
	sort.SliceStable(sorted, func(i, j int) bool {
		return slices.Index(english, sorted[i].Name) < slices.Index(english, sorted[j].Name)
	})
	var out []string
	for _, c := range sorted {
		name := c.Name
		if i := slices.Index(english, c.Name); i >= 0 && i < len(names) {
			name = names[i]
		}
		out = append(out, name)
	}
	return out
}
