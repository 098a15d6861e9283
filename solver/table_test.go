package solver

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTableGrowth fills a table from its first, small array until it has grown past
// 2^tableStart slots: the arrays below that size drop their entries when they grow,
// the larger ones carry them over, and keys never stored are not found.
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
	var small, large []uint64 // keys stored into arrays below and at 2^tableStart
	for tt.cur.Load().log <= tableStart {
		k := next()
		if tt.cur.Load().log < tableStart {
			small = append(small, k)
		} else {
			large = append(large, k)
		}
		tt.storeLoss(k, 3, 0)
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
	// The small arrays' entries were dropped; the large one's were all copied: of the
	// keys that shared a slot of it, the last one stored.
	assert.Zero(t, found(small))
	last := map[uint64]uint64{}
	for _, k := range large {
		last[k&(1<<tableStart-1)] = k
	}
	var kept []uint64
	for _, k := range last {
		kept = append(kept, k)
	}
	assert.Equal(t, len(kept), found(kept))
	assert.Equal(t, len(kept), found(large))
	var never []uint64
	for range 100000 {
		never = append(never, next())
	}
	assert.Zero(t, found(never))
}
