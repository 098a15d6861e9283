package solver

import (
	"math/rand/v2"
	"testing"
)

// TestNTCacheAnswers: the cache of nontrivial counts answers a lookup only with what the
// last store for that key says about the limit asked (an exact count, or a lower bound
// above the limit, counts above ntCountMax kept as the lower bound ntCountMax), and
// answers nothing for a key not stored or displaced by another key of its slot.
func TestNTCacheAnswers(t *testing.T) {
	c := make(ntCache, 1<<ntCacheLog)
	rng := rand.New(rand.NewPCG(5, 6))
	type stored struct {
		count    int
		complete bool
	}
	last := map[uint64]stored{}
	owner := map[uint64]uint64{} // slot → the key last stored there
	keys := make([]uint64, 3000)
	for i := range keys {
		keys[i] = rng.Uint64()
		if i%3 == 1 {
			// Another key of the same slot, which displaces the first.
			keys[i] = keys[i-1] ^ rng.Uint64()<<ntCacheLog
		}
	}
	answered := 0
	for range 200000 {
		key := keys[rng.IntN(len(keys))]
		if rng.IntN(2) == 0 {
			s := stored{rng.IntN(80), rng.IntN(2) == 0}
			c.store(key, s.count, s.complete)
			if k, used := owner[key&ntSlotsMask]; used {
				delete(last, k)
			}
			owner[key&ntSlotsMask] = key
			last[key] = s
			continue
		}
		limit := rng.IntN(70)
		count, ok := c.lookup(key, limit)
		s, known := last[key]
		if !ok {
			if known && (s.complete && s.count <= ntCountMax || min(s.count, ntCountMax) > limit) {
				t.Fatalf("key %x limit %d: no answer, stored %+v", key, limit, s)
			}
			continue
		}
		answered++
		switch {
		case !known:
			t.Fatalf("key %x: answer %d for a key not stored", key, count)
		case s.complete && s.count <= ntCountMax && count != s.count:
			t.Fatalf("key %x: count %d, stored exact %d", key, count, s.count)
		case !(s.complete && s.count <= ntCountMax) && (count <= limit || count > s.count):
			t.Fatalf("key %x limit %d: bound %d, stored %+v", key, limit, count, s)
		}
	}
	if answered == 0 {
		t.Fatal("no lookup answered")
	}
}
