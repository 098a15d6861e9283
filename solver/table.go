package solver

import (
	"math/bits"
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
)

// table is a transposition table shared by the goroutines of one Solve call. It maps a
// position (its Zobrist hash, which includes the side to move) to bounds on the number
// of moves the attacker needs from it:
//
//	win  > 0: the attacker is proven to succeed within win moves (and so within more)
//	loss > 0: the attacker is proven to fail within loss moves (and so within fewer)
//
// The bounds are monotone because every stipulation here means "in at most n moves".
// Help and series play use the same table with depth-salted keys and store only loss
// ("no solution with exactly d half moves").
//
// Entries are two words written without a lock; the first word is key^data, so a torn
// read (a word from another writer) fails the key check and reads as a miss.
//
//	data: bits 0–15 win | bits 16–31 loss | bits 32–48 best move (the attacker's
//	      winning move or the defender's refutation; 0 if none)
type table struct {
	slots []slot
	mask  uint64
}

type slot struct {
	check atomic.Uint64 // key ^ data
	data  atomic.Uint64
}

// newTable returns a table with at least 2^logSize slots.
func newTable(logSize int) *table {
	n := uint64(1) << logSize
	return &table{slots: make([]slot, n), mask: n - 1}
}

// tableLogSize picks a table size for a search of the given number of half moves:
// small searches must not pay for clearing a large table.
func tableLogSize(halfMoves int) int {
	l := 14 + 2*halfMoves
	return min(l, 21)
}

// probe returns the stored bounds for key (zeros when unknown).
func (t *table) probe(key uint64) (win, loss int) {
	win, loss, _ = t.probeMove(key)
	return win, loss
}

// probeMove returns the stored bounds and best move for key (zeros when unknown).
func (t *table) probeMove(key uint64) (win, loss int, best movegen.Move) {
	s := &t.slots[key&t.mask]
	d := s.data.Load()
	if s.check.Load()^d != key {
		return 0, 0, 0
	}
	return int(d & 0xffff), int(d >> 16 & 0xffff), movegen.Move(d >> 32 & 0x1ffff)
}

// storeWin records that the attacker succeeds within n moves from key, with best the
// move that does it (or 0).
func (t *table) storeWin(key uint64, n int, best movegen.Move) {
	win, loss, old := t.probeMove(key)
	if win == 0 || n < win {
		win = n
	}
	if best == 0 {
		best = old
	}
	t.put(key, win, loss, best)
}

// storeLoss records that the attacker fails within n moves from key, with best the
// defender's refutation (or 0).
func (t *table) storeLoss(key uint64, n int, best movegen.Move) {
	win, loss, old := t.probeMove(key)
	if n > loss {
		loss = n
	}
	if best == 0 {
		best = old
	}
	t.put(key, win, loss, best)
}

func (t *table) put(key uint64, win, loss int, best movegen.Move) {
	d := uint64(min(win, 0xffff)) | uint64(min(loss, 0xffff))<<16 | uint64(best&0x1ffff)<<32
	s := &t.slots[key&t.mask]
	s.data.Store(d)
	s.check.Store(key ^ d)
}

// depthKeys salt position hashes with a remaining depth for help and series play.
var depthKeys = func() (k [2*MaxMoves + 4]uint64) {
	x := uint64(0x9e3779b97f4a7c15)
	for i := range k {
		// splitmix64
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		k[i] = bits.RotateLeft64(z^z>>31, i)
	}
	return k
}()
