package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// Battle play: direct, self and reflex play. n counts the attacker's moves.
//
// attackWins(n): the attacker is to move and succeeds in at most n moves.
// defenceLoses(n): the attacker has just moved (that move is the first of n) and the
// defender, to move, cannot avoid the attacker's success within the n−1 moves left.
//
// The rules of the three kinds of play, as in Popeye:
//   - direct: the defender to move is in the goal state → success; no legal defence
//     otherwise → failure (stalemate is not mate).
//   - self: every defence either reaches the goal (the defender mates the attacker) or
//     leaves the attacker a success in n−1; the defender must have a move.
//   - reflex: a defender that can reach the goal in one must (success); an attacker that
//     can reach the goal in one must (failure, checked before each attacking move).
//
// Quodlibet adds the direct goal to self and reflex play.

// attackWins reports whether the attacker, to move, succeeds within n moves.
func (e *engine) attackWins(n int) bool {
	if n <= 0 || e.materBare() {
		return false
	}
	if n == 1 && e.play == Direct && e.pos.fast != nil {
		// Cheaper to compute than to look up (a table probe is a cache miss); the
		// engine's small memo is not.
		return e.mateInOneMemo()
	}
	selfOne := n == 1 && e.play == Self && !e.quodlibet && e.goal == Mate && e.pos.fast != nil
	if selfOne {
		return e.selfOneWins()
	}
	key, best, decided, win := e.settled(n)
	if decided {
		return win
	}
	if n == 1 && e.play == Direct {
		// Other rules than orthodox: a mate in one costs more than the probe.
		if e.mateInOne() {
			e.tt.storeWin(key, 1, 0)
			return true
		}
		e.tt.storeLoss(key, 1, 0)
		return false
	}
	if e.play == Reflex && !e.semi && e.goalInOne() {
		e.tt.storeLoss(key, maxStoredDepth, 0)
		return false
	}
	if e.play == Direct && e.selfCheckGoal() && e.canReachGoal() {
		// The goal move is no legal move: the loop below would not find it.
		e.tt.storeWin(key, 1, 0)
		return true
	}
	moves := e.legal()
	e.orderAttacks(moves, best)
	for _, m := range moves {
		e.make(m)
		ok := e.defenceLoses(n)
		e.unmake()
		if ok {
			e.setKiller(m)
			e.tt.storeWin(key, n, m)
			return true
		}
	}
	e.tt.storeLoss(key, n, 0)
	return false
}

// selfOneWins is attackWins(1) in self play with the goal mate on an orthodox board,
// without the table (cheaper to compute than to look up): the attacking moves that
// may force the mate (quietRefuters) are tried, the killer first.
func (e *engine) selfOneWins() bool {
	quiet := e.selfOneQuietRefuters()
	moves := e.legal()
	if quiet.n > 0 {
		moves = quiet.keep(e, moves)
	}
	e.orderAttacks(moves, 0)
	for _, m := range moves {
		e.make(m)
		ok := e.defenceLoses(1)
		e.unmake()
		if ok {
			e.setKiller(m)
			return true
		}
	}
	return false
}

// quietRefuters are up to maxQuiet moves of the defender in self play, each legal and
// giving no check were the attacker to pass, with the squares (sensitive) that an
// attacking move must leave or reach to change that: a move that touches none of them,
// gives no check and moves neither the attacker's king nor a pawn en passant leaves the
// defender that move, legal and not checking, so the defender is not forced to mate.
type quietRefuters struct {
	sensitive [maxQuiet]movegen.Bitboard
	n         int
}

const maxQuiet = 3

// selfOneQuietRefuters finds the quietRefuters of the position (attacker to move, the
// defender's goal a mate, orthodox board) for the last attacking move of self play. A
// defending move d stays legal and checkless after an attacking move that gives no
// check unless that move: takes or blocks d (d's squares and those between them);
// pins d's piece or unpins it (the line through the defender's king and d's origin:
// a piece arriving on it or leaving it); opens a line from d's arrival or origin to
// the attacker's king (the lines through that king and those squares); or moves that
// king. King moves, castling and en passant of the defender are not used: their
// legality depends on more squares.
func (e *engine) selfOneQuietRefuters() quietRefuters {
	var q quietRefuters
	p := e.pos.fast
	attK := p.King(e.attacker)
	if attK == movegen.NoSquare || p.InCheck() {
		// In check, the defender's moves after a pass would not say what they are
		// after the attacker's evasion (one that leaves the check on is no refuter).
		return q
	}
	e.nullMove()
	defer e.unnull()
	defK := p.King(p.SideToMove())
	if defK == movegen.NoSquare {
		return q
	}
	var used movegen.Bitboard
	for _, d := range e.legal() {
		from, to := d.From(), d.To()
		if from == defK || d.IsCastle() || d.IsEnPassant() || used.Has(from) || p.GivesCheck(d) {
			continue
		}
		used |= movegen.SquareBB(from)
		q.sensitive[q.n] = movegen.SquareBB(from) | movegen.SquareBB(to) | movegen.Between(from, to) |
			movegen.Line(defK, from) | movegen.Line(attK, from) | movegen.Line(attK, to)
		q.n++
		if q.n == maxQuiet {
			break
		}
	}
	return q
}

// keep returns the attacking moves of moves (attacker to move) that may force the
// mate, in moves' array: those not certainly leaving the defender a quiet refuter.
func (q *quietRefuters) keep(e *engine, moves []movegen.Move) []movegen.Move {
	p := e.pos.fast
	king := p.King(e.attacker)
	c := p.CheckInfo()
	out := moves[:0]
	for _, m := range moves {
		if m.IsCastle() || m.IsEnPassant() || m.From() == king || !q.untouched(m) || c.GivesCheck(p, m) {
			out = append(out, m)
		}
	}
	return out
}

// untouched reports whether m leaves one of the refuters' sensitive sets alone.
func (q *quietRefuters) untouched(m movegen.Move) bool {
	touched := movegen.SquareBB(m.From()) | movegen.SquareBB(m.To())
	for _, s := range q.sensitive[:q.n] {
		if s&touched == 0 {
			return true
		}
	}
	return false
}

// attackerMoves returns (a copy of) the attacker's moves: the legal ones and, in direct
// play with a goal reached by self-check (engine.selfCheckGoal), the goal moves that
// are not legal.
func (e *engine) attackerMoves() []movegen.Move {
	moves := slices.Clone(e.legal())
	if e.play == Direct && e.selfCheckGoal() {
		moves = append(moves, e.selfCheckGoalMoves(moves)...)
	}
	return moves
}

// mateInOne reports whether the side to move reaches the goal in one move (direct
// play). The last mating move found at this ply is tried first (killerMates): sibling
// positions are often mated by the same move.
func (e *engine) mateInOne() bool {
	if e.goal != Mate {
		return e.canReachGoal()
	}
	mate := e.mateInOneListing()
	e.setLastMated(mate)
	return mate
}

// mateInOneListing is mateInOne for the goal mate.
func (e *engine) mateInOneListing() bool {
	k := e.killer()
	mates, tested := e.killerMates(k)
	if mates {
		return true
	}
	if cands, sure, ok := e.checkingMoves(); ok {
		if i := slices.Index(cands, k); !tested && k != NullMove && i >= 0 && e.candidateMates(k, i < sure) {
			return true
		}
		for i, m := range cands {
			if m != k && e.candidateMates(m, i < sure) {
				e.setKiller(m)
				return true
			}
		}
		return false
	}
	moves := e.legal()
	f := e.checkFilter()
	if k := e.killer(); k != NullMove && slices.Contains(moves, k) && f.mayCheck(k) && e.mates(k) {
		return true
	}
	for _, m := range moves {
		if f.mayCheck(m) && e.mates(m) {
			e.setKiller(m)
			return true
		}
	}
	return false
}

// killerMates tests the killer k of a mate in one (orthodox board) before the checking
// moves are listed, where it is certainly legal and the last mate in one asked at this
// ply was found (tested): it then mates in many sibling positions, and the listing is
// spared; after a failed mate in one the next is likely to fail too, and the test would
// only add to the listing.
func (e *engine) killerMates(k movegen.Move) (mates, tested bool) {
	p := e.pos.fast
	if p == nil || k == NullMove || !e.lastMated() || !p.CertainlyLegal(k) {
		return false, false
	}
	return p.GivesCheck(k) && e.checkMates(k), true
}

// goalInOne is canReachGoal with the check filter for mates.
func (e *engine) goalInOne() bool {
	if e.goal != Mate {
		return e.canReachGoal()
	}
	if cands, sure, ok := e.checkingMoves(); ok {
		for i, m := range cands {
			if e.candidateMates(m, i < sure) {
				return true
			}
		}
		return false
	}
	f := e.checkFilter()
	for _, m := range e.legal() {
		if f.mayCheck(m) && e.mates(m) {
			return true
		}
	}
	return false
}

// mates reports whether m, a legal move of the side to move, checkmates.
func (e *engine) mates(m movegen.Move) bool {
	return e.givesCheck(m) && e.checkMates(m)
}

// checkMates is mates for a move known to give check. On an orthodox board a check that
// leaves the king a flight is known not to mate unplayed, and one known to leave it none
// mates unless another man can move, so the king's steps are not tested again.
func (e *engine) checkMates(m movegen.Move) bool {
	p := e.pos.fast
	if p == nil {
		e.make(m)
		ok := e.immobile()
		e.unmake()
		return ok
	}
	flight, known := p.FlightAfter(m)
	if flight {
		return false
	}
	e.make(m)
	var ok bool
	if known {
		ok = !p.HasNonKingMove()
	} else {
		ok = !p.HasLegalMove()
	}
	e.unmake()
	return ok
}

// settled looks the current position up in the table for n attacking moves: decided is
// true when the table proves the outcome (win), and best is the move stored with it, to
// be tried first. key is the position's key for storing.
func (e *engine) settled(n int) (key uint64, best movegen.Move, decided, win bool) {
	key = e.battleKey(n)
	w, l, best := e.tt.probeMove(key)
	switch {
	case w > 0 && n >= w:
		return key, best, true, true
	case n <= l:
		return key, best, true, false
	}
	return key, best, false, false
}

// deepPly is the ply from which direct play's defence nodes before the last attacking
// move skip the table: in the proof of a #6 or longer, where few of them recur; in
// shorter problems the table pays there.
const deepPly = 9

// maxStoredDepth is a loss bound meaning "fails however long": an attacker bound to
// reach the goal himself in reflex play fails at every length.
const maxStoredDepth = 0xffff

// defenceLoses reports whether the defender, to move after the attacker's move, cannot
// avoid the attacker's success within the n−1 attacking moves left.
//
// The guards of Threat and MaxFlightSquares depend on the length left: Popeye's
// attacker tries the lengths from the shortest up (solving/find_shortest.c), each with
// the guards of that length, so a move whose defence node a guard defends at n may
// still succeed at a shorter length, where the guard does not apply (with Popeye's
// degenerate tree not every shorter length: defenceLosesSkipping).
func (e *engine) defenceLoses(n int) bool {
	if n > 1 && !e.exact && (e.maxThreat > 0 || e.limitFlights) {
		if e.skipsLengths(n) {
			return e.defenceLosesSkipping(n)
		}
		return e.defenceLosesGuarded(n)
	}
	return e.defenceLosesIn(n)
}

// defenceLosesIn is defenceLoses for the length n alone, the guards applied as at n.
func (e *engine) defenceLosesIn(n int) bool {
	early := e.exact && n > 1
	if e.moveGoal && (e.play == Direct && !early || e.quodlibet || e.goalIsEnd) && e.inGoal() {
		// The attacker's move reached a goal that is not a mate or stalemate: the play
		// ends here, a success in direct play or with Quodlibet, else (GoalIsEnd in self
		// and reflex play, Quodlibet too early for an exact stipulation) a failure. In
		// exact direct play a goal reached too early does not count, and play goes on.
		// The table, keyed by the position alone, must not hold this.
		return (e.play == Direct || e.quodlibet) && !early
	}
	if n == 1 && e.play != Reflex || n == 2 && e.play == Direct && e.ply >= deepPly {
		// Cheaper to compute than to look up (a probe is a cache miss): deep in the
		// tree few positions before the last attacking move recur, while in short
		// problems many may.
		return e.defenceLosesNoTable(n)
	}
	if e.nonTrivialRefutes(n) {
		// Most such nodes are refuted by the count, which the count's own cache answers
		// more cheaply than the table, which is then neither probed nor written.
		e.guarded()
		return false
	}
	var key uint64
	var best movegen.Move
	var decided, win bool
	if e.degenerate {
		key, best, decided, win = e.settledSalted(n)
	} else {
		key, best, decided, win = e.settled(n)
	}
	if decided {
		return win
	}
	e.refuter = best
	r := e.defenceLosesNoTable(n)
	if r {
		e.tt.storeWin(key, n, 0)
	} else {
		e.tt.storeLoss(key, n, e.refuter)
	}
	return r
}

// battleKey is the table key of the current position in battle play with n moves: the
// hash, salted with n when only play of exactly n moves counts (Stipulation.Exact), where
// a success in n moves says nothing of n+1.
func (e *engine) battleKey(n int) uint64 {
	k := e.pos.Hash()
	if e.exact {
		k ^= depthKeys[n&255]
	}
	if e.limitFlights && n > 2 {
		// MaxFlightSquares guards the defence nodes from this length on only
		// (defenceByOption): a defender's outcome with the guard says nothing of a
		// length without it, nor the other way round.
		k ^= depthKeys[1] * 0xbf58476d1ce4e5b9
	}
	if e.nonTrivial {
		// The outcome depends on what is left of the NonTrivial budget.
		k ^= depthKeys[(e.ntBudget+1)&255] * 0x9e3779b97f4a7c15
	}
	return k
}

// materBare reports whether Option KeepMatingPiece ends the line: the side that is to
// reach the goal has no piece but its king (orthodox rules, and rules that count their
// material, rules.Material; other rules never).
func (e *engine) materBare() bool {
	if !e.keepMating {
		return false
	}
	if p := e.pos.fast; p != nil {
		return p.ColorPieces(e.mater)&^p.Pieces(e.mater, movegen.King) == 0
	}
	if m, ok := e.pos.game.(rules.Material); ok {
		return !m.HasNonKing(e.mater)
	}
	return false
}

// nonTrivialLimit applies Option NonTrivial at a defence node with n−1 attacking moves
// left (see Options.NonTrivial): it reports whether the defender has defended by having
// too many nontrivial defences, and otherwise sets the budget for the line below,
// returning a function that restores it.
func (e *engine) nonTrivialLimit(n int) (defended bool, restore func()) {
	if !e.nonTrivialCounts(n) {
		// In direct play with the NonTrivial length (ntMin+1) left after the defence,
		// a nontrivial defence is one the attacker cannot answer in the moves left: a
		// refutation that the search of the defences finds, whatever the budget, and
		// that search finds nothing else. The budget matters no more below.
		return false, nil
	}
	count := e.nonTrivialDefences(e.ntBudget + 1)
	if count > e.ntBudget+1 {
		e.guarded()
		return true, nil
	}
	saved := e.ntBudget
	e.ntBudget = saved + 1 - count
	return false, func() { e.ntBudget = saved }
}

// nonTrivialCount returns the number of the defender's nontrivial defences (those after
// which the attacker does not succeed in the NonTrivial length), counting until more
// than limit. The count depends on the position alone, and the same defence node is
// met again at each length the search tries and by transposition, so counts are kept
// in a cache of the engine's (ntCache).
func (e *engine) nonTrivialCount(limit int) int {
	if e.ntCounts == nil {
		e.ntCounts = make(ntCache, 1<<ntCacheLog)
	}
	key := e.pos.Hash()
	if count, ok := e.ntCounts.lookup(key, limit); ok {
		return count
	}
	length := e.ntMin
	if e.play != Self {
		length++ // Popeye's r#n, as #n, counts 2n−1 half-moves, s#n 2n
	}
	// A self mate in 0 is the defence's own mate: tested without playing the defences
	// that give no check or leave a flight (mates).
	ownMate := e.play != Direct && length == 0 && e.goal == Mate && e.pos.fast != nil
	if ownMate {
		if count, complete, ok := e.ownMateCount(limit); ok {
			e.ntCounts.store(key, count, complete)
			return count
		}
	}
	count, complete := 0, true
	// The ply's buffer is not copied: the search below each defence uses deeper plies'.
	for _, d := range e.legal() {
		var trivial bool
		if ownMate {
			trivial = e.mates(d)
		} else {
			e.make(d)
			// A defence that reaches the goal itself (self play: it mates) is as
			// trivial as one the attacker answers in the length: Popeye's counter
			// counts the defences after which the attacker does not succeed.
			trivial = e.play != Direct && e.inGoal() || e.attackWins(length)
			e.unmake()
		}
		if !trivial {
			count++
			if count > limit {
				complete = false
				break
			}
		}
	}
	e.ntCounts.store(key, count, complete)
	return count
}

// ownMateCount is nonTrivialCount where the trivial defences are those that mate (a
// self mate in 0, orthodox board), counted without generating the defences: the legal
// moves not among the checking candidates (movegen's CheckingMovesSure) give no check
// and so are nontrivial, and only the candidates are tested. complete is false when
// the count stopped above limit; ok is false where the candidates are not vouched for
// (the defender in check).
func (e *engine) ownMateCount(limit int) (count int, complete, ok bool) {
	cands, _, ok := e.checkingMoves()
	if !ok {
		return 0, false, false
	}
	count = e.pos.fast.MoveCount() - len(cands)
	if count > limit {
		return count, false, true
	}
	for _, d := range cands {
		if !e.mates(d) {
			count++
			if count > limit {
				return count, false, true
			}
		}
	}
	return count, true, true
}

// defenceLosesNoTable is defenceLoses without the table. e.refuter holds a defence to
// try first on entry and the refutation found on a false return (or 0).
func (e *engine) defenceLosesNoTable(n int) bool {
	first := e.refuter
	e.refuter = 0
	if e.materBare() && !(e.play == Direct && !e.hasLegalMove() && e.inGoalNoMoves()) {
		return false // KeepMatingPiece: the line fails unless the goal is reached
	}
	defended, restore := e.nonTrivialLimit(n)
	if defended {
		return false
	}
	if restore != nil {
		// In a function of its own, the defer is open-coded: with the many returns
		// below it would go through the runtime's defer records at every node.
		return e.defencesLoseRestoring(n, first, restore)
	}
	return e.defencesLose(n, first)
}

// defencesLoseRestoring is defencesLose followed by restore, also when the search
// unwinds.
func (e *engine) defencesLoseRestoring(n int, first movegen.Move, restore func()) bool {
	defer restore()
	return e.defencesLose(n, first)
}

// defencesLose is defenceLosesNoTable after KeepMatingPiece and NonTrivial: the
// defender's options and moves. first is the defence to try first.
func (e *engine) defencesLose(n int, first movegen.Move) bool {
	if e.play == Reflex {
		if e.quodlibet && e.inGoal() {
			return true
		}
		// The defender bound to reach the goal is so before the options' guards
		// (Popeye's end-of-branch fork comes first in the defence node).
		if e.goalInOne() {
			return !(e.exact && n > 1) // the defender must reach the goal, too early if exact
		}
		defended := e.defenceByOption(n, nil)
		e.refuter = 0 // the option's search may have set it
		if defended {
			return false
		}
		if n == 1 {
			return false
		}
		moves := e.legal()
		if len(moves) == 0 {
			return false
		}
		return e.allDefencesLose(moves, n, false, first, [2]movegen.Move{})
	}
	if e.play == Self && n == 1 && !e.quodlibet {
		if e.goal.spec().selfCheck {
			return e.forcedToGoal()
		}
		// The defender must reach the goal with every move: the ply's last refutation,
		// if still legal and unable to reach it, refutes without generating the moves.
		if k := e.killer(); e.pos.fast != nil && e.pos.fast.CertainlyLegal(k) && !e.mayReachGoal(k) {
			e.refuter = k
			return false
		}
	}
	// The options often decide alone: the moves are generated after them (the flight
	// count generates them itself only when it cannot count the king's steps).
	var moves []movegen.Move
	defended := e.defenceByOption(n, nil)
	e.refuter = 0 // the option's search may have set it
	if defended {
		return false
	}
	if e.play == Direct && n == 1 && e.pos.fast != nil {
		// After the last attacking move only whether the defender has a move counts
		// (it is then mated or not): the first legal move found says so.
		return !e.pos.fast.HasLegalMove() && e.inGoalNoMoves()
	}
	var tried [2]movegen.Move
	byReplies := e.ordersByReplies(n)
	if e.play == Direct && n > 1 && e.pos.fast != nil && !byReplies {
		var refuted bool
		if refuted, tried = e.refuteUnlisted(n, first); refuted {
			return false
		}
	}
	if byReplies {
		moves = e.legal()
		e.orderByReplies(moves, first)
	} else if e.pos.lazy != nil && !e.limitFlights && (e.play == Direct && n > 1 || e.play == Self && !e.quodlibet) {
		if lose, ok := e.lazyDefencesLose(n, first); ok {
			return lose
		}
	}
	if moves == nil {
		moves = e.legal()
	}
	if e.play == Direct {
		if len(moves) == 0 {
			return !(e.exact && n > 1) && e.inGoalNoMoves()
		}
		if n == 1 {
			return false
		}
		return e.allDefencesLose(moves, n, false, first, tried)
	}
	// Self.
	if e.quodlibet && e.inGoal() {
		return true
	}
	if len(moves) == 0 {
		return false
	}
	return e.allDefencesLose(moves, n, true, first, [2]movegen.Move{})
}

// defenceByOption reports whether the defender, to move with n−1 attacking moves left,
// has defended by Popeye's solving options: MaxFlightSquares F, when the defender's
// king has more than F flights and at least two attacking moves are left (Popeye's
// maxflight_guard_solve applies from four half moves on: not before a mate in one);
// Threat T, when at least T attacking moves are left
// and the attacker, if the defender could pass, would not reach the goal within T
// (Popeye's maxthreatlength_guard_defend: the guard applies from 2T half moves on, so
// with T = 1 also before the last attacking move). moves are
// the defender's legal moves, or nil to generate them when needed.
func (e *engine) defenceByOption(n int, moves []movegen.Move) bool {
	if e.limitFlights && n > 2 && e.flightsDefend(moves) {
		e.guarded()
		return true
	}
	if e.maxThreat > 0 && n-1 >= e.maxThreat && !e.pos.InCheck() {
		e.nullMove()
		threat := e.threatWithin(e.maxThreat)
		e.unnull()
		if !threat {
			e.guarded()
			return true
		}
	}
	return false
}

// flightsDefend reports whether the defender's king, to move, has more flights than
// MaxFlightSquares allows. moves are the defender's legal moves, or nil to generate them
// when needed.
func (e *engine) flightsDefend(moves []movegen.Move) bool {
	flights, ok := 0, false
	if e.pos.fast != nil {
		flights, ok = e.pos.fast.KingMoveCount(e.maxFlights)
	}
	if !ok {
		if moves == nil {
			moves = e.legal()
		}
		flights = kingMoves(e.pos, moves, e.maxFlights)
	}
	return flights > e.maxFlights
}

// kingMoves returns the number of moves in moves by the royal piece of the side to move
// in p, counting until more than limit.
func kingMoves(p board, moves []movegen.Move, limit int) int {
	k := p.King(p.SideToMove())
	if k == movegen.NoSquare {
		return 0
	}
	n := 0
	for _, m := range moves {
		if m.From() == k {
			n++
			if n > limit {
				break
			}
		}
	}
	return n
}

// inGoalNoMoves is inGoal for a side to move known to have no legal move (which the
// rules may not count as immobile: then inGoal says).
func (e *engine) inGoalNoMoves() bool {
	if e.pos.imm != nil {
		return e.inGoal()
	}
	switch e.goal {
	case Mate:
		return e.pos.InCheck() && !e.pos.suffocated()
	case Stalemate:
		return !e.pos.InCheck() || e.pos.suffocated()
	case DoubleStalemate:
		return e.inGoal()
	case MateOrStalemate:
		return true
	}
	return e.inGoal()
}

// lazyDefencesLose is the defence of direct or self play with n−1 attacking moves left
// over the rules' pseudo-legal moves (rules.LazyMover), in the order of the legal ones:
// each is tested for legality only when its turn comes, as the first refutation ends
// the node and most nodes have one. It plays as allDefencesLose. ok is false when the
// rules cannot list them.
func (e *engine) lazyDefencesLose(n int, first movegen.Move) (lose, ok bool) {
	lm := e.pos.lazy
	self := e.play == Self
	var moves []movegen.Move
	if self && n == 1 {
		// Every defence must reach the goal: a legal one that cannot refutes unplayed.
		legal, miss, ok := e.legalReaching()
		if !ok {
			return false, false
		}
		if miss != 0 {
			e.setKiller(miss)
			e.refuter = miss
			return false, true
		}
		moves = legal
	} else if moves, ok = lm.PseudoLegalMoves(e.plyBuffer()); !ok {
		return false, false
	}
	e.bufs[e.ply] = moves
	killerFirst(moves, e.killer())
	killerFirst(moves, first)
	legal := false
	for _, d := range moves {
		if !(self && n == 1) && !lm.IsLegal(d) {
			continue
		}
		legal = true
		e.make(d)
		wins := e.defenceLosesAfter(n, self) // with GoalIsEnd a defence may end the play
		e.unmake()
		if !wins {
			e.setKiller(d)
			e.refuter = d
			return false, true
		}
	}
	if !legal {
		// Mated or stalemated here: a success in direct play unless too early for an
		// exact stipulation, as in defencesLose.
		return !self && !(e.exact && n > 1) && e.inGoalNoMoves(), true
	}
	return true, true
}

// refuteUnlisted tries, in direct play on an orthodox board with n−1 attacking moves
// left, the defences allDefencesLose tries first (first, then the ply's killer) before
// the defender's moves are generated, while each is certainly legal
// (movegen.Position.CertainlyLegal): most defence nodes are refuted by one of them, and
// the generation is then spared. The order of the defences tried is allDefencesLose's. It
// returns whether one refuted (then e.refuter holds it), else the defences tried, which
// allDefencesLose is to skip. Nodes whose defences are ordered by replies
// (ordersByReplies: from three attacking moves on) do not use it.
func (e *engine) refuteUnlisted(n int, first movegen.Move) (refuted bool, tried [2]movegen.Move) {
	p := e.pos.fast
	for i, d := range [2]movegen.Move{first, e.killer()} {
		if d == NullMove || i == 1 && d == first {
			continue
		}
		if !p.CertainlyLegal(d) {
			break // the generated moves are tried from here, in their order
		}
		e.make(d)
		loses := e.defenceLosesAfter(n, false)
		e.unmake()
		if !loses {
			e.setKiller(d)
			e.refuter = d
			return true, tried
		}
		tried[i] = d
	}
	return false, tried
}

// allDefencesLose reports whether after every defence in moves the attacker succeeds
// within n−1 moves; with selfGoal a defence that reaches the goal loses at once. The
// defences in tried (refuteUnlisted's, not NullMove) are known to lose and are skipped.
func (e *engine) allDefencesLose(moves []movegen.Move, n int, selfGoal bool, first movegen.Move, tried [2]movegen.Move) bool {
	if selfGoal && n == 1 {
		// Every defence must reach the goal: one that cannot (a mate needs a check)
		// refutes without being played.
		for _, d := range moves {
			if !e.mayReachGoal(d) {
				e.setKiller(d)
				e.refuter = d
				return false
			}
		}
	}
	if !e.ordersByReplies(n) {
		killerFirst(moves, e.killer())
		killerFirst(moves, first)
	}
	for _, d := range moves {
		if d == tried[0] || d == tried[1] {
			continue
		}
		e.make(d)
		ok := e.defenceLosesAfter(n, selfGoal)
		e.unmake()
		if !ok {
			e.setKiller(d)
			e.refuter = d
			return false
		}
	}
	return true
}

// defenceLosesAfter reports, after a defence against the first of n attacking moves,
// whether the attacker still succeeds: with selfGoal a defence that reaches the goal
// loses at once; with GoalIsEnd in direct play it wins at once.
func (e *engine) defenceLosesAfter(n int, selfGoal bool) bool {
	if (selfGoal || e.goalIsEnd) && e.inGoal() {
		// The play ends: a success for a self goal, unless too early for an exact
		// stipulation.
		return selfGoal && !(e.exact && n > 1)
	}
	return n > 1 && e.attackWins(n-1)
}

// orderAttacks puts the table's best move first, then the killer, then (direct play)
// checks.
func (e *engine) orderAttacks(moves []movegen.Move, best movegen.Move) {
	if e.play != Direct {
		// In self and reflex play the attacker's checks are no likelier to succeed than
		// his other moves: telling them costs more than the order gains.
		killerFirst(moves, e.killer())
		killerFirst(moves, best)
		return
	}
	checksFirst(e, moves)
	killerFirst(moves, e.killer())
	killerFirst(moves, best)
}

// checksFirst moves the checks among moves, legal moves of the side to move, to the
// front. On an orthodox board the check geometry is worked out once for all of them;
// elsewhere the rules are asked about each move.
func checksFirst(e *engine, moves []movegen.Move) {
	i := 0
	if p := e.pos.fast; p != nil {
		c := p.CheckInfo()
		for j, m := range moves {
			if c.GivesCheck(p, m) {
				moves[i], moves[j] = moves[j], moves[i]
				i++
			}
		}
		return
	}
	for j, m := range moves {
		if e.givesCheck(m) {
			moves[i], moves[j] = moves[j], moves[i]
			i++
		}
	}
}

// minAttack returns the fewest moves (1…max) in which the attacker, to move, succeeds,
// or 0 if it does not within max.
func (e *engine) minAttack(max int) int {
	if e.exact {
		if max > 0 && e.attackWins(max) {
			return max
		}
		return 0
	}
	for k := 1; k <= max; k++ {
		if e.attackWins(k) {
			return k
		}
	}
	return 0
}

// fullOrShort returns max when the attacker, to move, succeeds in max moves and not in
// fewer, max−1 when he succeeds in fewer (the shortest length unsought), 0 when he
// fails: what a tree that leaves out short variations needs (two searches, where
// minAttack's may take max).
func (e *engine) fullOrShort(max int) int {
	if e.exact || max < 2 {
		return e.minAttack(max)
	}
	if e.attackWins(max - 1) {
		return max - 1
	}
	if e.attackWins(max) {
		return max
	}
	return 0
}

// defenceOutcome is what one defence leads to.
type defenceOutcome struct {
	goal bool // the defence itself reaches the goal (self and reflex play)
	// len is the fewest attacking moves that then succeed; 0: none within the limit.
	// With noShort (afterDefence), any length below the limit when the fewest is.
	len int
}

// afterDefence evaluates the position after a defence with n−1 attacking moves left.
// With noShort the shortest length of a short success is not sought (fullOrShort).
func (e *engine) afterDefence(n int, noShort bool) defenceOutcome {
	if (e.play != Direct || e.goalIsEnd) && e.inGoal() {
		if e.play == Direct || e.exact && n > 1 {
			// GoalIsEnd, or too early for an exact stipulation: the defender ended the
			// play, and the attacker failed.
			return defenceOutcome{}
		}
		return defenceOutcome{goal: true}
	}
	if n <= 1 {
		return defenceOutcome{}
	}
	if noShort {
		return defenceOutcome{len: e.fullOrShort(n - 1)}
	}
	return defenceOutcome{len: e.minAttack(n - 1)}
}

// firstMoveRefutations evaluates a first move (just made) of an n-mover: it returns
// whether it solves, and otherwise up to limit+1 refutations (none when the defender has
// no move at all and is not in the goal state, or limit < 0).
func (e *engine) firstMoveRefutations(n, limit int) (solves bool, refutations []movegen.Move) {
	// Popeye solves the first move at the full length: its guards are those of n.
	if e.defenceLosesIn(n) {
		return true, nil
	}
	if limit < 0 || e.defenceByOption(n, nil) {
		// No try to show, or the move fails by Threat or MaxFlightSquares: Popeye's
		// guards reject it without looking for refutations.
		return false, nil
	}
	defended, restore := e.nonTrivialWritten(n)
	if defended {
		return false, nil // NonTrivial's guard, as the options' (nontrivial_tree.go)
	}
	if restore != nil {
		defer restore()
	}
	// The refutation just found (the table's best move here) first, then the ply's
	// killer: each refutation costs a whole search, and the first one is known.
	defences := slices.Clone(e.legal())
	e.rootRefs.order(defences)
	killerFirst(defences, e.killer())
	if _, _, best := e.tt.probeMove(e.pos.Hash()); best != 0 {
		killerFirst(defences, best)
	}
	for _, d := range defences {
		e.make(d)
		var ok bool
		ok = e.defenceLosesAfter(n, e.play == Self)
		e.unmake()
		if !ok {
			e.rootRefs.add(d)
			refutations = append(refutations, d)
			if len(refutations) > limit {
				break
			}
		}
	}
	return false, refutations
}
