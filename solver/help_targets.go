package solver

import (
	"slices"
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver/target"
)

// Help and series play over targets (package target): the final positions that a
// solution may end in are built first, and only play that can still reach one of them
// is searched (target_search.go). Three kinds of target sets serve:
//
//   - placements (target.Placements): where the mating side's pieces end, with the
//     victim king's squares; cheap to build, they know which last moves may mate and
//     prune well where the mating side is strong;
//   - full targets (target.FullTargets, target.MateTargets): the victim's blockers and
//     the pieces that guard the flights placed too; they prune where the mating side is
//     weak, and are the only kind that suits stalemates well;
//   - both at once for mates (bothSets): a position stays while each kind has a target
//     it can still reach.
//
// The targets are orthodox constructions: they apply to orthodox games (rules.Orthodox)
// and to games whose rules keep orthodox play (rules.OrthodoxPlay: every line of their
// play is a line of orthodox play and their mates and stalemates are orthodox ones), on
// an orthodox mirror of the game (engine.targetPos). On a board with holes
// (rules.HoledPlay) the full targets are built knowing them; the placements are not,
// so they are left out there.

// strategy chooses how help and series play are searched. Solve uses
// defaultStrategy; tests compare the others with it and with the plain search.
type strategy struct {
	// targets: search over targets where they apply; false: the plain search always.
	targets bool
	// fullStalemate: full targets for help stalemates, from stalemateMin half moves on.
	fullStalemate bool
	stalemateMin  int
	// fullMate: full mate targets, searched alone, or beside the placements where
	// placementsBeside is true (and the placements are not too many).
	fullMate         bool
	placementsBeside bool
}

// defaultStrategy is the fastest strategy on the corpus. Mates search over the full
// mate targets alone: the placements beside them prune few positions more and their
// filter costs many times the full targets' (and asking for them caps the full targets
// at target.MaxMateTargets, leaving problems with more to the placements alone).
func defaultStrategy() strategy {
	return strategy{targets: true, fullStalemate: true, stalemateMin: 5, fullMate: true}
}

// placementStalemateMin is the shortest help stalemate (half moves) searched over
// placements: they place few pieces for a stalemate and prune little before.
const placementStalemateMin = 7

// bothMinLength is the shortest help play (half moves) searched over both kinds of mate
// targets: in h#2 the full ones prune little and cost more than they save.
const bothMinLength = 5

// fullTargetSteps bounds the construction of stalemate targets; shortFullTargetSteps
// does so for stipulations shorter than placementStalemateMin, where the plain search
// that follows a failed construction is itself short, and for the full mate targets.
const fullTargetSteps, shortFullTargetSteps = 4000000, 1000000

// minLength is the shortest help play (half moves) solved over targets (all its lengths
// from 3 on).
func (st strategy) minLength(g Goal) int {
	switch {
	case g == Mate:
		return 3
	case st.fullStalemate:
		return st.stalemateMin
	}
	return placementStalemateMin
}

// fullAlone reports whether help or series play with goal g searches over full targets
// alone: stalemates (mates search over both kinds, bothLines).
func (st strategy) fullAlone(g Goal) bool {
	return st.fullStalemate && g == Stalemate
}

// targetGoal is g as the target constructions tell goals apart.
func targetGoal(g Goal) target.Goal {
	switch g {
	case Mate:
		return target.Mate
	case Stalemate, DoubleStalemate:
		return target.Stalemate
	}
	return target.MateOrStalemate
}

// targetRoot returns the orthodox position the targets of game are built on: its own
// when it is orthodox, a mirror of it when its rules keep orthodox play
// (rules.OrthodoxPlay, rules.HoledPlay: holes are the squares taken off the board), nil
// otherwise.
func targetRoot(game rules.Game) (pos *movegen.Position, holes movegen.Bitboard) {
	if o, ok := game.(*rules.Orthodox); ok {
		return o.Position, 0
	}
	if b := newBoard(game); b.mirror != nil {
		return b.mirror.OrthodoxPosition(), b.holes
	}
	return nil, 0
}

// targetHelp finds the help lines of exactly l half moves from pos over targets (full is
// the length of the stipulation); ok is false where targets do not apply or cannot be
// built, and the plain search must be used.
func (s *solver) targetHelp(game rules.Game, cfg config, tt *table, l, full int, found *atomic.Int64) (lines []Line, done, ok bool) {
	st := s.strat
	// The targets of reciprocal help play are those of its whole solutions: the d half
	// moves, the help side's move and the other side's goal move (walkHelp).
	tl, tfull := l, full
	if cfg.reci {
		tl, tfull = l+2, full+2
	}
	if !st.targets || tl < 3 || tfull < st.minLength(cfg.goal) || !cfg.goal.spec().immobile || cfg.end != EndGoal {
		return nil, false, false
	}
	pos, holes := targetRoot(game)
	if pos == nil {
		return nil, false, false
	}
	us := pos.SideToMove()
	mater, materMoves := us, (tl+1)/2
	if tl%2 == 0 {
		mater, materMoves = us.Other(), tl/2
	}
	victimMoves := tl - materMoves
	placements := placementsOnce(pos, holes, cfg.goal, mater, materMoves, victimMoves)
	if cfg.goal == Mate && st.fullMate && tl >= bothMinLength {
		if lines, done, ok := s.bothLines(game, pos, holes, placements, cfg, tt, mater, materMoves, victimMoves, found, func(e *engine, sink *lineSink, set bothSets) {
			walkHelp(e, e.both, l-1, set, sink)
		}); ok {
			return lines, done, true
		}
	}
	if st.fullAlone(cfg.goal) {
		steps := fullTargetSteps
		if tfull < placementStalemateMin {
			steps = shortFullTargetSteps
		}
		if targets, ok := target.FullTargets(pos, holes, targetGoal(cfg.goal), mater, materMoves, victimMoves, steps, s.ctl.halted); ok {
			lines, done := s.fullLines(game, cfg, tt, targets, mater, materMoves, victimMoves, found, func(e *engine, sink *lineSink) {
				walkHelp(e, e.fwalk, l-1, e.fset.Root(), sink)
			})
			return lines, done, true
		}
	}
	if cfg.goal != Stalemate || tfull >= placementStalemateMin {
		if targets, ok := placements(); ok {
			lines, done := s.placementLines(game, cfg, tt, targets, mater, materMoves, victimMoves, found, func(e *engine, sink *lineSink) {
				walkHelp(e, e.twalk, l-1, e.tset.Root(), sink)
			})
			return lines, done, true
		}
	}
	return nil, false, false
}

// targetSeries finds the series lines of exactly k series moves from pos over targets;
// ok is false where targets do not apply or cannot be built, and the plain search must
// be used.
func (s *solver) targetSeries(game rules.Game, cfg config, tt *table, tail seriesTail, k int, found *atomic.Int64) (lines []Line, done, ok bool) {
	st := s.strat
	materMoves, victimMoves, seriesMates, fits := seriesTargetMoves(tail, k, cfg.parry)
	if !st.targets || !fits || k < 2 || !cfg.goal.spec().immobile {
		return nil, false, false
	}
	pos, holes := targetRoot(game)
	if pos == nil {
		return nil, false, false
	}
	mater := pos.SideToMove()
	if !seriesMates {
		mater = mater.Other()
	}
	placements := placementsOnce(pos, holes, cfg.goal, mater, materMoves, victimMoves)
	if cfg.goal == Mate && st.fullMate && tail == tailHelp {
		if lines, done, ok := s.bothLines(game, pos, holes, placements, cfg, tt, mater, materMoves, victimMoves, found, func(e *engine, sink *lineSink, set bothSets) {
			walkSeriesAfter(e, e.both, k-1, tail, set, sink)
		}); ok {
			return lines, done, true
		}
	}
	if st.fullAlone(cfg.goal) && tail == tailHelp {
		if targets, ok := target.FullTargets(pos, holes, targetGoal(cfg.goal), mater, materMoves, victimMoves, fullTargetSteps, s.ctl.halted); ok {
			lines, done := s.fullLines(game, cfg, tt, targets, mater, materMoves, victimMoves, found, func(e *engine, sink *lineSink) {
				walkSeriesAfter(e, e.fwalk, k-1, tail, e.fset.Root(), sink)
			})
			return lines, done, true
		}
	}
	if targets, ok := placements(); ok {
		lines, done := s.placementLines(game, cfg, tt, targets, mater, materMoves, victimMoves, found, func(e *engine, sink *lineSink) {
			walkSeriesAfter(e, e.twalk, k-1, tail, e.tset.Root(), sink)
		})
		return lines, done, true
	}
	return nil, false, false
}

// placementsOnce returns a function that builds the placements of a help play
// (target.Placements) on its first call and returns them again on the others, so that
// the search over both kinds of targets and the fallback after it share one
// construction; on a board with holes there are none.
func placementsOnce(pos *movegen.Position, holes movegen.Bitboard, g Goal, mater movegen.Color, materMoves, victimMoves int) func() ([]*target.Placement, bool) {
	var built, ok bool
	var set []*target.Placement
	return func() ([]*target.Placement, bool) {
		if !built && holes == 0 {
			built = true
			set, ok = target.Placements(pos, targetGoal(g), mater, materMoves, victimMoves)
		}
		return set, ok
	}
}

// bothLines searches over both kinds of targets of a mate at once (bothSets). The full
// targets get shortFullTargetSteps construction steps. Where the placements are too
// many (placements fails), strategy.placementsBeside is off or the board has holes,
// the full ones are searched alone, up to target.MaxFullTargets of them. ok is false
// when the full targets cannot be built.
func (s *solver) bothLines(game rules.Game, pos *movegen.Position, holes movegen.Bitboard, placements func() ([]*target.Placement, bool), cfg config, tt *table,
	mater movegen.Color, materMoves, victimMoves int, found *atomic.Int64, search func(e *engine, sink *lineSink, set bothSets)) ([]Line, bool, bool) {
	var set []*target.Placement
	setOK := false
	if holes == 0 && s.strat.placementsBeside {
		set, setOK = placements()
	}
	maxOut := target.MaxMateTargets
	if !setOK {
		maxOut = target.MaxFullTargets // the full ones alone, else the plain search
	}
	full, ok := target.MateTargets(pos, holes, mater, materMoves, victimMoves, shortFullTargetSteps, maxOut, s.ctl.halted)
	if !ok {
		return nil, false, false
	}
	lines, done := s.trackedLines(game, cfg, tt, mater, found, func(e *engine) {
		e.tset = nil
		if setOK {
			e.tset = target.NewSet(e.targetPos(), e.track, set, mater, materMoves, victimMoves)
		}
		e.fset = target.NewFullSet(e.targetPos(), e.track, full, mater, materMoves, victimMoves)
		e.both = bothWalk(e)
	}, func(e *engine, sink *lineSink) {
		root := bothSets{f: e.fset.Root()}
		if e.tset != nil {
			root.t = e.tset.Root()
		}
		search(e, sink, root)
	})
	return lines, done, true
}

// placementLines runs the search over placements after every first move of pos, in
// parallel, and gathers the lines in move order (as linesFrom does for the plain
// search).
func (s *solver) placementLines(game rules.Game, cfg config, tt *table, targets []*target.Placement, mater movegen.Color,
	materMoves, victimMoves int, found *atomic.Int64, search func(e *engine, sink *lineSink)) ([]Line, bool) {
	return s.trackedLines(game, cfg, tt, mater, found, func(e *engine) {
		e.tset = target.NewSet(e.targetPos(), e.track, targets, mater, materMoves, victimMoves)
		e.twalk = placementWalk(e)
	}, search)
}

// fullLines is placementLines over full targets.
func (s *solver) fullLines(game rules.Game, cfg config, tt *table, targets []*target.Full, mater movegen.Color,
	materMoves, victimMoves int, found *atomic.Int64, search func(e *engine, sink *lineSink)) ([]Line, bool) {
	return s.trackedLines(game, cfg, tt, mater, found, func(e *engine) {
		e.fset = target.NewFullSet(e.targetPos(), e.track, targets, mater, materMoves, victimMoves)
		e.fwalk = fullWalk(e)
	}, search)
}

// trackedLines runs search after every first move of pos, in parallel, on engines that
// follow the pieces by identity (mater's first) and were prepared by prepare at the
// root, and gathers the lines in move order (as linesFrom does).
func (s *solver) trackedLines(game rules.Game, cfg config, tt *table, mater movegen.Color, found *atomic.Int64,
	prepare func(e *engine), search func(e *engine, sink *lineSink)) ([]Line, bool) {
	var moves []movegen.Move
	if !s.sequential(game, cfg, tt, func(e *engine) { moves = slices.Clone(e.legal()) }) {
		return nil, false
	}
	sinks := make([]*lineSink, len(moves))
	done := s.forEach(game, cfg, tt, len(moves), func(e *engine, i int) {
		sink := s.newSink(found)
		sinks[i] = sink
		if sink.limit() {
			return
		}
		if e.track == nil {
			e.track = target.NewTracker(e.targetPos(), mater)
			prepare(e)
		}
		e.make(moves[i])
		sink.push(moves[i])
		search(e, sink)
		e.unmake()
	})
	var out []Line
	complete := true
	for i, sink := range sinks {
		if !done[i] {
			complete = false
			continue
		}
		out = append(out, sink.lines...)
	}
	return out, complete
}
