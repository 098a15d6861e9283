package solver

import (
	"slices"
	"sync"
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// forEach runs work(e, i) for every i in [0, n) on up to s.workers goroutines, each with
// its own engine on a copy of pos. It returns which items finished; items not finished
// were cut off by a stop and their results must be dropped. With one worker the items
// run on the calling goroutine, whose stack has grown already, and no other is started.
func (s *solver) forEach(pos rules.Game, cfg config, tt *table, n int, work func(e *engine, i int)) []bool {
	done := make([]bool, n)
	var next atomic.Int64
	s.rootStart(n)
	worker := func() {
		e := newEngine(pos.Clone(), cfg, tt, s.ctl)
		defer func() { s.ctl.total.Add(e.pending) }()
		for {
			i := int(next.Add(1)) - 1
			if i >= n {
				return
			}
			if !s.ctl.guard(func() { work(e, i) }) {
				return
			}
			done[i] = true
			s.rootDone(n)
		}
	}
	workers := min(s.workers, n)
	if workers == 1 {
		worker()
		return done
	}
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			worker()
		}()
	}
	wg.Wait()
	return done
}

// sequential runs f on one engine on a copy of pos; it reports false if the search was
// stopped meanwhile.
func (s *solver) sequential(pos rules.Game, cfg config, tt *table, f func(e *engine)) bool {
	e := newEngine(pos.Clone(), cfg, tt, s.ctl)
	defer func() { s.ctl.total.Add(e.pending) }()
	return s.ctl.guard(func() { f(e) })
}

// linesFrom runs search after every first move of pos, in parallel, and gathers the
// lines in move order. search is called with the first move made and on the sink's
// stack. It reports false if the search was stopped (the lines found before are kept).
func (s *solver) linesFrom(pos rules.Game, cfg config, tt *table, found *atomic.Int64,
	search func(e *engine, sink *lineSink)) ([]Line, bool) {
	var moves []movegen.Move
	var nums []int
	if !s.sequential(pos, cfg, tt, func(e *engine) { moves, nums = e.rootNumbers(s.startAt(e, slices.Clone(e.legal()))) }) {
		return nil, false
	}
	sinks := make([]*lineSink, len(moves))
	done := s.forEach(pos, cfg, tt, len(moves), func(e *engine, i int) {
		sink := s.newSink(found)
		sinks[i] = sink
		if sink.limit() {
			return
		}
		e.make(moves[i])
		sink.push(moves[i])
		if nums != nil {
			sink.nums = []int{nums[i]}
		}
		search(e, sink)
		e.unmake()
	})
	var out []Line
	all := true
	for i, sink := range sinks {
		if !done[i] {
			all = false
			continue
		}
		out = append(out, sink.lines...)
	}
	return out, all
}

// startAt returns the first moves of moves (the legal first moves, in Popeye's order) that
// Options.StartMoveNumber leaves to solve: those from the one Popeye numbers n on, its
// numbers counting the pseudo-legal moves it tries (rules.TriedMover), illegal ones too.
func (s *solver) startAt(e *engine, moves []movegen.Move) []movegen.Move {
	n := s.opts.StartMoveNumber
	if n <= 1 {
		return moves
	}
	tried := moves
	if lm, ok := e.pos.game.(rules.TriedMover); ok {
		if pseudo, ok := lm.TriedMoves(nil); ok {
			e.popeyeOrder(pseudo)
			tried = pseudo
		}
	}
	if n-1 >= len(tried) {
		return nil
	}
	skipped := tried[:n-1]
	return slices.DeleteFunc(moves, func(m movegen.Move) bool { return slices.Contains(skipped, m) })
}
