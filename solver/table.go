package solver

import (
	"math/bits"
	"sync"
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
//
// The table starts small (clearing and faulting in a large one costs more than most
// problems take to solve, and a small one stays in the cache) and grows fourfold, up to
// 2^maxLog slots, once about twice as many entries were written as it has slots. Growing
// copies the entries into a new array; writes to the old array meanwhile are lost, which
// only costs a later search.
type table struct {
	cur    atomic.Pointer[slotArray]
	maxLog int
	// writes counts one in 256 writes (those whose key has its low byte zero), so that
	// the goroutines seldom contend for it.
	writes atomic.Uint64
	growMu sync.Mutex
}

type slotArray struct {
	slots []slot
	mask  uint64
	log   int
}

type slot struct {
	check atomic.Uint64 // key ^ data
	data  atomic.Uint64
}

// newTable returns a table that starts with at most 2^tableStart slots and grows up
// to 2^logSize.
func newTable(logSize int) *table {
	return newGrowingTable(min(logSize, tableStart), logSize)
}

// newGrowingTable returns a table with 2^logSize slots that grows up to 2^maxLog.
func newGrowingTable(logSize, maxLog int) *table {
	t := &table{maxLog: max(logSize, maxLog)}
	t.cur.Store(newSlotArray(logSize))
	return t
}

func newSlotArray(log int) *slotArray {
	n := uint64(1) << log
	return &slotArray{slots: make([]slot, n), mask: n - 1, log: log}
}

// tableLogSize picks a table size for a search of the given number of half moves:
// small searches must not pay for clearing a large table.
func tableLogSize(halfMoves int) int {
	l := 14 + 2*halfMoves
	return min(l, 21)
}

// tableStart is the log size tables start with.
const tableStart = 16

// probe returns the stored bounds for key (zeros when unknown).
func (t *table) probe(key uint64) (win, loss int) {
	win, loss, _ = t.probeMove(key)
	return win, loss
}

// probeMove returns the stored bounds and best move for key (zeros when unknown).
func (t *table) probeMove(key uint64) (win, loss int, best movegen.Move) {
	a := t.cur.Load()
	s := &a.slots[key&a.mask]
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
	a := t.cur.Load()
	s := &a.slots[key&a.mask]
	s.data.Store(d)
	s.check.Store(key ^ d)
	if key&0xff == 0 && a.log < t.maxLog && t.writes.Add(1)<<8 > 2<<a.log {
		t.grow(a)
	}
}

// grow replaces the slot array a (if it is still the current one) by one four times as
// large holding a's entries.
func (t *table) grow(a *slotArray) {
	t.growMu.Lock()
	defer t.growMu.Unlock()
	if t.cur.Load() != a {
		return
	}
	b := newSlotArray(min(a.log+2, t.maxLog))
	for i := range a.slots {
		s := &a.slots[i]
		d := s.data.Load()
		c := s.check.Load()
		if c == 0 && d == 0 {
			continue
		}
		key := c ^ d
		if key&a.mask != uint64(i) {
			continue // torn by a concurrent write
		}
		ns := &b.slots[key&b.mask]
		ns.data.Store(d)
		ns.check.Store(c)
	}
	t.writes.Store(0)
	t.cur.Store(b)
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
