package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// battleHalf solves direct, self or reflex play; pos has the attacker to move.
func (s *solver) battleHalf(pos rules.Game, h *Half, cfg config) {
	n := s.stip.Moves
	tt := s.newTable(2 * n)
	o := treeOptions{threats: s.opts.Variation && !s.opts.NoThreat, noShort: s.opts.NoShortVariations, matesIn1: s.opts.MatesIn1}
	if !s.mainOK {
		// The attacker cannot start (the defender is in check), but the set play,
		// with the defender to move, is solved: Popeye writes it before saying so.
		if s.opts.SetPlay && s.setOK && !s.opts.PostKeyPlay {
			s.battleSetPlay(pos, h, cfg, tt, o)
		}
		return
	}
	if s.opts.PostKeyPlay {
		// The diagram is after the key: the attacker's obligation to reach the goal at
		// once (reflex play) was the key's.
		s.postKeyPlay(pos, h, cfg, tt)
		return
	}
	// The set play comes first: the attacker's obligation to reach the goal at once
	// in reflex play binds its first move, not the defender's in the set play.
	if s.opts.SetPlay && s.setOK {
		s.battleSetPlay(pos, h, cfg, tt, o)
	}
	if cfg.play == Reflex && !cfg.semi {
		if forced, ok := s.reflexForced(pos, h, cfg, tt); forced || !ok {
			return
		}
	}
	s.battleKeys(pos, h, cfg, tt, o)
}

// reflexForced lists the attacker's moves that reach the goal at once in reflex play:
// the attacker must play one, and nothing else is solved (forced). ok is false if the
// search was stopped.
func (s *solver) reflexForced(pos rules.Game, h *Half, cfg config, tt *table) (forced, ok bool) {
	var moves []movegen.Move
	if !s.sequential(pos, cfg, tt, func(e *engine) { moves = e.goalMoves() }) {
		return false, false
	}
	if len(moves) == 0 {
		return false, true
	}
	s.enter(h, false)
	for _, m := range moves {
		a := &Attack{Move: m, Mark: GoalByAttacker, Goal: true}
		h.Keys = append(h.Keys, a)
		s.found(Finding{Attack: a})
	}
	return true, true
}

// postKeyPlay solves the play after the key (Options.PostKeyPlay): the diagram is the
// position after it, the defender to move.
func (s *solver) postKeyPlay(pos rules.Game, h *Half, cfg config, tt *table) {
	if s.opts.tries() {
		h.Notes = append(h.Notes, TryNotApplicable)
	}
	node := &Attack{Move: NullMove}
	po := treeOptions{threats: !s.opts.NoThreat, noShort: s.opts.NoShortVariations, matesIn1: s.opts.MatesIn1}
	s.enter(h, false)
	written := false
	if s.sequential(pos, cfg, tt, func(e *engine) {
		e.nullMove()
		written = e.fillAttack(node, s.stip.Moves, po)
		e.unnull()
	}) && written {
		h.PostKey = node
		s.solutions++
		s.found(Finding{Attack: node})
	}
}

// battleSetPlay solves the set play: the defender's moves in the diagram with the
// attacker's continuations. Popeye's set play starts at the defence node's guards of
// Threat and MaxFlightSquares: where they defend (no threat within Threat's length in
// the diagram) there is no set play. A defender bound to reach the goal (reflex play)
// is so before them.
func (s *solver) battleSetPlay(pos rules.Game, h *Half, cfg config, tt *table, o treeOptions) {
	var set []*Defence
	s.enter(h, true)
	if s.sequential(pos, cfg, tt, func(e *engine) {
		e.nullMove()
		if e.play == Reflex && e.goalInOne() || !e.defenceByOption(s.stip.Moves, nil) {
			set = e.setPlay(s.stip.Moves, o)
		}
		e.unnull()
	}) {
		h.SetPlay = set
		for _, d := range set {
			s.found(Finding{Defence: d})
		}
	}
}

// battleKeys searches every first move of the attacker in parallel for keys and, with
// Options.Try, tries, and counts the keys (short ones apart).
func (s *solver) battleKeys(pos rules.Game, h *Half, cfg config, tt *table, o treeOptions) {
	n := s.stip.Moves
	s.enter(h, false)
	s.cur.length = n
	var moves []movegen.Move
	if !s.sequential(pos, cfg, tt, func(e *engine) { moves = s.startAt(e, e.attackerMoves()) }) {
		return
	}
	nodes := make([]*Attack, len(moves))
	short := make([]bool, len(moves))
	keys := 0 // with MaxSolutions, one worker takes the moves in order (keysCut)
	done := s.forEach(pos, cfg, tt, len(moves), func(e *engine, i int) {
		if s.keysCut(keys) {
			return
		}
		nodes[i], short[i] = s.firstMove(e, moves[i], cfg, o)
		if nodes[i] != nil {
			if nodes[i].Mark == Key {
				keys++
				s.partial = s.partial || s.keysCut(keys)
			}
			s.found(Finding{Attack: nodes[i]})
		}
	})
	for i, node := range nodes {
		if !done[i] || node == nil {
			continue
		}
		h.Keys = append(h.Keys, node)
		if node.Mark == Key {
			if short[i] {
				s.short++
			} else {
				s.solutions++
			}
		}
	}
}

// firstMove searches the attacker's first move m on e: it returns the key or try it is
// with its play (nil if neither), and whether a key reaches the goal in fewer moves.
func (s *solver) firstMove(e *engine, m movegen.Move, cfg config, o treeOptions) (node *Attack, short bool) {
	n := s.stip.Moves
	limit := s.opts.refutationLimit()
	tries := s.opts.tries() && !(cfg.play == Direct && n == 1)
	e.make(m)
	defer e.unmake()
	refLimit := limit
	if !tries {
		refLimit = -1 // no try to show: the refutations are not needed
	}
	solves, refs := e.firstMoveRefutations(n, refLimit)
	switch {
	case solves:
		node = &Attack{Move: m, Mark: Key}
		short = n > 1 && !cfg.exact && e.defenceLoses(n-1)
	case tries && len(refs) >= 1 && len(refs) <= limit:
		node = &Attack{Move: m, Mark: TryMark}
	default:
		return nil, false
	}
	if s.opts.Variation {
		e.fillAttack(node, e.solvedLength(n, short, node.Mark == Key), o)
	} else if (cfg.play == Direct || s.opts.Quodlibet) && !(cfg.exact && n > 1) {
		node.Goal = e.inGoal()
	}
	if node.Mark == TryMark {
		refs = e.sameMoves(refs)
		node.Defences = slices.DeleteFunc(node.Defences, func(d *Defence) bool { return slices.Contains(refs, d.Move) })
		node.Refutations = node.Refutations[:0]
		for _, r := range refs {
			e.make(r)
			d := &Defence{Move: r, Goal: e.defenderGoal()}
			if cfg.play == Reflex && !cfg.semi && n > 1 && !d.Goal {
				d.Attacks = e.forcedAttackerGoals()
			}
			e.unmake()
			node.Refutations = append(node.Refutations, d)
		}
	}
	return node, short
}

// solvedLength returns the number of attacking moves (the first made, the defender to
// move) the play after a first move is written with: n, or for a key that is short the
// least length it succeeds in. Popeye's continuation solver solves the play after a move
// that solved with the length it solved in (solving/battle_play/continuation.c), so such
// a key's threats are sought, and its variations cut, as in the shorter stipulation.
// Under Popeye's degenerate tree that length is the one its test reports
// (degenerateDefence), which may be n for a key that succeeds in fewer moves (a key
// that does not is written with n without that search, which is long). A try (key
// false) is written with n.
func (e *engine) solvedLength(n int, short, key bool) int {
	if key && short && e.skipsLengths(n-1) {
		e.degenerateRootTest(n)
		return e.degenerateDefence(n)
	}
	if !short {
		return n
	}
	for k := 1; k < n-1; k++ {
		if e.defenceLoses(k) {
			return k
		}
	}
	return n - 1
}

// forcedAttackerGoals returns, after a refutation in reflex play (attacker to move),
// the attacker's moves that reach the goal, marked GoalByAttacker: the reflex
// obligation forces the attacker to play one, and Popeye writes them under the
// refutation with " ?!?" (its constraint writer, output/plaintext/constraint_writer.c).
func (e *engine) forcedAttackerGoals() []*Attack {
	var out []*Attack
	for _, m := range e.goalMoves() {
		out = append(out, &Attack{Move: m, Mark: GoalByAttacker, Goal: true})
	}
	return out
}

// sameMoves returns the defender's legal moves (defender to move) that are one of refs
// as Popeye compares moves (moveKey), in generation order: Popeye writes each move that
// equals a refutation in its table as a refutation, and not as a variation (its
// refutations avoider and writer ask is_current_move_in_table), so the other choices
// of a refuting capture (SnekChess's) refute with it.
func (e *engine) sameMoves(refs []movegen.Move) []movegen.Move {
	keys := make([]movegen.Move, len(refs))
	for i, r := range refs {
		keys[i] = e.moveKey(r)
	}
	var out []movegen.Move
	for _, d := range e.legal() {
		if slices.Contains(refs, d) || slices.Contains(keys, e.moveKey(d)) {
			out = append(out, d)
		}
	}
	return out
}

// keysCut reports whether MaxSolutions keys were found (keys): Popeye counts each key
// as a solution in its move order (the order of the moves here: engine.popeyeOrder, one
// worker: Solve), calls the solution partial once the count is reached and plays no
// first move after it (options/maxsolutions: its guard and counter at the attacker's
// first move). With tries to write no cut is made: Popeye's guard makes the moves after
// it fail, which cpls does not follow.
func (s *solver) keysCut(keys int) bool {
	return s.opts.MaxSolutions > 0 && !s.opts.tries() && keys >= s.opts.MaxSolutions
}
