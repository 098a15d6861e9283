package problem

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cpls-dev/cpls/movegen"
)

// TestConditionNameInLanguage: the fairy engine names a condition in the file's language
// (RoleExchange's moves), from the parser's tables, and keeps an unknown name as it is.
func TestConditionNameInLanguage(t *testing.T) {
	assert.Equal(t, "Rollentausch", wordsOf(movegen.German).ConditionName("RoleExchange"))
	assert.Equal(t, "EchangeRole", wordsOf(movegen.French).ConditionName("RoleExchange"))
	assert.Equal(t, "RoleExchange", wordsOf(movegen.English).ConditionName("RoleExchange"))
	assert.Equal(t, "Madrasi", wordsOf(movegen.German).ConditionName("Madrasi"))
	assert.Equal(t, "NoSuchCondition", wordsOf(movegen.French).ConditionName("NoSuchCondition"))
}
