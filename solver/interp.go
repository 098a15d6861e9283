package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// The interpreter of Plans: holds and branchHolds say whether a plan holds in the
// engine's position (the truth the forks, constraints and battle play ask for); lines
// enumerates the lines a branch is written as (help and series play).

// Step is one half move of a line of a structured stipulation: a move, or NullMove for
// a pass (the other side of a series move, a "-" or a "?+?" without check), which is not
// written. Restart starts the move numbers again at 1 with this move's side: the first
// move of a nested branch longer than two half moves (as Popeye numbers them).
type Step struct {
	Move    movegen.Move
	Restart bool
}

// holds reports whether x holds in the current position (for a branch: whether its
// owner solves it).
func (e *engine) holds(x *Plan) bool {
	switch x.Kind {
	case PlanGoal:
		return e.goalHolds(x.Goal, x.Square)
	case PlanNot:
		return !e.holds(x.X)
	case PlanAnd:
		return e.holds(x.X) && e.holds(x.Y)
	case PlanOr:
		return e.holds(x.X) || e.holds(x.Y)
	}
	if x.Flip {
		if e.pos.InCheck() {
			return false // the side in check cannot pass
		}
		e.nullMove()
		defer e.unnull()
	}
	if !e.constraintsHold(x, 0) {
		return false
	}
	return e.branchHolds(x, 0)
}

// goalHolds reports whether the last move reached g (on sq for z and k).
func (e *engine) goalHolds(g Goal, sq movegen.Square) bool {
	ok := false
	e.withGoal(g, sq, func() { ok = e.inGoal() })
	return ok
}

// letter returns the letter of branch b played at half move i (from 0).
func (b *Plan) letter(i int) *PlanMove { return &b.Moves[i%len(b.Moves)] }

// constraintsHold reports whether the constraints in force before half move i of b hold:
// those of the letter before it (the last letter's before the first move).
func (e *engine) constraintsHold(b *Plan, i int) bool {
	for _, c := range b.letter(i + len(b.Moves) - 1).Constraints {
		if !e.holds(c) {
			return false
		}
	}
	return true
}

// letterConstraintsHold reports whether the constraints of m hold: they are tested
// after its move when play goes on, before the next move.
func (e *engine) letterConstraintsHold(m *PlanMove) bool {
	for _, c := range m.Constraints {
		if !e.holds(c) {
			return false
		}
	}
	return true
}

// branchHolds reports whether b's owner solves b from half move i on (i half moves
// played, the constraints before move i already tested).
func (e *engine) branchHolds(b *Plan, i int) bool { return e.branchWithin(b, i, b.Max) }

// branchWithin is branchHolds with play cut at lim half moves instead of b.Max (the
// battle-play tree asks for the shortest solutions).
func (e *engine) branchWithin(b *Plan, i, lim int) bool {
	if i >= lim {
		return false
	}
	if e.memo == nil {
		return e.branchWithinNow(b, i, lim)
	}
	key := e.planKey(b, i, lim)
	if r, ok := e.memo.holds[key]; ok {
		return r
	}
	r := e.branchWithinNow(b, i, lim)
	if len(e.memo.holds) < planMemoMax {
		e.memo.holds[key] = r
	}
	return r
}

// branchWithinNow is branchWithin without the memo.
func (e *engine) branchWithinNow(b *Plan, i, lim int) bool {
	m := b.letter(i)
	if m.CheckOnly && !e.pos.InCheck() {
		e.nullMove()
		defer e.unnull()
		return e.constraintsHold(b, i+1) && e.branchWithin(b, i+1, lim)
	}
	moves := e.lastMoves(b, i, lim)
	if m.Letter == 'd' {
		if len(moves) == 0 {
			return false
		}
		for _, mv := range moves {
			e.make(mv)
			ok := e.afterWithin(b, i+1, m, lim)
			e.unmake()
			if !ok {
				return false
			}
		}
		return true
	}
	for _, mv := range moves {
		e.make(mv)
		ok := e.afterWithin(b, i+1, m, lim)
		e.unmake()
		if ok {
			return true
		}
	}
	return false
}

// forkHolds reports whether a fork of m ends b as solved after its move, the j-th half
// move of b (decided), or as failed (decided, not solved); play goes on when it is not
// decided.
func (e *engine) forkHolds(b *Plan, j int, m *PlanMove) (solved, decided bool) {
	battle := m.Letter == 'a' || m.Letter == 'd'
	for _, f := range m.Forks {
		if j < b.Min && (battle || !f.cuts()) {
			continue
		}
		if e.holds(f) {
			return j >= b.Min, true
		}
	}
	return false, false
}

// afterWithin reports whether b's owner solves b within lim half moves after the move
// of letter m, the j-th half move of b: a fork holds, or play goes on and is solved.
func (e *engine) afterWithin(b *Plan, j int, m *PlanMove, lim int) bool {
	if solved, decided := e.forkHolds(b, j, m); decided {
		return solved
	}
	if j >= lim {
		return false
	}
	if m.Letter == 's' {
		// The other side passes; the constraints are tested before the next move.
		if e.pos.InCheck() {
			return false
		}
		e.nullMove()
		defer e.unnull()
	}
	return e.letterConstraintsHold(m) && e.branchWithin(b, j, lim)
}

// lastMoves returns the moves of the side to move that may end b with its i-th half
// move, the last of lim: where every fork of the letter asks for mate or check, only
// the moves that give check (the others cannot make a fork hold); all legal moves
// otherwise.
func (e *engine) lastMoves(b *Plan, i, lim int) []movegen.Move {
	m := b.letter(i)
	if i != lim-1 || m.Letter == 'd' || len(m.Forks) == 0 {
		return slices.Clone(e.legal())
	}
	for _, f := range m.Forks {
		if f.Kind != PlanGoal || f.Goal != Mate && f.Goal != Check {
			return slices.Clone(e.legal())
		}
	}
	if moves, _, ok := e.checkingMoves(); ok {
		return slices.Clone(moves)
	}
	var out []movegen.Move
	for _, mv := range e.legal() {
		if e.givesCheck(mv) {
			out = append(out, mv)
		}
	}
	return out
}

// planSink collects the lines of a structured stipulation.
type planSink struct {
	steps []Step
	lines []Line
}

func (s *planSink) push(st Step) { s.steps = append(s.steps, st) }
func (s *planSink) pop()         { s.steps = s.steps[:len(s.steps)-1] }

// emit adds the line of the steps so far; marked says whether it ends in goal g.
func (s *planSink) emit(g Goal, marked bool) {
	s.lines = append(s.lines, Line{Steps: slices.Clone(s.steps), StepGoal: g, StepMarked: marked})
}

// branchLines enumerates the lines of branch b, every length from its minimum to its
// maximum, shortest first; restart marks the first move as starting the numbers again.
func (e *engine) branchLines(b *Plan, sink *planSink, restart bool) {
	if b.Flip {
		if e.pos.InCheck() {
			return // the side in check cannot pass
		}
		e.nullMove()
		sink.push(Step{Move: NullMove})
		defer func() { e.unnull(); sink.pop() }()
	}
	e.linesFrom(b, 0, sink, restart)
}

// linesFrom enumerates the lines of branch b from half move from on (set play starts
// at the second), every length from the minimum to the maximum, shortest first.
func (e *engine) linesFrom(b *Plan, from int, sink *planSink, restart bool) {
	if from == 0 && e.planHelp != nil && e.planHelp(b, sink, restart) {
		return
	}
	if !e.constraintsHold(b, from) {
		return
	}
	if b.battle() {
		e.battleLines(b, from, b.Max, sink, restart)
		return
	}
	if from == 0 && b.Min == 0 && b.Moves[0].Letter == 'h' {
		// Help play of no move (Popeye's shortest help play of a help branch, odd or
		// even): a nested branch played from where the branch starts. A goal there has
		// no move to be reached by.
		for _, f := range b.letter(len(b.Moves) - 1).Forks {
			if !f.leafGroup() && e.forkLines(f, sink) {
				break
			}
		}
	}
	for l := max(b.Min, from+1); l <= b.Max; l++ {
		if len(b.letter(l-1).Forks) > 0 {
			e.linesOf(b, from, l, sink, restart)
		}
	}
}

// linesOf enumerates the lines of b of exactly l half moves from half move i on.
func (e *engine) linesOf(b *Plan, i, l int, sink *planSink, restart bool) {
	if e.memo == nil {
		e.linesOfNow(b, i, l, sink, restart)
		return
	}
	key := e.planKey(b, i, l)
	if _, none := e.memo.none[key]; none {
		return
	}
	n := len(sink.lines)
	e.linesOfNow(b, i, l, sink, restart)
	if len(sink.lines) == n && len(e.memo.none) < planMemoMax {
		e.memo.none[key] = struct{}{}
	}
}

// linesOfNow is linesOf without the memo.
func (e *engine) linesOfNow(b *Plan, i, l int, sink *planSink, restart bool) {
	m := b.letter(i)
	if m.CheckOnly && !e.pos.InCheck() {
		e.nullMove()
		sink.push(Step{Move: NullMove})
		if e.constraintsHold(b, i+1) && i+1 < l {
			e.linesOf(b, i+1, l, sink, restart)
		}
		sink.pop()
		e.unnull()
		return
	}
	if m.Letter == 'd' && !e.branchWithin(b, i, l) {
		return // a defence is written only where every defence loses
	}
	for _, mv := range e.lastMoves(b, i, l) {
		e.make(mv)
		sink.push(Step{Move: mv, Restart: restart && len(sink.steps) > 0 && i == 0})
		e.linesAfter(b, i+1, l, m, sink)
		sink.pop()
		e.unmake()
	}
}

// linesAfter goes on with the lines of b after the move of letter m, the j-th of l.
func (e *engine) linesAfter(b *Plan, j, l int, m *PlanMove, sink *planSink) {
	if j == l {
		for _, f := range m.Forks {
			if e.forkLines(f, sink) {
				return
			}
		}
		return
	}
	for _, f := range m.Forks {
		// Goals that leave the other side without a move, reached by a series move,
		// do not end the series (Popeye writes ser-=2's "1.Kc5*c6 =" and
		// "1.Kc5*c6   2.Qg4-f5 ="): the other side passes. Other goals end it.
		if f.cuts() && !(m.Letter == 's' && f.immobileGoals()) && e.holds(f) {
			return
		}
	}
	if m.Letter == 's' {
		if e.pos.InCheck() {
			return
		}
		e.nullMove()
		sink.push(Step{Move: NullMove})
		defer func() { e.unnull(); sink.pop() }()
	}
	if e.letterConstraintsHold(m) {
		e.linesOf(b, j, l, sink, false)
	}
}

// forkLines writes the lines that end in fork f, if it holds, and reports whether it
// did: a goal marks the last move, a hidden fork adds nothing, a branch adds its lines;
// operators on branches write as Popeye solves them (solving/boolean): "X|Y" the lines
// of X, else of Y; "X&Y" those of both; "!X" those of X, holding where X has none.
func (e *engine) forkLines(f *Plan, sink *planSink) bool {
	switch {
	case f.Kind == PlanBranch && !f.Hidden:
		n := len(sink.lines)
		e.branchLines(f, sink, f.Max > 2)
		return len(sink.lines) > n
	case f.leafGroup():
		return e.leafLines(f, sink)
	case f.Kind == PlanOr:
		return e.forkLines(f.X, sink) || e.forkLines(f.Y, sink)
	case f.Kind == PlanAnd:
		// Popeye tests Y before it solves X (and_enable_shortcut_logic).
		return e.holds(f.Y) && e.forkLines(f.X, sink) && e.forkLines(f.Y, sink)
	case f.Kind == PlanNot:
		// Popeye solves X as it is, writing its lines, and inverts the result.
		return !e.forkLines(f.X, sink)
	case !e.holds(f):
		return false
	}
	sink.emit(0, false)
	return true
}

// leafLines writes the line so far as f, goals and operators on them, ends it, if f
// holds, as Popeye's goal writers do (solving/boolean): a goal marks the last move;
// "X|Y" writes the first of them that holds; "X&Y" writes the line once for each
// (Popeye solves X, then Y); "!X" writes it unmarked.
func (e *engine) leafLines(f *Plan, sink *planSink) bool {
	switch f.Kind {
	case PlanGoal:
		if !e.holds(f) {
			return false
		}
		sink.emit(f.Goal, true)
	case PlanOr:
		return e.leafLines(f.X, sink) || e.leafLines(f.Y, sink)
	case PlanAnd:
		if !e.holds(f) {
			return false
		}
		e.leafLines(f.X, sink)
		e.leafLines(f.Y, sink)
	default:
		if e.holds(f.X) {
			return false
		}
		sink.emit(0, false)
	}
	return true
}

// planMemo remembers what the interpreter proved: a branch's result from a half move
// on, and where a branch has no line of a length. Both depend on the position alone
// (the goals that follow pieces from the diagram are not interpreted), so the key is
// the position's hash mixed with the branch, the half move and the length.
type planMemo struct {
	ids   map[*Plan]uint64
	holds map[uint64]bool
	none  map[uint64]struct{}
}

// planMemoMax bounds each of the memo's maps; past it nothing more is remembered.
const planMemoMax = 1 << 22

func newPlanMemo() *planMemo {
	return &planMemo{ids: map[*Plan]uint64{}, holds: map[uint64]bool{}, none: map[uint64]struct{}{}}
}

// key returns the memo's key of branch b at half move i of a line of l (0 for a
// result of branchHolds).
func (e *engine) planKey(b *Plan, i, l int) uint64 {
	id, ok := e.memo.ids[b]
	if !ok {
		id = zobristMix(uint64(len(e.memo.ids)+1) * 0x9e3779b97f4a7c15)
		e.memo.ids[b] = id
	}
	return e.pos.Hash() ^ id ^ zobristMix(uint64(i)<<16|uint64(l))
}
