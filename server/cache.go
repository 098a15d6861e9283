package server

import (
	"sync"
	"time"

	"github.com/cpls-dev/cpls/feature"
)

// outcomeCache keeps outcomes by unit key. A timeout is kept only for lookups with a
// budget no larger than the one that ran out.
type outcomeCache struct {
	mu    sync.Mutex
	max   int
	items map[string]feature.Outcome
	order []string // insertion order, for eviction
}

func newOutcomeCache(max int) *outcomeCache {
	return &outcomeCache{max: max, items: map[string]feature.Outcome{}}
}

func (c *outcomeCache) get(k string, budget time.Duration) (feature.Outcome, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	o, ok := c.items[k]
	if ok && o.Status == feature.StatusTimeout && budget > o.Budget {
		return feature.Outcome{}, false
	}
	return o, ok
}

func (c *outcomeCache) put(k string, o feature.Outcome) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.items[k]; !ok {
		c.order = append(c.order, k)
	}
	c.items[k] = o
	for len(c.order) > c.max {
		delete(c.items, c.order[0])
		c.order = c.order[1:]
	}
}
