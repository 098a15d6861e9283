package solver

import (
	"slices"
	"sync/atomic"

	"github.com/cpls-dev/cpls/rules"
)

// Parry series (Popeye's pser- and phser-): the series side plays its moves in a row, but
// when one of them gives check the other side parries it with a move of its own before
// the series goes on (Popeye's structured form "white 15a[#]?+?d" for pser-#8: the
// defender moves only when in check). In phser- and pser-h the parries are help moves,
// and the play is help play: every line is a solution (walkSeriesAfter plays them). In
// pser-, pser-s and pser-r they are defences: the series side must reach its end
// against every parry, and the solution is the tree of its winning lines, each line
// written out in full.
//
// The battle form ends, within the stipulation's number of series moves:
//
//	pser-#   when a series move reaches the goal;
//	pser-s#  when the other side, after a series move, must reach the goal (every move
//	         of it does), or when a parry reaches it;
//	pser-r#  when the other side, after a series move, can reach the goal: it must; the
//	         series side fails when it could reach the goal itself.

// parryBattleKey salts the table keys of the battle form, whose bounds count series
// moves, apart from the help and series searches' keys.
const parryBattleKey = 0x5bd1e9955bd1e995

// parryWins reports whether the series side, to move, reaches the end within k series
// moves against every parry.
func (e *engine) parryWins(k int, tail seriesTail) bool {
	if k == 0 {
		return false
	}
	if tail == tailReflex && e.canReachGoal() {
		return false // the series side would have to reach the goal itself
	}
	key := e.pos.Hash() ^ parryBattleKey
	win, loss := e.tt.probe(key)
	if win > 0 && k >= win {
		return true
	} else if k <= loss {
		return false
	}
	for _, m := range slices.Clone(e.legal()) {
		e.make(m)
		ok := e.parryAfter(k-1, tail)
		e.unmake()
		if ok {
			e.tt.storeWin(key, k, m)
			return true
		}
	}
	e.tt.storeLoss(key, k, 0)
	return false
}

// parryEnd reports whether the play ends after a series move, with the other side to
// move, as the series side wants it.
func (e *engine) parryEnd(tail seriesTail) bool {
	switch tail {
	case tailNone:
		return e.inGoal()
	case tailSelf:
		return e.forcedToGoal()
	case tailReflex:
		return e.canReachGoal()
	}
	return false
}

// parryFails reports whether the series move just made ends the play as a failure: it
// reached the goal where the other side has to (self and reflex play).
func (e *engine) parryFails(tail seriesTail) bool {
	return tail != tailNone && e.inGoal()
}

// parryAfter reports whether the series side wins after its move, the other side to
// move, with k series moves left.
func (e *engine) parryAfter(k int, tail seriesTail) bool {
	if e.parryFails(tail) {
		return false
	}
	if e.parryEnd(tail) {
		return true
	}
	if k == 0 {
		return false
	}
	if !e.pos.InCheck() {
		e.nullMove()
		ok := e.parryWins(k, tail)
		e.unnull()
		return ok
	}
	moves := slices.Clone(e.legal())
	if len(moves) == 0 {
		return false
	}
	for _, d := range moves {
		e.make(d)
		ok := tail != tailNone && e.inGoal() || e.parryWins(k, tail)
		e.unmake()
		if !ok {
			return false
		}
	}
	return true
}

// parryLines emits the winning lines from a position with the series side to move and k
// series moves left (parryWins holds).
func (e *engine) parryLines(k int, tail seriesTail, sink *lineSink) {
	for _, m := range slices.Clone(e.legal()) {
		e.make(m)
		if e.parryAfter(k-1, tail) {
			sink.push(m)
			e.parryLinesAfter(k-1, tail, sink)
			sink.pop()
		}
		e.unmake()
	}
}

// parryLinesAfter emits the lines after a winning series move (parryAfter holds).
func (e *engine) parryLinesAfter(k int, tail seriesTail, sink *lineSink) {
	if tail == tailNone && e.inGoal() {
		sink.emit()
		return
	}
	if e.parryEnd(tail) {
		e.tail(tail, sink)
		return
	}
	if !e.pos.InCheck() {
		e.nullMove()
		e.parryLines(k, tail, sink)
		e.unnull()
		return
	}
	for _, d := range slices.Clone(e.legal()) {
		e.make(d)
		sink.push(d)
		if tail != tailNone && e.inGoal() {
			sink.emit()
		} else {
			e.parryLines(k, tail, sink)
		}
		sink.pop()
		e.unmake()
	}
}

// parryBattle solves the battle form of parry series play from pos (the series side to
// move) within the stipulation's moves, each first move searched on its own goroutine.
func (s *solver) parryBattle(pos rules.Game, h *Half, cfg config, tt *table) {
	n := s.stip.Moves
	s.cur.length = n
	found := &atomic.Int64{}
	tail := tailOf(cfg.play, cfg.end, false)
	lines, _ := s.linesFrom(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
		if e.parryAfter(n-1, tail) {
			e.parryLinesAfter(n-1, tail, sink)
		}
	})
	h.Lines = append(h.Lines, lines...)
	s.solutions += len(lines)
}
