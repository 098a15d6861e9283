package solver

import "github.com/cpls-dev/cpls/movegen"

// replyOrderMin is the least number of attacking moves (counting the one just made)
// at which the defences are ordered by the attacker's replies (orderByReplies):
// Popeye's count_nr_opponent_moves prioriser, which it applies where more than three
// half moves remain.
const replyOrderMin = 3

// ordersByReplies reports whether a defence node with n−1 attacking moves left orders
// its defences by the attacker's replies: in direct play, and in self play on an
// orthodox board. Self play under other rules is left unordered (measured slower on the
// long fairy self-mates).
//
// The order leaves the table's refutation and the killer their ties only, where an
// unordered node tries them first (in orthodox direct play before the defences are
// generated, refuteUnlisted): from two attacking moves left after the defence, proving
// a refutation means playing every reply of the attacker, so a refutation that leaves
// him few (a check) is much cheaper to prove than the killer, which refutes as often
// but was found for another position.
func (e *engine) ordersByReplies(n int) bool {
	return n >= replyOrderMin && (e.play == Direct || e.play == Self && e.pos.fast != nil)
}

// orderByReplies sorts the defences in moves (the current ply's legal moves) by the
// number of the attacker's legal replies after each, fewest first: a defence that
// leaves the attacker few moves is the likeliest to refute, and the first refutation
// ends the node. Ties go to first (the table's refutation), then to the ply's killer,
// then by generation order. Each defence is made to count.
func (e *engine) orderByReplies(moves []movegen.Move, first movegen.Move) {
	if cap(e.ranks) < len(moves) {
		e.ranks = make([]int32, len(moves))
	}
	rank := e.ranks[:len(moves)]
	killer := e.killer()
	for i, d := range moves {
		e.make(d)
		r := int32(4 * e.moveCount())
		e.unmake()
		switch d {
		case first:
			r -= 2
		case killer:
			r--
		}
		rank[i] = r
	}
	// Insertion sort: stable, and no allocation for the few dozen defences.
	for i := 1; i < len(moves); i++ {
		m, r := moves[i], rank[i]
		j := i
		for ; j > 0 && rank[j-1] > r; j-- {
			moves[j], rank[j] = moves[j-1], rank[j-1]
		}
		moves[j], rank[j] = m, r
	}
}

// moveCount returns the number of legal moves of the side to move.
func (e *engine) moveCount() int {
	if p := e.pos.fast; p != nil {
		return p.MoveCount()
	}
	return len(e.legal())
}
