package movegen

// GivesCheck reports whether m, a legal move of the side to move, leaves the opponent in
// check, without making it: it is true exactly when InCheck() would be true after
// Make(m). It looks at the opponent's royal king from the squares the pieces occupy after
// the move, so direct checks, discovered checks, checks by the castling rook, by a
// promoted piece and through the square an en-passant capture empties are all seen.
func (p *Position) GivesCheck(m Move) bool {
	us := p.side & 1
	ek := p.kings[us^1]
	if ek == NoSquare {
		return false
	}
	ek &= 63
	from, to := m.From(), m.To()
	up := Piece(us) << 3
	pt := p.board[from].Type()
	if promo := m.Promotion(); promo != NoPieceType {
		pt = promo
	}
	left, arrived := bit(from), bit(to)
	occ := p.occupied&^left | arrived
	knights := p.pieces[up|Piece(Knight)] &^ left
	pawns := p.pieces[up|Piece(Pawn)] &^ left
	kings := p.pieces[up|Piece(King)] &^ left
	queens := p.pieces[up|Piece(Queen)] &^ left
	straight := (p.pieces[up|Piece(Rook)] &^ left) | queens
	diagonal := (p.pieces[up|Piece(Bishop)] &^ left) | queens
	switch m.kind() {
	case kindEnPassant:
		occ &^= bit(Square(int(to)&7 | int(from)&^7))
	case kindCastle:
		rf, rt := castlingRook(to)
		occ = occ&^bit(rf) | bit(rt)
		straight = straight&^bit(rf) | bit(rt)
	}
	switch pt {
	case Pawn:
		pawns |= arrived
	case Knight:
		knights |= arrived
	case Bishop:
		diagonal |= arrived
	case Rook:
		straight |= arrived
	case Queen:
		diagonal |= arrived
		straight |= arrived
	case King:
		kings |= arrived
	}
	if knightAttacks[ek]&knights|pawnAttackers[us][ek]&pawns|kingAttacks[ek]&kings != 0 {
		return true
	}
	straight &= rookRays[ek]
	diagonal &= bishopRays[ek]
	return straight != 0 && rookAttacks(ek, occ)&straight != 0 ||
		diagonal != 0 && bishopAttacks(ek, occ)&diagonal != 0
}
