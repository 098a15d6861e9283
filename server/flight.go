package server

import (
	"context"
	"sync"
	"time"
)

// A flight is one solve under way, shared by everything that needs its unit key: the
// background solving of successive snapshots of a document (an edit elsewhere in the
// file does not restart it) and requests such as "Show solution". It runs under a
// context of its own, derived from the server's, and is cancelled when the last holder
// lets go: by the next edit when the new text no longer needs it, or by the cancelled
// request that started it.
type flight struct {
	key    string
	budget time.Duration
	ctx    context.Context
	cancel context.CancelFunc
	refs   int // guarded by flights.mu
	once   sync.Once
	done   chan struct{} // closed when out is set
	out    outcome
	ok     bool // out is complete: the solve was not cancelled

	progMu  sync.Mutex
	started time.Time // zero until the solve starts
	prog    solveProgress
}

// progress returns how far the solve is and how long it has run.
func (f *flight) progress() (solveProgress, time.Duration) {
	f.progMu.Lock()
	defer f.progMu.Unlock()
	if f.started.IsZero() {
		return f.prog, 0
	}
	return f.prog, time.Since(f.started)
}

func (f *flight) setProgress(p solveProgress) {
	f.progMu.Lock()
	defer f.progMu.Unlock()
	f.prog = p
}

// flights holds the flights under way by key.
type flights struct {
	a  *analysis
	mu sync.Mutex
	m  map[string]*flight
}

func newFlights(a *analysis) *flights { return &flights{a: a, m: map[string]*flight{}} }

// join returns the flight for u's key with one more holder, creating it (not yet
// started) when none is under way.
func (fs *flights) join(u unit, budget time.Duration) *flight {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	f := fs.m[u.key]
	if f == nil {
		ctx, cancel := context.WithCancel(fs.a.s.ctx)
		f = &flight{key: u.key, budget: budget, ctx: ctx, cancel: cancel, done: make(chan struct{})}
		fs.m[u.key] = f
	}
	f.refs++
	return f
}

// adopt returns, each with one more holder, the flights already under way for the keys
// of units: a new snapshot takes over what the previous one started before that one
// lets go.
func (fs *flights) adopt(units []unit) []*flight {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	var out []*flight
	seen := map[string]bool{}
	for _, u := range units {
		if f := fs.m[u.key]; f != nil && !seen[u.key] {
			seen[u.key] = true
			f.refs++
			out = append(out, f)
		}
	}
	return out
}

// leave drops a holder; the last one cancels the flight if it is still running.
func (fs *flights) leave(f *flight) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	f.refs--
	if f.refs > 0 {
		return
	}
	if fs.m[f.key] == f {
		delete(fs.m, f.key)
	}
	f.cancel()
}

// start solves u of snap in f, once; a complete outcome goes to the cache.
func (fs *flights) start(f *flight, snap *snapshot, u unit) {
	f.once.Do(func() {
		f.progMu.Lock()
		f.started = time.Now()
		f.progMu.Unlock()
		fs.a.s.goSafe("solve", func() {
			defer close(f.done)
			o := fs.a.solveUnit(f.ctx, snap, u, f.budget, f.setProgress)
			f.out, f.ok = o, f.ctx.Err() == nil
			if f.ok {
				fs.a.cache.put(f.key, o)
			}
			fs.mu.Lock()
			if fs.m[f.key] == f {
				delete(fs.m, f.key)
			}
			fs.mu.Unlock()
			f.cancel()
		})
	})
}
