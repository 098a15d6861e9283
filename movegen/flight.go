package movegen

// A check that leaves the checked king a safe step does not mate. LeavesFlight tells so
// from the position before the move, without making it: the mate-in-one tests of the
// battle-play search make (and test in full) only the checks it cannot clear.

// LeavesFlight reports true when, after m (a legal move of the side to move), the enemy
// royal king has a square to step to that holds none of its own men and that no man of
// the side to move then attacks: the opponent has a legal move, so m does not mate.
// False says nothing. Castling and en passant, which move or remove a second man, are
// answered false.
func (p *Position) LeavesFlight(m Move) bool {
	flight, _ := p.FlightAfter(m)
	return flight
}

// FlightAfter is LeavesFlight saying whether it knows: known is false for castling, en
// passant and an opponent without a royal king (flight is then false); where known,
// flight is true exactly when the enemy royal king has a legal move after m (castling
// needs a step, so it adds none). A check with known and no flight mates unless another
// man of the opponent's can move (HasNonKingMove after m).
func (p *Position) FlightAfter(m Move) (flight, known bool) {
	us := p.side & 1
	them := us ^ 1
	ek := p.kings[them]
	if ek == NoSquare || m.IsCastle() || m.IsEnPassant() {
		return false, false
	}
	ek &= 63
	from, to := m.From(), m.To()
	pt := p.board[from&63].Type()
	if promo := m.Promotion(); promo != NoPieceType {
		pt = promo
	}
	// The king is lifted off the board (it cannot hide behind itself); the man that
	// moved attacks from to, and the others are those of the board still on occ.
	occ := (p.occupied&^bit(from) | bit(to)) &^ bit(ek)
	ourKings := p.pieces[Piece(us)<<3|Piece(King)] &^ bit(from)
	if pt == King {
		ourKings |= bit(to)
	}
	held := p.colors[them]&^bit(to) | p.holes | ourKings | Attacks(us, pt, to, occ)
	b := kingAttacks[ek] &^ held
	if b == 0 {
		return false, true
	}
	// safeSquares(b, occ, us, 1) written out: called, it costs more than it saves at
	// the two squares or so tested per move.
	bp := Piece(us) << 3
	knights, pawns, kings := p.pieces[bp|Piece(Knight)]&occ, p.pieces[bp|Piece(Pawn)]&occ, p.pieces[bp|Piece(King)]&occ
	diagonal, straight := p.sliders(us)
	diagonal &= occ
	straight &= occ
	for ; b != 0; b &= b - 1 {
		s := lsb(b) & 63
		if knightAttacks[s]&knights|pawnAttackers[us][s]&pawns|kingAttacks[s]&kings == 0 &&
			(rookRays[s]&straight == 0 || rookAttacks(s, occ)&straight == 0) &&
			(bishopRays[s]&diagonal == 0 || bishopAttacks(s, occ)&diagonal == 0) {
			return true, true
		}
	}
	return false, true
}
