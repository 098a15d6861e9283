package fairy

import "testing"

// TestKeepsMatchHooks: what a condition declares it keeps (keeper) does not contradict
// the hooks it implements: it keeps observation only without a hook that changes it
// (an observer or checker that its variant leaves idle changes nothing),
// the choice only without a selector. (The engine clears these from the hooks anyway,
// hooks.kept; a contradiction is a wrong declaration.) What no hook shows (effects on
// captures alone or on the condition's state alone, lawfulness tests that reject checks
// alone, selectors that never take the last move) is checked by the random games of
// fuzz_test.go against the slow legality test.
func TestKeepsMatchHooks(t *testing.T) {
	for _, name := range SupportedConditions() {
		c, err := NewCondition(ConditionSpec{Name: name})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		x, ok := c.(keeper)
		if !ok {
			continue
		}
		k := x.keeps()
		_, paralyses := c.(paralyser)
		_, walks := c.(walker)
		_, generates := c.(generator)
		// An idle observer or checker (idleObserver, idleChecker) is left out of the hooks.
		o, observes := c.(observer)
		observes = observes && !observesAll(o)
		ch, checks := c.(checker)
		checks = checks && !checksNone(ch)
		if k&keepsObservation != 0 && (paralyses || walks || generates || observes || checks) {
			t.Errorf("%s keeps observation but changes it by a hook", name)
		}
		if _, ok := c.(selector); ok && k&keepsChoice != 0 {
			t.Errorf("%s keeps the choice but selects among the legal moves", name)
		}
		if k&keepsMaterialObservation != 0 && (paralyses || walks || generates || checks || !observes) {
			t.Errorf("%s observes by the material but changes observation by another hook, or has no observer", name)
		}
		if k&keepsPlay != 0 && !selectsOnly(c) {
			t.Errorf("%s keeps orthodox play but has a hook besides its selector", name)
		}
		// A game keeps no more than declared, but what follows: the quiet moves from every
		// move, mobility from the absence of a selector, and the captures' checks from
		// every move, as does every game without a condition.
		h := newHooks([]Condition{c})
		follows := keepsQuietMoves | keepsMobility
		if k&keepsMoves != 0 || len(h.effects) == 0 {
			follows |= keepsCaptureChecks
		}
		if k&keepsMaterialObservation != 0 {
			follows |= keepsObservation // its observer is asked by the plain attack test
		}
		if got := h.kept() &^ follows; got&^k != 0 {
			t.Errorf("%s: the game keeps %b, more than the %b it declares", name, got, k)
		}
	}
}

// selectsOnly reports whether c is a selector and implements no other hook, so that a
// game under it plays orthodox moves, checks and legality (keepsPlay).
func selectsOnly(c Condition) bool {
	if _, ok := c.(selector); !ok {
		return false
	}
	h := newHooks([]Condition{c})
	_, blocks := c.(blocker)
	_, opens := c.(opener)
	_, baseRank := c.(baseRankPawns)
	_, walks := c.(standardWalker)
	return !blocks && !opens && !baseRank && !walks && len(h.paralysers)+len(h.walkers)+len(h.extenders)+len(h.filters)+
		len(h.effects)+len(h.lawfuls)+len(h.observers)+len(h.checkers)+len(h.geometers)+len(h.attackers) == 0 &&
		h.generator == nil && h.checkRule == nil && !h.bothSides && !h.observing
}
