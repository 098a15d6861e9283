package solver

import "github.com/cpls-dev/cpls/movegen"

// refutationHistory remembers the defences that refuted the attacker's first moves, with
// how often each did. A first move that is not a key needs more refutations than the one
// its proof found (a try has at most Options.Defence), and the defences that refuted its
// siblings are the likeliest to: tried first, they spare the proofs of defences that
// lose, each a whole search. The order changes what is searched, not what is found.
type refutationHistory struct {
	moves  [refHistorySize]movegen.Move
	counts [refHistorySize]int
	n      int
}

// refHistorySize is the number of refutations remembered; a new one replaces the least
// frequent.
const refHistorySize = 16

// add counts m as a refutation found.
func (h *refutationHistory) add(m movegen.Move) {
	for i := range h.n {
		if h.moves[i] == m {
			h.counts[i]++
			for ; i > 0 && h.counts[i] > h.counts[i-1]; i-- {
				h.moves[i], h.moves[i-1] = h.moves[i-1], h.moves[i]
				h.counts[i], h.counts[i-1] = h.counts[i-1], h.counts[i]
			}
			return
		}
	}
	if h.n < refHistorySize {
		h.n++
	}
	h.moves[h.n-1], h.counts[h.n-1] = m, 1
}

// order moves the remembered refutations among moves to the front, the most frequent
// first; the others keep their order.
func (h *refutationHistory) order(moves []movegen.Move) {
	for i := h.n - 1; i >= 0; i-- {
		killerFirst(moves, h.moves[i])
	}
}
