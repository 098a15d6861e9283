package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// introHalf solves series play after introductory moves (Stipulation.Intro); pos has the
// side that makes them to move. Every sequence of 1 to Intro of its moves, the other
// side passing in between (so no move but the last may give check), is followed by the
// series play, whose lines are the solutions with the sequence in front. Set play is
// not solved.
func (s *solver) introHalf(pos rules.Game, h *Half, cfg config) {
	if !s.mainOK {
		return
	}
	setPlay := s.opts.SetPlay
	s.opts.SetPlay = false
	defer func() { s.opts.SetPlay, s.intro = setPlay, nil }()
	s.introWalk(pos.Clone(), h, cfg, nil)
}

// introWalk plays each introductory move of g after prefix, solves the series play
// after it and goes on with one more introductory move while Intro allows.
func (s *solver) introWalk(g rules.Game, h *Half, cfg config, prefix []movegen.Move) {
	for _, m := range g.LegalMoves(nil) {
		if s.ctl.halted() {
			return
		}
		g.Make(m)
		line := append(slices.Clone(prefix), m)
		s.intro = line // the lines found begin with it (lineSink.intro)
		s.seriesHalf(g.Clone(), h, cfg)
		if len(line) < s.stip.Intro && !g.InCheck() {
			g.Pass()
			s.introWalk(g, h, cfg, line)
			g.Unpass()
		}
		g.Unmake()
	}
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
