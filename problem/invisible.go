package problem

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/invisible"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
)

// invisibleCount returns the number of total invisible pieces the words give
// ("TotalInvisible 2"; the last one counts), 0 when none does.
func invisibleCount(words []parser.Token) int {
	n := 0
	for _, w := range words {
		f := strings.Fields(w.Text)
		if len(f) < 2 {
			continue
		}
		if v, err := strconv.Atoi(f[len(f)-1]); err == nil && v > 0 {
			n = v
		}
	}
	return n
}

// invisibleRefused reports whether Popeye refuses a twin with total invisible pieces
// under the conditions conds ("nonsense combination", solving/machinery/twin.c): it
// does with SeriesCapture.
func invisibleRefused(t *Twin, conds []fairy.Condition) bool {
	return t.Invisibles > 0 && slices.ContainsFunc(conds, func(c fairy.Condition) bool { return c.Spec().Name == "SeriesCapture" })
}

// invisibleUnsupported says why a twin with total invisible pieces is not solved, ""
// when it is: package invisible plays help mates on orthodox boards, with no condition
// but holes (the twin's conditions are conds).
func invisibleUnsupported(t *Twin, conds []fairy.Condition, opts solver.Options) string {
	st := t.Stipulation
	_, holesOnly := fairy.OnlyHoles(conds)
	switch {
	case t.Invisibles == 0:
		return ""
	case st.Play != solver.Help || st.Series || st.Reci || st.End != solver.EndGoal || st.Goal != solver.Mate || st.Intro > 0 || st.Exact:
		return "total invisible pieces in play other than h#"
	case !holesOnly:
		return "total invisible pieces with fairy pieces or conditions"
	case !isOrthodox(&t.Pieces):
		if _, _, ok := invisibleBoard(&t.Pieces); !ok {
			return "total invisible pieces with fairy pieces other than neutral queens, rooks, bishops and knights"
		}
	case opts.MaxSolutions > 0 || opts.StopOnShortSolutions || opts.Duplex || opts.HalfDuplex || opts.SetPlay:
		return "total invisible pieces with options of the solution's length or count"
	}
	return ""
}

// solveInvisible solves the twin's help mate with total invisible pieces; the result
// holds the solutions as Popeye writes them (solver.Result.Written). Popeye writes the
// solutions of each shorter length first (h#1 of an h#2, h#0.5 and h#1.5 of an h#2.5),
// and the full-length ones after them even where there are shorter ones.
func (t *Twin) solveInvisible(ctx context.Context, o solver.Options) (*solver.Result, error) {
	st := t.Stipulation
	plies := 2 * st.Moves
	if st.HalfMove {
		plies++
	}
	r := &solver.Result{Stipulation: st, Options: o, Status: solver.NoSolution}
	var err error
	for n := 2 - plies%2; n <= plies && err == nil; n += 2 {
		var lines []invisible.Line
		lines, err = invisible.Solve(ctx, invisible.Problem{Visible: t.visible.Clone(), Neutral: t.neutral, Invisibles: t.Invisibles, Plies: n})
		for _, l := range lines {
			r.Written = append(r.Written, invisibleLineText(l, st.HalfMove))
		}
		if n < plies {
			r.ShortSolutions += len(lines)
		} else {
			r.Solutions = len(lines)
		}
	}
	switch {
	case errors.Is(err, invisible.ErrKingCapture):
		r.Status = solver.Unsolvable
		r.Halves = []solver.Half{{Attacker: movegen.White, Start: st.Starter(), Status: solver.Unsolvable,
			Notes: []solver.Note{solver.KingCapturable}}}
	case err != nil:
		r.Status, r.Err = solver.Interrupted, err
	case r.ShortSolutions > 0:
		r.Status = solver.ShortSolution
	case r.Solutions == 1:
		r.Status = solver.Sound
	case r.Solutions > 1:
		r.Status = solver.Cooked
	}
	if r.Halves == nil {
		// the verdict (Problem.Verdict) judges the halves' counts
		r.Halves = []solver.Half{{Attacker: movegen.White, Start: st.Starter(), Status: r.Status,
			Solutions: r.Solutions, ShortSolutions: r.ShortSolutions}}
	}
	return r, nil
}

// invisibleSolutions lists the full-length solutions of a twin with total invisible
// pieces, which r.Written holds after its ShortSolutions shorter ones, in one line each
// ("1.Kh4-h3 Rg4-g1 2.TI~*d6 Rh8-h5 #"), each with the square its first move leaves,
// movegen.NoSquare where that is an invisible piece's move or a castling.
func invisibleSolutions(r *solver.Result) []Solution {
	var out []Solution
	for _, l := range r.Written[min(r.ShortSolutions, len(r.Written)):] {
		text := oneSpace(l)
		from := movegen.NoSquare
		if m := visibleFirst().FindStringSubmatch(text); m != nil {
			from = movegen.MakeSquare(int(m[1][0]-'a'), int(m[1][1]-'1'))
		}
		out = append(out, Solution{text, from})
	}
	return out
}

// visibleFirst matches a line whose first move is a visible piece's, the square it
// leaves in its group: "1.Kh4-h3 …", "1...nRg4-g6 …", "1.[+wTIh6]g7*h6 …".
var visibleFirst = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^1\.(?:\.\.)?(?:\[[^]]*\])?[a-z]?[KQRBSP]?([a-h][1-8])[-*]`)
})

// invisibleLineText numbers a line's moves as Popeye writes help play ("  1...Rb1-b8
// 2.TI~-~ [+bTIb6]a5*b6 #"); halfMove: White starts (h#n.5).
func invisibleLineText(l invisible.Line, halfMove bool) string {
	var sb strings.Builder
	sb.WriteString("  ")
	n, black := 1, !halfMove
	for i, m := range l {
		switch {
		case black && i > 0:
			fmt.Fprintf(&sb, "   %d.", n)
		case black:
			fmt.Fprintf(&sb, "%d.", n)
		case i == 0:
			sb.WriteString("1...")
			n++
		default:
			sb.WriteByte(' ')
			n++
		}
		sb.WriteString(m)
		black = !black
	}
	return sb.String() + " #"
}

// invisibleLines writes the solutions of a twin with total invisible pieces, or the
// king-capture message as phaseStart does where no placement of them makes the start
// legal.
func (tr *twinRenderer) invisibleLines() {
	if tr.r.Status == solver.Unsolvable {
		tr.out.write("\n" + tr.w.kingCapture + "\n")
		tr.out.swallow = true
		return
	}
	tr.out.newline()
	for _, l := range tr.r.Written {
		tr.out.write(l + "\n")
	}
}

// reportInvisible reports why total invisible pieces are not solved at their first
// "TotalInvisible n" words, once for each reason.
func (l *loader) reportInvisible(why string) {
	words := l.pr.Source.TotalInvisible
	if len(words) == 0 || slices.Contains(l.invisibleReported, why) {
		return
	}
	l.invisibleReported = append(l.invisibleReported, why)
	l.report(words[0].Range, why)
}

// invisibleStart sets the position a solvable twin with total invisible pieces starts
// from: its orthodox position, or where it has neutral pieces or its conditions are
// holes the visible men on the board with the holes taken off (the neutral ones as
// white men on t.neutral).
func (l *loader) invisibleStart(t *Twin, conds []fairy.Condition) {
	holes, _ := fairy.OnlyHoles(conds)
	switch {
	case t.Invisibles == 0 || len(t.Unsupported) > 0:
	case t.Position != nil:
		t.visible = t.Position
	default:
		b, neutral, _ := invisibleBoard(&t.Pieces)
		t.visible, t.neutral = position(&b, t.Stipulation, l.noCastling, l.epSquare), neutral
		for sq := range neutral.Squares() {
			pc, _ := t.Pieces[sq].WithSide(fairy.WhiteSide).Orthodox()
			t.visible.Put(sq, pc)
		}
		t.visible.SetHoles(holes)
	}
}

// invisibleBoard returns the orthodox pieces of b and the squares of its neutral ones,
// which the total invisible pieces' solver plays beside them (invisible.NeutralKinds),
// and false where b has another fairy piece, or a neutral rook on a corner (whose
// castling the solver does not play).
func invisibleBoard(b *fairy.Board) (Board, movegen.Bitboard, bool) {
	var neutral movegen.Bitboard
	for s, p := range b {
		if !p.Neutral() {
			continue
		}
		sq := movegen.Square(s)
		pc, ok := p.WithSide(fairy.WhiteSide).Orthodox()
		if !ok || !invisible.NeutralKinds(pc.Type()) || pc.Type() == movegen.Rook && (sq.File() == 0 || sq.File() == 7) && (sq.Rank() == 0 || sq.Rank() == 7) {
			return Board{}, 0, false
		}
		neutral |= movegen.SquareBB(sq)
	}
	orth := orthodoxView(b)
	for s, p := range b {
		if _, ok := p.Orthodox(); p != fairy.NoPiece && !ok && !neutral.Has(movegen.Square(s)) {
			return Board{}, 0, false
		}
	}
	return orth, neutral, true
}
