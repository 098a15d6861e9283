package solver

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// Popeye's degenerate tree (options/degenerate_tree.c), which Options Threat n and
// NonTrivial m n set: where Popeye tests whether an attacking move succeeds, its
// attacker with more than n moves left tries the lengths 1 to n, then the full length
// alone, where find_shortest would try every length. With a guard that depends on the
// length left (Threat, MaxFlightSquares, NonTrivial) a move that succeeds at a skipped
// length only fails, and a key found at the full length is written with the length
// the test reports (battle_play/continuation.c), which may then be the full one.

// shortLengths returns the bound (exclusive) of the lengths below n at which an
// attacker with n moves left tries to succeed before trying n itself (in exact play
// only n counts, as before).
func (e *engine) shortLengths(n int) int {
	if e.degenerate && !e.exact && n > e.degenerateMoves {
		return e.degenerateMoves + 1
	}
	return n
}

// skipsLengths reports whether an attacker with n moves left skips lengths below n.
func (e *engine) skipsLengths(n int) bool {
	return e.shortLengths(n) < n
}

// settledSalted is settled for a defence node under the degenerate tree: its key is
// defenceKey.
func (e *engine) settledSalted(n int) (key uint64, best movegen.Move, decided, win bool) {
	key = e.defenceKey(n)
	w, l, best := e.tt.probeMove(key)
	return key, best, w > 0 && n >= w || n <= l, w > 0 && n >= w
}

// defenceKey is the table key of a defence node with n attacking moves (the first just
// made). Where lengths are skipped under a guard, what a defence node achieves at one
// length says nothing of another (Popeye keeps no table of defence nodes): the key is
// then that of n alone.
func (e *engine) defenceKey(n int) uint64 {
	k := e.battleKey(n)
	if e.degenerate && !e.exact && (e.maxThreat > 0 || e.limitFlights) {
		k ^= depthKeys[n&255] * 0x94d049bb133111eb
	}
	return k
}

// degenerateAttack returns the number of moves Popeye's test reports for an attacker
// to move with n moves left (0: it fails): the first length at which it succeeds, the
// skipped ones left out (shortLengths); at the full length after skipping, the length
// of the play forced by the first move that succeeds there, which may be shorter than
// n. Popeye tries its killer move of the ply first, then its order (rules.PopeyeOrderer
// where the rules know it). Popeye's killer (optimisations/killer_move) is one move per
// ply for the whole solution, compared by squares: the last attacking move there that
// solved in any test, at any length, or the last defence there that refuted;
// NonTrivial's counting branch stores none. Here the killer is degenerateKiller, which
// only this play sets, so that what is written does not hang on the main search's order.
func (e *engine) degenerateAttack(n int) int {
	bound := e.shortLengths(n)
	for k := 1; k < bound; k++ {
		if e.attackWins(k) {
			e.noteDegenerateKiller(k)
			return k
		}
	}
	if bound == n {
		if e.attackWins(n) {
			e.noteDegenerateKiller(n)
			return n
		}
		return 0
	}
	for _, m := range e.degenerateOrder() {
		e.make(m)
		r := 0
		if e.defenceLosesIn(n) {
			r = e.degenerateDefence(n)
		}
		e.unmake()
		if r > 0 {
			e.setDegenerateKiller(m)
			return r
		}
	}
	return 0
}

// degenerateOrder returns the attacker's moves in the order Popeye tries them: its
// killer of the ply (degenerateKiller) first, then Popeye's order.
func (e *engine) degenerateOrder() []movegen.Move {
	moves := e.attackerMoves()
	if o, ok := e.pos.game.(rules.PopeyeOrderer); ok {
		o.PopeyeOrder(moves)
	}
	killerFirst(moves, e.degenerateKiller())
	return moves
}

// noteDegenerateKiller stores as the ply's degenerateKiller the first move, in
// degenerateOrder, that succeeds in k moves (attacker to move, known to succeed): the
// move Popeye's test finds and its killer collector keeps.
func (e *engine) noteDegenerateKiller(k int) {
	for _, m := range e.degenerateOrder() {
		e.make(m)
		ok := e.defenceLoses(k)
		e.unmake()
		if ok {
			e.setDegenerateKiller(m)
			return
		}
	}
}

// degenerateKiller returns the move the degenerate play last stored at the current ply.
func (e *engine) degenerateKiller() movegen.Move { return e.degenerateKillers.at(e.ply) }

func (e *engine) setDegenerateKiller(m movegen.Move) { e.degenerateKillers.set(e.ply, m) }

// degenerateDefence returns the number of moves Popeye's test reports for a defence
// node that loses, the attacker's move just made the first of n: one more than the
// longest of the attacker's plays after the defences (degenerateAttack), a defence
// that reaches the goal itself (self and reflex play) ending the play.
func (e *engine) degenerateDefence(n int) int {
	longest := 0
	for _, d := range slices.Clone(e.legal()) {
		e.make(d)
		if !(e.play != Direct && e.inGoal()) && n > 1 {
			longest = max(longest, e.degenerateAttack(n-1))
		}
		e.unmake()
		if longest == n-1 {
			break // no defence can make it longer
		}
	}
	return 1 + longest
}

// defenceLosesSkipping is defenceLoses where the degenerate tree skips lengths: the
// defence node is lost if it is lost at one of the lengths 1 to shortLengths(n)−1 or at
// n. Success is not monotone in the length here (the skips below differ), so each of
// those lengths is tried; but a guard that defends the node at one length defends it
// at every longer one (guarded), which ends the search.
func (e *engine) defenceLosesSkipping(n int) bool {
	for k := 1; k < e.shortLengths(n); k++ {
		e.guardedPly = 0
		if e.defenceLosesIn(k) {
			return true
		}
		if e.guardedPly == e.ply+1 && !e.everyLength {
			return false
		}
	}
	return e.defenceLosesIn(n)
}

// degenerateRootTest plays, for a key that is short (defender to move, n attacking
// moves, the first made), Popeye's test of it at the least length it succeeds in, which
// its root makes before the full one (the root tries the lengths upwards): the killers
// that test stores (degenerateKiller) are those the full-length test then tries first.
func (e *engine) degenerateRootTest(n int) {
	for k := 1; k < n; k++ {
		if e.defenceLoses(k) {
			e.degenerateDefence(k)
			return
		}
	}
}
