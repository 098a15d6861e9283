package problem

import (
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver"
)

// Options StartMoveNumber n and UpToMoveNumber m: Popeye numbers the first moves of
// the play in the order it plays them (options/movenumbers.c: every move it generates,
// legal or not, counts) and solves only those numbered n to m. movegen knows that order
// for the orthodox pieces (Position.PopeyeOrder); the solver searches every first move
// and the play of the others is dropped afterwards.

// popeyeOrdered is a game that knows Popeye's order of moves: orthodox chess.
type popeyeOrdered interface {
	PopeyeOrder(moves []movegen.Move)
	PseudoLegalMoves(buf []movegen.Move) []movegen.Move
}

// moveNumbers reads the argument of StartMoveNumber or UpToMoveNumber: its first
// number, the second one of a list of numbers for deeper moves ("1:3": 3, else 0), and
// how many numbers the list has (1 for a plain number).
func moveNumbers(o *parser.Option) (n, second, levels int) {
	for _, a := range o.Args {
		switch a.Kind {
		case parser.ArgNumber:
			return a.Number, 0, 1
		case parser.ArgWord:
			parts := strings.Split(a.Text, ":")
			n, _ = strconv.Atoi(parts[0])
			if len(parts) > 1 {
				second, _ = strconv.Atoi(parts[1])
			}
			return n, second, len(parts)
		}
	}
	return 0, 0, 0
}

// moveNumberRange is what StartMoveNumber and UpToMoveNumber select: the first moves
// numbered start to upTo (0: no end). given is set when either option is there: Popeye
// then solves help and series play at their full length only (solving/find_shortest.c),
// so that no short solution is written, whatever the numbers.
type moveNumberRange struct {
	start, upTo int
	given       bool
	// start2 and upTo2 are the second numbers of "n:m" (0: none), which number the
	// second moves of the play after each first one; deep is set when either is given:
	// Popeye then writes the second moves' progress lines too (options/movenumbers.c).
	start2, upTo2 int
	deep          bool
}

// solvedSecond reports whether the second move numbered n2 after the first move
// numbered n is solved: Popeye skips it when n2 is outside start2 to upTo2, unless n
// lies strictly between start and upTo (skip_this_move).
func (r moveNumberRange) solvedSecond(n, n2 int) bool {
	if n > r.start && (r.upTo == 0 || n < r.upTo) {
		return true
	}
	return n2 >= r.start2 && (r.upTo2 == 0 || n2 <= r.upTo2)
}

// skipsMoves reports whether the range leaves first moves out.
func (r moveNumberRange) skipsMoves() bool { return r.start > 1 || r.upTo > 0 }

// solved reports whether the first move numbered n is solved.
func (r moveNumberRange) solved(n int) bool { return n >= r.start && (r.upTo == 0 || n <= r.upTo) }

// numbers returns the problem's range of first moves.
func (pr *Problem) numbers() moveNumberRange {
	return moveNumberRange{pr.StartMoveNumber, pr.UpToMoveNumber, pr.moveNumbersGiven,
		pr.startSecond, pr.upToSecond, pr.startSecond > 0 || pr.upToSecond > 0}
}

// numberedMoves returns the moves Popeye numbers in g, in its order, the first
// numbered 1; ok is false when g does not know Popeye's order (then it returns g's legal
// moves in its own order). The orthodox engine and the fairy engine (rules.PopeyeOrderer
// with the moves of rules.TriedMover) each know it.
func numberedMoves(g Notation) (moves []movegen.Move, ok bool) {
	if o, ok := g.(popeyeOrdered); ok {
		moves = o.PseudoLegalMoves(nil)
		o.PopeyeOrder(moves)
		return moves, true
	}
	o, ordered := g.(rules.PopeyeOrderer)
	lm, lazy := g.(rules.TriedMover)
	if !ordered {
		return g.LegalMoves(nil), false
	}
	moves = nil
	if lazy {
		moves, lazy = lm.TriedMoves(nil)
	}
	if !lazy {
		moves = g.LegalMoves(nil)
	}
	o.PopeyeOrder(moves)
	return moves, true
}

// dropsPlay reports whether play the solver finds is dropped after the twin is solved:
// first moves left out by StartMoveNumber or UpToMoveNumber, and the short solutions of
// help and series play (in intelligent mode Popeye ignores both options).
func (t *Twin) dropsPlay() bool {
	return t.numbers.given && !t.Options.Intelligent
}

// dropSkippedMoves removes from r the keys and solutions whose first move Popeye does
// not solve under StartMoveNumber and UpToMoveNumber and the short solutions of help and
// series play, and counts and classifies what is
// left again.
func (t *Twin) dropSkippedMoves(r *solver.Result) {
	if r == nil || !t.dropsPlay() {
		return
	}
	r.Solutions, r.ShortSolutions = 0, 0
	for i := range r.Halves {
		h := &r.Halves[i]
		t.dropSkippedInHalf(h)
		h.Status = solver.Classify(h.Solutions, h.ShortSolutions, 1, h.Status == solver.Unsolvable, r.Partial)
		r.Solutions += h.Solutions
		r.ShortSolutions += h.ShortSolutions
	}
	if r.Status != solver.Interrupted {
		r.Status = solver.Sound
		for _, h := range r.Halves {
			if h.Status.Severity() > r.Status.Severity() {
				r.Status = h.Status
			}
		}
	}
}

// dropSkippedInHalf is dropSkippedMoves for one half: it keeps the keys, tries and
// lines whose first move is solved and counts them again (the short solutions of
// battle play and those after introductory moves stay counted).
func (t *Twin) dropSkippedInHalf(h *solver.Half) {
	solved := map[movegen.Move]bool{}
	moves, _ := numberedMoves(t.lineStart(h))
	for n, m := range moves {
		solved[m] = t.numbers.solved(n + 1)
	}
	h.SetLines = slices.DeleteFunc(h.SetLines, func(l solver.Line) bool { return l.Short })
	if h.Lines == nil {
		h.Keys = keepKeys(h.Keys, solved)
		h.Solutions = countKeys(h.Keys)
		return
	}
	var kept []solver.Line
	h.Solutions, h.ShortSolutions = 0, 0
	start := t.lineStart(h)
	for _, l := range h.Lines {
		if first, ok := l.First(); l.Short && !t.keepsShort() || ok && !solved[first] || !t.secondSolved(start, l) {
			continue
		}
		kept = append(kept, l)
		switch {
		case l.Reci || l.ByAttacker:
		case l.Short:
			h.ShortSolutions++
		default:
			h.Solutions++
		}
	}
	h.Lines = kept
}

// keepsShort reports whether the short solutions of help and series play are kept
// under StartMoveNumber and UpToMoveNumber: after introductory moves, where Popeye
// solves the nested help or series play by increasing length whatever the options
// (solving/find_shortest.c, insert_find_shortest_help_adapter: only the play at the
// root is solved at its full length only).
func (t *Twin) keepsShort() bool { return t.Stipulation.Intro > 0 }

// keepKeys returns the keys and tries whose move is solved.
func keepKeys(keys []*solver.Attack, solved map[movegen.Move]bool) []*solver.Attack {
	var kept []*solver.Attack
	for _, k := range keys {
		if solved[k.Move] {
			kept = append(kept, k)
		}
	}
	return kept
}

// countKeys counts the keys among keys and tries.
func countKeys(keys []*solver.Attack) int {
	n := 0
	for _, k := range keys {
		if k.Mark == solver.Key {
			n++
		}
	}
	return n
}

// lineStart returns the position h's keys and lines start from.
func (t *Twin) lineStart(h *solver.Half) Notation {
	if t.Plan == nil {
		return t.startGame(h.Start)
	}
	g := t.startGame(h.Attacker)
	if h.Start != h.Attacker {
		g.Pass()
	}
	return g
}

// numberedMoves returns the first moves of the MoveNumbers progress lines in pos, by
// number, in order: Popeye's numbers from StartMoveNumber to UpToMoveNumber where cpls
// knows Popeye's order, else the legal moves numbered from StartMoveNumber; either
// numbers on after the moves numbered in the problem's earlier phases (tr.numbered),
// which it counts on.
func (tr *twinRenderer) numberedMoves(pos Notation) iter.Seq2[int, movegen.Move] {
	moves, popeye := numberedMoves(pos)
	before := tr.numbered
	tr.numbered += len(moves)
	return func(yield func(int, movegen.Move) bool) {
		for i, m := range moves {
			n := before + i + 1
			if !popeye {
				n = before + i + tr.pr.StartMoveNumber
			} else if !tr.t.numbers.solved(n) {
				continue
			}
			if !yield(n, m) {
				return
			}
		}
	}
}

// numberedSuffix is the mark of a move of a progress line, which may be illegal (Popeye
// numbers every move it generates): " +" when the other side's king is attacked after
// the move, legal or not (options/movenumbers.c asks is_in_check before the move's
// legality is tested, so a king stepping next to the other king or a pinned piece that
// checks is marked too), never the goal's marker.
func (tr *twinRenderer) numberedSuffix(pos Notation, m movegen.Move) string {
	return checkMark(pos, m)
}

// secondMove returns the second move of the line's side that starts: the series'
// second move after introductory moves (secondNumbersApply).
func secondMove(l solver.Line) (movegen.Move, bool) {
	for i, m := range l.Moves {
		if i > 0 && m != solver.NullMove {
			return m, true
		}
	}
	return solver.NullMove, false
}

// afterFirst returns pos after the first move m and, in series play, a pass: the side
// that starts moves again (the introductory moves of m->ser-); in help play the other
// side moves second.
func (t *Twin) afterFirst(pos Notation, m movegen.Move) Notation {
	q := pos.Clone().(Notation)
	q.Make(m)
	if t.Stipulation.Series {
		q.Pass()
	}
	return q
}

// secondSolved reports whether the first two moves of l are solved under the second
// numbers of StartMoveNumber and UpToMoveNumber ("1:3").
func (t *Twin) secondSolved(start Notation, l solver.Line) bool {
	if !t.numbers.deep {
		return true
	}
	first, ok := l.First()
	second, ok2 := secondMove(l)
	if !ok || !ok2 {
		return true
	}
	firsts, _ := numberedMoves(start)
	n := slices.Index(firsts, first) + 1
	seconds, _ := numberedMoves(t.afterFirst(start, first))
	return t.numbers.solvedSecond(n, slices.Index(seconds, second)+1)
}

// secondNumbersApply reports whether cpls follows Popeye's numbers of second moves
// for st: after two or more introductory moves, whose second is the same side's, and in
// help play of three half moves or more ending in its goal, whose second move is the
// other side's and not the last one (Popeye numbers the moves it generates, and it
// generates fewer for the move that must reach the goal).
func secondNumbersApply(st solver.Stipulation) bool {
	if st.Intro >= 2 && !st.Parry {
		return true
	}
	plies := 2 * st.Moves
	if st.HalfMove {
		plies++
	}
	return st.Play == solver.Help && !st.Series && !st.Reci && st.Intro == 0 && st.End == solver.EndGoal && plies >= 3
}
