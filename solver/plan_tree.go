package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// The battle-play tree of a plan whose root is a branch of attacks and defences ("ad"):
// keys and tries, threats, variations and refutations, as fillAttack writes them for a
// Stipulation, with every "does the attacker win within n" asked of the interpreter
// (branchWithin) instead of the search of one kind of play.

// planTree builds the tree of battle branch b.
type planTree struct {
	e *engine
	b *Plan
	o treeOptions
	// goal is the goal a written move reached (the marker of the half), marked whether
	// one did.
	goal   Goal
	marked bool
}

// attackLetter and defenceLetter are b's letters of the attacker and the defender.
func (t *planTree) attackLetter() *PlanMove  { return t.b.letter(0) }
func (t *planTree) defenceLetter() *PlanMove { return t.b.letter(1) }

// firstMove judges the attacker's first move m (made): a key, a try refuted by at most
// limit defences (with tries), or neither (nil).
func (t *planTree) firstMove(m movegen.Move, tries bool, limit int, variations bool) *Attack {
	e, b := t.e, t.b
	var node *Attack
	if e.afterWithin(b, 1, t.attackLetter(), b.Max) {
		node = &Attack{Move: m, Mark: Key}
	} else if tries {
		refs := t.refutations(1, b.Max, limit)
		if len(refs) == 0 || len(refs) > limit {
			return nil
		}
		node = &Attack{Move: m, Mark: TryMark}
		defer func() {
			node.Refutations = node.Refutations[:0]
			for _, r := range refs {
				node.Refutations = append(node.Refutations, &Defence{Move: r})
			}
		}()
	} else {
		return nil
	}
	if variations {
		t.fill(node, 1, b.Max)
	} else {
		t.reached(node, 1)
	}
	return node
}

// forcedGoals lists, after the attacker's j-th half move, the defender's moves when
// each of them makes a fork of the defence hold (a self-mate's forced last move), and
// reports whether it did.
func (t *planTree) forcedGoals(node *Attack, j int) bool {
	e := t.e
	d := t.defenceLetter()
	if len(d.Forks) == 0 || j+1 < t.b.Min {
		return false
	}
	moves := slices.Clone(e.legal())
	var goals []*Defence
	for _, m := range moves {
		e.make(m)
		if solved, decided := e.forkHolds(t.b, j+1, d); solved && decided {
			g, ok := t.mark(d)
			goals = append(goals, &Defence{Move: m, Goal: ok, PlanGoal: g, Attacks: t.forkAttacks()})
		}
		e.unmake()
	}
	if len(moves) == 0 || len(goals) < len(moves) {
		return false
	}
	node.Defences = goals
	return true
}

// mark returns the goal to write for the fork of m that holds (after m's move), if it
// is one, and remembers it as the half's goal.
func (t *planTree) mark(m *PlanMove) (Goal, bool) {
	for _, f := range m.Forks {
		if t.e.holds(f) {
			g, ok := t.e.heldMarker(f)
			if ok {
				t.goal, t.marked = g, true
			}
			return g, ok
		}
	}
	return 0, false
}

// heldMarker returns the first goal Popeye writes after a move that makes fork p hold
// (heldMarkers).
func (e *engine) heldMarker(p *Plan) (Goal, bool) {
	if ms := e.heldMarkers(p); len(ms) > 0 {
		return ms[0], true
	}
	return 0, false
}

// heldMarkers returns the goals Popeye writes after a move that makes fork p hold, in
// order: a goal's own; of "X|Y" the markers of the first that holds; of "X&Y" X's, then
// Y's ("#&x" writes "# x", "!x&#" the mate alone); none under a negation.
func (e *engine) heldMarkers(p *Plan) []Goal {
	switch p.Kind {
	case PlanGoal:
		return []Goal{p.Goal}
	case PlanOr:
		if e.holds(p.X) {
			return e.heldMarkers(p.X)
		}
		return e.heldMarkers(p.Y)
	case PlanAnd:
		return append(e.heldMarkers(p.X), e.heldMarkers(p.Y)...)
	}
	return nil
}

// refutations returns the defender's moves after the attacker's j-th half move that
// leave the attacker no solution within lim, stopping past limit of them.
func (t *planTree) refutations(j, lim, limit int) []movegen.Move {
	e := t.e
	if !e.letterConstraintsHold(t.attackLetter()) {
		return nil
	}
	var out []movegen.Move
	for _, d := range slices.Clone(e.legal()) {
		e.make(d)
		if !e.afterWithin(t.b, j+1, t.defenceLetter(), lim) {
			out = append(out, d)
		}
		e.unmake()
		if len(out) > limit {
			break
		}
	}
	return out
}

// reached reports whether a fork holds after the attacker's j-th half move, and marks
// node as reaching the goal when the fork is a goal.
func (t *planTree) reached(node *Attack, j int) bool {
	if j < t.b.Min {
		return false
	}
	for _, f := range t.attackLetter().Forks {
		if t.e.holds(f) {
			if f.forcedEnd() {
				node.Defences = t.forcedMoves(f)
				return true
			}
			if ms := t.e.heldMarkers(f); len(ms) > 0 {
				node.Goal, node.PlanGoal, node.PlanAlso = true, ms[0], ms[1:]
				t.goal, t.marked = ms[0], true
			}
			return true
		}
	}
	return false
}

// fill fills node, the attacker's j-th half move (made), with the play after it within
// lim half moves.
func (t *planTree) fill(node *Attack, j, lim int) {
	e, b := t.e, t.b
	if t.reached(node, j) || j >= lim || !e.letterConstraintsHold(t.attackLetter()) {
		return
	}
	if t.forcedGoals(node, j) {
		return
	}
	threatLen := 0
	var threats []movegen.Move
	if t.o.threats && j+2 <= lim && !e.pos.InCheck() {
		e.threatMove()
		for l := j + 2; l <= lim && threatLen == 0; l++ {
			if e.branchWithin(b, j+1, l) {
				threatLen = l
			}
		}
		if threatLen > 0 {
			node.Threats = t.continuations(j+1, threatLen)
			node.ThreatsUnmarked = b.hiddenBattleFork()
			for _, a := range node.Threats {
				threats = append(threats, e.moveKey(a.Move))
			}
		}
		e.unnull()
		node.Zugzwang = threatLen == 0
	}
	for _, d := range slices.Clone(e.legal()) {
		e.make(d)
		t.defence(node, d, j+1, lim, threatLen, threats)
		e.unmake()
	}
}

// defence adds the defender's move d (made), the j-th half move, to node: a refutation,
// a variation with the attacker's shortest continuations, or nothing when the threat
// answers it.
func (t *planTree) defence(node *Attack, d movegen.Move, j, lim, threatLen int, threats []movegen.Move) {
	e, b := t.e, t.b
	if solved, decided := e.forkHolds(b, j, t.defenceLetter()); decided {
		// A defence that ends the play: a loss for the defender written only as the
		// last move or with MatesIn1 (as fillAttack does), or a refutation.
		switch {
		case !solved:
			node.Refutations = append(node.Refutations, &Defence{Move: d})
		case j >= lim || t.o.matesIn1 && threatLen == 0:
			g, ok := t.mark(t.defenceLetter())
			node.Defences = append(node.Defences, &Defence{Move: d, Goal: ok, PlanGoal: g, Attacks: t.forkAttacks()})
		}
		return
	}
	out := 0
	for l := j + 1; l <= lim && out == 0; l++ {
		if e.afterWithin(b, j, t.defenceLetter(), l) {
			out = l
		}
	}
	switch {
	case out == 0:
		node.Refutations = append(node.Refutations, &Defence{Move: d})
	case threatLen > 0 && (out < threatLen || out == threatLen && t.threatsHold(threats, j, threatLen)):
	default:
		node.Defences = append(node.Defences, &Defence{Move: d, Attacks: t.continuations(j, out)})
	}
}

// threatsHold reports whether every threat still solves within lim after the defence,
// the j-th half move.
func (t *planTree) threatsHold(threats []movegen.Move, j, lim int) bool {
	e := t.e
	if !e.letterConstraintsHold(t.defenceLetter()) {
		return false
	}
	legal := slices.Clone(e.legal())
	for _, k := range threats {
		i := slices.IndexFunc(legal, func(m movegen.Move) bool { return e.moveKey(m) == k })
		if i < 0 {
			return false
		}
		e.make(legal[i])
		ok := e.afterWithin(t.b, j+1, t.attackLetter(), lim)
		e.unmake()
		if !ok {
			return false
		}
	}
	return true
}

// continuations returns the attacker's moves at half move i that solve within lim,
// each with its play.
func (t *planTree) continuations(i, lim int) []*Attack {
	e := t.e
	var out []*Attack
	for _, m := range slices.Clone(e.legal()) {
		e.make(m)
		if e.afterWithin(t.b, i+1, t.attackLetter(), lim) {
			child := &Attack{Move: m}
			t.fill(child, i+1, lim)
			out = append(out, child)
		}
		e.unmake()
	}
	return out
}

// forkAttacks returns, after a defence that makes a fork of the defence letter hold,
// the attacker's moves that solve that fork when it is an attack of one half move
// (Plan.forcedEnd: "2ad[1a[+]d{+}]", the attacker's checks after each defence), which
// Popeye writes under the defence; nil for other forks.
func (t *planTree) forkAttacks() []*Attack {
	for _, f := range t.defenceLetter().Forks {
		if !t.e.holds(f) {
			continue
		}
		if !f.forcedEnd() {
			return nil
		}
		var out []*Attack
		for _, m := range t.forcedMoves(f) {
			out = append(out, &Attack{Move: m.Move, Goal: m.Goal, PlanGoal: m.PlanGoal})
		}
		return out
	}
	return nil
}

// forcedMoves returns the moves of the side to move that make f, an attack of one half
// move (Plan.forcedEnd), hold: the defender's forced moves.
func (t *planTree) forcedMoves(f *Plan) []*Defence {
	e := t.e
	var out []*Defence
	for _, m := range slices.Clone(e.legal()) {
		e.make(m)
		if solved, decided := e.forkHolds(f, 1, &f.Moves[0]); solved && decided {
			d := &Defence{Move: m}
			for _, g := range f.Moves[0].Forks {
				if e.holds(g) {
					if goal, ok := e.heldMarker(g); ok {
						d.Goal, d.PlanGoal = true, goal
						t.goal, t.marked = goal, true
					}
					break
				}
			}
			out = append(out, d)
		}
		e.unmake()
	}
	return out
}

// violated writes, for a constraint !X of the root violated in the diagram where X is
// an attack of one move (the reflex condition of r#), the attacker's moves that make X
// hold as Popeye does: marked "?!?" (GoalByAttacker), counted as no solution.
func (t *planTree) violated(h *Half) {
	for _, c := range t.b.letter(len(t.b.Moves) - 1).Constraints {
		if c.Kind != PlanNot || !c.X.forcedEnd() || !t.e.holds(c.X) {
			continue
		}
		for _, d := range t.forcedMoves(c.X) {
			h.Keys = append(h.Keys, &Attack{Move: d.Move, Mark: GoalByAttacker, Goal: d.Goal, PlanGoal: d.PlanGoal})
		}
		break
	}
	h.PlanGoal, h.PlanMarked = t.goal, t.marked
}
