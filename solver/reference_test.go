package solver_test

// A brute-force reference solver for the cross-check (crosscheck_test.go). It is built on
// the rules seam only (rules.Game: LegalMoves, Make, Unmake, InCheck, Clone, SetTurn,
// Pass), so it solves under any rules the solver does, and written to be obviously
// right rather than fast: full-width enumeration, the only shortcut being that "there
// is a move such that" stops at the first such move and "every move" at the first
// counter-example. No tables, no move ordering, no pruning, nothing shared with package
// solver but the Stipulation type.
//
// Its answer is a set of facts, one string each, in the form crosscheck_test.go also
// derives from a solver.Result:
//
//	key e2e4                  battle play: a first move that succeeds
//	try e2e4 but d7d5         battle play (with tries): a first move with exactly one
//	                          refutation, one fact per refutation
//	attacker-goal e2e4        reflex play: the attacker can reach the goal at once, so
//	                          must (Popeye's "?!?"); nothing else is solved
//	line a b c                help and series play: a full-length solution
//	short-line a b            a shorter solution (see helpLengths, seriesLengths)
//	unsolvable                the side that does not move first is in check
//	count 1 full 0 short      keys or lines of full length and shorter ones
//	half-status sound         the classification of one half (Half.Status)
//	status sound              the classification (solver.Status): the worst of the
//	                          halves' (unsolvable, no solution, short solution, cooked)
//
// Moves are written in UCI; in a duplex the facts of the swapped half are prefixed
// "duplex ". The rules are those of the package documentation and the solver's notes
// (Popeye's semantics):
//
//   - direct #n/=n: the attacker moves first; the defender, to move, in the goal state
//     means success; a defender with no move otherwise means failure.
//   - self s#n: every defence either reaches the goal (the defender mates the attacker)
//     or leaves the attacker success in n−1; a defender without a move is no success.
//   - reflex r#n: a defender that can reach the goal in one move succeeds (he must);
//     an attacker who can reach the goal in one move fails (he must), also at the root.
//   - a key "reaches the goal in fewer moves" when it succeeds as an (n−1)-mover.
//   - help play: the sides alternate; after the last move the side to move is in the
//     goal state. h#n starts with the defender (2n half moves), h#n.5 with the attacker
//     (2n+1). Every shorter length of the same parity is solved too (short solutions).
//   - series play: the series side makes k moves in a row while the other side passes
//     (en-passant rights lapse with a pass); no series move but the last may leave the
//     other side in check. ser-#/ser-= end with the last series move in the goal,
//     ser-h# with the attacker reaching the goal in one, ser-s# with every move of the
//     defender reaching it, ser-r# with the defender's moves that reach it; in ser-r# the
//     series fails as soon as the attacker could reach the goal before a series move or
//     the defender could reach it after one. Every k from 1 to n is solved.
//   - the diagram's en-passant square counts only if the side moving first may use it.

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver"
)

// refBudgetExceeded is the panic value that ends a reference search over its node limit.
type refBudgetExceeded struct{}

// refSolver is one brute-force search: the position (changed by Make/Unmake and restored
// on return), the goal, and a count of the moves made against a limit.
type refSolver struct {
	pos    rules.Game
	goal   solver.Goal
	goalSq movegen.Square
	nodes  int
	limit  int // 0: none
	// goalIsEnd is Popeye's option GoalIsEnd; exact is the stipulation's "exact-".
	goalIsEnd, exact bool
	// semi: semi-reflex play (only the defender bound); end: the ending of help play.
	semi bool
	end  solver.Ending
	// reci: reciprocal help play, whose help side reaches reciGoal on reciSq itself.
	reci     bool
	reciGoal solver.Goal
	reciSq   movegen.Square
	// parry: parry series (pser-, phser-), whose other side answers a check at once.
	parry bool
	// endNoCheck, endHidden: help-direct play's (solver.EndDirect) constraint that the
	// defender is not in check at the end, and its lines without the end.
	endNoCheck, endHidden bool
	// played holds what each move made so far did, for the goals about the move; home
	// is, for each square, the diagram square of the piece on it (-1: empty).
	played []refPlayed
	home   [64]int
}

// refPlayed is what one move did: its facts (as the game tells them), the side that
// made it, and the diagram square of the piece that moved; pass is true for a pass.
type refPlayed struct {
	facts rules.Facts
	mover movegen.Color
	from  int
	pass  bool
}

// refSolve solves stip in pos by brute force, with the attacker in White's role (the
// other colour in a duplex half) and, in battle play, tries with one refutation when
// tries is true. It returns the facts described above, or ok false when more than limit
// moves (0: no limit) would have to be made. pos is not modified.
func refSolve(pos rules.Game, stip solver.Stipulation, duplex, halfDuplex, tries bool, limit int) (facts []string, nodes int, ok bool) {
	return refSolveOpts(pos, stip, refOptions{duplex: duplex, halfDuplex: halfDuplex, tries: tries}, limit)
}

// refOptions are the options the reference models.
type refOptions struct {
	duplex, halfDuplex, tries, goalIsEnd bool
}

// refSolveOpts is refSolve with options.
func refSolveOpts(pos rules.Game, stip solver.Stipulation, o refOptions, limit int) (facts []string, nodes int, ok bool) {
	duplex, halfDuplex, tries := o.duplex, o.halfDuplex, o.tries
	r := &refSolver{goal: stip.Goal, goalSq: stip.GoalSquare, limit: limit, goalIsEnd: o.goalIsEnd, exact: stip.Exact,
		reci: stip.Reci, reciGoal: stip.ReciGoal, reciSq: stip.ReciSquare, semi: stip.Semi, end: stip.End,
		parry: stip.Parry, endNoCheck: stip.EndNoCheck, endHidden: stip.EndHidden}
	defer func() {
		if v := recover(); v != nil {
			if _, over := v.(refBudgetExceeded); !over {
				panic(v)
			}
			facts, nodes, ok = nil, r.nodes, false
		}
	}()
	var attackers []movegen.Color
	if !halfDuplex {
		attackers = append(attackers, movegen.White)
	}
	if duplex || halfDuplex {
		attackers = append(attackers, movegen.Black)
	}
	var full, short int
	var statuses []solver.Status
	for _, attacker := range attackers {
		prefix := ""
		if attacker == movegen.Black {
			prefix = "duplex "
		}
		start := startingSide(stip, attacker)
		r.pos = withMover(pos, start)
		r.setHome()
		if withMover(pos, start.Other()).InCheck() {
			// The side that does not move first is in check: its king could be taken.
			facts = append(facts, prefix+"unsolvable", prefix+"half-status "+solver.Unsolvable.String())
			statuses = append(statuses, solver.Unsolvable)
			continue
		}
		var half []string
		var f, s int
		switch {
		case stip.Series && stip.Intro > 0:
			r.introLengths(stip, stip.Intro, nil, &half, &f, &s)
		case stip.Series:
			half, f, s = r.seriesLengths(stip)
		case stip.Play == solver.Help:
			half, f, s = r.helpLengths(stip)
		default:
			half, f, s = r.battle(stip, tries)
		}
		for _, h := range half {
			facts = append(facts, prefix+h)
		}
		full += f
		short += s
		st := classify(f, s, false)
		facts = append(facts, prefix+"half-status "+st.String())
		statuses = append(statuses, st)
	}
	facts = append(facts, fmt.Sprintf("count %d full %d short", full, short))
	facts = append(facts, "status "+worst(statuses).String())
	sort.Strings(facts)
	return facts, r.nodes, true
}

// startingSide returns the side that makes the first move of the play.
func startingSide(stip solver.Stipulation, attacker movegen.Color) movegen.Color {
	if stip.Play == solver.Help && !stip.Series && (stip.End == solver.EndSelf || stip.End == solver.EndReflex) {
		// hs#, hr#: White starts, Black in n.5.
		if stip.HalfMove {
			return attacker.Other()
		}
		return attacker
	}
	switch {
	case stip.Series && stip.Intro > 0 && stip.Play == solver.Help:
		return attacker // the introductory moves are the other side's
	case stip.Series && stip.Intro > 0:
		return attacker.Other()
	case stip.Series && stip.Play == solver.Help:
		return attacker.Other()
	case stip.Series:
		return attacker
	case stip.Play == solver.Help && !stip.HalfMove:
		return attacker.Other()
	}
	return attacker
}

// withMover returns a copy of pos with c to move in the diagram (rights only the other
// side could use lapse).
func withMover(pos rules.Game, c movegen.Color) rules.Game {
	p := pos.Clone()
	p.SetTurn(c)
	return p
}

// classify is solver.Status from the counts, as the package documents it.
func classify(full, short int, unsolvable bool) solver.Status {
	switch {
	case unsolvable && full == 0:
		return solver.Unsolvable
	case full == 0 && short == 0:
		return solver.NoSolution
	case short > 0:
		return solver.ShortSolution
	case full > 1:
		return solver.Cooked
	}
	return solver.Sound
}

// worst is the status of a problem whose halves have statuses sts: the first of
// Unsolvable, NoSolution, ShortSolution and Cooked among them, else Sound.
func worst(sts []solver.Status) solver.Status {
	for _, w := range []solver.Status{solver.Unsolvable, solver.NoSolution, solver.ShortSolution, solver.Cooked} {
		if slices.Contains(sts, w) {
			return w
		}
	}
	return solver.Sound
}

// moves returns the legal moves of the side to move in a new slice.
func (r *refSolver) moves() []movegen.Move {
	return r.pos.LegalMoves(make([]movegen.Move, 0, 48))
}

// play makes m and counts it against the limit; it remembers what m did.
func (r *refSolver) play(m movegen.Move) {
	r.nodes++
	if r.limit > 0 && r.nodes > r.limit {
		panic(refBudgetExceeded{})
	}
	p := refPlayed{mover: r.pos.SideToMove(), from: -1}
	if mf, ok := r.pos.(rules.MoveFacts); ok {
		p.facts = mf.Facts(m)
		p.from = r.homes()[p.facts.From]
	}
	r.played = append(r.played, p)
	r.pos.Make(m)
}

func (r *refSolver) takeBack() {
	r.played = r.played[:len(r.played)-1]
	r.pos.Unmake()
}

// passed runs f with the other side to move after a pass (a null move), on a copy of the
// position, and restores the position afterwards.
func (r *refSolver) passed(f func()) {
	saved, played := r.pos, r.played
	r.pos = saved.Clone()
	r.pos.Pass()
	r.played = append(played[:len(played):len(played)], refPlayed{pass: true})
	f()
	r.pos, r.played = saved, played
}

// setHome starts the record of the moves at the diagram.
func (r *refSolver) setHome() {
	r.played = nil
	for s := range r.home {
		r.home[s] = -1
		if mf, ok := r.pos.(rules.MoveFacts); ok {
			if _, occupied := mf.Occupant(movegen.Square(s)); occupied {
				r.home[s] = s
			}
		}
	}
}

// homes returns, for each square, the diagram square of the piece on it (-1: none),
// replaying the moves made from the diagram.
func (r *refSolver) homes() [64]int {
	h := r.home
	for _, p := range r.played {
		if p.pass {
			continue
		}
		f := p.facts
		if f.Captured != movegen.NoSquare {
			h[f.Captured] = -1
		}
		moving := h[f.From]
		h[f.From] = -1
		if f.AlsoFrom != movegen.NoSquare {
			h[f.AlsoTo], h[f.AlsoFrom] = h[f.AlsoFrom], -1
		}
		h[f.To] = moving
	}
	return h
}

// immobileGoal reports whether the goal leaves the side to move without a legal move
// (mate, stalemate and their kin): such a goal ends the play by itself.
func (r *refSolver) immobileGoal() bool {
	switch r.goal {
	case solver.Mate, solver.Stalemate, solver.DoubleStalemate, solver.MateOrStalemate:
		return true
	}
	return false
}

// inGoal reports whether the last move reached the goal (the side to move is the other
// side of the one that made it).
func (r *refSolver) inGoal() bool {
	noMove := func() bool { return len(r.moves()) == 0 }
	switch r.goal {
	case solver.Mate:
		return r.pos.InCheck() && noMove()
	case solver.Stalemate:
		return !r.pos.InCheck() && noMove()
	case solver.DoubleStalemate:
		if r.pos.InCheck() || !noMove() {
			return false
		}
		// The side that just moved must be stalemated too, were it to move.
		both := false
		r.passed(func() { both = noMove() && !r.pos.InCheck() })
		return both
	case solver.MateOrStalemate:
		return noMove()
	case solver.Check:
		return r.pos.InCheck()
	case solver.AnyMove:
		return true
	case solver.AutoStalemate:
		// The side that just moved has no move, the other is not in check.
		stuck := false
		r.passed(func() { stuck = noMove() })
		return !r.pos.InCheck() && stuck
	case solver.DoubleMate, solver.CounterMate:
		// Both sides in check without a move.
		return r.pos.InCheck() && r.stuck() && r.moverMated()
	case solver.AutoMate:
		return r.moverMated()
	}
	return r.reachedByMove(r.played[len(r.played)-1])
}

// selfCheckGoal reports whether the goal is reached by a move that leaves the mover's
// own king in check (##, ##!, !#): Popeye lets such a move end the play when it reaches
// the goal, and only then.
func (r *refSolver) selfCheckGoal() bool {
	switch r.goal {
	case solver.DoubleMate, solver.CounterMate, solver.AutoMate:
		return true
	}
	return false
}

// stuck reports whether the side to move has no move: no legal move, and no capture of
// the other side's king that leaves its own king unattacked. The capture is found as a
// legal capture of a knight put in the king's place.
func (r *refSolver) stuck() bool {
	if len(r.moves()) > 0 {
		return false
	}
	us := r.pos.SideToMove()
	p := r.pos.(*rules.Orthodox).Position.Clone()
	k := p.King(us.Other())
	if k == movegen.NoSquare {
		return true
	}
	p.Put(k, movegen.MakePiece(us.Other(), movegen.Knight))
	for _, m := range p.LegalMoves(nil) {
		if m.To() == k {
			return false
		}
	}
	return true
}

// moverMated reports whether the side that just moved is in check and, were it to move,
// stuck.
func (r *refSolver) moverMated() bool {
	mated := false
	r.passed(func() { mated = r.pos.InCheck() && r.stuck() })
	return mated
}

// selfCheckMoves returns the moves of the side to move that leave its own king in check:
// the pseudo-legal moves that are not legal.
func (r *refSolver) selfCheckMoves() []movegen.Move {
	legal := r.moves()
	var out []movegen.Move
	for _, m := range r.pos.(*rules.Orthodox).PseudoLegalMoves(nil) {
		if !slices.Contains(legal, m) {
			out = append(out, m)
		}
	}
	return out
}

// goalCandidates returns the moves that may reach the goal: the legal ones, or for a
// goal of selfCheckGoal the moves that leave the mover's own king in check, when the
// mover meets the goal's condition (##: it has a move; ##!: it is mated).
func (r *refSolver) goalCandidates() []movegen.Move {
	if !r.selfCheckGoal() {
		return r.moves()
	}
	switch r.goal {
	case solver.DoubleMate:
		if r.stuck() {
			return nil
		}
	case solver.CounterMate:
		if !r.pos.InCheck() || !r.stuck() {
			return nil
		}
	}
	return r.selfCheckMoves()
}

// reachedByMove reports whether the move p, the last one made, reached a goal about the
// move itself.
func (r *refSolver) reachedByMove(p refPlayed) bool {
	if p.pass {
		return false
	}
	f := p.facts
	switch r.goal {
	case solver.Capture, solver.WinPiece:
		return f.Captured != movegen.NoSquare
	case solver.EnPassant:
		return f.EnPassant
	case solver.Castling:
		return f.Castling
	case solver.Target:
		return f.To == r.goalSq
	case solver.Chess81:
		// The moving piece arrives on the far side's first rank.
		return (p.mover == movegen.White && f.To.Rank() == 7) || (p.mover == movegen.Black && f.To.Rank() == 0)
	case solver.Circuit:
		return p.from == int(f.To)
	case solver.Exchange:
		// The moving piece stands on the diagram square of another piece of its side,
		// which stands on the moving piece's diagram square.
		if p.from < 0 || p.from == int(f.To) {
			return false
		}
		c, occupied := r.pos.(rules.MoveFacts).Occupant(movegen.Square(p.from))
		return r.homes()[p.from] == int(f.To) && occupied && c == p.mover
	case solver.Kiss:
		return r.kiss(f.To)
	}
	panic("reference: unknown goal")
}

// kiss reports whether the piece on kisser stands next to the piece from the goal's
// diagram square, and that piece has no other piece next to it.
func (r *refSolver) kiss(kisser movegen.Square) bool {
	h := r.homes()
	mf := r.pos.(rules.MoveFacts)
	for s := movegen.Square(0); s < 64; s++ {
		if h[s] != int(r.goalSq) || !adjacent(s, kisser) {
			continue
		}
		for t := movegen.Square(0); t < 64; t++ {
			if _, occupied := mf.Occupant(t); occupied && t != kisser && t != s && adjacent(s, t) {
				return false
			}
		}
		return true
	}
	return false
}

// adjacent reports whether a and b are different squares next to each other.
func adjacent(a, b movegen.Square) bool {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	return a != b && df >= -1 && df <= 1 && dr >= -1 && dr <= 1
}

// goalMoves returns the moves of the side to move after which the opponent is in the
// goal state.
func (r *refSolver) goalMoves() []movegen.Move {
	var out []movegen.Move
	for _, m := range r.goalCandidates() {
		r.play(m)
		if r.inGoal() {
			out = append(out, m)
		}
		r.takeBack()
	}
	return out
}

// canReachGoal reports whether the side to move has a move after which the opponent is
// in the goal state.
func (r *refSolver) canReachGoal() bool {
	for _, m := range r.goalCandidates() {
		r.play(m)
		reached := r.inGoal()
		r.takeBack()
		if reached {
			return true
		}
	}
	return false
}

// ---- Battle play: direct, self, reflex ----

// attackerSucceeds reports whether the attacker, to move, succeeds within n moves
// whatever the defender does.
func (r *refSolver) attackerSucceeds(play solver.Play, n int) bool {
	if n <= 0 {
		return false
	}
	if play == solver.Reflex && !r.semi && r.canReachGoal() {
		return false // he would have to reach the goal himself
	}
	if play == solver.Direct && r.selfCheckGoal() && r.canReachGoal() {
		return true // a goal move that is not legal
	}
	for _, m := range r.moves() {
		r.play(m)
		wins := r.defenderLoses(play, n)
		r.takeBack()
		if wins {
			return true
		}
	}
	return false
}

// defenderLoses reports whether the defender, to move after the first of the attacker's
// n moves, cannot avoid the attacker's success.
func (r *refSolver) defenderLoses(play solver.Play, n int) bool {
	if play != solver.Direct && !r.immobileGoal() && r.goalIsEnd && r.inGoal() {
		return false // GoalIsEnd: the attacker reached the goal, ending the play
	}
	early := r.exact && n > 1 // exact: a goal before the last move does not count
	switch play {
	case solver.Direct:
		if !early && r.inGoal() {
			return true
		}
	case solver.Reflex:
		if r.canReachGoal() {
			return !early // he must reach the goal (too early: a failure)
		}
	}
	if play != solver.Self && n == 1 {
		return false
	}
	defences := r.moves()
	if len(defences) == 0 {
		return false
	}
	for _, d := range defences {
		r.play(d)
		still := r.attackerStillSucceeds(play, n)
		r.takeBack()
		if !still {
			return false
		}
	}
	return true
}

// attackerStillSucceeds reports, after a defence against the first of n attacking moves,
// whether the attacker succeeds: in self play the defence itself may reach the goal,
// otherwise the attacker needs success within the n−1 moves left.
func (r *refSolver) attackerStillSucceeds(play solver.Play, n int) bool {
	if play == solver.Self && r.inGoal() {
		return !(r.exact && n > 1) // too early for an exact stipulation: a failure
	}
	if play == solver.Direct && !r.immobileGoal() && r.goalIsEnd && r.inGoal() {
		return false // GoalIsEnd: the defender reached the goal, ending the play
	}
	return r.attackerSucceeds(play, n-1)
}

// refutations returns the defences, after the attacker's first move of n, after which
// the attacker no longer succeeds.
func (r *refSolver) refutations(play solver.Play, n int) []movegen.Move {
	var out []movegen.Move
	for _, d := range r.moves() {
		r.play(d)
		if !r.attackerStillSucceeds(play, n) {
			out = append(out, d)
		}
		r.takeBack()
	}
	return out
}

// battle solves direct, self or reflex play from the diagram (attacker to move).
func (r *refSolver) battle(stip solver.Stipulation, tries bool) (facts []string, full, short int) {
	n := stip.Moves
	if stip.Play == solver.Reflex && !stip.Semi {
		if gm := r.goalMoves(); len(gm) > 0 {
			for _, m := range gm {
				facts = append(facts, "attacker-goal "+m.UCI())
			}
			return facts, 0, 0
		}
	}
	showTries := tries && !(stip.Play == solver.Direct && n == 1)
	first := r.moves()
	if stip.Play == solver.Direct && r.selfCheckGoal() {
		first = append(first, r.goalMoves()...) // goal moves that are not legal
	}
	for _, m := range first {
		r.play(m)
		switch {
		case r.defenderLoses(stip.Play, n):
			facts = append(facts, "key "+m.UCI())
			if n > 1 && !r.exact && r.defenderLoses(stip.Play, n-1) {
				short++
			} else {
				full++
			}
		case showTries:
			if refs := r.refutations(stip.Play, n); len(refs) == 1 {
				facts = append(facts, "try "+m.UCI()+" but "+refs[0].UCI())
			}
		}
		r.takeBack()
	}
	return facts, full, short
}

// ---- Help play ----

// helpLengths solves help play: every length of the stipulation's parity up to the full
// one (2n half moves, 2n+1 with the half move).
func (r *refSolver) helpLengths(stip solver.Stipulation) (facts []string, full, short int) {
	if stip.End == solver.EndReflex && !stip.HalfMove {
		if gm := r.goalMoves(); len(gm) > 0 {
			// hr#: White can reach the goal at once, so must: nothing else counts.
			for _, m := range gm {
				facts = append(facts, "attacker-goal "+m.UCI())
			}
			return facts, 0, 0
		}
	}
	total := 2 * stip.Moves
	if stip.Reci {
		total -= 2 // the help play before the reciprocal end, which may come at once
	}
	if stip.HalfMove {
		total++
	}
	if stip.End == solver.EndTwoMover {
		total-- // Black's half moves first and last
	}
	for l := total; l >= 0; l -= 2 {
		if r.exact && l < total || l == 0 && !stip.Reci || l == 1 && stip.End == solver.EndSelf {
			break // exact: no shorter solution is looked for; hs# needs two moves
		}
		r.helpLines(l, nil, r.collect(&facts, l < total, &full, &short))
	}
	return facts, full, short
}

// refEmit receives one line; reci is true for the reciprocal part of a reci-h solution.
type refEmit func(line []movegen.Move, reci bool)

// collect returns an emit that writes lines as facts and counts them.
func (r *refSolver) collect(facts *[]string, isShort bool, full, short *int) refEmit {
	return func(line []movegen.Move, reci bool) {
		kind := "line "
		switch {
		case reci && isShort:
			kind = "short-reci-line "
		case reci:
			kind = "reci-line "
		case isShort:
			kind = "short-line "
			*short++
		default:
			*full++
		}
		*facts = append(*facts, kind+uciLine(line))
	}
}

// reciEnd ends reciprocal help play (reci-h) with the help side to move: when it has
// both a move that reaches the reciprocal goal itself and a move after which the other
// side reaches the goal in one, every such line is a solution.
func (r *refSolver) reciEnd(line []movegen.Move, emit refEmit) {
	goal, sq := r.goal, r.goalSq
	r.goal, r.goalSq = r.reciGoal, r.reciSq
	own := r.goalMoves()
	r.goal, r.goalSq = goal, sq
	var help [][]movegen.Move
	for _, m := range r.moves() {
		r.play(m)
		for _, w := range r.goalMoves() {
			help = append(help, extend(extend(line, m), w))
		}
		r.takeBack()
	}
	if len(own) == 0 || len(help) == 0 {
		return
	}
	for _, h := range help {
		emit(h, false)
	}
	for _, m := range own {
		emit(extend(line, m), true)
	}
}

// helpLines calls emit with every sequence of exactly l moves (the sides alternating)
// after which the side to move is in the goal state, each prefixed by line.
func (r *refSolver) helpLines(l int, line []movegen.Move, emit refEmit) {
	if l == 0 && r.reci {
		r.reciEnd(line, emit)
		return
	}
	if r.end == solver.EndReflex && l >= 2 && r.canReachGoal() {
		return // hr#: the side to move could reach the goal, so must: no line of length l
	}
	if r.end == solver.EndSelf && l == 1 {
		// hs#: every move of the side to move (Black) must reach the goal.
		if r.forcedToGoal() {
			for _, m := range r.moves() {
				emit(extend(line, m), false)
			}
		}
		return
	}
	if l == 0 && r.end == solver.EndDirect {
		r.directEnd(line, emit)
		return
	}
	if l == 0 && r.end == solver.EndTwoMover {
		r.twoMoverEnd(line, emit)
		return
	}
	if l == 0 {
		if r.inGoal() {
			emit(line, false)
		}
		return
	}
	if l == 1 && r.selfCheckGoal() {
		for _, m := range r.goalMoves() {
			emit(extend(line, m), false)
		}
		return
	}
	for _, m := range r.moves() {
		r.play(m)
		// A goal that is not a mate or stalemate reached before the end by the side that
		// makes the last move (with GoalIsEnd: by either side) ends the play there.
		ended := l > 1 && r.end != solver.EndDirect && r.end != solver.EndTwoMover && !r.immobileGoal() && (l%2 == 1 || r.goalIsEnd) && r.inGoal()
		if !ended {
			r.helpLines(l-1, extend(line, m), emit)
		}
		r.takeBack()
	}
}

// directEnd ends help-direct play (solver.EndDirect), the defender to move: when it is
// not in check (if the stipulation says so), has a move, and after every move the
// attacker reaches the goal in one, the line is a solution, written alone (hidden) or
// once for each defence and goal move after it.
func (r *refSolver) directEnd(line []movegen.Move, emit refEmit) {
	if r.endNoCheck && r.pos.InCheck() {
		return
	}
	defences := r.moves()
	var ends [][]movegen.Move
	for _, d := range defences {
		r.play(d)
		gm := r.goalMoves()
		r.takeBack()
		if len(gm) == 0 {
			return
		}
		for _, a := range gm {
			ends = append(ends, extend(extend(line, d), a))
		}
	}
	if len(defences) == 0 {
		return
	}
	if r.endHidden {
		emit(line, false)
		return
	}
	for _, e := range ends {
		emit(e, false)
	}
}

// twoMoverEnd ends help play followed by a two-mover (solver.EndTwoMover), the
// attacker to move: a key that reaches the goal is a line, and where there is one
// nothing else is (the shortest play); otherwise a key after which the defender has a
// move and every move lets the attacker reach the goal in one is, once for each defence
// and goal move.
func (r *refSolver) twoMoverEnd(line []movegen.Move, emit refEmit) {
	atOnce := false
	for _, k := range r.moves() {
		r.play(k)
		if r.inGoal() {
			emit(extend(line, k), false)
			atOnce = true
		}
		r.takeBack()
	}
	if atOnce {
		return // the shortest play only
	}
	for _, k := range r.moves() {
		r.play(k)
		withKey := extend(line, k)
		var ends [][]movegen.Move
		defences := r.moves()
		wins := len(defences) > 0
		for _, d := range defences {
			r.play(d)
			gm := r.goalMoves()
			r.takeBack()
			wins = wins && len(gm) > 0
			for _, a := range gm {
				ends = append(ends, extend(extend(withKey, d), a))
			}
		}
		r.takeBack()
		if wins {
			for _, e := range ends {
				emit(e, false)
			}
		}
	}
}

// ---- Series play ----

// seriesLengths solves series play: every number of series moves from 1 to n.
func (r *refSolver) seriesLengths(stip solver.Stipulation) (facts []string, full, short int) {
	if stip.Play == solver.Reflex {
		if gm := r.goalMoves(); len(gm) > 0 {
			// The series side can reach the goal at once, so must: nothing else counts.
			for _, m := range gm {
				facts = append(facts, "attacker-goal "+m.UCI())
			}
			return facts, 0, 0
		}
	}
	if stip.Parry && !stip.ParryHelp && stip.Play != solver.Help {
		emit := r.collect(&facts, false, &full, &short)
		r.parryBattle(stip.Play, stip.Moves, nil, emit)
		return facts, full, short
	}
	for k := 1; k <= stip.Moves; k++ {
		if r.exact && k < stip.Moves {
			continue // exact: no shorter solution is looked for
		}
		emit := r.collect(&facts, k < stip.Moves, &full, &short)
		switch {
		case stip.Reci && k == 1 && stip.Moves > 1:
			// ser-reci-h: at least one series move before the end.
		case stip.Reci:
			r.reciSeries(k-1, nil, emit)
		default:
			r.seriesLines(stip.Play, k, nil, emit)
		}
	}
	return facts, full, short
}

// introLengths solves series play after introductory moves (Stipulation.Intro): every
// sequence of 1 to depth moves of the side to move, the other side passing between them
// (so no check before the last), each followed by the series play, whose facts get the
// sequence in front of their moves.
func (r *refSolver) introLengths(stip solver.Stipulation, depth int, intro []movegen.Move, facts *[]string, full, short *int) {
	for _, m := range r.moves() {
		r.play(m)
		line := extend(intro, m)
		half, f, s := r.seriesLengths(stip)
		for _, h := range half {
			kind, rest, _ := strings.Cut(h, " ")
			*facts = append(*facts, kind+" "+uciLine(line)+" "+rest)
		}
		*full += f
		*short += s
		if depth > 1 && !r.pos.InCheck() {
			r.passed(func() { r.introLengths(stip, depth-1, line, facts, full, short) })
		}
		r.takeBack()
	}
}

// reciSeries calls emit with every line of ser-reci-h: prefix series moves (no check
// before the end), then the reciprocal end with the series side to move again.
func (r *refSolver) reciSeries(prefix int, line []movegen.Move, emit refEmit) {
	if prefix == 0 {
		r.reciEnd(line, emit)
		return
	}
	for _, m := range r.moves() {
		r.play(m)
		if !r.pos.InCheck() {
			r.passed(func() { r.reciSeries(prefix-1, extend(line, m), emit) })
		}
		r.takeBack()
	}
}

// seriesLines calls emit with every series line of exactly k series moves from here (the
// series side to move), followed by the ending the play asks for.
func (r *refSolver) seriesLines(play solver.Play, k int, line []movegen.Move, emit refEmit) {
	if play == solver.Reflex && r.canReachGoal() {
		return // the attacker would have to reach the goal himself
	}
	if k == 1 && play == solver.Direct && r.selfCheckGoal() {
		for _, m := range r.goalMoves() {
			emit(extend(line, m), false)
		}
		return
	}
	for _, m := range r.moves() {
		r.play(m)
		switch {
		case k == 1:
			r.seriesEnd(play, extend(line, m), emit)
		case r.parry && r.pos.InCheck():
			if play != solver.Reflex || !r.canReachGoal() {
				r.helpParries(play, k-1, extend(line, m), emit)
			}
		case r.pos.InCheck():
			// Only the last series move may give check.
		case play == solver.Reflex && r.canReachGoal():
			// The defender would have to reach the goal.
		case r.seriesEnded(play):
			// The play ended here, in a shorter line.
		default:
			r.passed(func() { r.seriesLines(play, k-1, extend(line, m), emit) })
		}
		r.takeBack()
	}
}

// helpParries plays every parry of the side in check (a help move) and the series on,
// with k series moves left.
func (r *refSolver) helpParries(play solver.Play, k int, line []movegen.Move, emit refEmit) {
	for _, d := range r.moves() {
		r.play(d)
		r.seriesLines(play, k, extend(line, d), emit)
		r.takeBack()
	}
}

// parryWin reports whether the series side (to move) of pser-, pser-s or pser-r reaches
// its end within k series moves whatever the parries: the play ends when a series move
// mates (pser-#), leaves the other side forced to the goal (pser-s) or able to reach it
// (pser-r, where the series side must not be able to reach it itself), or a parry
// reaches the goal (pser-s, pser-r).
func (r *refSolver) parryWin(play solver.Play, k int) bool {
	if k == 0 || play == solver.Reflex && r.canReachGoal() {
		return false
	}
	for _, m := range r.moves() {
		r.play(m)
		ok := r.parryMoveWins(play, k-1)
		r.takeBack()
		if ok {
			return true
		}
	}
	return false
}

// parryEnded reports whether the series move just made ends the play as a success.
func (r *refSolver) parryEnded(play solver.Play) bool {
	switch play {
	case solver.Direct:
		return r.inGoal()
	case solver.Self:
		return r.forcedToGoal()
	}
	return len(r.goalMoves()) > 0
}

// parryMoveWins is parryWin after a series move, the other side to move.
func (r *refSolver) parryMoveWins(play solver.Play, k int) bool {
	if play != solver.Direct && r.inGoal() {
		return false
	}
	if r.parryEnded(play) {
		return true
	}
	if k == 0 {
		return false
	}
	if !r.pos.InCheck() {
		ok := false
		r.passed(func() { ok = r.parryWin(play, k) })
		return ok
	}
	ds := r.moves()
	for _, d := range ds {
		r.play(d)
		ok := play != solver.Direct && r.inGoal() || r.parryWin(play, k)
		r.takeBack()
		if !ok {
			return false
		}
	}
	return len(ds) > 0
}

// parryBattle emits every line of every winning series of pser-, pser-s, pser-r within
// k series moves: each series move that wins, each parry, each closing move.
func (r *refSolver) parryBattle(play solver.Play, k int, line []movegen.Move, emit refEmit) {
	for _, m := range r.moves() {
		r.play(m)
		if r.parryMoveWins(play, k-1) {
			r.parryBattleAfter(play, k-1, extend(line, m), emit)
		}
		r.takeBack()
	}
}

// parryBattleAfter emits the lines after a winning series move.
func (r *refSolver) parryBattleAfter(play solver.Play, k int, line []movegen.Move, emit refEmit) {
	switch {
	case play == solver.Direct && r.inGoal():
		emit(line, false)
	case r.parryEnded(play):
		for _, m := range r.goalMoves() {
			emit(extend(line, m), false)
		}
	case !r.pos.InCheck():
		r.passed(func() { r.parryBattle(play, k, line, emit) })
	default:
		for _, d := range r.moves() {
			r.play(d)
			if play != solver.Direct && r.inGoal() {
				emit(extend(line, d), false)
			} else {
				r.parryBattle(play, k, extend(line, d), emit)
			}
			r.takeBack()
		}
	}
}

// seriesEnded reports, after a series move that is not the last, whether the play ended
// there: ser- reached a goal that is not a mate or stalemate; ser-s has the other side
// forced to reach the goal; with GoalIsEnd the series side reached it (in ser-, Popeye
// also takes the move as if the other side had made it: a piece arriving on its own
// first rank ends a ser-c81).
func (r *refSolver) seriesEnded(play solver.Play) bool {
	if r.immobileGoal() {
		return play == solver.Self && r.forcedToGoal()
	}
	if (play == solver.Direct || r.goalIsEnd) && r.inGoal() {
		return true
	}
	if play == solver.Direct && r.goalIsEnd {
		p := r.played[len(r.played)-1]
		p.mover = p.mover.Other()
		if r.reachesAsMove(p) {
			return true
		}
	}
	return play == solver.Self && r.forcedToGoal()
}

// reachesAsMove is reachedByMove for the goals about the move, false for the others.
func (r *refSolver) reachesAsMove(p refPlayed) bool {
	switch r.goal {
	case solver.Check, solver.AnyMove, solver.AutoStalemate:
		return false
	}
	return r.reachedByMove(p)
}

// forcedToGoal reports whether the side to move has a move and every move reaches the
// goal.
func (r *refSolver) forcedToGoal() bool {
	all := r.moves()
	return len(all) > 0 && len(r.goalMoves()) == len(all)
}

// seriesEnd finishes a series line after its last series move (the other side to move).
func (r *refSolver) seriesEnd(play solver.Play, line []movegen.Move, emit refEmit) {
	if play != solver.Direct && !r.immobileGoal() && r.goalIsEnd && r.inGoal() {
		return // GoalIsEnd: the series side reached the goal
	}
	switch play {
	case solver.Direct:
		if r.inGoal() {
			emit(line, false)
		}
	case solver.Help:
		if r.end == solver.EndSelf {
			// ser-hs: any move of the other side, after which the series side is forced:
			// every one of its moves reaches the goal.
			for _, m := range r.moves() {
				r.play(m)
				if r.forcedToGoal() {
					for _, g := range r.goalMoves() {
						emit(extend(extend(line, m), g), false)
					}
				}
				r.takeBack()
			}
			return
		}
		// ser-h: the attacker reaches the goal in one.
		for _, m := range r.goalMoves() {
			emit(extend(line, m), false)
		}
	case solver.Reflex:
		// ser-r: the defender reaches the goal in one (it must).
		for _, m := range r.goalMoves() {
			emit(extend(line, m), false)
		}
	case solver.Self:
		// The defender is forced: every one of his moves reaches the goal.
		if r.forcedToGoal() {
			for _, m := range r.goalMoves() {
				emit(extend(line, m), false)
			}
		}
	}
}

// extend returns line with m appended, never sharing line's array.
func extend(line []movegen.Move, m movegen.Move) []movegen.Move {
	out := make([]movegen.Move, len(line), len(line)+1)
	copy(out, line)
	return append(out, m)
}

// uciLine writes moves in UCI separated by spaces.
func uciLine(moves []movegen.Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = m.UCI()
	}
	return strings.Join(s, " ")
}
