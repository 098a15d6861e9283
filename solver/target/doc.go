// Package target builds the final positions that help and series play may end in, and
// tells at every node of a search which of them are still within reach: the idea of
// Popeye's intelligent mode, in a construction of its own.
//
// A search over targets (the solver's help and series play) first builds the targets
// of a stipulation from the diagram — the mating side's placements (Placements), or
// full final positions with the victim's pieces placed too (FullTargets, MateTargets) —
// and then carries at every node the targets still reachable there (Set, FullSet),
// pruning the node when none is left. Move counts on an empty board bound what is
// reachable; they never exceed the real ones, so no solution is lost. Reachable is the
// same kind of bound without targets, for the plain search.
//
// Everything here is orthodox chess on movegen positions; a Tracker follows the pieces
// by identity through the moves the search makes. The full targets may also be built on
// a board with squares taken off it (the condition Hole): the construction knows the
// holes, and the move counts of the whole board stay lower bounds on the smaller one.
package target
