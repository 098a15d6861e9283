package solver

import (
	"context"
	"runtime"
	"runtime/metrics"
	"slices"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTableSizedByMemory: the transposition tables grow to at most a quarter of the
// memory budget, and to the size of tableLogSize under the default budget.
func TestTableSizedByMemory(t *testing.T) {
	for _, tc := range []struct {
		limit     int64
		halfMoves int
		want      int
	}{
		{DefaultMemoryLimit, 20, 23},
		{DefaultMemoryLimit, 2, 18},
		{64 << 20, 20, 21},  // 16 MB: 2^21 slots of 8 bytes
		{100 << 20, 20, 21}, // 25 MB: the largest power of two that fits
		{1 << 20, 20, tableStart},
	} {
		s := &solver{ctl: newControl(context.Background(), 0, tc.limit)}
		got := s.tableLog(tc.halfMoves)
		assert.Equal(t, tc.want, got, "limit %d MB, %d half moves", tc.limit>>20, tc.halfMoves)
		assert.LessOrEqual(t, int64(8)<<got, max(tc.limit/tableShare, 8<<tableStart))
	}
}

// TestMemoryLimit: a solve whose target sets outgrow its memory budget stops with
// ErrMemory (set in Options or through the context), and under the default budget the
// same solve is stopped by nothing but its time.
func TestMemoryLimit(t *testing.T) {
	hp := hardProblems[4] // h=6 with a long target construction
	require.Equal(t, "h=6", hp.stip)
	pos := mustFEN(t, hp.fen)
	solve := func(ctx context.Context, opts Options) *Result {
		ctx, cancel := context.WithTimeout(ctx, 20*time.Second) // a broken check fails, never hangs
		defer cancel()
		res, err := Solve(ctx, rules.NewOrthodox(pos), mustStip(t, hp.stip), opts)
		require.NoError(t, err)
		return res
	}
	res := solve(context.Background(), Options{MemoryLimit: 2 << 20})
	assert.Equal(t, Interrupted, res.Status)
	assert.ErrorIs(t, res.Err, ErrMemory)

	res = solve(WithMemoryLimit(context.Background(), 2<<20), Options{})
	assert.ErrorIs(t, res.Err, ErrMemory, "the context's budget")

	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	res = solve(ctx, Options{})
	assert.ErrorIs(t, res.Err, context.DeadlineExceeded, "the default budget leaves room")
}

// TestMemoryBaseIgnoresGarbage: the memory budget counts what the solve holds, not the
// garbage that ran before it left in the heap. Garbage unswept when the budget takes its
// base, then freed by the collector, would otherwise hide that much of the solve's growth
// (TestIntelligentParryMatchesPlain, run before TestMemoryLimit, kept its 2 MB solve
// going until its deadline).
func TestMemoryBaseIgnoresGarbage(t *testing.T) {
	const limit = 2 << 20
	leaveGarbage(32 << 20)
	c := newControl(context.Background(), 0, limit)
	for range memoryEvery {
		c.checkMemory() // takes the base, the garbage still in the heap unless collected
	}
	runtime.GC() // what the collector does during a solve
	held := make([][]byte, 2*limit>>16)
	for i := range held {
		held[i] = make([]byte, 1<<16)
	}
	for range memoryEvery {
		c.checkMemory()
	}
	runtime.KeepAlive(held)
	assert.ErrorIs(t, c.reason(), ErrMemory, "the solve holds twice its budget")
}

// TestMemoryBaseSmallHeap: a heap of at most 1/smallHeap of the budget is counted whole
// (base 0) without the collection that a larger one takes for the base: a short solve
// would spend a good part of its time in it.
func TestMemoryBaseSmallHeap(t *testing.T) {
	runtime.GC()
	before := forcedCollections()
	assert.Zero(t, liveHeapBytes(1<<40), "a small heap counts whole")
	assert.Equal(t, before, forcedCollections(), "no collection for a small heap")
	leaveGarbage(32 << 20)
	assert.NotZero(t, liveHeapBytes(8<<20), "a large heap is collected for its base")
	assert.Greater(t, forcedCollections(), before)
}

// forcedCollections returns the number of collections forced so far (runtime.GC).
func forcedCollections() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/forced:gc-cycles"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// leaveGarbage leaves bytes of garbage in the heap that no collection has freed yet: they
// are live at the last collection, which puts the next one at twice the heap.
func leaveGarbage(bytes int) {
	garbage := make([][]byte, bytes>>20)
	for i := range garbage {
		garbage[i] = make([]byte, 1<<20)
	}
	runtime.GC()
	runtime.KeepAlive(garbage)
}

// BenchmarkBudgetOvershoot solves each of hardProblems within a 200 ms budget and
// reports how long after the deadline the solve returned (the median and the largest,
// in ms): a solve stops within 100 ms of its budget, target construction and table
// growth included. On a loaded machine the largest measures the scheduler too.
//
//	go test ./solver -run XXX -bench BudgetOvershoot -benchtime 5x
func BenchmarkBudgetOvershoot(b *testing.B) {
	const budget = 200 * time.Millisecond
	var overs []time.Duration
	for i := 0; i < b.N; i++ {
		for _, hp := range hardProblems {
			pos := mustFEN(b, hp.fen)
			stip := mustStip(b, hp.stip)
			ctx, cancel := context.WithTimeout(context.Background(), budget)
			deadline, _ := ctx.Deadline()
			res, err := Solve(ctx, rules.NewOrthodox(pos), stip, Options{Variation: true})
			over := time.Since(deadline)
			cancel()
			if err != nil || res.Status != Interrupted {
				b.Fatalf("%s: %v %v", hp.stip, err, res.Status)
			}
			overs = append(overs, over)
		}
	}
	slices.Sort(overs)
	b.ReportMetric(float64(overs[len(overs)/2].Microseconds())/1000, "median-overshoot-ms")
	b.ReportMetric(float64(overs[len(overs)-1].Microseconds())/1000, "max-overshoot-ms")
}
