package invisible

// keyTable maps 64-bit keys to values by open addressing: the solver looks up a move's
// step for every move of every state and tests every new state's key, tens of millions
// of times in a solve, where a Go map's hashing and probing cost more than the work
// around them. The zero value is an empty table.
type keyTable[V any] struct {
	keys []uint64 // 0: an empty slot (the key 0 is kept in zero)
	vals []V
	n    int // the keys in slots
	// hasZero says whether the key 0 is in the table, with the value zero
	hasZero bool
	zero    V
}

// slot returns the slot of k in t's slots (len(t.keys) > 0, a power of two): the slot
// holding k, or the empty slot where it goes.
func (t *keyTable[V]) slot(k uint64) int {
	mask := len(t.keys) - 1
	i := int((k*0x9e3779b97f4a7c15)>>32) & mask
	for t.keys[i] != 0 && t.keys[i] != k {
		i = (i + 1) & mask
	}
	return i
}

// get returns the value of k and whether k is in t.
func (t *keyTable[V]) get(k uint64) (V, bool) {
	if k == 0 {
		return t.zero, t.hasZero
	}
	if len(t.keys) == 0 {
		var v V
		return v, false
	}
	i := t.slot(k)
	return t.vals[i], t.keys[i] != 0
}

// put sets the value of k to v.
func (t *keyTable[V]) put(k uint64, v V) {
	if k == 0 {
		t.zero, t.hasZero = v, true
		return
	}
	if 2*(t.n+1) > len(t.keys) {
		t.grow()
	}
	i := t.slot(k)
	if t.keys[i] == 0 {
		t.n++
	}
	t.keys[i], t.vals[i] = k, v
}

// grow doubles t's slots (16 at first) and puts its keys back in.
func (t *keyTable[V]) grow() {
	keys, vals := t.keys, t.vals
	t.keys = make([]uint64, max(16, 2*len(keys)))
	t.vals = make([]V, len(t.keys))
	for i, k := range keys {
		if k != 0 {
			j := t.slot(k)
			t.keys[j], t.vals[j] = k, vals[i]
		}
	}
}
