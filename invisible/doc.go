// Package invisible solves help mates with Popeye's total invisible pieces: a number of
// pieces whose colour, kind and square the solver does not know. A line of play is
// written with the moves the solver sees (a move of a visible piece, "TI~-~" for a move
// of an invisible one, "TI~*e4" for its capture of a visible piece, "[+bTIb6]a5*b6" for
// a pawn's capture of an invisible one) and is a solution when
//
//   - some placement of the invisible pieces makes every move legal ("fleshes out" the
//     line), and
//   - every placement that makes the line legal ends in mate, a king that is itself
//     invisible included: Popeye places it as the other invisible pieces, so its square
//     is revealed where the line forces it ("[c3=bK]"), never chosen for the mate.
//
// The solver keeps, move by move, the set of concrete positions (visible pieces plus
// one placement of the invisible ones) in which the line so far is legal. A piece that
// has the same colour, kind and square in every position of the set is revealed: it is
// written after the move ("[f7=wS]") and is visible from then on. A castling with an
// invisible rook reveals the rook.
//
// Concrete positions are movegen positions, so the rules are orthodox chess, on the
// board that holes leave (movegen.Position.SetHoles), with neutral queens, rooks,
// bishops and knights beside the orthodox men (board, neutral.go). A free piece is placed only when
// a move needs it, and where the move that brought it ("TI~-~") could have been made;
// free pieces alike in colour and in the move they last made are one choice, so the
// sets grow with the pieces a line places rather than with the number of invisible
// pieces; Solve takes any number of them.
package invisible
