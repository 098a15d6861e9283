package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// treeOptions say which parts of the battle-play tree to build.
type treeOptions struct {
	threats  bool // compute threats (Variation without NoThreat)
	noShort  bool // leave out short variations
	matesIn1 bool // show goal defences before the last move (Options.MatesIn1)
}

// fillAttack fills node with the play after its move: the attacker's move (the first of
// n attacking moves) has just been made and the defender is to move. For post-key play
// node.Move is NullMove and the diagram is the position after the key.
//
// What is shown follows Popeye: after a move that reaches the goal nothing; in reflex
// play the defender's forced goal moves only; otherwise the threat (the attacker's
// shortest continuations had the defender passed; none when the defender is in check)
// or zugzwang, then the defences that defeat at least one threat, with the attacker's
// shortest continuations, and the refutations (defences after which the attacker fails).
// Defences after which the attacker succeeds faster than the threat, or with every
// threat, are not shown (Popeye's threat enforcer). It returns false, filling nothing,
// where Option NonTrivial makes the node fail (nonTrivialWritten).
func (e *engine) fillAttack(node *Attack, n int, o treeOptions) bool {
	switch e.play {
	case Direct:
		if node.Move != NullMove && e.moveGoal && !(e.exact && n > 1) && e.inGoal() {
			node.Goal = true
			return true
		}
		if node.Move != NullMove && !e.hasLegalMove() {
			node.Goal = e.inGoalNoMoves()
			return true
		}
	default:
		if e.quodlibet && e.inGoal() {
			node.Goal = true
			return true
		}
		if e.play == Self && n == 1 {
			// On the last move a defender whose every move reaches the goal is forced
			// to; a goal move among others is not shown (it only loses faster). With
			// more moves left (post-key play, whose length is not shortened as a key's
			// is) Popeye seeks the threat first, and such a defence is shorter than it.
			if gm, all := e.selfGoalMoves(); all {
				for _, d := range gm {
					node.Defences = append(node.Defences, &Defence{Move: d, Goal: true})
				}
				return true
			}
		}
		if e.play == Reflex {
			if gm := e.goalMoves(); len(gm) > 0 {
				for _, d := range gm {
					node.Defences = append(node.Defences, &Defence{Move: d, Goal: true})
				}
				return true
			}
		}
	}
	defended, restore := e.nonTrivialWritten(n)
	if defended {
		return false
	}
	if restore != nil {
		defer restore()
	}

	threatLen := 0
	var threatKeys []movegen.Move
	if o.threats && n >= 2 && !e.pos.InCheck() {
		e.threatMove()
		threatLen = e.minAttack(n - 1)
		if threatLen > 0 {
			checks := e.checksOnly(threatLen)
			for _, t := range e.attackerMoves() {
				if !checks.mayMate(e, t) {
					continue
				}
				key := e.moveKey(t)
				e.make(t)
				if e.defenceLoses(threatLen) {
					child := &Attack{Move: t}
					e.fillAttack(child, threatLen, o)
					node.Threats = append(node.Threats, child)
					threatKeys = append(threatKeys, key)
				}
				e.unmake()
			}
		}
		e.unnull()
		node.Zugzwang = threatLen == 0
	}

	for _, d := range slices.Clone(e.legal()) {
		e.make(d)
		out := e.afterDefence(n, o.noShort)
		switch {
		case out.goal:
			if o.showGoalDefence(n, threatLen) {
				node.Defences = append(node.Defences, &Defence{Move: d, Goal: true})
			}
		case out.len == 0:
			node.Refutations = append(node.Refutations, &Defence{Move: d, Goal: e.defenderGoal()})
		case o.noShort && out.len < n-1:
		case threatLen > 0 && (out.len < threatLen ||
			out.len == threatLen && e.threatsHold(threatKeys, threatLen)):
		default:
			node.Defences = append(node.Defences, &Defence{Move: d, Attacks: e.continuations(out.len, o)})
		}
		e.unmake()
	}
	return true
}

// showGoalDefence reports whether a defence that reaches the goal, among the defences
// after an attacking move (the first of n), is shown. Popeye's trivial end filter
// (solving/trivial_end_filter.c) tests such a defence silently unless it is the last
// move of the play (n = 1) or Option MatesIn1 removes the filter; then a threat hides
// it as shorter than the threat (threat_enforcer_solve), a zugzwang or a check does not.
func (o treeOptions) showGoalDefence(n, threatLen int) bool {
	return n == 1 || o.matesIn1 && threatLen == 0
}

// defenderGoal reports whether the defence just made reached the goal where that
// matters (self and reflex play, GoalIsEnd): a refutation that does so is written with
// the goal's marker. A defence that mates or stalemates under GoalIsEnd (the rules
// leave the mated side a move: RoleExchange) is written as any other ("f3-f2 +").
func (e *engine) defenderGoal() bool {
	return (e.play != Direct || e.goalIsEnd && !e.goal.spec().immobile) && e.inGoal()
}

// selfGoalMoves returns the defender's moves that reach the goal and whether they are
// all of its moves (at least one).
func (e *engine) selfGoalMoves() (goal []movegen.Move, all bool) {
	if e.goal.spec().selfCheck {
		if !e.forcedBySelfCheck() {
			return nil, false
		}
		return e.goalMoves(), true
	}
	moves := slices.Clone(e.legal())
	for _, d := range moves {
		e.make(d)
		if e.inGoal() {
			goal = append(goal, d)
		}
		e.unmake()
	}
	return goal, len(moves) > 0 && len(goal) == len(moves)
}

// threatsHold reports whether the threats still succeed within n moves in the current
// position (after a defence), judged as Popeye's threat_defeated_tester does: the
// attacker's moves are tried in generation order, and those whose key (moveKey, taken in
// the position where it was a threat) is a threat's count; the first of them that fails
// defeats the threats, and they hold once as many have succeeded as there were threats.
// A game whose keys leave out part of a move (a Bul hop's hurdle movement) may so re-find
// a threat by another move than the one found.
func (e *engine) threatsHold(threats []movegen.Move, n int) bool {
	left := len(threats)
	checks := e.checksOnly(n)
	// The ply's buffer is not copied: the search below each move uses deeper plies'.
	for _, m := range e.legal() {
		if !slices.Contains(threats, e.moveKey(m)) {
			continue
		}
		if !checks.mayMate(e, m) {
			return false // no longer a check, so no longer a mate
		}
		e.make(m)
		ok := e.defenceLoses(n)
		e.unmake()
		if !ok {
			return false
		}
		if left--; left == 0 {
			return true
		}
	}
	return false
}

// moveKey returns what the game compares m by when a threat is re-found after a
// defence (rules.MoveKeyer), m itself when it says nothing; m is a move of the current
// position.
func (e *engine) moveKey(m movegen.Move) movegen.Move {
	if keyer, ok := e.pos.game.(rules.MoveKeyer); ok {
		return keyer.MoveKey(m)
	}
	return m
}

// continuations returns the attacker's moves (attacker to move) that succeed within n
// moves, each with its play.
func (e *engine) continuations(n int, o treeOptions) []*Attack {
	var out []*Attack
	checks := e.checksOnly(n)
	for _, m := range e.attackerMoves() {
		if !checks.mayMate(e, m) {
			continue
		}
		e.make(m)
		if e.defenceLoses(n) {
			child := &Attack{Move: m}
			e.fillAttack(child, n, o)
			out = append(out, child)
		}
		e.unmake()
	}
	return out
}

// setPlay returns the defender's moves in the diagram (defender to move) that leave the
// attacker a success within n−1 moves, or reach the goal themselves, with their play.
func (e *engine) setPlay(n int, o treeOptions) []*Defence {
	var out []*Defence
	if e.play == Self {
		// A defender whose every move reaches the goal is forced to, whatever n (as
		// after the key, fillAttack).
		if gm, all := e.selfGoalMoves(); all {
			for _, d := range gm {
				out = append(out, &Defence{Move: d, Goal: true})
			}
			return out
		}
	}
	if e.play == Reflex {
		if gm := e.goalMoves(); len(gm) > 0 {
			for _, d := range gm {
				out = append(out, &Defence{Move: d, Goal: true})
			}
			return out
		}
	}
	for _, d := range slices.Clone(e.legal()) {
		e.make(d)
		res := e.afterDefence(n, o.noShort)
		switch {
		case res.goal:
			// The same rule as after the key (fillAttack).
			if o.showGoalDefence(n, 0) {
				out = append(out, &Defence{Move: d, Goal: true})
			}
		case res.len > 0 && !(o.noShort && res.len < n-1):
			out = append(out, &Defence{Move: d, Attacks: e.continuations(res.len, o)})
		}
		e.unmake()
	}
	return out
}

// mateFilter tells, for the attacker's last move in direct play with the goal mate on
// an orthodox board, the moves that cannot succeed because they give no check: they are
// left unplayed (making one and generating the defender's moves only to find one is
// what most of the leaves of the tree of variations cost). Elsewhere it lets every move
// through.
type mateFilter struct {
	on bool
	f  checkFilter
}

// checksOnly returns the mateFilter for the attacker's moves with n moves left.
func (e *engine) checksOnly(n int) mateFilter {
	if n != 1 || e.play != Direct || e.goal != Mate || e.pos.fast == nil {
		return mateFilter{}
	}
	return mateFilter{on: true, f: e.checkFilter()}
}

// mayMate reports false when m, a legal move of the attacker, certainly does not mate.
func (c *mateFilter) mayMate(e *engine, m movegen.Move) bool {
	return !c.on || c.f.mayCheck(m) && e.givesCheck(m)
}
