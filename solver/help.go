package solver

import (
	"slices"
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver/target"
)

// Help and series play enumerate every line; the table only remembers positions proven
// to have no line of a given remaining length, keyed by the position hash salted with
// that length.

// lineSink collects the lines one engine finds for one first move.
type lineSink struct {
	stack []movegen.Move
	lines []Line
	found *atomic.Int64 // lines found by all engines of the phase
	max   int64         // MaxSolutions, 0 for no limit
	// report tells the Observer of each line; nil without one.
	report func(l Line)
	// intro: the introductory moves each line begins with (Stipulation.Intro).
	intro []movegen.Move
	// nums are Popeye's numbers of the moves on the stack at the levels the search
	// prunes under Options.MoveNumbers (engine.levelNumbers).
	nums []int
}

// emit adds the line of the moves on the stack followed by last.
func (s *lineSink) emit(last ...movegen.Move) { s.add(false, 0, last) }

// emitTail is emit for a line whose last moves are the two-mover after the help play
// (Line.Tail).
func (s *lineSink) emitTail(last ...movegen.Move) { s.add(false, len(last), last) }

// emitReci adds the line of the moves on the stack followed by last as the reciprocal
// part of a reci-h solution (Line.Reci).
func (s *lineSink) emitReci(last ...movegen.Move) { s.add(true, 0, last) }

func (s *lineSink) add(reci bool, tail int, last []movegen.Move) {
	moves := make([]movegen.Move, 0, len(s.intro)+len(s.stack)+len(last))
	moves = append(moves, s.intro...)
	moves = append(moves, s.stack...)
	moves = append(moves, last...)
	l := Line{Moves: moves, Reci: reci, Intro: len(s.intro), Tail: tail}
	s.lines = append(s.lines, l)
	if !reci {
		s.found.Add(1)
	}
	if s.report != nil {
		s.report(l)
	}
}

// push adds m to the line being searched; pop takes the last move off it.
func (s *lineSink) push(m movegen.Move) { s.stack = append(s.stack, m) }
func (s *lineSink) pop()                { s.stack = s.stack[:len(s.stack)-1] }

// noLineKnown returns the table key of the current position with d moves (or half
// moves) left, and whether the table holds that it has no line of that length.
func (e *engine) noLineKnown(d int) (key uint64, known bool) {
	key = e.pos.Hash() ^ depthKeys[d]
	_, loss := e.tt.probe(key)
	return key, loss > 0
}

// noLineLost remembers the position of key as having no line of its length when none
// was found (unless MaxSolutions cut the search) and returns found.
func (e *engine) noLineLost(key uint64, found bool, sink *lineSink) bool {
	if !found && !sink.limit() {
		e.tt.storeLoss(key, 1, 0)
	}
	return found
}

// emitIfGoal ends the line being searched: it emits it when the side to move is in the
// goal state and reports whether it did.
func (e *engine) emitIfGoal(sink *lineSink) bool {
	if e.inGoal() {
		sink.emit()
		return true
	}
	return false
}

// emitGoalMoves emits every legal move that reaches the goal; with a mask, only the
// moves it marks (from → to; castling always passes). It reports whether there was one.
func (e *engine) emitGoalMoves(sink *lineSink, mask *[64]movegen.Bitboard) bool {
	found := false
	moves, filter, judge := e.goalCandidates()
	for _, m := range moves {
		if mask != nil && !e.isCastle(m) && !mask[m.From()].Has(m.To()) || filter && !e.mayReachGoal(m) {
			continue
		}
		e.make(m)
		if judge && e.madeIllegal() {
			continue
		}
		if e.inGoal() {
			sink.emit(m)
			found = true
		}
		e.unmake()
	}
	return found
}

// limit reports whether MaxSolutions lines have been found.
func (s *lineSink) limit() bool { return s.max > 0 && s.found.Load() >= s.max }

// help finds all help-play lines of exactly d half moves from the current position: the
// sides alternate, and after the last move the side to move is in the goal state.
func (e *engine) help(d int, sink *lineSink) bool {
	if sink.limit() {
		return false
	}
	if d == 0 {
		if e.reci {
			return e.reciEnd(sink)
		}
		if e.end == EndDirect {
			return e.directEnd(sink)
		}
		if e.end == EndTwoMover {
			return e.twoMoverEnd(sink)
		}
		return e.emitIfGoal(sink)
	}
	if e.end != EndGoal {
		if handled, found := e.helpEnding(d, sink); handled {
			return found
		}
	}
	if d == 1 && !e.reci && e.pos.fast != nil && e.end == EndGoal {
		// Orthodox goal moves are cheaper to find than to look up (a probe is a cache
		// miss); other rules' are not.
		return e.emitGoalMoves(sink, nil)
	}
	key, known := e.noLineKnown(d)
	if known {
		return false
	}
	if d == 1 && !e.reci && (e.end == EndGoal || e.end == EndReflex) {
		return e.noLineLost(key, e.emitGoalMoves(sink, nil), sink)
	}
	if d >= reachMinDepth && e.pos.fast != nil && !e.moveGoal && e.end == EndGoal && !e.helpReachable(d) {
		e.tt.storeLoss(key, 1, 0)
		return false
	}
	if e.config.numbers.Levels() > 1 {
		if numbered := e.levelNumbers(sink); numbered != nil {
			// A search that skips moves proves nothing for the table.
			return e.helpNumbered(d, sink, numbered)
		}
	}
	found := false
	moves, judge := e.playMoves()
	for _, m := range moves {
		e.make(m)
		if judge && e.madeIllegal() {
			continue
		}
		sink.push(m)
		if e.helpAfter(d-1, sink) {
			found = true
		}
		sink.pop()
		e.unmake()
	}
	return e.noLineLost(key, found, sink)
}

// helpNumbered is help at a level where Options.MoveNumbers skips moves: the moves it
// does not skip (numbered gives their numbers) are played as help plays them.
func (e *engine) helpNumbered(d int, sink *lineSink, numbered map[movegen.Move]int) bool {
	found := false
	moves, judge := e.playMoves()
	for _, m := range slices.Clone(moves) {
		n := numbered[m]
		if e.skipsAtLevel(sink, n) {
			continue
		}
		e.make(m)
		if judge && e.madeIllegal() {
			continue
		}
		sink.push(m)
		sink.nums = append(sink.nums, n)
		if e.helpAfter(d-1, sink) {
			found = true
		}
		sink.nums = sink.nums[:len(sink.nums)-1]
		sink.pop()
		e.unmake()
	}
	return found
}

// helpEnding plays the end of hs# and hr# (Stipulation.End) at d half moves from the
// end; handled is false where the plain help play goes on.
func (e *engine) helpEnding(d int, sink *lineSink) (handled, found bool) {
	switch {
	case e.end == EndSelf && d == 1:
		// White has moved: every Black move must reach the goal.
		if !e.forcedToGoal() {
			return true, false
		}
		for _, m := range e.forcedMoves() {
			sink.emit(m)
		}
		return true, true
	case e.end == EndReflex && d >= 2 && e.canReachGoal():
		// The side to move could reach the goal, so it must: the play ends here, in a
		// shorter line (or fails, when it is White).
		return true, false
	}
	return false, false
}

// helpAfter is help after a move, with d half moves left: a goal that is not a mate or
// stalemate, reached before the last move by the side that makes the last move, ends
// the play there (that line is a shorter one), and so does KeepMatingPiece.
func (e *engine) helpAfter(d int, sink *lineSink) bool {
	if d > 0 && e.materBare() {
		// KeepMatingPiece: the side to reach the goal has no piece but its king left
		// (which under fairy rules a rebirth might give back: Popeye ends the line all
		// the same).
		return false
	}
	if e.moveGoal && e.end != EndDirect && e.end != EndTwoMover && d > 0 && (d%2 == 0 || e.goalIsEnd) && e.inGoal() {
		return false
	}
	return e.help(d, sink)
}

// helpReachable reports whether the goal may still be reached (target.Reachable) in help
// play with d half moves left. In reciprocal help play (e.reci) the d half moves end
// where the help side must both reach its own goal in one move and let the other side
// reach the goal after it: each of the two is bounded, in d+1 and d+2 half moves.
func (e *engine) helpReachable(d int) bool {
	if !e.reci {
		return reachableIn(e.pos.fast, e.goal, d)
	}
	if !reachableIn(e.pos.fast, e.goal, d+2) {
		return false
	}
	return !e.reciGoal.spec().immobile || reachableIn(e.pos.fast, e.reciGoal, d+1)
}

// reachableIn reports whether goal g may be reached in p in exactly d half moves, the
// last one by the side that moves last (target.Reachable).
func reachableIn(p *movegen.Position, g Goal, d int) bool {
	us := p.SideToMove()
	mater, ours := us, (d+1)/2
	if d%2 == 0 {
		mater, ours = us.Other(), d/2
	}
	return target.Reachable(p, targetGoal(g), mater, ours, d-ours)
}

// reachMinDepth is the least remaining length at which help play tests goal
// reachability (below it the test costs more than the search it saves).
const reachMinDepth = 3

// seriesTail is how series play ends after the last series move.
type seriesTail uint8

const (
	tailNone     seriesTail = iota // ser-#, ser-=: the last series move reaches the goal
	tailHelp                       // ser-h#: the other side then reaches the goal in one
	tailSelf                       // ser-s#: every move of the other side then reaches the goal
	tailReflex                     // ser-r#: the other side then reaches the goal in one (it must)
	tailReci                       // ser-reci-h: the series side's reciprocal end (reciEnd)
	tailHelpSelf                   // ser-hs#: the other side moves, then every series side's move reaches the goal
)

func tailOf(p Play, end Ending, reci bool) seriesTail {
	if reci {
		return tailReci
	}
	switch p {
	case Help:
		if end == EndSelf {
			return tailHelpSelf
		}
		return tailHelp
	case Self:
		return tailSelf
	case Reflex:
		return tailReflex
	}
	return tailNone
}

// tailAfterLast finishes a line after the last series move (the other side to move).
func (e *engine) tailAfterLast(tail seriesTail, sink *lineSink) bool {
	if tail == tailReci {
		// The series side moves again for the end; the other side passes, so the last
		// series move must not give check.
		if e.pos.InCheck() {
			return false
		}
		e.nullMove()
		found := e.reciEnd(sink)
		e.unnull()
		return found
	}
	if tail != tailNone && e.goalIsEnd && e.inGoal() {
		return false // the series side reached the goal (GoalIsEnd)
	}
	if tail == tailNone {
		return e.emitIfGoal(sink)
	}
	return e.tail(tail, sink)
}

// tail plays the end of a series line with the side that ends it to move: in ser-h the
// attacker reaching the goal in one, in ser-s and ser-r the other side's goal moves, in
// ser-hs the other side's move and the series side's forced goal moves.
func (e *engine) tail(tail seriesTail, sink *lineSink) bool {
	switch tail {
	case tailHelp, tailReflex:
		gm := e.goalMoves()
		for _, m := range gm {
			sink.emit(m)
		}
		return len(gm) > 0
	case tailReci:
		return e.reciEnd(sink)
	case tailSelf:
		if !e.forcedToGoal() {
			return false
		}
		for _, m := range e.forcedMoves() {
			sink.emit(m)
		}
		return true
	case tailHelpSelf:
		return e.helpSelfEnd(sink)
	}
	return false
}

// helpSelfEnd ends ser-hs play with the other side to move: each of its moves after
// which the series side has a move and every one reaches the goal gives a line per
// such goal move (Popeye's series branch, then one help move, then the end of self
// play).
func (e *engine) helpSelfEnd(sink *lineSink) bool {
	var ends [][2]movegen.Move
	for _, m := range slices.Clone(e.legal()) {
		e.make(m)
		if e.forcedToGoal() {
			for _, g := range e.forcedMoves() {
				ends = append(ends, [2]movegen.Move{m, g})
			}
		}
		e.unmake()
	}
	for _, l := range ends {
		sink.emit(l[0], l[1])
	}
	return len(ends) > 0
}

// reciEnd ends reciprocal help play (Stipulation.Reci) with the help side to move: it
// must have both a move that reaches the reciprocal goal itself and a move after which
// the other side reaches the goal in one. Each such line is emitted, the former as the
// solution's reciprocal part.
func (e *engine) reciEnd(sink *lineSink) bool {
	var own []movegen.Move
	e.withGoal(e.reciGoal, e.reciSq, func() { own = e.goalMoves() })
	if len(own) == 0 {
		return false
	}
	e.reciOwn = true
	var help [][2]movegen.Move
	for _, m := range slices.Clone(e.legal()) {
		e.make(m)
		for _, w := range e.goalMoves() {
			help = append(help, [2]movegen.Move{m, w})
		}
		e.unmake()
	}
	if len(help) == 0 {
		return false
	}
	for _, l := range help {
		sink.emit(l[0], l[1])
	}
	for _, m := range own {
		sink.emitReci(m)
	}
	return true
}

// directEnd ends help-direct play (EndDirect) with the defender to move: it must have a
// move (and, with endNoCheck, not be in check), and after each of its moves the attacker
// must reach the goal in one. The line is emitted alone (endHidden) or followed by each
// defence and each of the attacker's goal moves after it.
func (e *engine) directEnd(sink *lineSink) bool {
	if e.endNoCheck && e.pos.InCheck() {
		return false
	}
	defences := slices.Clone(e.legal())
	if len(defences) == 0 {
		return false
	}
	var ends [][2]movegen.Move
	for _, d := range defences {
		e.make(d)
		gm := e.goalMoves()
		e.unmake()
		if len(gm) == 0 {
			return false
		}
		for _, a := range gm {
			ends = append(ends, [2]movegen.Move{d, a})
		}
	}
	if e.endHidden {
		sink.emit()
		return true
	}
	for _, l := range ends {
		sink.emit(l[0], l[1])
	}
	return true
}

// twoMoverEnd ends help play followed by a two-mover (EndTwoMover), the attacker to
// move. As Popeye writes the shortest play of a direct branch: where a key reaches the
// goal at once, each such key is a line and nothing else; otherwise each key after
// which the defender has a move and every move lets the attacker reach the goal in one
// gives a line per defence and goal move.
func (e *engine) twoMoverEnd(sink *lineSink) bool {
	keys := slices.Clone(e.legal())
	if at := e.goalKeys(keys); len(at) > 0 {
		for _, k := range at {
			sink.emitTail(k)
		}
		return true
	}
	found := false
	for _, k := range keys {
		e.make(k)
		var ends [][2]movegen.Move
		defences := slices.Clone(e.legal())
		ok := len(defences) > 0
		for _, d := range defences {
			e.make(d)
			gm := e.goalMoves()
			e.unmake()
			if len(gm) == 0 {
				ok = false
				break
			}
			for _, a := range gm {
				ends = append(ends, [2]movegen.Move{d, a})
			}
		}
		e.unmake()
		if !ok {
			continue
		}
		for _, l := range ends {
			sink.emitTail(k, l[0], l[1])
		}
		found = true
	}
	return found
}

// goalKeys returns the moves of keys that reach the goal.
func (e *engine) goalKeys(keys []movegen.Move) []movegen.Move {
	var out []movegen.Move
	for _, k := range keys {
		e.make(k)
		if e.inGoal() {
			out = append(out, k)
		}
		e.unmake()
	}
	return out
}

// withGoal runs f with g on sq as the goal.
func (e *engine) withGoal(g Goal, sq movegen.Square, f func()) {
	goal, goalSq, moveGoal := e.goal, e.goalSq, e.moveGoal
	e.goal, e.goalSq, e.moveGoal = g, sq, e.pos.moveGoal(g)
	defer func() { e.goal, e.goalSq, e.moveGoal = goal, goalSq, moveGoal }()
	f()
}

// forcedToGoal reports whether the side to move has a move and every one of its moves
// reaches the goal.
func (e *engine) forcedToGoal() bool {
	if e.goal.spec().selfCheck {
		return e.forcedBySelfCheck()
	}
	if forced, ok := e.lazyForcedToGoal(); ok {
		return forced
	}
	moves, judge := e.playMoves()
	if len(moves) == 0 {
		return false
	}
	played := false
	for _, m := range slices.Clone(moves) {
		may := e.mayReachGoal(m)
		if !may && !judge {
			return false
		}
		// Rules that judge a move once played (rules.AfterJudge) list pseudo-legal
		// moves: each is played, and the first legal one that misses the goal settles
		// it without testing the others' legality.
		e.make(m)
		if judge && e.madeIllegal() {
			continue
		}
		played = true
		ok := may && e.inGoal()
		e.unmake()
		if !ok {
			return false
		}
	}
	return played
}

// legalReaching tests the rules' pseudo-legal moves (rules.LazyMover) in order for
// legality and for whether they may reach the goal (mayReachGoal): it returns the first
// legal one that cannot as miss, or else the legal ones, every one of which may, in the
// ply's buffer. Where the rules generate a piece at a time (rules.PieceLazyMover), the
// moves after miss are never generated. ok is false when the rules cannot list them.
func (e *engine) legalReaching() (reaching []movegen.Move, miss movegen.Move, ok bool) {
	lm := e.pos.lazy
	reaching = e.plyBuffer()
	if e.pos.pieceLazy != nil {
		if seq, ok := e.pos.pieceLazy.PseudoLegalSeq(); ok {
			for m := range seq {
				if lm.IsLegal(m) {
					if !e.mayReachGoal(m) {
						return nil, m, true
					}
					reaching = append(reaching, m)
				}
			}
			return reaching, 0, true
		}
	}
	moves, ok := lm.PseudoLegalMoves(reaching)
	if !ok {
		return nil, 0, false
	}
	reaching = moves[:0]
	for _, m := range moves {
		if lm.IsLegal(m) {
			if !e.mayReachGoal(m) {
				return nil, m, true
			}
			reaching = append(reaching, m)
		}
	}
	return reaching, 0, true
}

// lazyForcedToGoal is forcedToGoal over the rules' pseudo-legal moves
// (rules.LazyMover): each is tested for legality only when its turn comes, as the first
// legal move that cannot reach the goal settles the question and most positions have
// one early in the list. ok is false when the rules cannot list them.
func (e *engine) lazyForcedToGoal() (forced, ok bool) {
	if e.pos.lazy == nil {
		return false, false
	}
	reaching, miss, ok := e.legalReaching()
	if !ok || miss != 0 {
		return false, ok
	}
	e.bufs[e.ply] = reaching
	for _, m := range reaching {
		e.make(m)
		ok := e.inGoal()
		e.unmake()
		if !ok {
			return false, true
		}
	}
	return len(reaching) > 0, true
}
