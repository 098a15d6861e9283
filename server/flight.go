package server

import (
	"context"
	"fmt"
	"log"
	"sync"
	"time"

	"github.com/cpls-dev/cpls/feature"
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
	out    feature.Outcome
	ok     bool // out is complete: the solve was not cancelled

	track feature.Tracker // how far the solve is

	startMu sync.Mutex
	started time.Time // zero until the solve starts
}

// progress returns how far the solve is and how long it has run.
func (f *flight) progress() (feature.Progress, time.Duration) {
	f.startMu.Lock()
	started := f.started
	f.startMu.Unlock()
	if started.IsZero() {
		return f.track.Progress(), 0
	}
	return f.track.Progress(), time.Since(started)
}

// flights holds the flights under way by key, solves them with the backend and puts
// complete outcomes in the cache.
type flights struct {
	ctx     context.Context // the server's: the parent of every flight's context
	backend solverBackend
	cache   *outcomeCache
	log     *log.Logger
	goSafe  func(name string, f func()) // starts a goroutine that survives a panic

	mu sync.Mutex
	m  map[string]*flight
}

// join returns the flight for u's key with one more holder, creating it (not yet
// started) when none is under way.
func (fs *flights) join(u feature.Unit, budget time.Duration) *flight {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	f := fs.m[u.Key]
	if f == nil {
		ctx, cancel := context.WithCancel(fs.ctx)
		f = &flight{key: u.Key, budget: budget, ctx: ctx, cancel: cancel, done: make(chan struct{})}
		fs.m[u.Key] = f
	}
	f.refs++
	return f
}

// adopt returns, each with one more holder, the flights already under way for the keys
// of units: a new snapshot takes over what the previous one started before that one
// lets go.
func (fs *flights) adopt(units []feature.Unit) []*flight {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	var out []*flight
	seen := map[string]bool{}
	for _, u := range units {
		if f := fs.m[u.Key]; f != nil && !seen[u.Key] {
			seen[u.Key] = true
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

// start solves unit u of file in f, once; a complete outcome goes to the cache.
func (fs *flights) start(f *flight, file *feature.File, u feature.Unit) {
	f.once.Do(func() {
		f.startMu.Lock()
		f.started = time.Now()
		f.startMu.Unlock()
		fs.goSafe("solve", func() {
			defer close(f.done)
			o := fs.solve(f.ctx, file, u, f.budget, &f.track)
			f.out, f.ok = o, f.ctx.Err() == nil
			if f.ok {
				fs.cache.put(f.key, o)
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

// solve solves u of file within budget under ctx, keeping track told how far it is; a
// panic in the solver becomes an outcome (and the process goes on).
func (fs *flights) solve(ctx context.Context, file *feature.File, u feature.Unit, budget time.Duration, track *feature.Tracker) (o feature.Outcome) {
	defer func() {
		if r := recover(); r != nil {
			fs.log.Printf("panic solving problem %d: %v", u.Problem+1, r)
			o = feature.Outcome{Status: feature.StatusError, Summary: fmt.Sprintf("solver failed: %v", r)}
		}
		o.Budget = budget
	}()
	return fs.backend.solve(ctx, file, u, budget, track)
}
