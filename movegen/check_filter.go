package movegen

// CheckFilter tells cheaply which moves of the side to move cannot give check, so that a
// mate-in-one test asks GivesCheck (and plays) only the moves that may. It passes a
// superset of the checking moves, from board geometry alone: a move can check only if the
// moved piece's kind attacks the enemy king's square from the arrival square on an empty
// board, or it leaves a line between the king and a slider of its own side (discovered
// check), or it is a promotion, a castling or an en-passant capture. A CheckFilter holds
// for the position it was made for only.
type CheckFilter struct {
	to       [King + 1]Bitboard // by piece type: arrival squares that may check
	discover Bitboard           // departure squares that may uncover a check
	none     bool               // the opponent has no king
}

// CheckFilter returns the check filter of the side to move.
func (p *Position) CheckFilter() CheckFilter {
	var f CheckFilter
	us := p.side & 1
	ek := p.kings[us^1]
	if ek == NoSquare {
		f.none = true
		return f
	}
	ek &= 63
	f.to[Knight] = knightAttacks[ek]
	f.to[King] = kingAttacks[ek]
	f.to[Rook] = rookRays[ek]
	f.to[Bishop] = bishopRays[ek]
	f.to[Queen] = rookRays[ek] | bishopRays[ek]
	// A pawn of ours checks from a square diagonally behind the king (seen from us); the
	// filter passes the whole rank segment next to the king.
	f.to[Pawn] = kingAttacks[ek] & pawnFront(ek, us)
	diagonal, straight := p.sliders(us)
	sliders := straight&rookRays[ek] | diagonal&bishopRays[ek]
	for ; sliders != 0; sliders &= sliders - 1 {
		f.discover |= between[ek][lsb(sliders)&63]
	}
	return f
}

// MayCheck reports whether m, a legal move of the side to move in p (the position the
// filter was made for), may give check.
func (f *CheckFilter) MayCheck(p *Position, m Move) bool {
	switch {
	case f.none:
		return false
	case f.discover.Has(m.From()) || m.Promotion() != NoPieceType || m.IsCastle() || m.IsEnPassant():
		return true
	}
	pt := p.board[m.From()].Type()
	return pt <= King && f.to[pt].Has(m.To())
}

// pawnFront returns the rank from which a pawn of colour us attacks the king on ek (empty
// when the king stands on us's first rank).
func pawnFront(ek Square, us Color) Bitboard {
	r := ek.Rank() - 1
	if us == Black {
		r = ek.Rank() + 1
	}
	if r < 0 || r > 7 {
		return 0
	}
	return Rank1 << (8 * r)
}
