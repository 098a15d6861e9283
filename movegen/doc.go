// Package movegen holds the chess position (bitboards plus a mailbox), FEN reading and
// writing, legal move generation with castling, en passant and promotion, make/unmake with
// an incrementally updated Zobrist hash, check detection, perft, and move notation in
// Popeye's style. It imports only the standard library.
package movegen
