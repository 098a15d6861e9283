package solver

import (
	"context"
	"errors"
	"math/bits"
	"runtime"
	"runtime/metrics"
)

// DefaultMemoryLimit is the memory one solve may take when neither Options.MemoryLimit
// nor the context (WithMemoryLimit) sets it: room for the largest transposition table
// (64 MB) and the target sets of long help play on a composer's laptop, far from what
// would make it swap.
const DefaultMemoryLimit = 512 << 20

// ErrMemory is Result.Err when the memory budget (Options.MemoryLimit) ran out.
var ErrMemory = errors.New("solver: memory budget exhausted")

type memoryLimitKey struct{}

// WithMemoryLimit returns a context that gives every Solve under it a memory budget of
// bytes (when its Options.MemoryLimit is 0): what the command line's -memory and the
// server's solveMemoryMB set for all the solves they start.
func WithMemoryLimit(ctx context.Context, bytes int64) context.Context {
	return context.WithValue(ctx, memoryLimitKey{}, bytes)
}

// memoryLimit is the budget of a solve: opts', else ctx's, else DefaultMemoryLimit.
func memoryLimit(ctx context.Context, opts Options) int64 {
	if opts.MemoryLimit > 0 {
		return opts.MemoryLimit
	}
	if n, ok := ctx.Value(memoryLimitKey{}).(int64); ok && n > 0 {
		return n
	}
	return DefaultMemoryLimit
}

// tableShare is the part of the memory budget a transposition table may grow to: the
// rest is for target sets, the result tree and the engines of the goroutines.
const tableShare = 4

// newTable returns a table for a search of halfMoves half moves, sized by tableLog, whose
// growth gives up when the search is stopped.
func (s *solver) newTable(halfMoves int) *table {
	t := newTable(s.tableLog(halfMoves))
	t.halted = s.ctl.halted
	return t
}

// tableLog is the log size of the tables of a search of halfMoves half moves: that of
// tableLogSize, made smaller where the memory budget wants it (8 bytes a slot).
func (s *solver) tableLog(halfMoves int) int {
	slots := uint64(s.ctl.memLimit/tableShare) / 8
	fit := tableStart
	if slots > 1<<tableStart {
		fit = bits.Len64(slots) - 1
	}
	return min(tableLogSize(halfMoves), fit)
}

// heapMetric is the bytes of heap objects, live or not yet swept: the memory the
// process holds for Go values.
const heapMetric = "/memory/classes/heap/objects:bytes"

// heapBytes reads heapMetric.
func heapBytes() uint64 {
	s := []metrics.Sample{{Name: heapMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// liveHeapBytes is the heap once the garbage in it is collected: the base of a solve's
// budget of limit bytes. Read without a collection, the base would count the garbage that
// earlier solves (or anything else in the process) left unswept, and once the collector
// freed it the solve could outgrow its budget by that much unseen: the budget of a solve
// must not depend on what ran before it. The collection blocks only the goroutine that
// takes the base, once a solve, a few milliseconds into its search. A heap of at most
// smallHeap of the budget is not collected (a collection costs a short solve, such as a
// command line's first, a good part of its time): the base is then 0, so that the whole
// heap counts against the budget, which errs on the side of stopping by that little.
func liveHeapBytes(limit int64) uint64 {
	if h := heapBytes(); int64(h) <= limit/smallHeap {
		return 0
	}
	runtime.GC()
	return heapBytes()
}

// smallHeap: a heap of at most 1/smallHeap of the memory budget is counted whole rather
// than collected for the base (liveHeapBytes).
const smallHeap = 16

// memoryEvery is how many polls (of pollInterval positions) or halted calls pass between
// two looks at the heap: a look costs about a microsecond, and positions do not
// allocate, so a few milliseconds between looks lets little grow past the budget.
const memoryEvery = 8

// checkMemory stops the search with ErrMemory when the heap has grown by more than the
// budget since the first look (heapBase). The heap is the process's: what other
// goroutines hold counts too, which errs on the side of stopping.
func (c *control) checkMemory() {
	if c.checks.Add(1)%memoryEvery != 0 {
		return
	}
	base := c.heapBase()
	if h := heapBytes(); h > base && int64(h-base) > c.memLimit {
		c.stop(ErrMemory)
	}
}
