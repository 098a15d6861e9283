package solver

// ntCache remembers counts of nontrivial defences (nonTrivialCount) by the position's
// hash: exact counts, and lower bounds where the count stopped once above its limit.
// The same defence node is met again at each length the search tries and by
// transposition, and most nodes are refuted by their count alone, so the count's cache
// rather than the transposition table answers for them.
//
// A slot is one word, so that the cache stays small (and in the processor's cache):
//
//	bits 0–5 count | bit 6 complete | bit 7 used | bits 8–63 key bits 8–63
//
// The slot's index is the key's low bits. A count above ntCountMax is stored as
// ntCountMax, incomplete: a lower bound.
type ntCache []uint64

// ntCacheLog is the log size of an engine's cache of nontrivial counts: 2^12 slots,
// 32 KB: small enough to stay in the processor's cache (a larger one is missed more
// often than it saves counts).
const ntCacheLog = 12

const (
	ntCountMax   = 63
	ntComplete   = 1 << 6
	ntUsed       = 1 << 7
	ntKeyBits    = ^uint64(0xff)
	ntSlotsMask  = 1<<ntCacheLog - 1
	ntCountField = 0x3f
)

// lookup returns the count remembered for key if it decides a count up to limit: an
// exact count, or a lower bound above limit.
func (c ntCache) lookup(key uint64, limit int) (count int, ok bool) {
	v := c[key&ntSlotsMask]
	if v&ntUsed == 0 || v&ntKeyBits != key&ntKeyBits {
		return 0, false
	}
	count = int(v & ntCountField)
	return count, v&ntComplete != 0 || count > limit
}

// store remembers count for key, exact when complete.
func (c ntCache) store(key uint64, count int, complete bool) {
	if count > ntCountMax {
		count, complete = ntCountMax, false
	}
	v := key&ntKeyBits | ntUsed | uint64(count)
	if complete {
		v |= ntComplete
	}
	c[key&ntSlotsMask] = v
}
