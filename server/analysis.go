package server

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"go.lsp.dev/uri"
)

// Status values of a problem, as sent in cpls/status and shown in code lenses.
const (
	statusSolving     = "solving"        // background solving is under way
	statusSound       = "sound"          // exactly the intended play, no cook
	statusCooked      = "cooked"         // more than one key (or solution)
	statusNoSolution  = "no-solution"    // the stipulation cannot be met
	statusShort       = "short-solution" // it can be met in fewer moves
	statusTimeout     = "timeout"        // the solve budget ran out
	statusIllegal     = "illegal"        // the position is illegal; not solved
	statusError       = "error"          // syntax errors; not solved
	statusUnsupported = "unsupported"    // fairy pieces or conditions; not solved
	statusUnsolved    = "unsolved"       // nothing solved yet
)

// A unit is one independently solvable thing: a problem, or one of its twins.
type unit struct {
	problem int    // index into the file's problems
	twin    int    // index of the twin in the backend's list (problem.Problem.Twins)
	key     string // position + stipulation + options: equal keys have equal outcomes
	label   string // "b)" for a twin; "" for a problem without twins
}

// An outcome is what solving one unit gave.
type outcome struct {
	status  string        // one of the status values
	summary string        // "sound: 1.Qa1-a8!", "cooked: 2 keys", …
	keys    []key         // the key move(s), in solver order
	count   int           // keys or solutions when cooked, short solutions when short; 0 if unknown
	budget  time.Duration // the solve budget it ran under (a timeout is only as good as it)
	result  any           // the backend's own result, given back to it for diagnostics
}

// solveProgress is how far a solve under way is: done of total first moves of the phase
// searched, at length (moves; half moves in help play) of the stipulation's full length,
// in set play or not.
type solveProgress struct {
	done, total  int
	length, full int
	set          bool
}

// fraction is how much of the solve is done, as the search of the stipulation's full
// length over its first moves tells; 0 before that search starts.
func (p solveProgress) fraction() float64 {
	if p.set || p.total == 0 || p.length < p.full {
		return 0
	}
	return float64(p.done) / float64(p.total)
}

// key is one key move of a solved problem, or the first move of a help or series
// solution.
type key struct {
	notation string // "1.Qa1-a8!", or the whole solution "1.Kd3-c2 Ra1-a2+ 2.Kc2-c1 0-0#"
	from     string // square the moving piece stands on, "a1"
	line     bool   // a help or series solution rather than a key
}

// A solverBackend turns a snapshot's problems into units and solves them. It is the
// seam between the server and package problem: the server owns scheduling, caching,
// cancellation and publishing; the backend knows chess.
type solverBackend interface {
	// units lists the solvable units of the snapshot; problems with errors, illegal
	// positions or unsupported constructs have none.
	units(snap *snapshot) []unit
	// solve solves u; it returns promptly once ctx is done (its status is then timeout).
	// It calls report, from any goroutine but never twice at once, as the solve goes on.
	solve(ctx context.Context, snap *snapshot, u unit, report func(solveProgress)) outcome
	// diagnostics places o's findings (cook, no-solution, …) in snap's text.
	diagnostics(snap *snapshot, u unit, o outcome) []finding
	// render writes problem idx's solution (Popeye's format) from the outcomes of its
	// units, given in the same order.
	render(snap *snapshot, idx int, units []unit, outs []outcome) string
}

// analysis schedules background solving per document and publishes diagnostics and
// cpls/status for each snapshot. Solving runs under a context derived from the
// server's: debounced, cancelled by the next change of the document, bounded by the
// solve budget; its outcomes are cached by unit key so that undo or an edit elsewhere
// does not solve again. Results are published only while their snapshot is current.
type analysis struct {
	s       *Server
	backend solverBackend
	cache   *outcomeCache
	flights *flights

	mu   sync.Mutex
	docs map[uri.URI]*docState

	// publishMu orders publications: a check that a snapshot is current and the
	// publication of its diagnostics happen together, so an old version never
	// overtakes a new one on the wire.
	publishMu sync.Mutex
}

type docState struct {
	snap      *snapshot
	ctx       context.Context      // the solving context of snap
	cancel    context.CancelFunc   // cancels the solving of snap
	stale     []context.CancelFunc // of snapshots replaced since the worker last ran
	kick      chan struct{}        // wakes the document's worker; closed when the document is
	published string               // fingerprint of the last published diagnostics
	didPub    bool
	statusSeq uint64 // counts the cpls/status notifications sent for the document
}

func newAnalysis(s *Server) *analysis {
	a := &analysis{s: s, backend: defaultBackend(), cache: newOutcomeCache(512), docs: map[uri.URI]*docState{}}
	a.flights = newFlights(a)
	return a
}

// changed makes snap the document's current snapshot and wakes the document's worker,
// which publishes what is known of the latest snapshot at once (syntax, legality, cached
// outcomes), takes over the solves under way that it still needs, cancels the rest of the
// previous snapshots' solving and starts solving what remains after the debounce delay.
// It returns at once: the reader goroutine does not analyse, and a burst of changes is
// analysed once, at its last version.
func (a *analysis) changed(snap *snapshot) {
	a.mu.Lock()
	defer a.mu.Unlock()
	st := a.docs[snap.uri]
	if st == nil {
		st = &docState{kick: make(chan struct{}, 1)}
		a.docs[snap.uri] = st
		a.s.goSafe("analysis", func() { a.work(st) })
	}
	if st.cancel != nil {
		st.stale = append(st.stale, st.cancel)
	}
	st.snap = snap
	st.ctx, st.cancel = context.WithCancel(a.s.ctx)
	select {
	case st.kick <- struct{}{}:
	default: // already woken; it will see the latest snapshot
	}
}

// work is a document's worker: on each wake-up it publishes the current snapshot and
// starts solving its pending units.
func (a *analysis) work(st *docState) {
	for {
		select {
		case <-a.s.ctx.Done():
			return
		case _, ok := <-st.kick:
			if !ok {
				return
			}
		}
		a.step(st)
	}
}

// step publishes st's current snapshot; a panic (a bug in analysing this text) is
// logged and leaves the worker running for the next version.
func (a *analysis) step(st *docState) {
	defer func() {
		if r := recover(); r != nil {
			a.s.log.Printf("panic analysing a document: %v", r)
		}
	}()
	a.mu.Lock()
	snap, ctx, stale := st.snap, st.ctx, st.stale
	st.stale = nil
	a.mu.Unlock()
	pending, adopted := a.publish(snap, true)
	for _, cancel := range stale {
		cancel()
	}
	if len(pending) > 0 {
		a.s.goSafe("solve", func() { a.solveLater(ctx, snap, pending, adopted) })
	}
}

// closed stops work on a document and clears its diagnostics.
func (a *analysis) closed(u uri.URI) {
	a.mu.Lock()
	if st := a.docs[u]; st != nil {
		st.cancelAll()
		close(st.kick)
	}
	delete(a.docs, u)
	a.mu.Unlock()
	a.publishMu.Lock()
	defer a.publishMu.Unlock()
	a.s.publishDiagnostics(u, nil, nil)
}

// stop cancels all solving (on shutdown).
func (a *analysis) stop() {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, st := range a.docs {
		st.cancelAll()
	}
}

// cancelAll cancels the solving of every snapshot of the document; a.mu is held.
func (st *docState) cancelAll() {
	for _, cancel := range st.stale {
		cancel()
	}
	st.stale = nil
	if st.cancel != nil {
		st.cancel()
	}
}

func (a *analysis) current(snap *snapshot) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	st := a.docs[snap.uri]
	return st != nil && st.snap == snap
}

// solveLater waits out the debounce delay, then solves the pending units one by one
// (joining the flights of those already under way), publishing after each, with
// $/progress while it runs: the unit, its first moves done of total, the time it has
// taken, and a percentage of the units done (the unit under way counted by its first
// moves). It lets go of its flights when it returns: when ctx is cancelled by an edit,
// only those the new text does not need stop.
func (a *analysis) solveLater(ctx context.Context, snap *snapshot, pending []unit, held []*flight) {
	defer func() {
		for _, f := range held {
			a.flights.leave(f)
		}
	}()
	cfg := a.s.currentSettings()
	timer := time.NewTimer(cfg.Debounce)
	select {
	case <-ctx.Done():
		timer.Stop()
		return
	case <-timer.C:
	}
	prog := a.s.startProgress(ctx, "Solving", fmt.Sprintf("%s: %d to solve", snap.name(), len(pending)))
	defer func() { prog.end(ctx, "done") }()
	for i, u := range pending {
		if ctx.Err() != nil {
			return
		}
		if _, ok := a.cache.get(u.key, cfg.SolveBudget); ok {
			continue
		}
		var f *flight
		for _, h := range held {
			if h.key == u.key {
				f = h
			}
		}
		if f == nil {
			f = a.flights.join(u, cfg.SolveBudget)
			held = append(held, f)
		}
		a.flights.start(f, snap, u)
		if !a.await(ctx, f, prog, i, len(pending), u) {
			return
		}
		if !f.ok {
			return // cancelled (shutdown): nothing to publish
		}
		a.publish(snap, false)
		a.s.refreshCodeLens()
	}
}

// statusSeq is the number of cpls/status notifications sent so far for snap's document.
func (a *analysis) statusSeq(snap *snapshot) uint64 {
	a.mu.Lock()
	defer a.mu.Unlock()
	if st := a.docs[snap.uri]; st != nil {
		return st.statusSeq
	}
	return 0
}

// lensAnswered runs once a code lens answer that said "solving…" has been written; seq is
// statusSeq when the answer was made. When a status went out since (a solve ended before
// the answer reached the client), the status and the refresh are sent again, after the
// answer: a client that ignored the first refresh while its request was under way
// (Neovim 0.7 refreshes one request at a time) sees the second.
func (a *analysis) lensAnswered(snap *snapshot, seq uint64) {
	if a.statusSeq(snap) == seq {
		return // the solve's end is still to come, and with it the refresh
	}
	a.s.goSafe("lens refresh", func() {
		a.publish(snap, false)
		a.s.refreshCodeLens()
	})
}

// progressTick is how often $/progress reports a solve under way.
const progressTick = 500 * time.Millisecond

// await waits for f, the i-th of n units to solve, reporting its progress; it reports
// false when ctx ends first.
func (a *analysis) await(ctx context.Context, f *flight, prog *progress, i, n int, u unit) bool {
	tick := time.NewTicker(progressTick)
	defer tick.Stop()
	last := ""
	var lastPct uint32
	for {
		p, elapsed := f.progress()
		msg := progressMessage(u, i, n, p, elapsed)
		// The percentage only rises: a later phase (duplex) starts its first moves again.
		pct := max(lastPct, uint32(100*(float64(i)+p.fraction())/float64(n)))
		if msg != last || pct != lastPct {
			prog.report(ctx, msg, pct)
			last, lastPct = msg, pct
		}
		select {
		case <-ctx.Done():
			return false
		case <-f.done:
			return true
		case <-tick.C:
		}
	}
}

// progressMessage says which unit is solved, the i-th of n, and how far it is:
// "problem 1 b) (2 of 3): 12/25 first moves · 14 s", with the length searched when it is
// not yet the full one and "set play" for set play.
func progressMessage(u unit, i, n int, p solveProgress, elapsed time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "problem %d%s", u.problem+1, twinSuffix(u))
	if n > 1 {
		fmt.Fprintf(&b, " (%d of %d)", i+1, n)
	}
	if p.total > 0 {
		fmt.Fprintf(&b, ": %d/%d first moves", p.done, p.total)
		switch {
		case p.set:
			b.WriteString(" (set play)")
		case p.full > 0 && p.length < p.full:
			fmt.Fprintf(&b, " (length %d/%d)", p.length, p.full)
		}
	}
	fmt.Fprintf(&b, " · %d s", int(elapsed.Round(time.Second)/time.Second))
	return b.String()
}

// solveUnit solves u within budget under ctx, telling report how far it is; a panic in
// the solver becomes an outcome.
func (a *analysis) solveUnit(ctx context.Context, snap *snapshot, u unit, budget time.Duration, report func(solveProgress)) (o outcome) {
	sctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	defer func() {
		if r := recover(); r != nil {
			a.s.log.Printf("panic solving %s problem %d: %v", snap.uri, u.problem+1, r)
			o = outcome{status: statusError, summary: fmt.Sprintf("solver failed: %v", r), budget: budget}
		}
	}()
	o = a.backend.solve(sctx, snap, u, report)
	o.budget = budget
	return o
}

func twinSuffix(u unit) string {
	if u.label == "" {
		return ""
	}
	return " " + u.label
}

// problemState is what is known of one problem of a snapshot.
type problemState struct {
	index    int
	status   string
	summary  string
	units    []unit
	outcomes []*outcome // parallel to units; nil while unsolved
}

// view combines the snapshot's own findings with the cached outcomes of its units.
// It never solves.
func (a *analysis) view(snap *snapshot) (findings []finding, problems []problemState, pending []unit) {
	budget := a.s.currentSettings().SolveBudget
	findings = append(findings, snap.st().findings...)
	problems = make([]problemState, snap.problemCount())
	for i := range problems {
		problems[i] = problemState{index: i}
		problems[i].status, problems[i].summary = snap.staticStatus(i)
	}
	for _, u := range snap.unitsOf(a.backend) {
		if u.problem < 0 || u.problem >= len(problems) {
			continue
		}
		p := &problems[u.problem]
		p.units = append(p.units, u)
		if o, ok := a.cache.get(u.key, budget); ok {
			p.outcomes = append(p.outcomes, &o)
			findings = append(findings, a.backend.diagnostics(snap, u, o)...)
		} else {
			p.outcomes = append(p.outcomes, nil)
			pending = append(pending, u)
		}
	}
	for i := range problems {
		combineStatus(&problems[i])
	}
	return findings, problems, pending
}

// combineStatus sets the status of a problem with units from its units' outcomes:
// solving while any is unsolved, else the worst outcome.
func combineStatus(p *problemState) {
	if len(p.units) == 0 {
		return
	}
	rank := map[string]int{statusSound: 0, statusTimeout: 1, statusShort: 2, statusNoSolution: 3, statusCooked: 4, statusError: 5}
	worst, solving := -1, false
	var parts []string
	for i, o := range p.outcomes {
		if o == nil {
			solving = true
			continue
		}
		if r := rank[o.status]; r > worst {
			worst, p.status = r, o.status
		}
		s := o.summary
		if p.units[i].label != "" {
			s = p.units[i].label + " " + s
		}
		parts = append(parts, s)
	}
	if solving {
		p.status, p.summary = statusSolving, "solving…"
		return
	}
	p.summary = strings.Join(parts, "; ")
}

// publish sends the diagnostics of snap if it is current and they changed, and
// cpls/status; it returns the units still to solve and, when adopt is set, the flights
// already under way for them, taken over before the status goes out.
func (a *analysis) publish(snap *snapshot, adopt bool) (pending []unit, adopted []*flight) {
	a.publishMu.Lock()
	defer a.publishMu.Unlock()
	if !a.current(snap) {
		return nil, nil
	}
	findings, problems, pending := a.view(snap)
	if adopt {
		// Before the status goes out: a client that has seen it knows which solves under
		// way this version holds (a request's own solve started later is its alone).
		adopted = a.flights.adopt(pending)
	}
	diags := snap.toProtocol(findings)
	fp := fingerprint(diags)
	a.mu.Lock()
	st := a.docs[snap.uri]
	send := st != nil && (!st.didPub || st.published != fp)
	if send {
		st.published, st.didPub = fp, true
	}
	if st != nil {
		st.statusSeq++
	}
	a.mu.Unlock()
	if send {
		v := snap.version
		a.s.publishDiagnostics(snap.uri, &v, diags)
	}
	a.s.sendStatus(snap, problems)
	return pending, adopted
}

// outcomeCache keeps outcomes by unit key. A timeout is kept only for lookups with a
// budget no larger than the one that ran out.
type outcomeCache struct {
	mu    sync.Mutex
	max   int
	items map[string]outcome
	order []string // insertion order, for eviction
}

func newOutcomeCache(max int) *outcomeCache {
	return &outcomeCache{max: max, items: map[string]outcome{}}
}

func (c *outcomeCache) get(k string, budget time.Duration) (outcome, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	o, ok := c.items[k]
	if ok && o.status == statusTimeout && budget > o.budget {
		return outcome{}, false
	}
	return o, ok
}

func (c *outcomeCache) put(k string, o outcome) {
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
