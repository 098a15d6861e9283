package solver

import "testing"

// TestMateMemo checks that the memo answers what was stored for a key, and nothing for
// another key of the same slot or for a slot never written (the zero key included).
func TestMateMemo(t *testing.T) {
	m := make(mateMemo, 1<<mateMemoLog)
	if _, ok := m.lookup(0); ok {
		t.Fatal("an empty memo answers for key 0")
	}
	keys := []uint64{0x9e3779b97f4a7c15, 0x9e3779b97f4a7c15 + 1<<mateMemoLog, 3, 0}
	for i, k := range keys {
		m.store(k, i%2 == 0)
		mate, ok := m.lookup(k)
		if !ok || mate != (i%2 == 0) {
			t.Fatalf("key %#x: lookup %v, %v after storing %v", k, mate, ok, i%2 == 0)
		}
	}
	// keys[1] took keys[0]'s slot.
	if _, ok := m.lookup(keys[0]); ok {
		t.Fatalf("key %#x still answered after another key took its slot", keys[0])
	}
	if _, ok := m.lookup(keys[0] + 2<<mateMemoLog); ok {
		t.Fatal("a key never stored is answered")
	}
}
