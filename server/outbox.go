package server

import "sync"

// outbox sends the server's notifications in order from one goroutine. Handlers of
// notifications run on the reader goroutine; if they wrote to the client themselves, a
// client that is itself blocked writing to us (net.Pipe, a full OS pipe) would deadlock
// both sides. Enqueueing never blocks.
type outbox struct {
	mu     sync.Mutex
	cond   *sync.Cond
	queue  []func()
	closed bool
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
	o.cond.Signal()
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
		o.mu.Unlock()
		func() {
			defer func() {
				if r := recover(); r != nil {
					onPanic(r)
				}
			}()
			f()
		}()
	}
}

func (o *outbox) close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.closed = true
	o.queue = nil
	o.cond.Broadcast()
}
