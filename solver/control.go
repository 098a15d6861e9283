package solver

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// pollInterval is how many positions a goroutine visits between looks at the context and
// the node budget. At the slowest move generator we have (about a million positions a
// second) this is about a millisecond.
const pollInterval = 1024

// control is what the goroutines of one Solve call share to stop together: the context,
// the node and memory budgets and the reason the search stopped.
type control struct {
	done     <-chan struct{}
	ctx      context.Context
	maxNodes uint64
	total    atomic.Uint64
	stopped  atomic.Bool
	// memLimit is the memory budget in bytes, heapBase the live heap at the first look
	// at it (checkMemory, liveHeapBytes), a few milliseconds into the search: a solve that ends before
	// then, as most short ones do, never reads the runtime's metrics, whose first read
	// builds their tables; checks counts the occasions to look at the heap.
	memLimit int64
	heapBase func() uint64
	checks   atomic.Uint64

	errMu sync.Mutex
	err   error
}

func newControl(ctx context.Context, maxNodes uint64, memLimit int64) *control {
	return &control{done: ctx.Done(), ctx: ctx, maxNodes: maxNodes, memLimit: memLimit, heapBase: sync.OnceValue(func() uint64 { return liveHeapBytes(memLimit) })}
}

// stopSearch is the panic value that unwinds a goroutine's search when the search must
// stop; the goroutine's entry point recovers it. Nothing is stored in the table while
// unwinding, so no unproven result escapes.
type stopSearch struct{}

// stop records why the search ends (the first reason wins) and tells every goroutine.
func (c *control) stop(err error) {
	c.errMu.Lock()
	if c.err == nil {
		c.err = err
	}
	c.errMu.Unlock()
	c.stopped.Store(true)
}

// reason returns why the search stopped, or nil.
func (c *control) reason() error {
	c.errMu.Lock()
	defer c.errMu.Unlock()
	return c.err
}

// poll adds a goroutine's last pollInterval positions to the total and unwinds the
// caller's search (by panicking with stopSearch) if the context ended, a budget ran
// out or another goroutine stopped the search.
func (c *control) poll() {
	t := c.total.Add(pollInterval)
	if c.maxNodes > 0 && t > c.maxNodes {
		c.stop(ErrBudget)
	}
	c.checkMemory()
	select {
	case <-c.done:
		c.stop(c.ctx.Err())
	default:
	}
	if c.stopped.Load() {
		panic(stopSearch{})
	}
	// Give way to goroutines waiting for a processor: the search keeps every core
	// busy, and an editor's keystroke must not wait for the scheduler's 10 ms slice.
	runtime.Gosched()
}

// halted reports, without unwinding, whether the search is to stop (the context ended,
// the memory budget ran out or another goroutine stopped it); for work outside a search
// that checks now and then, such as building target sets.
func (c *control) halted() bool {
	c.checkMemory()
	select {
	case <-c.done:
		c.stop(c.ctx.Err())
	default:
	}
	return c.stopped.Load()
}

// guard runs f and reports false if the search was stopped while it ran.
func (c *control) guard(f func()) (finished bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stopSearch); !ok {
				panic(r)
			}
			finished = false
		}
	}()
	if c.stopped.Load() {
		return false
	}
	f()
	return true
}
