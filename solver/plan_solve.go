package solver

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// SolvePlan solves a structured stipulation in pos as Solve solves a Stipulation. The
// result's Half holds the lines (Line.Steps) of the play; its Start is the side that
// makes the first move, and each line's Inversions counts the passes before it (a "-"
// at the root, set play). Options other than SetPlay and MaxSolutions do not apply.
func SolvePlan(ctx context.Context, pos rules.Game, st *Structured, opts Options) (*Result, error) {
	if pos == nil {
		return nil, errors.New("solver: no position")
	}
	if err := st.Validate(); err != nil {
		return nil, err
	}
	if err := st.ValidateOptions(opts); err != nil {
		return nil, err
	}
	if st.byMove() {
		if _, ok := pos.(rules.MoveFacts); !ok {
			return nil, fmt.Errorf("%w: %w (%v)", ErrUnsupported, errPlan, errNoMoveFacts)
		}
		// Circuit, exchange and kiss follow the pieces from the diagram.
		identity := false
		st.Root.goals(func(g Goal) { identity = identity || g < numGoals && g.spec().identity })
		pos = newFactGame(pos, identity)
	}
	s := &solver{
		stip:    Stipulation{Play: Help, Moves: 1},
		opts:    opts,
		ctl:     newControl(ctx, opts.MaxNodes, memoryLimit(ctx, opts)),
		workers: 1,
		strat:   defaultStrategy(),
		rep:     newReporter(opts.Observer),
	}
	res := &Result{Stipulation: s.stip, Options: opts, Plan: st}
	res.Halves, _ = s.rootHalves(pos, st, st.Root, false)
	for _, h := range res.Halves {
		res.Solutions += h.Solutions
	}
	res.Nodes = s.ctl.total.Load()
	res.Status = s.combine(res.Halves)
	if res.Status == Interrupted {
		res.Err = s.ctl.reason()
	}
	return res, nil
}

// rootHalves solves p, the root of st or an operand of an operator there, as Popeye
// solves its operators (solving/boolean), and reports whether p holds. Each branch is
// one Half, written when it is solved. "X | Y" solves Y only where X has no solution;
// "X & Y" first tests Y (and_enable_shortcut_logic), writing nothing where Y has no
// solution, then solves X, and Y only where X has one; "!X" writes X as it is and
// holds where X does not. Popeye writes a tree of battle play as Option Variation asks
// only in the first operand (X, X's X, …: where its root instrumentation reaches);
// the others (fork) are written with their variations, their threats only with it.
func (s *solver) rootHalves(pos rules.Game, st *Structured, p *Plan, fork bool) ([]Half, bool) {
	switch p.Kind {
	case PlanNot:
		hs, ok := s.rootHalves(pos, st, p.X, fork)
		return hs, !ok
	case PlanOr:
		hx, ok := s.rootHalves(pos, st, p.X, fork)
		if ok {
			return hx, true
		}
		hy, ok := s.rootHalves(pos, st, p.Y, true)
		return append(hx, hy...), ok
	case PlanAnd:
		hy, ok := s.rootHalves(pos, st, p.Y, true)
		if !ok {
			return nil, false
		}
		hx, ok := s.rootHalves(pos, st, p.X, fork)
		if !ok {
			return hx, false
		}
		return append(hx, hy...), true
	}
	s.solutions = 0
	h := s.planHalf(pos, st, p, fork || s.opts.Variation)
	h.Solutions = s.solutions
	h.Status = classify(h.Solutions, 0, !s.mainOK)
	return []Half{h}, h.Solutions > 0
}

// planHalf solves root, an operand of st at the root, as one Half: lines for help and
// series play, a tree for battle play (with its threats and variations if asked).
func (s *solver) planHalf(pos rules.Game, st *Structured, root *Plan, variations bool) Half {
	inversions := 0
	first := st.Side
	for _, flip := range []bool{st.Flip, root.Flip} {
		if flip {
			first = first.Other()
			inversions++
		}
	}
	h := Half{Attacker: first, Start: first, PlanBattle: !root.lineRoot()}
	// The side to move at the root is st.Side, whatever "-" says after it: the other
	// side must not be in check.
	s.mainOK = !withSide(pos, st.Side.Other()).InCheck()
	s.setOK = !withSide(pos, first).InCheck()
	if !s.mainOK {
		h.Notes = append(h.Notes, KingCapturable)
		return h
	}
	cfg := config{goal: Mate, attacker: first}
	tt := s.newTable(1)
	if h.PlanBattle {
		s.planKeys(withSide(pos, first), root, &h, cfg, tt, variations)
		return h
	}
	h.Attacker = st.Side // the side to move at the root (Half.Attacker of a plan's lines)
	run := func(side movegen.Color, from int, inv int) []Line {
		sink := &planSink{}
		s.sequential(withSide(pos, side), cfg, tt, func(e *engine) {
			e.memo = newPlanMemo()
			e.planHelp = func(b *Plan, sink *planSink, restart bool) bool { return s.planHelpLines(e, b, sink, restart) }
			e.linesFrom(root, from, sink, false)
		})
		for i := range sink.lines {
			sink.lines[i].Inversions = inv
			if sink.lines[i].StepMarked && !h.PlanMarked {
				h.PlanGoal, h.PlanMarked = sink.lines[i].StepGoal, true
			}
		}
		return sink.lines
	}
	if s.opts.SetPlay && s.setOK && root.Max > 1 {
		h.SetLines = run(first.Other(), 1, inversions+1)
	}
	if lines, violated := s.violatedInDiagram(withSide(pos, first), root, cfg, tt); violated {
		h.Lines = lines
		return h
	}
	h.Lines = run(first, 0, inversions)
	s.solutions = len(h.Lines)
	return h
}

// planKeys finds the keys (and with Options.Try the tries) of battle branch b, pos with
// the attacker to move, with the play after them where variations asks.
func (s *solver) planKeys(pos rules.Game, b *Plan, h *Half, cfg config, tt *table, variations bool) {
	o := treeOptions{threats: s.opts.Variation && !s.opts.NoThreat, matesIn1: s.opts.MatesIn1}
	s.sequential(pos, cfg, tt, func(e *engine) {
		e.memo = newPlanMemo()
		t := &planTree{e: e, b: b, o: o}
		if !e.constraintsHold(b, 0) {
			t.violated(h)
			return
		}
		tries := s.opts.tries() && b.Max > 1
		for _, m := range slices.Clone(e.legal()) {
			e.make(m)
			node := t.firstMove(m, tries, s.opts.refutationLimit(), variations)
			e.unmake()
			if node == nil {
				continue
			}
			h.Keys = append(h.Keys, node)
			if node.Mark == Key {
				s.solutions++
			}
		}
		h.PlanGoal, h.PlanMarked = t.goal, t.marked
	})
}

// violatedInDiagram tests the constraints the root branch b has before its first move;
// where one is violated, there is no solution, and Popeye writes the play that violates
// it (of a constraint !X, X's lines) marked "?!?" (Line.ByAttacker).
func (s *solver) violatedInDiagram(pos rules.Game, b *Plan, cfg config, tt *table) ([]Line, bool) {
	violated := false
	sink := &planSink{}
	s.sequential(pos, cfg, tt, func(e *engine) {
		e.memo = newPlanMemo()
		if e.constraintsHold(b, 0) {
			return
		}
		violated = true
		for _, c := range b.letter(len(b.Moves) - 1).Constraints {
			if c.Kind == PlanNot && c.X.Kind == PlanBranch && e.holds(c.X) {
				e.forkLines(c.X, sink)
				break
			}
		}
	})
	for i := range sink.lines {
		sink.lines[i].ByAttacker = true
	}
	return sink.lines, violated
}
