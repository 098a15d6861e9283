// Package analysis reads a solved problem's play as a composer and a judge read it and
// names what no solver prints: the duals (after a defence more than one attacking move
// fulfils the stipulation in the moves left; several threats; short variations; duals
// in the set play; in help and series play solutions that differ only in move order,
// in a promoted piece or in one move) and the character of each key and try (check,
// capture, flights given and taken, pins and unpins, waiting move, the threat, mates
// changed, added or lost against the set play), with the refutations of tries.
//
// Analyse works on a solver.Result and the diagram's movegen.Position and returns moves,
// not text: package problem writes them in the problem's language. The play must have
// been solved with variations, tries and set play for the battle-play analyses to see
// them (Wants says which solver options that takes). The package imports movegen and
// solver only.
package analysis
