package solver

import (
	"slices"
	"sync/atomic"
)

// A branch of help play that ends in a goal which leaves the other side without a move
// (Nhh[#], Nh[=]h, m:Nhh[#], no constraints, no conditional moves) is what the help
// search of a Stipulation solves: the interpreter hands its lines to that search
// (helpLength), with its table, its goal-reachability pruning and its targets, instead
// of enumerating them itself. Popeye does the same: its intelligent mode and help-play
// hashing sit at every help branch of a structured stipulation.

// plainHelp reports whether b is such a branch, and returns its goal fork.
func (b *Plan) plainHelp() (*Plan, bool) {
	if b.Kind != PlanBranch || b.Hidden || b.End || len(b.Moves) != 2 || b.Max < 1 {
		return nil, false
	}
	var goal *Plan
	for _, m := range b.Moves {
		if m.Letter != 'h' || m.CheckOnly || len(m.Constraints) > 0 || len(m.Forks) > 1 {
			return nil, false
		}
		if len(m.Forks) == 1 {
			if goal != nil {
				return nil, false
			}
			goal = m.Forks[0]
		}
	}
	if goal == nil || goal.Kind != PlanGoal || goal.Goal >= numGoals {
		return nil, false
	}
	spec := goal.Goal.spec()
	return goal, spec.immobile && !spec.selfCheck
}

// planHelpLines adds to sink the lines of b, a plain help branch (plainHelp), from the
// engine's position (b's first side to move), every length from b.Min to b.Max whose
// last letter has the goal, shortest first, found by the help search; restart marks the
// first move as starting the numbers again (as branchLines does). It reports false
// where the engine is not one the help search can be handed (the interpreter then
// enumerates the lines itself).
func (s *solver) planHelpLines(e *engine, b *Plan, sink *planSink, restart bool) bool {
	goal, ok := b.plainHelp()
	if !ok || e.facts != nil {
		return false
	}
	game := e.pos.game.Clone()
	cfg := config{play: Help, goal: goal.Goal, goalSq: goal.Square, attacker: game.SideToMove().Other()}
	cfg.mater = cfg.attacker
	tt := s.planTables[goal.Goal]
	if tt == nil {
		tt = s.newTable(b.Max)
		if s.planTables == nil {
			s.planTables = map[Goal]*table{}
		}
		s.planTables[goal.Goal] = tt
	}
	// The lines found are the end of a line of the plan: the Observer is not told of
	// them, and no solution limit or start move applies inside.
	rep, opts := s.rep, s.opts
	s.rep, s.opts.MaxSolutions, s.opts.StartMoveNumber = nil, 0, 0
	defer func() { s.rep, s.opts = rep, opts }()
	fork := 0
	if len(b.Moves[0].Forks) == 0 {
		fork = 1
	}
	for l := max(b.Min, 1); l <= b.Max; l++ {
		if (l-1)%2 != fork {
			continue
		}
		lines, done := s.helpLength(game, cfg, tt, l, b.Max, &atomic.Int64{})
		for _, ml := range lines {
			steps := slices.Clone(sink.steps)
			for i, m := range ml.Moves {
				steps = append(steps, Step{Move: m, Restart: restart && i == 0 && len(sink.steps) > 0})
			}
			sink.lines = append(sink.lines, Line{Steps: steps, StepGoal: goal.Goal, StepMarked: true})
		}
		if !done {
			return true // stopped: what was found is kept
		}
	}
	return true
}
