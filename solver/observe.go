package solver

import (
	"slices"
	"sync"
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
)

// Observer is told what a Solve finds while it runs, so that a caller can show a long
// solve as it goes: `cpls solve` prints each solution when it is found, the language
// server reports how many first moves are done. The Result that Solve returns holds the
// same findings; the observer only learns them earlier.
//
// Calls are serialised: Solve never makes two calls at once, although they come from
// its worker goroutines, so a callback needs no lock for state only the callbacks
// touch; every call returns before Solve does. The search waits while a callback runs,
// so a callback should be quick. What a callback is given is part of the Result: it
// must not be modified.
//
// The search reports once per first move and once per solution, never per position.
// Nil fields are not called.
type Observer struct {
	// Found is called with each help- or series-play line as soon as it is found, and
	// with each key or try of battle play (with its threats and variations), the
	// post-key play and each set-play variation once their search is finished.
	//
	// With one worker (Options.Workers 1) the findings come in the Result's order;
	// with more, the lines and keys of one phase come in the order they are found. An
	// interrupted search may have reported lines that its Result leaves out (the
	// Result keeps only the first moves searched to the end); they are solutions all
	// the same.
	Found func(Finding)
	// Progress is called when the search of a phase over its first moves starts
	// (Done 0) and each time one of them is finished.
	Progress func(Progress)
}

// Phase says which part of a solve a Finding or Progress belongs to. Phases come in
// the order Popeye prints them: for each half (one, or two with Duplex), the set play,
// then the play itself.
type Phase struct {
	// Half is the index of the half in Result.Halves.
	Half int
	// Attacker, Start and Notes are the half's (Half.Attacker, Half.Start,
	// Half.Notes). Notes are complete by the half's first report, so a renderer can
	// write them before the first finding.
	Attacker, Start movegen.Color
	Notes           []Note
	// Set is true for set play.
	Set bool
}

// Finding is one part of the solution as Observer.Found reports it. Exactly one of
// Line, Attack and Defence is set.
type Finding struct {
	Phase Phase
	// Line is a help- or series-play line (one of Half.Lines, or of Half.SetLines in
	// set play).
	Line *Line
	// Attack is a key or try with its tree (one of Half.Keys), or the post-key play
	// (Half.PostKey, whose Move is NullMove).
	Attack *Attack
	// Defence is a variation of battle-play set play (one of Half.SetPlay).
	Defence *Defence
}

// Progress tells how far the search of one phase over its first moves is.
type Progress struct {
	Phase Phase
	// Length is the length being searched: moves in battle play, half moves in help
	// play, series moves in series play. Help and series play search every length up to
	// the stipulation's, shortest first, each over all first moves (set play included).
	Length int
	// Done of Total first moves are finished.
	Done, Total int
}

// reporter serialises the calls to an Observer and counts the first moves finished in
// the current phase.
type reporter struct {
	obs *Observer

	mu   sync.Mutex
	done int // first moves finished in the running forEach
}

// phaseState is what the reports of the running phase carry. It is set while no
// worker runs (before forEach starts them), so workers read it without a lock.
type phaseState struct {
	phase  Phase
	length int
	short  bool // lines found now are shorter than the stipulation
}

func newReporter(o *Observer) *reporter {
	if o == nil || (o.Found == nil && o.Progress == nil) {
		return nil
	}
	return &reporter{obs: o}
}

// enter starts a phase of half h (Result.Halves[s.half]).
func (s *solver) enter(h *Half, set bool) {
	s.cur = phaseState{phase: Phase{Half: s.half, Attacker: h.Attacker, Start: h.Start, Notes: slices.Clone(h.Notes), Set: set}}
}

// found reports f in the current phase.
func (s *solver) found(f Finding) {
	if s.rep == nil || s.rep.obs.Found == nil {
		return
	}
	f.Phase = s.cur.phase
	s.rep.mu.Lock()
	defer s.rep.mu.Unlock()
	s.rep.obs.Found(f)
}

// rootStart reports the start of a search over n first moves, rootDone that one of
// them is finished.
func (s *solver) rootStart(n int) {
	if s.rep == nil {
		return
	}
	s.rep.mu.Lock()
	defer s.rep.mu.Unlock()
	s.rep.done = 0
	s.progress(n)
}

func (s *solver) rootDone(n int) {
	if s.rep == nil {
		return
	}
	s.rep.mu.Lock()
	defer s.rep.mu.Unlock()
	s.rep.done++
	s.progress(n)
}

// progress calls the observer; s.rep.mu is held.
func (s *solver) progress(n int) {
	if s.rep.obs.Progress != nil {
		s.rep.obs.Progress(Progress{Phase: s.cur.phase, Length: s.cur.length, Done: s.rep.done, Total: n})
	}
}

// newSink returns the sink for the lines found after one first move; they are
// reported as the current phase's.
func (s *solver) newSink(found *atomic.Int64) *lineSink {
	sink := &lineSink{found: found, max: int64(s.opts.MaxSolutions), intro: s.intro}
	if s.rep != nil && s.rep.obs.Found != nil {
		short := s.cur.short
		sink.report = func(l Line) {
			l.Short = short
			s.found(Finding{Line: &l})
		}
	}
	return sink
}
