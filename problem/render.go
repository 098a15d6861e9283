package problem

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver"
)

// Popeye's layout of the solution, as observed on its -regression output and read in
// its sources (output/plaintext):
//
//   - Each phase (set play, the play itself, each half of a duplex) starts with a line
//     break; battle play prints every key and try as a block followed by an empty line.
//   - A phase whose first mover could capture the king prints "\n<message>\n" instead and
//     swallows the line break that would come next.
//   - The problem ends with "\nsolution finished." (no line break before "Partial
//     solution" when MaxSolutions or StopOnShortSolutions cut it short) and three line
//     breaks.

// output collects the text and implements the swallowed line break.
type output struct {
	sb      strings.Builder
	swallow bool
}

func (o *output) write(s string) {
	if s == "" {
		return
	}
	o.swallow = false
	o.sb.WriteString(s)
}

// newline writes a line break unless the previous output asked to swallow it.
func (o *output) newline() {
	if o.swallow {
		o.swallow = false
		return
	}
	o.sb.WriteByte('\n')
}

// Render returns Popeye's -regression output for pr. results[i] is the solver's result
// for pr.Twins[i]; it may be nil (the twin was not solved), and results may be shorter
// than the twins. Popeye's closing "solution finished." is written only when every twin
// was solved: a problem cpls does not solve (or not wholly) ends without it.
func Render(pr *Problem, results []*solver.Result) string {
	pw := newProblemWriter(pr)
	for i := range pr.Twins {
		pw.twinStart(i)
		var r *solver.Result
		if i < len(results) {
			r = results[i]
		}
		if pw.twinEnd(i, r) {
			break
		}
	}
	pw.end()
	return pw.o.sb.String()
}

// problemWriter writes one problem's output twin by twin. Render runs it over finished
// results; SolveStream also writes each twin's solution while it is found.
type problemWriter struct {
	o           output
	pr          *Problem
	w           *words
	partial     bool // a twin was cut short: "Partial solution"
	interrupted bool // a twin was interrupted: "solving interrupted." instead
	unsolved    bool // a twin was not solved: no "solution finished."
	// numbered counts the first moves numbered under MoveNumbers in the twins written
	// (twinRenderer.numbered).
	numbered int
}

// newProblemWriter starts the output of pr with its header and board.
func newProblemWriter(pr *Problem) *problemWriter {
	pw := &problemWriter{pr: pr, w: wordsFor(pr.Language), unsolved: len(pr.Twins) == 0}
	pr.writeHeader(&pw.o.sb)
	if pr.Zero {
		pw.o.write("\n" + pw.w.zeroPosition + "\n\n")
	}
	return pw
}

// twinStart writes what comes before twin i's solution: the remarks Popeye prints
// before it, its label and heading, Popeye's notes, and why cpls does not solve it.
func (pw *problemWriter) twinStart(i int) {
	t, o := pw.pr.Twins[i], &pw.o
	for _, n := range t.Before {
		o.write(n)
	}
	if t.Label != "" {
		o.newline()
		if t.Continued {
			o.write("+")
		}
		o.write(t.Label + ") " + t.Heading + "\n")
	}
	if pw.pr.kingMissing(t) {
		o.write(pw.w.kingMissing)
	}
	for _, n := range t.Notes {
		o.write(n)
	}
	if t.Refused != "" && len(t.Unsupported) == 0 {
		if !t.RefusedOnStderr {
			o.write(t.Refused)
		}
	} else if !t.Solvable() {
		// Not Popeye's: Popeye would solve what cpls cannot.
		o.write("cpls does not solve problems with " + strings.Join(dedupe(t.Unsupported), ", ") + "\n")
	}
}

// twinEnd writes twin i's solution r (nil: not solved) and reports whether the problem
// stops there (twinStop).
func (pw *problemWriter) twinEnd(i int, r *solver.Result) bool {
	if r == nil && pw.pr.Twins[i].Refused != "" && len(pw.pr.Twins[i].Unsupported) == 0 {
		return false // Popeye went on to the next twin without solving this one
	}
	if r == nil {
		pw.o.newline() // an empty phase
		pw.unsolved = true
		return false
	}
	tr := pw.twinRenderer(i, r, &pw.o)
	tr.render()
	pw.numbered = tr.numbered
	return pw.twinStop(r)
}

func (pw *problemWriter) twinRenderer(i int, r *solver.Result, o *output) *twinRenderer {
	return &twinRenderer{out: o, w: pw.w, pr: pw.pr, t: pw.pr.Twins[i], r: r, numbered: pw.numbered}
}

// twinStop reports whether the problem stops after r: an interrupted twin ends it,
// unless its Option MaxTime ran out (ErrMaxTime: Popeye goes on solving the next twins,
// each within MaxTime); one cut short by MaxSolutions or StopOnShortSolutions does not
// (Popeye solves the next twins, each with the same limit) but makes it end with
// "Partial solution". Either interruption makes it end with "solving interrupted.".
func (pw *problemWriter) twinStop(r *solver.Result) bool {
	if r.Status == solver.Interrupted {
		pw.interrupted = true
		return !errors.Is(r.Err, ErrMaxTime)
	}
	pw.partial = pw.partial || r.Partial
	return false
}

// end writes the close of the problem.
func (pw *problemWriter) end() {
	switch {
	case pw.interrupted:
		// Popeye writes one word on how solving ended, the gravest: an interruption
		// (MaxTime) outweighs a cut; it follows the last line written, no blank line.
		pw.o.write(pw.w.interrupted + "\n\n\n")
	case pw.partial:
		pw.o.write(pw.w.partialSolution + "\n\n\n")
	case pw.unsolved:
		pw.o.write("\n") // not Popeye's: it would have solved the problem
	default:
		pw.o.newline()
		pw.o.write(pw.w.solutionFinished + "\n\n\n")
	}
}

// dedupe returns ss without repetitions, in order.
func dedupe(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// kingMissing reports whether a side of twin t has no king although no NoWk/NoBk
// option allows it (Popeye then warns, and solves all the same), nor may its king be
// one of the total invisible pieces.
func (pr *Problem) kingMissing(t *Twin) bool {
	if t.kingsAnyNumber() {
		return false
	}
	missing := 0
	if !pr.NoWk && !hasRoyal(&t.Pieces, movegen.White) {
		missing++
	}
	if !pr.NoBk && !hasRoyal(&t.Pieces, movegen.Black) {
		missing++
	}
	return missing > t.Invisibles
}

// twinRenderer writes the solution of one twin.
type twinRenderer struct {
	out *output
	w   *words
	pr  *Problem
	t   *Twin
	r   *solver.Result
	// reciParts counts the parts of a reci-h#1 solution begun (reciAtOnce).
	reciParts int
	// planGoal is the goal of the half being written of a structured stipulation
	// (solver.Half.PlanGoal).
	planGoal solver.Goal
	// numbered counts the first moves numbered under MoveNumbers in the problem so far:
	// Popeye numbers on from one phase to the next (each twin, each half of a Duplex,
	// set play then play) and starts again at 1 only in the next problem.
	numbered int
}

// reciAtOnce reports whether the twin is reciprocal help play whose end comes at once
// (reci-h#1, ser-reci-h#1): Popeye writes its two parts as phases of their own, each
// after an empty line, and no empty line when there is no solution.
func (tr *twinRenderer) reciAtOnce() bool {
	st := tr.r.Stipulation
	return st.Reci && st.Moves == 1 && !st.HalfMove
}

func (tr *twinRenderer) render() {
	if tr.t.Invisibles > 0 {
		tr.invisibleLines()
		return
	}
	var notes []solver.Note
	for _, h := range tr.r.Halves {
		notes = append(notes, h.Notes...)
	}
	tr.notes(notes)
	battle := isBattle(tr.r.Stipulation)
	for hi := range tr.r.Halves {
		h := &tr.r.Halves[hi]
		tr.planGoal = h.PlanGoal
		if battle || tr.r.Plan != nil && h.PlanBattle {
			tr.battleHalf(h)
		} else {
			tr.lineHalf(h)
		}
	}
}

// notes writes the remarks of notes that Popeye prints before the solution, each once.
func (tr *twinRenderer) notes(notes []solver.Note) {
	seen := map[solver.Note]bool{}
	for _, n := range notes {
		if seen[n] {
			continue
		}
		seen[n] = true
		switch n {
		case solver.TryNotApplicable:
			tr.out.write(tr.w.tryNotApplicable)
		case solver.ThreatNotApplicable:
			tr.out.write(tr.w.threatTooLong)
		case solver.StopOnShortNotSupported:
			tr.out.write(tr.w.stopOnShortBattle)
		}
	}
}

// setPlay reports whether a set-play phase is printed.
func (tr *twinRenderer) setPlay() bool {
	o := tr.r.Options
	st := tr.r.Stipulation
	return o.SetPlay && !(st.Series && st.Play == solver.Direct) && !noHelpSetPlay(st) && !o.PostKeyPlay
}

// phaseStart returns a copy of the twin's position with side to move, or nil and
// writes the king-capture message when the side not to move is in check.
func (tr *twinRenderer) phaseStart(side movegen.Color) Notation {
	pos := tr.t.startGame(side)
	if kingCapturable(pos) {
		tr.out.write("\n" + tr.w.kingCapture + "\n")
		tr.out.swallow = true
		return nil
	}
	if !tr.reciAtOnce() {
		tr.out.newline()
	}
	return pos
}

// postKeyStart is phaseStart for post-key play: when the key (not written) gave check,
// Popeye writes its " +" where the empty line would be.
func (tr *twinRenderer) postKeyStart(side movegen.Color) Notation {
	if p := tr.t.startGame(side); p.InCheck() && !kingCapturable(p) {
		tr.out.swallow = true
	}
	return tr.phaseStart(side)
}

// battleHalf writes direct, self or reflex play: set play, then keys and tries (or the
// post-key play).
func (tr *twinRenderer) battleHalf(h *solver.Half) {
	if tr.setPlay() {
		if pos := tr.phaseStart(h.Start.Other()); pos != nil {
			for _, d := range h.SetPlay {
				tr.setVariation(pos, d)
			}
		}
	}
	if h.PostKey == nil && tr.r.Options.PostKeyPlay {
		// No post-key play was solved: the attacker's king could be captured in the
		// diagram (Popeye says so), or Option NonTrivial's guard failed (nothing).
		tr.phaseStart(h.Start.Other())
		return
	}
	if h.PostKey != nil {
		// The diagram is the position after the key: the defender moves first.
		if pos := tr.postKeyStart(h.Start.Other()); pos != nil {
			if tr.t.implied.defenderFirst {
				tr.defenderFirst(pos, h.PostKey)
			} else {
				tr.postKey(pos, h.PostKey)
			}
		}
		return
	}
	pos := tr.phaseStart(h.Start)
	if pos == nil {
		return
	}
	if tr.pr.MoveNumbers {
		tr.numberedKeys(pos, h)
		return
	}
	if !h.UndecidedLegality {
		for _, m := range h.Undecided {
			// Popeye's tree writer: the move, the remark, and the block's empty lines.
			tr.out.write(prefix(1) + pos.MoveText(m, tr.w.lang) + " " + tr.w.undecided + "\n\n\n")
		}
	}
	for _, k := range h.Keys {
		tr.key(pos, k)
	}
	if h.UndecidedLegality {
		for _, m := range h.Undecided {
			// ChecklessChess: the remark where the goal would be, in a block as a key's
			// (after the keys, which a stream writes as they are found)
			tr.out.write(prefix(1) + pos.MoveText(m, tr.w.lang) + " " + tr.w.undecidedLegal + "\n\n")
		}
	}
}

// setVariation writes a defence of battle set play; pos is the set play's start.
func (tr *twinRenderer) setVariation(pos Notation, d *solver.Defence) {
	tr.defence(pos, d, 2)
}

// postKey writes the post-key play; pos is the diagram with the defender to move.
func (tr *twinRenderer) postKey(pos Notation, a *solver.Attack) {
	tr.attack(pos, a, 1, true)
}

// defenderFirst writes the play of Black 1d[G]a, the defender's single move that must
// reach G: nothing when the defender has a refutation (Popeye solves a da branch only
// when the side to move has none), else each defence as a first move numbered "1.".
func (tr *twinRenderer) defenderFirst(pos Notation, a *solver.Attack) {
	if pos.InCheck() {
		tr.out.write(" +\n") // the key, not written, gave check (postKeyStart)
	}
	if len(a.Refutations) > 0 || len(a.Defences) == 0 {
		return
	}
	for _, d := range a.Defences {
		tr.out.write("   1." + tr.nodeText(pos, d.Move, d.Goal, d.PlanGoal) + "\n")
	}
}

// key writes a key or try block; pos is the diagram with the attacker to move.
func (tr *twinRenderer) key(pos Notation, k *solver.Attack) {
	tr.attack(pos, k, 1, false)
	if k.Mark != solver.GoalByAttacker {
		tr.out.write("\n") // a key or try block ends with an empty line
	}
}

// numberedKeys writes Popeye's MoveNumbers progress lines ("  3  (Ke2-f2 )"), one for
// each first move in generation order, each followed by its block if it is a key or try.
func (tr *twinRenderer) numberedKeys(pos Notation, h *solver.Half) {
	blocks := map[movegen.Move]*solver.Attack{}
	for _, k := range h.Keys {
		blocks[k.Move] = k
	}
	for n, m := range tr.numberedMoves(pos) {
		tr.out.write(fmt.Sprintf("%3d  (%s%s )\n", n, pos.MoveText(m, tr.w.lang), tr.numberedSuffix(pos, m)))
		if k := blocks[m]; k != nil {
			tr.attack(pos, k, 1, false)
			if k.Mark != solver.GoalByAttacker {
				tr.out.write("\n")
			}
		}
	}
}

// indent returns the indentation of a move at ply (1 = the key) with a one-digit move
// number.
func indent(ply int) string {
	if ply <= 1 {
		return "   "
	}
	return strings.Repeat(" ", 4*ply-2)
}

// prefix returns the indentation and move number of a move at ply: "n." for the
// attacker's moves (odd plies), "n..." for the defender's. Popeye right-aligns the number,
// so "10." starts one column left of where "9." does.
func prefix(ply int) string {
	n := strconv.Itoa((ply + 1) / 2)
	in := indent(ply)
	if len(n) > 1 && len(in) >= len(n)-1 {
		in = in[len(n)-1:]
	}
	if ply%2 == 1 {
		return in + n + "."
	}
	return in + n + "..."
}

// attack writes an attacker's move at ply and what follows it. postKey is true for the
// root of post-key play, whose null move is not written (pos is then the position after
// it).
func (tr *twinRenderer) attack(pos Notation, a *solver.Attack, ply int, postKey bool) {
	var line string
	if !postKey {
		line = prefix(ply) + tr.nodeText(pos, a.Move, a.Goal, a.PlanGoal, a.PlanAlso...)
		switch a.Mark {
		case solver.Key:
			line += " !"
		case solver.TryMark:
			line += " ?"
		case solver.GoalByAttacker:
			line += " ?!?"
		}
	}
	after := pos // the position after a's move (pos itself, made in place)
	if !postKey {
		pos.Make(a.Move)
	} else if pos.InCheck() {
		line = " +" // the key, not written, gave check
	}
	switch {
	case len(a.Threats) > 0 && a.ThreatsUnmarked:
	case len(a.Threats) > 0:
		line += " " + tr.w.threat + threatPassText(after, tr.w.lang)
	case a.Zugzwang:
		line += " " + tr.w.zugzwang
	}
	if line != "" {
		tr.out.write(line + "\n")
	}
	if len(a.Threats) > 0 {
		passed := threatPassed(after)
		for _, t := range a.Threats {
			tr.attack(passed, t, ply+2, false)
		}
	}
	for _, d := range a.Defences {
		tr.defence(after, d, ply+1)
	}
	if len(a.Refutations) > 0 {
		if a.Mark == solver.TryMark {
			tr.out.write("    " + tr.w.but + "\n")
			for _, d := range a.Refutations {
				tr.out.write(prefix(ply+1) + tr.nodeText(after, d.Move, d.Goal, d.PlanGoal) + " !\n")
				after.Make(d.Move)
				for _, g := range d.Attacks {
					tr.attack(after, g, ply+2, false) // reflex play's forced goals ("?!?")
				}
				after.Unmake()
			}
		} else {
			for _, d := range a.Refutations {
				tr.out.write(prefix(ply+1) + tr.nodeText(after, d.Move, d.Goal, d.PlanGoal) + "\n")
				tr.out.write(strings.Repeat(" ", 4*(ply+1)) + tr.w.refutes + "\n")
			}
		}
	}
	if !postKey {
		pos.Unmake()
	}
}

// defence writes a defender's move at ply and the attacker's continuations.
func (tr *twinRenderer) defence(pos Notation, d *solver.Defence, ply int) {
	tr.out.write(prefix(ply) + tr.nodeText(pos, d.Move, d.Goal, d.PlanGoal) + "\n")
	pos.Make(d.Move)
	for _, a := range d.Attacks {
		tr.attack(pos, a, ply+1, false)
	}
	pos.Unmake()
}

// moveText writes m (legal in pos) with Popeye's suffixes: " +" when it gives check
// (unless it reaches a goal whose marker stands for the check, such as mate), then the
// goal's marker when it reaches the goal ("#", "x", "z"; castling has none).
func (tr *twinRenderer) moveText(pos Notation, m movegen.Move, goal bool) string {
	if tr.r.Plan != nil {
		return tr.moveTextFor(pos, m, goal, tr.planGoal)
	}
	return tr.moveTextFor(pos, m, goal, tr.r.Stipulation.Goal)
}

// nodeText is moveText for a move of a tree (Attack, Defence): in a structured
// stipulation the goal it reaches is its own (Attack.PlanGoal; "#|=" marks each move
// with the goal that holds), followed by also (the further goals of an "&").
func (tr *twinRenderer) nodeText(pos Notation, m movegen.Move, goal bool, pg solver.Goal, also ...solver.Goal) string {
	if tr.r.Plan != nil && goal {
		return tr.moveTextFor(pos, m, goal, pg, also...)
	}
	return tr.moveText(pos, m, goal)
}

// moveTextFor is moveText for a line whose goal is g; a move reaching the goal is marked
// with g's marker and also's (the further goals of an "&", Popeye's "# x"), and with no
// " +" if one of them stands for the check.
func (tr *twinRenderer) moveTextFor(pos Notation, m movegen.Move, goal bool, g solver.Goal, also ...solver.Goal) string {
	s := pos.MoveText(m, tr.w.lang)
	pos.Make(m)
	check := markedCheck(pos)
	pos.Unmake()
	goals := append([]solver.Goal{g}, also...)
	if check && !(goal && slices.ContainsFunc(goals, solver.Goal.PreemptsCheck)) {
		s += " +"
	}
	for _, x := range goals {
		if mk := x.Marker(); goal && mk != "" {
			s += " " + mk
		}
	}
	return s
}

// lineHalf writes help or series play: the set play, then the solutions, one per line.
func (tr *twinRenderer) lineHalf(h *solver.Half) {
	if tr.setPlay() {
		if pos := tr.phaseStart(h.Start.Other()); pos != nil {
			tr.setLines(pos, h)
		}
	}
	var pos Notation
	if tr.r.Plan != nil {
		pos = tr.planPhaseStart(h)
	} else {
		pos = tr.phaseStart(h.Start)
	}
	if pos == nil {
		return
	}
	if tr.reciAtOnce() && h.ReciOwnOnly {
		tr.out.write("\n") // the empty phase of the other part
	}
	if tr.pr.MoveNumbers && !tr.r.Options.Intelligent {
		tr.numberedLines(pos, h)
		return
	}
	for _, m := range h.Undecided {
		tr.out.write(tr.undecidedLine(pos, h, m) + " " + tr.w.undecided + "\n\n")
	}
	for _, l := range h.Lines {
		tr.line(pos, h, l)
	}
}

// undecidedLine writes the first move m, one the rules cannot decide, as Popeye's line
// writer does: numbered as a line's first move, without a check or goal mark.
func (tr *twinRenderer) undecidedLine(pos Notation, h *solver.Half, m movegen.Move) string {
	text := tr.lineText(pos, h, solver.Line{Moves: []movegen.Move{m}})
	move := pos.MoveText(m, tr.w.lang)
	if i := strings.Index(text, move); i >= 0 {
		return text[:i+len(move)]
	}
	return text
}

// line writes one help or series solution; pos is its phase's start.
func (tr *twinRenderer) line(pos Notation, h *solver.Half, l solver.Line) {
	if tr.reciAtOnce() && (tr.reciParts == 0 || l.Reci && tr.reciParts == 1) {
		tr.out.write("\n")
		tr.reciParts++
		if l.Reci && tr.reciParts == 1 {
			tr.reciParts++
		}
	}
	text := tr.lineText(pos, h, l)
	if l.ByAttacker {
		text += " ?!?"
	}
	tr.out.write(text + "\n")
}

// parryLineText writes a line of parry series play (pser-, phser-): the series side's
// moves numbered, each parry (a move of the other side, in check) after the move it
// answers, and the closing move of the other side last; the other side passes after a
// series move that gives no check. pos is the line's own copy; series moves the series.
func (tr *twinRenderer) parryLineText(pos Notation, series movegen.Color, l solver.Line, goal solver.Goal) string {
	var sb strings.Builder
	last := len(l.Moves) - 1
	n := 0
	for i, m := range l.Moves {
		text := tr.moveTextFor(pos, m, i == last, goal)
		switch {
		case pos.SideToMove() != series && i == 0:
			sb.WriteString("  1..." + text)
		case pos.SideToMove() != series:
			sb.WriteString(" " + text)
		default:
			n++
			if i > 0 {
				sb.WriteByte(' ')
			}
			fmt.Fprintf(&sb, "%3d.%s", n, text)
		}
		mover := pos.SideToMove()
		pos.Make(m)
		if mover == series && i < last && !pos.InCheck() && tr.nextIsSeries(pos, l.Moves[i+1]) {
			pos.Pass()
		}
	}
	return sb.String()
}

// nextIsSeries reports whether m, the next move of a parry line, is not a legal move of
// the side to move in pos, so that it is the series side's after a pass.
func (tr *twinRenderer) nextIsSeries(pos Notation, m movegen.Move) bool {
	return !slices.Contains(pos.LegalMoves(nil), m)
}

// setLine writes one line of set play (setLineText).
func (tr *twinRenderer) setLine(pos Notation, h *solver.Half, l solver.Line) {
	tr.out.write(tr.setLineText(pos, h, l) + "\n")
}

// setLines writes the set play of help and series play from pos (setLineText); under
// MoveNumbers Popeye numbers the first moves of the set play of help play as it numbers
// the play's, and the play's numbers go on from there. The set play of series play it
// numbers otherwise (the series side's moves, once for each length), which cpls does
// not follow: it writes no progress lines there.
func (tr *twinRenderer) setLines(pos Notation, h *solver.Half) {
	text := func(l solver.Line) string { return tr.setLineText(pos, h, l) }
	if tr.pr.MoveNumbers && !tr.r.Options.Intelligent && !tr.r.Stipulation.Series {
		tr.numberedPhase(pos, h.SetLines, text, nil)
		return
	}
	for _, l := range h.SetLines {
		tr.out.write(text(l) + "\n")
	}
}

// numberedLines writes the MoveNumbers progress lines of help and series play, each
// first move followed by the solutions that start with it.
func (tr *twinRenderer) numberedLines(pos Notation, h *solver.Half) {
	var deeper func(n int, m movegen.Move)
	if tr.t.numbers.deep {
		deeper = func(n int, m movegen.Move) { tr.numberedLevel(pos, h, pos, []int{n}, []movegen.Move{m}) }
	}
	tr.numberedPhase(pos, h.Lines, func(l solver.Line) string { return tr.lineText(pos, h, l) }, deeper)
}

// numberedPhase writes the progress lines of the first moves from pos, each followed by
// the lines (written by text) that start with it, or, with lists of numbers ("n:m"), by
// the deeper moves' progress lines (deeper, nil without them).
func (tr *twinRenderer) numberedPhase(pos Notation, lines []solver.Line, text func(solver.Line) string, deeper func(int, movegen.Move)) {
	for n, m := range tr.numberedMoves(pos) {
		tr.out.write(fmt.Sprintf("%3d  (%s%s )\n", n, pos.MoveText(m, tr.w.lang), tr.numberedSuffix(pos, m)))
		if deeper != nil {
			deeper(n, m)
			continue
		}
		for _, l := range lines {
			if first, ok := l.First(); ok && first == m {
				tr.out.write(text(l) + "\n")
			}
		}
	}
}

// numberedLevel writes what follows the move path[len(path)-1], numbered
// nums[len(nums)-1] and played from prev (start is the phase's start): at the last level
// of the lists of numbers the solutions through path, else the progress lines of the
// next level's moves Popeye does not skip ("3:2"; where the level has bounds), each
// followed by what follows it; nothing after an illegal move, which Popeye does not play
// on, nor after a move that reaches the goal before the last move (Twin.endsEarly).
func (tr *twinRenderer) numberedLevel(start Notation, h *solver.Half, prev Notation, nums []int, path []movegen.Move) {
	lists := tr.t.numbers.lists
	m := path[len(path)-1]
	if !slices.Contains(prev.LegalMoves(nil), m) || tr.t.endsEarly(len(path)-1, m) {
		return
	}
	if len(path) == lists.Levels() {
		for _, l := range h.Lines {
			if slices.Equal(levelMoves(l, len(path)), path) {
				tr.out.write(tr.lineText(start, h, l) + "\n")
			}
		}
		return
	}
	q := tr.t.afterLevel(prev, m)
	for i, next := range tr.t.levelTried(q, len(path)) {
		deeper := append(slices.Clone(nums), i+1)
		if lists.Skips(deeper) {
			continue
		}
		if lists.Written(len(path)) {
			tr.out.write(fmt.Sprintf("%s  (%s%s )\n", progressNumber(deeper), q.MoveText(next, tr.w.lang), tr.numberedSuffix(q, next)))
		}
		tr.numberedLevel(start, h, q, deeper, append(slices.Clone(path), next))
	}
}

// progressNumber writes the numbers of a progress line as Popeye does: the first in
// three columns, the deeper ones after colons ("  3:2:5").
func progressNumber(nums []int) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%3d", nums[0])
	for _, n := range nums[1:] {
		fmt.Fprintf(&sb, ":%d", n)
	}
	return sb.String()
}

// markedCheck reports whether the side to move in pos is in check as Popeye marks the
// move just played with "+": where the rules say otherwise than InCheck (the fairy
// engine under PAD, fairy.Game.MarkedCheck), as they say.
func markedCheck(pos Notation) bool {
	if mc, ok := pos.(interface{ MarkedCheck() bool }); ok {
		return mc.MarkedCheck()
	}
	return pos.InCheck()
}

// checkMark returns " +" if the move m of pos (pseudo-legal) leaves the other side in
// check, as Popeye marks its progress lines (never with the goal's marker).
func checkMark(pos Notation, m movegen.Move) string {
	pos.Make(m)
	check := pos.InCheck()
	pos.Unmake()
	if check {
		return " +"
	}
	return ""
}

// setLineText writes one line of set play. In help play of n.5 moves the set play
// begins as if the side that starts had passed: Popeye writes that pass as "1...  ..."
// and numbers the set play's moves from 2 ("  1...  ...  2.Kf8-g8 Ke5-f6   3.Kg8-f8
// Qa4-a8 #").
func (tr *twinRenderer) setLineText(start Notation, h *solver.Half, l solver.Line) string {
	st := tr.r.Stipulation
	if st.Play == solver.Help && !st.Series && st.HalfMove && tr.r.Plan == nil {
		return "  1...  ..." + tr.lineTextFrom(start, h, l, 2)
	}
	return tr.lineText(start, h, l)
}

// lineText writes one help or series solution. pos is the phase's start (unchanged on
// return); its side to move makes the first move.
func (tr *twinRenderer) lineText(start Notation, h *solver.Half, l solver.Line) string {
	return tr.lineTextFrom(start, h, l, 1)
}

// lineTextFrom is lineText with the help play's moves numbered from first.
func (tr *twinRenderer) lineTextFrom(start Notation, h *solver.Half, l solver.Line, first int) string {
	if len(l.Steps) > 0 {
		return tr.stepsText(start, l)
	}
	pos := start.Clone().(Notation)
	st := tr.r.Stipulation
	var sb strings.Builder
	last := len(l.Moves) - 1
	goal := st.Goal
	if l.Reci {
		goal = st.ReciGoal
	}
	if l.Intro > 0 {
		return tr.introText(pos, h, l, first)
	}
	if l.Tail > 0 {
		return tr.tailText(pos, h, l, first)
	}
	if st.Series && st.Parry {
		series := h.Start
		if st.Intro > 0 {
			series = pos.SideToMove() // after the introductory moves (introText)
		}
		return tr.parryLineText(pos, series, l, goal)
	}
	if st.Series {
		// The series side moves alone, each move numbered; the other side's closing
		// move (ser-h, ser-s, ser-r) follows unnumbered.
		closing := st.Play != solver.Direct && !l.ByAttacker && !l.Reci
		// ser-hs ends with the other side's move, unnumbered after the last series
		// move, and the series side's forced move, numbered as the next series move;
		// its set play is those two alone ("1...Ra5-a4   2.g3-g2 #").
		helpSelf := closing && st.End == solver.EndSelf
		for i, m := range l.Moves {
			text := tr.moveTextFor(pos, m, i == last, goal)
			switch {
			case helpSelf && i == 0 && last == 1:
				sb.WriteString("  1..." + text)
			case helpSelf && i == last-1:
				sb.WriteString(" " + text)
			case helpSelf && i == last:
				fmt.Fprintf(&sb, " %3d.%s", max(i, 2), text)
			case closing && i == last && i == 0:
				sb.WriteString("  1..." + text)
			case closing && i == last:
				sb.WriteString(" " + text)
			default:
				if i > 0 {
					sb.WriteByte(' ')
				}
				fmt.Fprintf(&sb, "%3d.%s", i+1, text)
			}
			pos.Make(m)
			nextIsSeries := i+1 < last || (i+1 == last && !closing)
			if helpSelf {
				nextIsSeries = i+2 < last
			}
			if nextIsSeries {
				pos.Pass() // pos is this line's own copy
			}
		}
		return sb.String()
	}
	pairStarter := h.Attacker.Other()
	if st.End == solver.EndSelf || st.End == solver.EndReflex {
		pairStarter = h.Attacker // hs#, hr#: White starts the move pairs
	}
	// The lines of help-direct play written without their end stop before the goal, and
	// the help play before a two-mover (tailText) too.
	goalLast := !(st.End == solver.EndDirect && st.EndHidden) && st.End != solver.EndTwoMover
	n := first
	for i, m := range l.Moves {
		mover := pos.SideToMove()
		text := tr.moveTextFor(pos, m, i == last && goalLast, goal)
		if mover == pairStarter {
			if i > 0 {
				sb.WriteByte(' ')
			}
			fmt.Fprintf(&sb, "%3d.%s", n, text)
		} else {
			if i == 0 {
				fmt.Fprintf(&sb, "%3d...%s", n, text)
			} else {
				sb.WriteString(" " + text)
			}
			n++
		}
		pos.Make(m)
	}
	return sb.String()
}

// introText writes a line that begins with introductory moves (solver.Line.Intro):
// they are numbered as series moves, the other side passing between them, and the
// series play after them is numbered from 1 again ("  1.Sb5-d4   1.Sd3-c1 …"). pos is
// the line's own copy.
func (tr *twinRenderer) introText(pos Notation, h *solver.Half, l solver.Line, first int) string {
	var sb strings.Builder
	for i, m := range l.Moves[:l.Intro] {
		if i > 0 {
			sb.WriteByte(' ')
			pos.Pass()
		}
		fmt.Fprintf(&sb, "%3d.%s", i+1, tr.moveTextFor(pos, m, false, tr.r.Stipulation.Goal))
		pos.Make(m)
	}
	rest := l
	rest.Moves, rest.Intro = l.Moves[l.Intro:], 0
	return sb.String() + " " + tr.lineTextFrom(pos, h, rest, first)
}

// tailText writes a line of help play followed by a two-mover (solver.Line.Tail): the
// help play as help lines are written, then the two-mover numbered from 1 with the
// attacker's moves first ("  1.Bh1-g2 Bh6-f4   2.Bg2-f1   1.Bd3-g6 + Kh5-g4   2.Qc3*f3 #").
func (tr *twinRenderer) tailText(pos Notation, h *solver.Half, l solver.Line, first int) string {
	split := len(l.Moves) - l.Tail
	help := l
	help.Moves, help.Tail = l.Moves[:split], 0
	s := tr.lineTextFrom(pos, h, help, first)
	for _, m := range help.Moves {
		pos.Make(m)
	}
	n := 1
	for i, m := range l.Moves[split:] {
		text := tr.moveTextFor(pos, m, split+i == len(l.Moves)-1, tr.r.Stipulation.Goal)
		if i%2 == 0 {
			s += fmt.Sprintf(" %3d.%s", n, text)
			n++
		} else {
			s += " " + text
		}
		pos.Make(m)
	}
	return s
}

// startGame returns the twin's game with side to move; the en-passant right is kept
// only for the side that may use it.
func (t *Twin) startGame(side movegen.Color) Notation {
	g := t.notation()
	g.SetTurn(side)
	return g
}

// passed returns a copy of g with the move passed to the other side.
func passed(g Notation) Notation {
	c := g.Clone().(Notation)
	c.Pass()
	return c
}

// suffix returns " #" if m mates, " +" if it checks, "" otherwise (m legal in g; g is
// unchanged on return).
func suffix(g Notation, m movegen.Move) string {
	if !g.GivesCheck(m) {
		return ""
	}
	g.Make(m)
	mate := !g.HasLegalMove()
	g.Unmake()
	if mate {
		return " #"
	}
	return " +"
}

// threatPassed returns a copy of g after the defender's dummy move that starts a
// threat, with the effects its rules give it (rules.ThreatPasser).
func threatPassed(g Notation) Notation {
	c := g.Clone().(Notation)
	if t, ok := c.(rules.ThreatPasser); ok {
		t.PassThreat()
	} else {
		c.Pass()
	}
	return c
}

// threatPassText returns what the effects of the threat's dummy move add to "threat:"
// in lang (LostPieces: "[-wPd7]"), "" for none.
func threatPassText(g Notation, lang movegen.Language) string {
	if t, ok := g.(interface {
		ThreatPassText(movegen.Language) string
	}); ok {
		return t.ThreatPassText(lang)
	}
	return ""
}

// kingCapturable reports whether the side to move could capture the opponent's royal
// piece: it is in check, and the rules do not keep it even so (rules.CheckedDiagram).
func kingCapturable(g Notation) bool {
	if cd, ok := g.(rules.CheckedDiagram); ok && cd.CheckedDiagramAllowed() {
		return false
	}
	c := passed(g)
	return c.InCheck()
}
