// Package movegen holds the chess position, FEN reading and writing, legal move
// generation with castling, en passant and promotion, make/unmake with an incrementally
// updated Zobrist hash, check detection, perft, and move notation in Popeye's style. It
// imports only the standard library.
//
// The position keeps bitboards (one per piece, per colour, and the occupancy) beside a
// mailbox, the squares of the kings, and the checkers and pinned pieces of the side to
// move, recomputed once after every move. Sliders use hyperbola quintessence (sliders.go),
// whose tables are small enough to cost start-up nothing. Generation is legal from the
// start, in the style of Stockfish: check and pin masks, with a full test only for king
// moves and en passant. MoveCount, HasLegalMove and perft's last ply count moves with
// popcounts instead of listing them. For a search, a few questions are answered without
// generating every move: whether a remembered move is certainly legal (CertainlyLegal),
// which moves may check (CheckingMoves, CheckFilter) and how many moves the king has
// (KingMoveCount).
// The package is the home of the orthodox rules: other packages (legality, solver) ask it
// for attacks and lines on boards of their own (Attacks, Between, Line).
//
// Positions from chess problems may be odd: a side may have no king (it is then never in
// check), and pawns may stand on their first or last rank; as in Popeye, a pawn on its
// own first rank neither moves nor attacks. No position that ParseFEN accepts or that Put
// builds makes the package panic.
package movegen
