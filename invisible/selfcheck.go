package invisible

import "github.com/cpls-dev/cpls/movegen"

// selfCheckMoves appends to buf the moves of pos's side to move that leave its king
// attacked, as pos.SelfCheckMoves does, and returns it; legal holds pos's legal moves.
// A pseudo-legal move is one of them unless it leaves the king attacked (a castling
// included: its passage is checked before it is generated, its arrival is not), and
// every promotion of a pawn's step is legal or none is, so the moves are told apart by
// their squares alone, with no move made.
func selfCheckMoves(pos *board, legal, buf []movegen.Move) []movegen.Move {
	if pos.King(pos.SideToMove()) == movegen.NoSquare {
		return buf
	}
	var to [64]movegen.Bitboard // the squares legal moves go to, by the square they leave
	for _, m := range legal {
		to[m.From()] |= movegen.SquareBB(m.To())
	}
	start := len(buf)
	all := pos.PseudoLegalMoves(buf)
	out := all[:start]
	for _, m := range all[start:] {
		if !to[m.From()].Has(m.To()) {
			out = append(out, m)
		}
	}
	return out
}
