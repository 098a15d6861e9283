// Package rules is the seam between the search and the rules of chess: Game is what the
// solver asks of a problem's rules — the legal moves, make and unmake, passing the move,
// check, and a hash of the position — and Orthodox is orthodox chess on a movegen
// position, the fast path. A variant engine (fairy pieces, conditions) implements Game
// beside it; the solver then runs the same search over it.
package rules
