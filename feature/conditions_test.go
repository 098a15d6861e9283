package feature

import (
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConditionCompletions: after Condition, each language offers every condition cpls
// plays once, and each label, written after the language's Condition keyword, parses to
// a condition cpls plays without a diagnostic.
func TestConditionCompletions(t *testing.T) {
	heads := map[parser.Language][3]string{
		parser.English: {"BeginProblem\nPieces White Ke1 Black Ke8\nStipulation #2\nCondition ", "\nEndProblem\n"},
		parser.German:  {"AnfangProblem\nSteine Weiss Ke1 Schwarz Ke8\nForderung #2\nBedingung ", "\nEndeProblem\n"},
		parser.French:  {"DebutProbleme\nPieces Blanc Rb1 Noir Ra8\nEnonce #2\nCondition ", "\nFinProbleme\n"},
	}
	for lang, h := range heads {
		f := Analyse(h[0] + h[1])
		var labels []string
		for _, c := range f.Completions(len(h[0])) {
			if c.Kind == CompleteCondition {
				labels = append(labels, c.Label)
				assert.NotEqual(t, "condition", c.Detail, "%s has no summary", c.Label)
			}
		}
		require.Len(t, labels, len(fairy.SupportedConditions()), "language %v: %v", lang, labels)
		for _, l := range labels {
			p := parser.Parse([]byte(h[0] + l + h[1]))
			require.Len(t, p.Problems, 1)
			require.Len(t, p.Problems[0].Conditions, 1, "%q", l)
			assert.Empty(t, p.Diagnostics, "%q", l)
			c := p.Problems[0].Conditions[0]
			ok, _ := problem.ConditionPlayed(lang, c)
			assert.True(t, ok, "%q parses as %s, which cpls does not play", l, c.Name)
			assert.Equal(t, l, problem.ConditionName(lang, c.Name))
		}
	}
}

// TestConditionsDescribed: every condition cpls plays is explained in English (German
// and French fall back to it), the German and French tables explain the same
// conditions as the English one, and a summary is one sentence.
func TestConditionsDescribed(t *testing.T) {
	for _, name := range fairy.SupportedConditions() {
		_, ok := conditionMeanings()[parser.English][name]
		assert.True(t, ok, "%s has no explanation in feature/conditions.go", name)
	}
	for _, lang := range []parser.Language{parser.German, parser.French} {
		for name := range conditionMeanings()[parser.English] {
			_, ok := conditionMeanings()[lang][name]
			assert.True(t, ok, "%s has no explanation in %v", name, lang)
		}
		assert.Len(t, conditionMeanings()[lang], len(conditionMeanings()[parser.English]))
	}
	for _, lang := range []parser.Language{parser.English, parser.German, parser.French} {
		for name := range conditionMeanings()[lang] {
			text, _ := describeCondition(lang, name)
			sum := conditionSummary(lang, name)
			assert.True(t, strings.HasPrefix(text, sum) && strings.HasSuffix(sum, "."), "%s: %q", name, sum)
		}
	}
}
