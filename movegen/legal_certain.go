package movegen

// CertainlyLegal reports whether m is certainly a legal move of the side to move, without
// generating the moves: a move remembered from a sibling position (a killer) can then be
// tried before a generation it may make needless. It answers false when unsure: when the
// side to move is in check, for castling, en passant, promotions, pinned pieces and a
// second (non-royal) king. Otherwise a move of a piece that is not pinned cannot expose its
// own king, and a step of the royal king, which is not in check, is legal when no enemy
// piece attacks its arrival square (no slider can attack it through the king's square, or
// the king would be in check). Any Move value may be asked, the zero Move included.
func (p *Position) CertainlyLegal(m Move) bool {
	if m.Promotion() != NoPieceType || m.IsCastle() || m.IsEnPassant() || p.checkers != 0 {
		return false
	}
	from, to := m.From(), m.To()
	us := p.side & 1
	pc := p.board[from]
	if pc == NoPiece || pc.Color() != us || p.pinned.Has(from) {
		return false
	}
	captured := p.board[to]
	if captured != NoPiece && (captured.Color() == us || captured.Type() == King) || p.holes.Has(to) {
		return false
	}
	occ := p.occupied
	switch pc.Type() {
	case King:
		return from == p.kings[us] && kingAttacks[from].Has(to) && !p.attacked(to, occ, us^1)
	case Knight:
		return knightAttacks[from].Has(to)
	case Bishop:
		return bishopAttacks(from, occ).Has(to)
	case Rook:
		return rookAttacks(from, occ).Has(to)
	case Queen:
		return queenAttacks(from, occ).Has(to)
	case Pawn:
		return p.pawnMoveCertain(from, to, captured != NoPiece)
	}
	return false
}

// pawnMoveCertain reports whether the pawn of the side to move on from can step, double
// step or capture (capture true) to to without promoting. A pawn on its own first rank does
// not move (Popeye); one arriving on the last rank would promote.
func (p *Position) pawnMoveCertain(from, to Square, capture bool) bool {
	us := p.side & 1
	dir, home, last := 1, 1, 7
	if us == Black {
		dir, home, last = -1, 6, 0
	}
	if from.Rank() == home-dir || to.Rank() == last {
		return false
	}
	if capture {
		return pawnAttacks[us][from&63].Has(to)
	}
	switch int(to) - int(from) {
	case 8 * dir:
		return true
	case 16 * dir:
		return from.Rank() == home && p.board[(int(from)+8*dir)&63] == NoPiece
	}
	return false
}
