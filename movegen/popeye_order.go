package movegen

import "sort"

// Popeye's order of moves. Popeye generates a side's moves square by square from h8
// to a1 (rank by rank, each rank from the h-file to the a-file; generate_all_moves_for_moving_side),
// each piece by its walk's vectors in order (pieces/walks/vectors.c), a rider's squares
// along a vector from near to far with the capture last, a king's castlings after its
// steps (kingside first), a pawn's captures to the a-side and the h-side before its
// single and double step. It then plays them from the last generated to the first, and
// a promotion as one move whose promotees come in the order queen, knight, rook,
// bishop. PopeyeOrder gives that order: what Popeye's MoveNumbers count, what
// StartMoveNumber skips, and the order its searches find solutions in.

// popeyeKingVectors are Popeye's vectors 1–8 (rook then bishop directions) as
// (file, rank) steps: right, up, left, down, up-left, up-right, down-right, down-left.
var popeyeKingVectors = [8][2]int{{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {-1, 1}, {1, 1}, {1, -1}, {-1, -1}}

// popeyeKnightVectors are Popeye's vectors 9–16.
var popeyeKnightVectors = [8][2]int{{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}}

// popeyePromotions ranks the promotees as Popeye tries them.
var popeyePromotions = [...]int{Queen: 0, Knight: 1, Rook: 2, Bishop: 3}

// PopeyeOrder sorts moves, moves of the side to move in p, into the order Popeye
// plays them in (see above). The sort is stable; moves Popeye does not generate (none
// in orthodox chess) keep their place after the others.
func (p *Position) PopeyeOrder(moves []Move) {
	sort.SliceStable(moves, func(i, j int) bool { return p.popeyeRank(moves[i], false) < p.popeyeRank(moves[j], false) })
}

// PopeyeOrderMirrored sorts moves into the order Popeye plays them in on the board
// mirrored between the first and the eighth rank (sides swapped): Popeye's intelligent
// mode solves a play in which White is mated on that board, so its searches find the
// solutions in this order. The mirror reverses the scan of the ranks and the vertical
// part of every vector.
func (p *Position) PopeyeOrderMirrored(moves []Move) {
	sort.SliceStable(moves, func(i, j int) bool { return p.popeyeRank(moves[i], true) < p.popeyeRank(moves[j], true) })
}

// popeyeRank is m's place in Popeye's order (on the mirrored board with mirror): lower
// plays first.
func (p *Position) popeyeRank(m Move, mirror bool) int {
	from := m.From()
	rank := from.Rank()
	if mirror {
		rank = 7 - rank
	}
	// The generation index: the departure square in Popeye's scan, then the move's
	// place among the piece's moves (at most 8 vectors × 8 steps + 2 castlings).
	scan := (7-rank)*8 + (7 - from.File())
	gen := scan*100 + p.popeyeMoveIndex(m, mirror)
	promo := 0
	if m.Promotion() != NoPieceType {
		promo = popeyePromotions[m.Promotion()]
	}
	return -gen*4 + promo
}

// popeyeMoveIndex is m's place among the moves Popeye generates for its piece (on the
// mirrored board with mirror).
func (p *Position) popeyeMoveIndex(m Move, mirror bool) int {
	from, to := m.From(), m.To()
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if mirror {
		dr = -dr
	}
	switch p.PieceAt(from).Type() {
	case King:
		if m.IsCastle() {
			if df > 0 {
				return 80
			}
			return 81
		}
		return vectorIndex(popeyeKingVectors[:], df, dr) * 8
	case Knight:
		return vectorIndex(popeyeKnightVectors[:], df, dr) * 8
	case Pawn:
		switch {
		case df < 0:
			return 0
		case df > 0:
			return 1
		case dr == 1 || dr == -1:
			return 2
		}
		return 3
	}
	// Riders: the vector, then the distance along it.
	dist := max(df*unitStep(df), dr*unitStep(dr))
	return vectorIndex(popeyeKingVectors[:], unitStep(df), unitStep(dr))*8 + dist
}

// vectorIndex returns the index of (df, dr) in vs, or len(vs) when it is not there.
func vectorIndex(vs [][2]int, df, dr int) int {
	for i, v := range vs {
		if v[0] == df && v[1] == dr {
			return i
		}
	}
	return len(vs)
}

// unitStep returns x's sign: -1, 0 or 1.
func unitStep(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
