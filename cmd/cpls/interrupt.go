package main

import (
	"context"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"time"
)

// interruptDelay is how long a solve runs before Ctrl-C is caught. Catching a signal
// costs every process the threads os/signal starts for it, a good part of the CPU time of
// a solve of a few milliseconds; a solve that ends sooner than this has nothing a Ctrl-C
// could save, and one pressed before then ends cpls as an uncaught SIGINT does (killed by
// the signal, which shells report as 130 too, with what was printed so far kept).
const interruptDelay = 100 * time.Millisecond

// interruptCatcher cancels a solve's context at the first Ctrl-C (SIGINT) once
// interruptDelay has passed; the handler is then given up, so a second Ctrl-C ends cpls.
type interruptCatcher struct {
	cancel context.CancelFunc
	hit    atomic.Bool // Ctrl-C was pressed
	sigs   chan os.Signal
	timer  *time.Timer

	mu   sync.Mutex // guards done, so that no handler is set up after stop
	done bool
}

// catchInterrupt returns the catcher and the context it cancels; call stop when the
// solve is over.
func catchInterrupt(ctx context.Context) (*interruptCatcher, context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	c := &interruptCatcher{cancel: cancel, sigs: make(chan os.Signal, 1)}
	c.timer = time.AfterFunc(interruptDelay, c.listen)
	return c, ctx
}

// listen sets the handler up, unless the solve is over.
func (c *interruptCatcher) listen() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.done {
		return
	}
	signal.Notify(c.sigs, os.Interrupt)
	go func() {
		if _, ok := <-c.sigs; ok {
			c.hit.Store(true)
			signal.Stop(c.sigs)
			c.cancel()
		}
	}()
}

// interrupted says whether Ctrl-C was pressed.
func (c *interruptCatcher) interrupted() bool { return c.hit.Load() }

// stop gives the handler up (or keeps it from being set up) and releases the context.
func (c *interruptCatcher) stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.done = true
	c.timer.Stop()
	signal.Stop(c.sigs)
	close(c.sigs)
	c.cancel()
}
