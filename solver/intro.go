package solver

import (
	"slices"
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// introHalf solves series play after introductory moves (Stipulation.Intro); pos has the
// side that makes them to move. Every sequence of 1 to Intro of its moves, the other
// side passing in between (so no move but the last may give check), is followed by the
// series play, whose lines are the solutions with the sequence in front. Set play is
// not solved. Options.StartMoveNumber numbers the first introductory moves, not the
// series' first moves after them: the series play is solved from its first move (the
// caller drops the introductory moves left out).
func (s *solver) introHalf(pos rules.Game, h *Half, cfg config) {
	if !s.mainOK {
		return
	}
	setPlay, start := s.opts.SetPlay, s.opts.StartMoveNumber
	s.opts.SetPlay, s.opts.StartMoveNumber = false, 0
	s.introFound = &atomic.Int64{}
	if !s.stip.Reci {
		s.introDead = map[uint64]int{}
	}
	s.introTable = s.newTable(s.stip.Moves + 1)
	defer func() {
		s.opts.SetPlay, s.opts.StartMoveNumber, s.intro, s.introFound = setPlay, start, nil, nil
		s.introDead, s.introTable = nil, nil
	}()
	s.introWalk(pos.Clone(), h, cfg, nil, start)
}

// introWalk plays each introductory move of g after prefix, in Popeye's order from the
// one numbered start (StartMoveNumber; 0 or 1: all), solves the series play after it
// and goes on with one more introductory move while Intro allows. It stops once the
// series play after one of them had short solutions under StopOnShortSolutions, or
// MaxSolutions solutions were found after all of them: Popeye then solves nothing more.
func (s *solver) introWalk(g rules.Game, h *Half, cfg config, prefix []movegen.Move, start int) {
	for _, m := range introMoves(g, start) {
		if s.ctl.halted() || s.stoppedShort() || s.limitReached(s.introFound) {
			return
		}
		g.Make(m)
		line := append(slices.Clone(prefix), m)
		s.introAfter(g, h, cfg, line)
		g.Unmake()
	}
}

// introAfter solves the series play after the introductory moves line, which g has
// just played, and walks on with one more introductory move while Intro allows,
// unless the play after them is known to have no solution (introDead).
func (s *solver) introAfter(g rules.Game, h *Half, cfg config, line []movegen.Move) {
	left := s.stip.Intro - len(line)
	key := g.Hash()
	if dead, ok := s.introDead[key]; ok && dead >= left {
		return
	}
	lines := len(h.Lines)
	s.intro = line // the lines found begin with it (lineSink.intro)
	s.seriesHalf(g.Clone(), h, cfg)
	if left > 0 && !g.InCheck() {
		g.Pass()
		s.introWalk(g, h, cfg, line, 0)
		g.Unpass()
	}
	if s.introDead != nil && len(h.Lines) == lines && !s.ctl.halted() {
		s.introDead[key] = max(s.introDead[key], left)
	}
}

// stoppedShort reports whether StopOnShortSolutions ends the search: short solutions
// were found.
func (s *solver) stoppedShort() bool { return s.opts.StopOnShortSolutions && s.short > 0 }

// introMoves returns the legal moves of g in Popeye's order where the rules know it
// (rules.PopeyeOrderer), without those before the one Popeye numbers start: its numbers
// count the pseudo-legal moves it tries (rules.TriedMover), illegal ones too.
func introMoves(g rules.Game, start int) []movegen.Move {
	moves := g.LegalMoves(nil)
	o, ok := g.(rules.PopeyeOrderer)
	if !ok {
		return moves
	}
	o.PopeyeOrder(moves)
	if start <= 1 {
		return moves
	}
	tried := moves
	if lm, ok := g.(rules.TriedMover); ok {
		if pseudo, ok := lm.TriedMoves(nil); ok {
			o.PopeyeOrder(pseudo)
			tried = pseudo
		}
	}
	skipped := tried[:min(start-1, len(tried))]
	return slices.DeleteFunc(moves, func(m movegen.Move) bool { return slices.Contains(skipped, m) })
}

// withIntro returns l with the introductory moves intro in front.
func withIntro(l Line, intro []movegen.Move) Line {
	if len(intro) == 0 {
		return l
	}
	l.Moves = append(slices.Clone(intro), l.Moves...)
	l.Intro = len(intro)
	return l
}
