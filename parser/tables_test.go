package parser

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKeywordTablesAlign: the keyword tables are written out per language, so each
// language must have as many options, conditions and pieces as English (the index is the
// meaning), and the conditions of newer Popeye versions, which are spelt the same in every
// language, must end every language's table before its own two last words.
func TestKeywordTablesAlign(t *testing.T) {
	newer := conditionTables[English][len(conditionTables[English])-18 : len(conditionTables[English])-2]
	assert.Equal(t, "FrankfurtChess", newer[0])
	assert.Equal(t, "#C", newer[len(newer)-1])
	for _, l := range []Language{French, German} {
		assert.Len(t, optionTables[l], len(optionTables[English]), "options of %v", l)
		assert.Len(t, conditionTables[l], len(conditionTables[English]), "conditions of %v", l)
		assert.Len(t, pieceTables[l]().names, len(pieceTables[English]().names), "pieces of %v", l)
		c := conditionTables[l]
		assert.Equal(t, newer, c[len(c)-18:len(c)-2], "newer conditions of %v", l)
	}
	assert.Len(t, pieceNames(), len(pieceTables[English]().names))
	assert.Equal(t, argsTwoNumbers, optionArgs("NonTrivial"))
	assert.Equal(t, argsNone, optionArgs("Variations"))
}
