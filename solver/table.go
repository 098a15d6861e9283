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
// An entry is one 64-bit word, written and read atomically without a lock:
//
//	bits 0–7 win | bits 8–15 loss | bits 16–32 best move (the attacker's winning move
//	or the defender's refutation; 0 if none) | bits 33–63 key bits 16–46
//
// The slot index is the key's low bits, so an entry in a table of 2^16 slots or more is
// checked against 47 bits of the key, and one in a smaller table (12 to 15 index bits)
// against 31 bits besides those of its index, as in a table of 2^16. A win above maxBound is not stored; a loss above it is stored as
// maxBound (a weaker bound), and lossForever (the attacker fails at every length) as
// itself.
//
// The table starts small (clearing and faulting in a large one costs more than most
// problems take to solve, and a small one stays in the cache) and grows fourfold, up to
// 2^maxLog slots, once about twice as many entries were written as it has slots. Growing
// copies the entries into a new array (the 47 key bits give their new slots); writes to
// the old array meanwhile are lost, which only costs a later search. An entry of an
// array smaller than 2^16 slots lacks key bits its new slot needs, so such an array keeps
// each slot's whole key beside it (keys): a search that outgrows it keeps what it
// learnt there, which long help plays find again many times. A key that does not match
// its slot's entry (written by another goroutine between the two stores) drops the entry.
type table struct {
	cur    atomic.Pointer[slotArray]
	maxLog int
	// writes counts one in 256 writes (those whose key has its low byte zero), so that
	// the goroutines seldom contend for it.
	writes atomic.Uint64
	growMu sync.Mutex
	// halted, when set, tells whether the search is stopping: growing a large table
	// takes long enough (hundreds of milliseconds for the largest) to make a solve
	// overshoot its budget, so it gives up then, keeping the old array.
	halted func() bool
}

type slotArray struct {
	slots []atomic.Uint64
	keys  []atomic.Uint64 // below 2^tableStart slots: the key of each slot's entry
	mask  uint64
	log   int
}

const (
	// tableStart is the number of low key bits an entry does not hold: a slot array
	// of 2^tableStart slots or more can be grown by copying. tableMin is the log size
	// tables start with: a smaller first array is faulted in page by page at the
	// first writes, which for a short solve costs more than the search.
	tableStart = 16
	tableMin   = 12
	// maxBound is the largest win or loss bound an entry holds; lossForever is a loss
	// bound meaning "fails however long".
	maxBound    = 254
	lossForever = 255
	entryCheck  = 33 // the shift of the key bits in an entry
)

// newTable returns a table that starts with 2^tableMin slots and grows up to
// 2^logSize (at least 2^tableStart).
func newTable(logSize int) *table {
	return newGrowingTable(tableMin, max(logSize, tableStart))
}

// newGrowingTable returns a table with 2^logSize slots (at least 2^tableMin) that
// grows up to 2^maxLog.
func newGrowingTable(logSize, maxLog int) *table {
	logSize = max(logSize, tableMin)
	t := &table{maxLog: max(logSize, maxLog)}
	t.cur.Store(newSlotArray(logSize))
	return t
}

func newSlotArray(log int) *slotArray {
	n := uint64(1) << log
	a := &slotArray{slots: make([]atomic.Uint64, n), mask: n - 1, log: log}
	if log < tableStart {
		a.keys = make([]atomic.Uint64, n)
	}
	return a
}

// tableLogSize picks the largest table size for a search of the given number of half
// moves (the table starts small and grows as entries are written, so small searches do
// not pay for it). 2^23 slots are 64 MB: smaller tables lose entries the longest corpus
// searches need again, larger ones save them no positions.
func tableLogSize(halfMoves int) int {
	l := 14 + 2*halfMoves
	return min(l, 23)
}

// keyCheck is the part of key an entry holds.
func keyCheck(key uint64) uint64 { return key >> tableStart & (1<<(64-entryCheck) - 1) }

// probe returns the stored bounds for key (zeros when unknown).
func (t *table) probe(key uint64) (win, loss int) {
	win, loss, _ = t.probeMove(key)
	return win, loss
}

// probeMove returns the stored bounds and best move for key (zeros when unknown).
func (t *table) probeMove(key uint64) (win, loss int, best movegen.Move) {
	a := t.cur.Load()
	d := a.slots[key&a.mask].Load()
	if d>>entryCheck != keyCheck(key) {
		return 0, 0, 0
	}
	loss = int(d >> 8 & 0xff)
	if loss == lossForever {
		loss = maxStoredDepth
	}
	return int(d & 0xff), loss, movegen.Move(d >> 16 & 0x1ffff)
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
	if win > maxBound {
		win = 0
	}
	switch {
	case loss >= maxStoredDepth:
		loss = lossForever
	case loss > maxBound:
		loss = maxBound
	}
	d := uint64(win) | uint64(loss)<<8 | uint64(best&0x1ffff)<<16 | keyCheck(key)<<entryCheck
	a := t.cur.Load()
	a.slots[key&a.mask].Store(d)
	if a.keys != nil {
		a.keys[key&a.mask].Store(key)
	}
	if key&0xff == 0 && a.log < t.maxLog && t.writes.Add(1)<<8 > a.growAt() {
		t.grow(a)
	}
}

// growAt is how many writes to a (of every kind, counted as table.writes counts them)
// make the table grow: twice its slots, or half of them for an array below
// 2^tableStart slots, which thus grows before its entries crowd each other out (it keeps
// them when it grows, and a larger array costs little more than its page faults).
func (a *slotArray) growAt() uint64 {
	if a.keys != nil {
		return 1 << (a.log - 1)
	}
	return 2 << a.log
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
		if i&(growCheck-1) == growCheck-1 && t.halted != nil && t.halted() {
			return
		}
		d := a.slots[i].Load()
		if d == 0 {
			continue
		}
		key := uint64(i)&(1<<tableStart-1) | d>>entryCheck<<tableStart
		if a.keys != nil {
			if key = a.keys[i].Load(); keyCheck(key) != d>>entryCheck {
				continue // the slot was written again between its two stores
			}
		}
		b.slots[key&b.mask].Store(d)
		if b.keys != nil {
			b.keys[key&b.mask].Store(key)
		}
	}
	t.writes.Store(0)
	t.cur.Store(b)
}

// growCheck is how many entries grow copies between looks at halted.
const growCheck = 1 << 16

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
