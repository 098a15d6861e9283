package solver

import (
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// helpHalf solves help play; pos has the side to move first.
func (s *solver) helpHalf(pos rules.Game, h *Half, cfg config) {
	full := 2 * s.stip.Moves
	if s.stip.Reci {
		full -= 2 // the help play before the reciprocal end
	}
	if s.stip.HalfMove {
		full++
	}
	if s.stip.End == EndTwoMover {
		full-- // Black's half moves first and last
	}
	tt := s.newTable(full)
	if s.opts.SetPlay && full > 1 && s.setOK {
		// From the diagram, whose en-passant square the set play's first side may use.
		set := withSide(s.diagram, pos.SideToMove().Other())
		s.enter(h, true)
		lines, partial := s.helpLengths(set, cfg, tt, full-1)
		h.SetLines = lines
		s.partial = s.partial || partial
	}
	if !s.mainOK {
		return
	}
	s.enter(h, false)
	if cfg.end == EndReflex && h.Start == h.Attacker && s.seriesReflexForced(pos, h, cfg, tt) {
		return // hr#: White can reach the goal at once, so must
	}
	s.reciOwnOnly = false
	lines, partial := s.helpLengths(pos, cfg, tt, full)
	h.Lines, h.ReciOwnOnly = lines, s.reciOwnOnly
	s.partial = s.partial || partial
	for _, l := range lines {
		if l.Reci {
			continue
		}
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
	if s.stip.Reci {
		first = full % 2 // the reciprocal end may come at once
	}
	if cfg.end == EndSelf && first == 1 {
		first = 3 // hs#n.5: Black's move, then White's move that forces Black's
	}
	if s.stip.Exact {
		first = full
	}
	rootGoal := false
	if cfg.end == EndReflex && !s.sequential(pos, cfg, tt, func(e *engine) { rootGoal = e.canReachGoal() }) {
		return out, false
	}
	for l := first; l <= full; l += 2 {
		s.cur.length, s.cur.short = l, l < full
		if rootGoal && l > 1 {
			break // hr#: the side to move must reach the goal at once
		}
		lines, ok := s.helpLength(pos, cfg, tt, l, full, found)
		for _, ml := range lines {
			ml.Short = l < full
			out = append(out, ml)
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
	tail := tailOf(cfg.play, cfg.end, cfg.reci)
	tt := s.introTable
	if tt == nil {
		tt = s.newTable(n + 1)
	}
	if s.opts.SetPlay && tail != tailNone && s.setOK {
		// The other side moves first: only the end of the play is left.
		found := &atomic.Int64{}
		set := withSide(pos, pos.SideToMove().Other())
		s.enter(h, true)
		s.cur.short = true
		sink := s.newSink(found)
		if s.sequential(set, cfg, tt, func(e *engine) { e.tail(tail, sink) }) {
			for _, ml := range sink.lines {
				ml.Short = true
				h.SetLines = append(h.SetLines, ml)
			}
		}
	}
	if !s.mainOK {
		return
	}
	found := s.introFound
	if found == nil {
		found = &atomic.Int64{}
	}
	s.enter(h, false)
	if s.stip.Parry && !s.stip.ParryHelp && cfg.play != Help {
		s.parryBattle(pos, h, cfg, tt)
		return
	}
	if tail == tailReflex && s.seriesReflexForced(pos, h, cfg, tt) {
		return
	}
	first := 1
	if tail == tailReci && n > 1 {
		first = 2 // the series has at least one move before its reciprocal end
	}
	if s.stip.Exact {
		first = n
	}
	for k := first; k <= n; k++ {
		s.cur.length, s.cur.short = k, k < n
		s.reciOwnOnly = false
		lines, ok := s.seriesLength(pos, cfg, tt, tail, k, found)
		h.ReciOwnOnly = s.reciOwnOnly && n == 1
		for _, ml := range lines {
			ml.Short = k < n
			h.Lines = append(h.Lines, ml)
			if ml.Reci {
				continue
			}
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
func (s *solver) seriesLength(pos rules.Game, cfg config, tt *table, tail seriesTail, k int, found *atomic.Int64) ([]Line, bool) {
	if tail == tailReci {
		// k series moves: k-1 before the reciprocal end and the one of its end.
		if k == 1 {
			return s.atRoot(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
				if !e.reciEnd(sink) && e.reciOwn {
					s.reciOwnOnly = true
				}
			})
		}
		return s.linesFrom(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
			walkSeriesAfter[struct{}](e, nil, k-2, tail, struct{}{}, sink)
		})
	}
	if k == 1 && tail == tailNone && goalBySelfCheck(cfg.goal, pos) {
		// The only series move is the goal move, which is not legal: not a first move
		// of linesFrom.
		return s.atRoot(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
			walkSeries[struct{}](e, nil, 1, tail, struct{}{}, sink)
		})
	}
	if lines, done, ok := s.targetSeries(pos, cfg, tt, tail, k, found); ok {
		return lines, done
	}
	return s.linesFrom(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
		// No targets: the plain series search.
		walkSeriesAfter[struct{}](e, nil, k-1, tail, struct{}{}, sink)
	})
}

// helpLength finds the help lines of exactly l half moves from pos (full is the length
// of the stipulation): over targets where they apply (targetHelp), else by the plain
// search.
func (s *solver) helpLength(pos rules.Game, cfg config, tt *table, l, full int, found *atomic.Int64) ([]Line, bool) {
	if l == 0 {
		// Reciprocal help play whose end comes at once.
		return s.atRoot(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
			if !e.reciEnd(sink) && e.reciOwn && full == 0 {
				s.reciOwnOnly = true
			}
		})
	}
	if l == 1 && goalBySelfCheck(cfg.goal, pos) && !cfg.reci {
		// The only move is the goal move, which is not legal: not a first move of
		// linesFrom.
		return s.atRoot(pos, cfg, tt, found, func(e *engine, sink *lineSink) { e.help(1, sink) })
	}
	if lines, done, ok := s.targetHelp(pos, cfg, tt, l, full, found); ok {
		return lines, done
	}
	return s.linesFrom(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
		e.helpAfter(l-1, sink)
	})
}

// atRoot runs search on the diagram itself (no first move made) and returns its lines.
func (s *solver) atRoot(pos rules.Game, cfg config, tt *table, found *atomic.Int64,
	search func(e *engine, sink *lineSink)) ([]Line, bool) {
	sink := s.newSink(found)
	ok := s.sequential(pos, cfg, tt, func(e *engine) { search(e, sink) })
	if !ok {
		return nil, false
	}
	return sink.lines, true
}

func (s *solver) limitReached(found *atomic.Int64) bool {
	return s.opts.MaxSolutions > 0 && found.Load() >= int64(s.opts.MaxSolutions)
}

// seriesReflexForced lists the moves of the side to move in ser-r and hr play (the
// series side, White) that reach the goal at once: it must play one, and nothing else
// is solved (as reflexForced in battle play).
// It reports whether there were any (or the search was stopped).
func (s *solver) seriesReflexForced(pos rules.Game, h *Half, cfg config, tt *table) bool {
	var moves []movegen.Move
	if !s.sequential(pos, cfg, tt, func(e *engine) { moves = e.goalMoves() }) {
		return true
	}
	for _, m := range moves {
		l := withIntro(Line{Moves: []movegen.Move{m}, ByAttacker: true}, s.intro)
		h.Lines = append(h.Lines, l)
		s.found(Finding{Line: &l})
	}
	return len(moves) > 0
}
