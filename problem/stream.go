package problem

import (
	"context"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
)

// SolveStream solves pr as Solve does (each twin within budget) and writes Popeye's output to w while it goes:
// the header and board before anything is solved, each twin's label and remarks before
// the twin is solved, each solution as the solver finds it (help and series play: each
// line; battle play: each key or try with its play once its first move is searched),
// and the rest when the twin is solved. The text is Render's for the same results,
// except that the lines or keys of one phase come in the order they were found.
//
// progress, if not nil, is given the solver's progress reports with the index of the
// twin; it is called from the solver's goroutines, one call at a time.
//
// A problem whose MoveNumbers progress lines need every first move in order is written
// when each twin is solved, and so is a Duplex twin of post-key play (its halves' remarks
// come before either half). When a write to w fails, SolveStream stops solving and
// returns the error with what was solved.
func (pr *Problem) SolveStream(ctx context.Context, w io.Writer, budget time.Duration, progress func(twin int, p solver.Progress)) ([]TwinSolution, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s := &problemStream{pw: newProblemWriter(pr), w: w, cancel: cancel}
	s.flush()
	out := make([]TwinSolution, len(pr.Twins))
	for i, t := range pr.Twins {
		out[i].Twin = t // the twins after a stop too: they are reported unsolved
	}
	for i, t := range pr.Twins {
		s.pw.twinStart(i)
		s.flush()
		if !t.Solvable() {
			s.pw.twinEnd(i, nil)
			continue
		}
		ts := newTwinStream(s.pw, i)
		obs := &solver.Observer{
			Found: func(f solver.Finding) {
				ts.found(f)
				s.flush()
			},
		}
		if progress != nil {
			obs.Progress = func(p solver.Progress) { progress(i, p) }
		}
		out[i] = t.Solve(ctx, SolveOptions{Budget: budget, Observer: obs})
		stop := ts.end(out[i].Result)
		s.flush()
		if stop {
			break
		}
	}
	s.pw.end()
	s.flush()
	return out, s.err
}

// problemStream writes a problemWriter's text to w as it grows.
type problemStream struct {
	pw      *problemWriter
	w       io.Writer
	flushed int // bytes of pw's text written to w
	err     error
	cancel  context.CancelFunc
}

func (s *problemStream) flush() {
	text := s.pw.o.sb.String()
	if s.err != nil || len(text) == s.flushed {
		return
	}
	_, s.err = io.WriteString(s.w, text[s.flushed:])
	s.flushed = len(text)
	if s.err != nil {
		s.cancel()
	}
}

// twinStream writes the solution of one twin while it is found. Its phases are numbered
// 2*half (set play) and 2*half+1 (the play), in the order they are written; findings
// come phase by phase (solver.Observer). What it writes is what Render writes for the
// twin up to the last finding, with the findings in their order; end checks that and
// writes the rest.
type twinStream struct {
	pw *problemWriter
	i  int
	tr *twinRenderer // over a Result with only the twin's stipulation and options

	mark    int  // length of pw's text where the twin's solution starts
	swallow bool // pw's line-break state there

	started bool // the remarks are written
	hold    bool // nothing more is written until the twin is solved
	phase   int  // the open phase, -1 before the first
	pos     Notation
	halves  map[int]*solver.Half // the halves' Attacker, Start and Notes
	written []solver.Finding     // the findings written, in order
}

func newTwinStream(pw *problemWriter, i int) *twinStream {
	t := pw.pr.Twins[i]
	shadow := &solver.Result{Stipulation: t.Stipulation, Options: t.Options}
	ts := &twinStream{pw: pw, i: i, tr: pw.twinRenderer(i, shadow, &pw.o),
		mark: pw.o.sb.Len(), swallow: pw.o.swallow, phase: -1, halves: map[int]*solver.Half{}}
	o := t.Options
	// MoveNumbers' progress lines need every first move in order (help and series play
	// print them only without Intelligent); the remarks of a Duplex twin come before
	// both halves, and only post-key play (try play not applicable) can give the second
	// half a remark the first has not. The play of first moves that StartMoveNumber or
	// UpToMoveNumber leave out is dropped once the twin is solved, and Black 1d[G]a is
	// written only when the defender has no refutation. Intelligent n keeps lines only
	// once a half is solved (solver.Options.IntelligentLimit).
	numbered := pw.pr.MoveNumbers && (isBattle(t.Stipulation) || !o.Intelligent)
	ts.hold = numbered || o.IntelligentLimit > 0 || (o.Duplex && !o.HalfDuplex && o.PostKeyPlay) || t.dropsPlay() || t.implied.defenderFirst
	return ts
}

// found writes f if it can be written now.
func (ts *twinStream) found(f solver.Finding) {
	if ts.hold {
		return
	}
	ph := f.Phase
	if ts.halves[ph.Half] == nil {
		ts.halves[ph.Half] = &solver.Half{Attacker: ph.Attacker, Start: ph.Start, Notes: ph.Notes}
	}
	if ph.Set && !ts.tr.setPlay() {
		return // set play Popeye does not print
	}
	if !ts.started {
		if ph.Half != 0 {
			ts.hold = true // the first half found nothing: its start is unknown here
			return
		}
		ts.tr.notes(ph.Notes)
		ts.started = true
	}
	target := 2 * ph.Half
	if !ph.Set {
		target++
	}
	if target < ts.phase {
		ts.hold = true // out of order: leave it to end
		return
	}
	for ts.phase < target {
		ts.phase++
		if !ts.open(ts.phase, f) {
			ts.hold = true
			return
		}
	}
	ts.item(f)
	ts.written = append(ts.written, f)
}

// open writes the start of phase p, which f belongs to or comes after; it reports false
// when it does not know the phase's half.
func (ts *twinStream) open(p int, f solver.Finding) bool {
	h := ts.halves[p/2]
	if h == nil {
		return false
	}
	ts.pos = nil
	switch {
	case p%2 == 0 && ts.tr.setPlay():
		ts.pos = ts.tr.phaseStart(h.Start.Other())
	case p%2 == 0:
		// no set play printed
	case f.Attack != nil && f.Attack.Move == solver.NullMove && f.Phase.Half == p/2:
		// Post-key play: the diagram is the position after the key.
		ts.pos = ts.tr.postKeyStart(h.Start.Other())
	default:
		ts.pos = ts.tr.phaseStart(h.Start)
	}
	return true
}

// item writes f in the open phase, as Render writes it there.
func (ts *twinStream) item(f solver.Finding) {
	if ts.pos == nil {
		return // a phase Popeye prints no play in
	}
	h := ts.halves[f.Phase.Half]
	switch {
	case f.Line != nil && f.Phase.Set:
		ts.tr.setLine(ts.pos, h, *f.Line)
	case f.Line != nil:
		ts.tr.line(ts.pos, h, *f.Line)
	case f.Defence != nil:
		ts.tr.setVariation(ts.pos, f.Defence)
	case f.Attack.Move == solver.NullMove:
		ts.tr.postKey(ts.pos, f.Attack)
	default:
		ts.tr.key(ts.pos, f.Attack)
	}
}

// end writes the rest of the twin's solution r (nil: not solved) and reports whether
// the problem stops there. The twin is rendered whole with the findings in the order
// written; what was written is a prefix of that text.
func (ts *twinStream) end(r *solver.Result) bool {
	pw := ts.pw
	if !ts.started || r == nil {
		return pw.twinEnd(ts.i, r) // nothing written (a result is there when something was)
	}
	fresh := output{swallow: ts.swallow}
	tr := pw.twinRenderer(ts.i, inFoundOrder(r, ts.written), &fresh)
	tr.render()
	pw.numbered = tr.numbered
	full, done := fresh.sb.String(), pw.o.sb.String()[ts.mark:]
	if strings.HasPrefix(full, done) {
		pw.o.write(full[len(done):])
	} else {
		// Cannot happen if the phases come as solver.Observer promises; all is
		// written again rather than lost.
		pw.o.write("\n" + full)
	}
	pw.o.swallow = fresh.swallow
	return pw.twinStop(r)
}

// inFoundOrder returns r with the findings written first in each list of play, in
// their order, then the rest of the list. Lines written that r lacks (an interrupted
// search keeps only the first moves it finished) are kept: they are solutions.
func inFoundOrder(r *solver.Result, written []solver.Finding) *solver.Result {
	c := *r
	c.Halves = slices.Clone(r.Halves)
	for hi := range c.Halves {
		h := &c.Halves[hi]
		var setLines, lines []solver.Line
		var setPlay []*solver.Defence
		var keys []*solver.Attack
		seenLine := map[*movegen.Move]bool{} // a line is known by its move slice
		seenKey := map[*solver.Attack]bool{}
		seenDef := map[*solver.Defence]bool{}
		for _, f := range written {
			if f.Phase.Half != hi {
				continue
			}
			switch {
			case f.Line != nil && len(f.Line.Moves) > 0:
				seenLine[&f.Line.Moves[0]] = true
				if f.Phase.Set {
					setLines = append(setLines, *f.Line)
				} else {
					lines = append(lines, *f.Line)
				}
			case f.Defence != nil:
				seenDef[f.Defence] = true
				setPlay = append(setPlay, f.Defence)
			case f.Attack != nil && f.Attack.Move != solver.NullMove:
				seenKey[f.Attack] = true
				keys = append(keys, f.Attack)
			}
		}
		rest := func(ls []solver.Line) []solver.Line {
			var out []solver.Line
			for _, l := range ls {
				if len(l.Moves) == 0 || !seenLine[&l.Moves[0]] {
					out = append(out, l)
				}
			}
			return out
		}
		h.SetLines = append(setLines, rest(h.SetLines)...)
		h.Lines = append(lines, rest(h.Lines)...)
		for _, d := range h.SetPlay {
			if !seenDef[d] {
				setPlay = append(setPlay, d)
			}
		}
		h.SetPlay = setPlay
		for _, k := range h.Keys {
			if !seenKey[k] {
				keys = append(keys, k)
			}
		}
		h.Keys = keys
	}
	return &c
}
