// Package solver solves orthodox chess problems: direct play (#n), help play (h#n,
// h#n.5), self play (s#n), reflex play (r#n) and their series forms (ser-#n, ser-h#n,
// ser-s#n, ser-r#n), with the goals mate, stalemate and double stalemate, following
// Popeye's semantics.
//
// Solve takes a position, a Stipulation and Options and returns a Result: a data tree of
// movegen.Moves (keys, tries with refutations, threats, zugzwang, variations, set play,
// help- and series-play lines, short solutions) with a classification (sound, cooked,
// no solution, short solution, interrupted). The tree holds moves, not text, so that a
// renderer can replay them and write notation in any language.
//
// Help and series play search over targets where they apply (subpackage target: the
// final positions are built first, and only play that can still reach one of them is
// searched), else by the plain search; both give the same lines.
//
// Searches honour context cancellation and a node budget; when either ends a search the
// result is Interrupted and holds only what was proven. An Observer in the Options learns
// each solution as it is found and how many first moves are done, for callers that show
// a long solve while it runs. The package imports only movegen, rules (the seam), its
// subpackage target and the standard library.
package solver
