package solver

// mateMemo remembers the outcome of the last mate-in-one tests of an engine (direct play
// on an orthodox board, attackWins(1)), keyed by the position's hash. The same positions
// are tested again soon after: Option NonTrivial counts a node's defences by a mate in
// one and the search then plays them, and a solution's tree is built by searching again
// what the key's proof searched. The transposition table does not hold these: a probe of
// it costs more than the test, while the memo is small enough to stay in the cache.
//
// A slot holds the key with its two low bits (which the slot's index holds) replaced by
// a bit that the slot is used and the outcome.
type mateMemo []uint64

// mateMemoLog is the log size of the memo: 2^12 slots, 32 KB.
const mateMemoLog = 12

const (
	memoUsed = 2
	memoMate = 1
)

// lookup returns the remembered outcome for key, and whether there is one.
func (m mateMemo) lookup(key uint64) (mate, ok bool) {
	v := m[key&(1<<mateMemoLog-1)]
	if v&memoUsed == 0 || v>>2 != key>>2 {
		return false, false
	}
	return v&memoMate != 0, true
}

// store remembers the outcome for key.
func (m mateMemo) store(key uint64, mate bool) {
	v := key&^3 | memoUsed
	if mate {
		v |= memoMate
	}
	m[key&(1<<mateMemoLog-1)] = v
}

// mateInOneMemo is mateInOne through the engine's memo.
func (e *engine) mateInOneMemo() bool {
	if e.mates1 == nil {
		e.mates1 = make(mateMemo, 1<<mateMemoLog)
	}
	key := e.pos.Hash()
	if mate, ok := e.mates1.lookup(key); ok {
		return mate
	}
	mate := e.mateInOne()
	e.mates1.store(key, mate)
	return mate
}
