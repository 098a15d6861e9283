package problem

import (
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
)

// Options StartMoveNumber n and UpToMoveNumber m: Popeye numbers the first moves of
// the play in the order it plays them (options/movenumbers.c: every move it generates,
// legal or not, counts) and solves only those numbered n to m. movegen knows that order
// for the orthodox pieces (Position.PopeyeOrder); the solver searches every first move
// and the play of the others is dropped afterwards.

// moveNumbers reads the argument of StartMoveNumber or UpToMoveNumber: its numbers,
// one for each level of moves ("3:2:5", else a plain number).
func moveNumbers(o *parser.Option) []int {
	for _, a := range o.Args {
		switch a.Kind {
		case parser.ArgNumber:
			return []int{a.Number}
		case parser.ArgWord:
			var nums []int
			for part := range strings.SplitSeq(a.Text, ":") {
				n, _ := strconv.Atoi(part)
				nums = append(nums, n)
			}
			return nums
		}
	}
	return nil
}

// moveNumberRange is what StartMoveNumber and UpToMoveNumber select: the first moves
// numbered start to upTo (0: no end). given is set when either option is there: Popeye
// then solves help and series play at their full length only (solving/find_shortest.c),
// so that no short solution is written, whatever the numbers.
type moveNumberRange struct {
	start, upTo int
	given       bool
	// lists are the numbers as given, level by level ("1:3"); deep is set when either
	// list numbers the moves after the first ones: Popeye then skips those and writes
	// their progress lines too (options/movenumbers.c).
	lists solver.MoveNumbers
	deep  bool
}

// skipsMoves reports whether the range leaves first moves out.
func (r moveNumberRange) skipsMoves() bool { return r.start > 1 || r.upTo > 0 }

// solved reports whether the first move numbered n is solved.
func (r moveNumberRange) solved(n int) bool { return n >= r.start && (r.upTo == 0 || n <= r.upTo) }

// numbers returns the problem's range of first moves.
func (pr *Problem) numbers() moveNumberRange {
	lists := solver.MoveNumbers{Start: pr.startList, End: pr.upToList}
	return moveNumberRange{pr.StartMoveNumber, pr.UpToMoveNumber, pr.moveNumbersGiven, lists, lists.Levels() > 1}
}

// numberedMoves returns the moves Popeye numbers in g, in its order
// (solver.NumberedMoves).
func numberedMoves(g Notation) ([]movegen.Move, bool) { return solver.NumberedMoves(g) }

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
		if first, ok := l.First(); l.Short && !t.keepsShort() || ok && !solved[first] || !t.pathSolved(start, l) {
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
