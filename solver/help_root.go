package solver

import (
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// helpHalf solves help play; pos has the side to move first.
func (s *solver) helpHalf(pos rules.Game, h *Half, cfg config) {
	full := 2 * s.stip.Moves
	if s.stip.HalfMove {
		full++
	}
	tt := newTable(tableLogSize(full))
	if s.opts.SetPlay && full > 1 && s.setOK {
		set := withSide(pos, pos.SideToMove().Other())
		s.enter(h, true)
		lines, partial := s.helpLengths(set, cfg, tt, full-1)
		h.SetLines = lines
		s.partial = s.partial || partial
	}
	if !s.mainOK {
		return
	}
	s.enter(h, false)
	lines, partial := s.helpLengths(pos, cfg, tt, full)
	h.Lines = lines
	s.partial = s.partial || partial
	for _, l := range lines {
		if l.Short {
			s.short++
		} else {
			s.solutions++
		}
	}
}

// helpLengths finds the help lines of every length up to full half moves with the
// parity of full, shortest first. It reports whether MaxSolutions or
// StopOnShortSolutions cut the search short.
func (s *solver) helpLengths(pos rules.Game, cfg config, tt *table, full int) ([]Line, bool) {
	var out []Line
	found := &atomic.Int64{}
	first := 2 - full%2
	if s.stip.Exact {
		first = full
	}
	for l := first; l <= full; l += 2 {
		s.cur.length, s.cur.short = l, l < full
		lines, ok := s.helpLength(pos, cfg, tt, l, full, found)
		for _, ml := range lines {
			out = append(out, Line{Moves: ml, Short: l < full})
		}
		if !ok {
			return out, false
		}
		if s.limitReached(found) {
			return out, true
		}
		if s.opts.StopOnShortSolutions && l < full && len(lines) > 0 {
			return out, true
		}
	}
	return out, false
}

// seriesHalf solves series play; pos has the series side to move.
func (s *solver) seriesHalf(pos rules.Game, h *Half, cfg config) {
	n := s.stip.Moves
	tail := tailOf(cfg.play)
	tt := newTable(tableLogSize(n + 1))
	if s.opts.SetPlay && tail != tailNone && s.setOK {
		// The other side moves first: only the end of the play is left.
		found := &atomic.Int64{}
		set := withSide(pos, pos.SideToMove().Other())
		s.enter(h, true)
		s.cur.short = true
		sink := s.newSink(found)
		if s.sequential(set, cfg, tt, func(e *engine) { e.tail(tail, sink) }) {
			for _, ml := range sink.lines {
				h.SetLines = append(h.SetLines, Line{Moves: ml, Short: true})
			}
		}
	}
	if !s.mainOK {
		return
	}
	found := &atomic.Int64{}
	s.enter(h, false)
	if tail == tailReflex && s.seriesReflexForced(pos, h, cfg, tt) {
		return
	}
	first := 1
	if s.stip.Exact {
		first = n
	}
	for k := first; k <= n; k++ {
		s.cur.length, s.cur.short = k, k < n
		lines, ok := s.seriesLength(pos, cfg, tt, tail, k, found)
		for _, ml := range lines {
			h.Lines = append(h.Lines, Line{Moves: ml, Short: k < n})
			if k < n {
				s.short++
			} else {
				s.solutions++
			}
		}
		if !ok {
			return
		}
		if s.limitReached(found) || (s.opts.StopOnShortSolutions && k < n && len(lines) > 0) {
			s.partial = true
			return
		}
	}
}

// seriesLength finds the series lines of exactly k series moves from pos: over
// targets where they apply (targetSeries), else by the plain search.
func (s *solver) seriesLength(pos rules.Game, cfg config, tt *table, tail seriesTail, k int, found *atomic.Int64) ([][]movegen.Move, bool) {
	if lines, done, ok := s.targetSeries(pos, cfg, tt, tail, k, found); ok {
		return lines, done
	}
	return s.linesFrom(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
		e.seriesAfter(k-1, tail, sink)
	})
}

// helpLength finds the help lines of exactly l half moves from pos (full is the length
// of the stipulation): over targets where they apply (targetHelp), else by the plain
// search.
func (s *solver) helpLength(pos rules.Game, cfg config, tt *table, l, full int, found *atomic.Int64) ([][]movegen.Move, bool) {
	if lines, done, ok := s.targetHelp(pos, cfg, tt, l, full, found); ok {
		return lines, done
	}
	return s.linesFrom(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
		e.helpAfter(l-1, sink)
	})
}

func (s *solver) limitReached(found *atomic.Int64) bool {
	return s.opts.MaxSolutions > 0 && found.Load() >= int64(s.opts.MaxSolutions)
}

// seriesReflexForced lists the moves of ser-r play's series side that reach the goal at
// once: it must play one, and nothing else is solved (as reflexForced in battle play).
// It reports whether there were any (or the search was stopped).
func (s *solver) seriesReflexForced(pos rules.Game, h *Half, cfg config, tt *table) bool {
	var moves []movegen.Move
	if !s.sequential(pos, cfg, tt, func(e *engine) { moves = e.goalMoves() }) {
		return true
	}
	for _, m := range moves {
		l := Line{Moves: []movegen.Move{m}, ByAttacker: true}
		h.Lines = append(h.Lines, l)
		s.found(Finding{Line: &l})
	}
	return len(moves) > 0
}
