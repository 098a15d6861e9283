package fairy

import "testing"

// TestConditionRoom checks that registeredConditions was made with room for every
// condition registered, so that its filling at start-up never grows it, and that no name
// is registered twice (conditionMakers would panic).
func TestConditionRoom(t *testing.T) {
	if n := len(registeredConditions); n > conditionRoom {
		t.Errorf("%d conditions registered, room for %d: raise conditionRoom", n, conditionRoom)
	}
	if n := len(conditionMakers()); n != len(registeredConditions) {
		t.Errorf("%d names for %d conditions registered", n, len(registeredConditions))
	}
}
