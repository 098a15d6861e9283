// Package solver searches orthodox stipulations (direct, help, self, reflex and series
// play with mate and stalemate goals) and returns a result tree: keys, tries with their
// refutations, threats, variations, set play, help-play lines, cooks and short solutions.
// Searches honour context cancellation and node or time budgets. It imports movegen.
package solver
