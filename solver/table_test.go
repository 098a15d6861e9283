package solver

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTableGrowth fills a table from its first, small array until it has grown past
// 2^tableStart slots: every growth, from the small arrays (which keep their keys) and
// from the large ones (whose entries hold the key bits), carries every entry over, so
// the keys found at the end are exactly the last one stored into each slot, slots
// being followed through every growth; keys never stored are not found.
func TestTableGrowth(t *testing.T) {
	tt := newTable(20)
	require.Equal(t, tableMin, tt.cur.Load().log)
	x := uint64(1)
	next := func() uint64 {
		// splitmix64
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	// last holds, by slot of the current array, the last key stored there; a growth
	// only splits slots (a new slot's index extends the old one's), so it is re-keyed.
	last := map[uint64]uint64{}
	log := tt.cur.Load().log
	var small []uint64 // keys stored into arrays below 2^tableStart
	for tt.cur.Load().log <= tableStart {
		k := next()
		if log < tableStart {
			small = append(small, k)
		}
		tt.storeLoss(k, 3, 0)
		last[k&(1<<log-1)] = k
		if l := tt.cur.Load().log; l != log {
			log = l
			grown := map[uint64]uint64{}
			for _, k := range last {
				grown[k&(1<<log-1)] = k
			}
			last = grown
		}
	}
	require.Greater(t, tt.cur.Load().log, tableStart)
	found := func(keys []uint64) int {
		n := 0
		for _, k := range keys {
			if _, loss := tt.probe(k); loss == 3 {
				n++
			}
		}
		return n
	}
	var kept []uint64
	for _, k := range last {
		kept = append(kept, k)
	}
	assert.Equal(t, len(kept), found(kept))
	var carried int // keys stored into the small arrays and still found
	for _, k := range small {
		if last[k&(1<<log-1)] == k {
			carried++
		}
	}
	assert.Positive(t, carried)
	assert.Equal(t, carried, found(small))
	var never []uint64
	for range 100000 {
		never = append(never, next())
	}
	assert.Zero(t, found(never))
}
