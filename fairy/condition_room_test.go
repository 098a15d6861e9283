package fairy

import "testing"

// TestConditionRoom checks that conditionMakers was made with room for every condition
// registered, so that its filling at start-up never grows it.
func TestConditionRoom(t *testing.T) {
	if n := len(conditionMakers); n > conditionRoom {
		t.Errorf("%d conditions registered, room for %d: raise conditionRoom", n, conditionRoom)
	}
}
