package parser

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSuggest(t *testing.T) {
	commands := commandWords(English)
	for _, tc := range []struct {
		word   string
		tables [][]string
		want   []string
	}{
		{"Optoin", [][]string{commands}, []string{"Option"}},
		{"Stipulaton", [][]string{commands}, []string{"Stipulation"}},
		{"stpi", [][]string{commands}, []string{"Stipulation"}}, // an abbreviation
		{"Optoin", [][]string{commandWords(German)}, []string{"Option"}},
		{"Forderng", [][]string{commandWords(German)}, []string{"Forderung"}},
		{"Thraet", [][]string{optionTables[English], commands}, []string{"Threat"}},
		{"Whtie", [][]string{commands, colourTables[English]}, []string{"White"}},
		{"Mvoe", [][]string{twinWords(English), commands}, []string{"Move"}},
		{"Madrsi", [][]string{conditionTables[English], commands}, []string{"Madrasi"}},
		{"Option", [][]string{commands}, nil}, // a keyword is no misspelling
		{"e1", [][]string{commands}, nil},
		{"12345", [][]string{commands}, nil},
		{"Xylophone", [][]string{commands}, nil},
		{"Foo", [][]string{commands}, nil}, // three letters: no abbreviation compared
	} {
		assert.Equal(t, tc.want, suggest(tc.word, tc.tables...), "%s", tc.word)
	}
}

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"abc", "", 3}, {"", "ab", 2}, {"optoin", "option", 1}, {"kitten", "sitting", 3},
		{"ab", "ba", 1}, {"abc", "ca", 3}, {"läufer", "laufer", 1},
	} {
		assert.Equal(t, tc.want, editDistance([]rune(tc.a), []rune(tc.b)), "%s/%s", tc.a, tc.b)
	}
}

// TestConditionsAfterUnknownWord: Popeye's ParseCond stops at a first word that names no
// condition, so the conditions after it on the line are not read (BEISPIEL/legalsq.inp#16,
// "Bedingung Maximummer AntiKoeko", which Popeye solves without conditions); a known
// first condition keeps the ones after it.
func TestConditionsAfterUnknownWord(t *testing.T) {
	f := Parse([]byte("AnfangProblem\nBedingung Maximummer AntiKoeko\nForderung #2\nEndeProblem\n"))
	assert.Empty(t, f.Problems[0].Conditions)
	assert.NotEmpty(t, f.Diagnostics)
	f = Parse([]byte("BeginProblem\nCondition Madrasi AntiKoeko\nStipulation #2\nEndProblem\n"))
	if assert.Len(t, f.Problems[0].Conditions, 2) {
		assert.Equal(t, "AntiKoeko", f.Problems[0].Conditions[1].Name)
	}
}
