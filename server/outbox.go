package server

import (
	"sync"
	"time"
)

// outbox sends the server's notifications in order from one goroutine. Handlers of
// notifications run on the reader goroutine; if they wrote to the client themselves, a
// client that is itself blocked writing to us (net.Pipe, a full OS pipe) would deadlock
// both sides. Enqueueing never blocks.
type outbox struct {
	mu      sync.Mutex
	cond    *sync.Cond
	queue   []func()
	sending bool // a send is under way
	closed  bool
}

func newOutbox() *outbox {
	o := &outbox{}
	o.cond = sync.NewCond(&o.mu)
	return o
}

// post queues f; it runs after everything queued before it.
func (o *outbox) post(f func()) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return
	}
	o.queue = append(o.queue, f)
	o.cond.Broadcast() // flush may be waiting too
}

// run sends until close; recover keeps one failing send from stopping the rest.
func (o *outbox) run(onPanic func(any)) {
	for {
		o.mu.Lock()
		for len(o.queue) == 0 && !o.closed {
			o.cond.Wait()
		}
		if o.closed {
			o.mu.Unlock()
			return
		}
		f := o.queue[0]
		o.queue[0] = nil
		o.queue = o.queue[1:]
		o.sending = true
		o.mu.Unlock()
		func() {
			defer func() {
				if r := recover(); r != nil {
					onPanic(r)
				}
			}()
			f()
		}()
		o.mu.Lock()
		o.sending = false
		o.cond.Broadcast()
		o.mu.Unlock()
	}
}

// flush waits until everything queued so far is sent, or the deadline passes.
func (o *outbox) flush(timeout time.Duration) {
	t := time.AfterFunc(timeout, func() {
		o.mu.Lock()
		o.closed = true
		o.cond.Broadcast()
		o.mu.Unlock()
	})
	defer t.Stop()
	o.mu.Lock()
	defer o.mu.Unlock()
	for (len(o.queue) > 0 || o.sending) && !o.closed {
		o.cond.Wait()
	}
}

func (o *outbox) close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.closed = true
	o.queue = nil
	o.cond.Broadcast()
}
