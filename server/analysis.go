package server

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/uri"
)

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

func newAnalysis(s *Server, backend solverBackend) *analysis {
	a := &analysis{s: s, backend: backend, cache: newOutcomeCache(512), docs: map[uri.URI]*docState{}}
	a.flights = &flights{ctx: s.ctx, backend: backend, cache: a.cache, log: s.log, goSafe: s.goSafe, m: map[string]*flight{}}
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
func (a *analysis) solveLater(ctx context.Context, snap *snapshot, pending []feature.Unit, held []*flight) {
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
		if _, ok := a.cache.get(u.Key, cfg.SolveBudget); ok {
			continue
		}
		var f *flight
		for _, h := range held {
			if h.key == u.Key {
				f = h
			}
		}
		if f == nil {
			f = a.flights.join(u, cfg.SolveBudget)
			held = append(held, f)
		}
		a.flights.start(f, snap.file(), u)
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
func (a *analysis) await(ctx context.Context, f *flight, prog *progress, i, n int, u feature.Unit) bool {
	tick := time.NewTicker(progressTick)
	defer tick.Stop()
	last := ""
	var lastPct uint32
	for {
		p, elapsed := f.progress()
		msg := progressMessage(u, i, n, p, elapsed)
		// The percentage only rises: a later phase (duplex) starts its first moves again.
		pct := max(lastPct, uint32(100*(float64(i)+p.Fraction())/float64(n)))
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
func progressMessage(u feature.Unit, i, n int, p feature.Progress, elapsed time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "problem %d", u.Problem+1)
	if u.Label != "" {
		b.WriteString(" " + u.Label)
	}
	if n > 1 {
		fmt.Fprintf(&b, " (%d of %d)", i+1, n)
	}
	if p.Total > 0 {
		fmt.Fprintf(&b, ": %d/%d first moves", p.Done, p.Total)
		switch {
		case p.Set:
			b.WriteString(" (set play)")
		case p.Full > 0 && p.Length < p.Full:
			fmt.Fprintf(&b, " (length %d/%d)", p.Length, p.Full)
		}
	}
	fmt.Fprintf(&b, " · %d s", int(elapsed.Round(time.Second)/time.Second))
	return b.String()
}

// view combines the snapshot's own findings with the cached outcomes of its units: the
// findings to publish, what is known of each problem, and the units still to solve. It
// never solves.
func (a *analysis) view(snap *snapshot) (findings []feature.Finding, problems []feature.ProblemState, pending []feature.Unit) {
	f := snap.file()
	outs := a.known(f)
	findings = append(findings, f.Findings...)
	for i, u := range f.Units {
		if outs[i] == nil {
			pending = append(pending, u)
			continue
		}
		findings = append(findings, a.backend.diagnostics(f, u, *outs[i])...)
	}
	return findings, f.States(outs), pending
}

// states is what is known of each problem of snap, from the cached outcomes of its units.
func (a *analysis) states(snap *snapshot) []feature.ProblemState {
	f := snap.file()
	return f.States(a.known(f))
}

// known returns the cached outcomes of f's units under the current budget, parallel to
// f.Units, nil where a unit is unsolved.
func (a *analysis) known(f *feature.File) []*feature.Outcome {
	budget := a.s.currentSettings().SolveBudget
	outs := make([]*feature.Outcome, len(f.Units))
	for i, u := range f.Units {
		if o, ok := a.cache.get(u.Key, budget); ok {
			outs[i] = &o
		}
	}
	return outs
}

// publish sends the diagnostics of snap if it is current and they changed, and
// cpls/status; it returns the units still to solve and, when adopt is set, the flights
// already under way for them, taken over before the status goes out.
func (a *analysis) publish(snap *snapshot, adopt bool) (pending []feature.Unit, adopted []*flight) {
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
	diags := toProtocol(snap, findings)
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
