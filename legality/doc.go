// Package legality decides whether a chess position can arise in a game: Validate proves
// broken rules (missing or extra kings, pawns on their first or last rank, too many men or
// promoted pieces, caged bishops, impossible pawn structures, checks no last move can have
// given, castling rights and en-passant squares the last move contradicts) and returns them
// as Violations with a stable rule name, a message a composer understands, the squares
// concerned and quick fixes in chess terms. It proves, it does not guess: a position it
// accepts may still be illegal for deeper reasons.
//
// The retro analysis takes back the last move of the side that just moved on a board of
// its own; the attack sets and lines come from movegen, which holds the orthodox rules. The
// package imports only the standard library and movegen.
package legality
