package movegen

// GivesCheck looks at the whole board after the move. Where many moves of one position
// are asked about (the attacker's moves put in order, checks first), the geometry that
// does not depend on the move is worked out once, as Stockfish's check squares: a move
// gives check exactly when its man arrives on a square from which a man of its kind
// attacks the enemy king (found from the king's square on the board as it is: the man's
// own departure square cannot stand between, since it did not attack the king before),
// or when it leaves the line on which it alone stood between the king and a slider of
// its side. Promotions, castling and en passant, which change more than that, are asked
// of GivesCheck.

// CheckInfo tells which moves of the side to move give check, exactly as GivesCheck,
// from geometry worked out once for the position it was made for (see above).
type CheckInfo struct {
	squares  [King + 1]Bitboard // by piece type: the arrival squares that give check
	discover Bitboard           // men that uncover a check when they leave their line
	ek       Square             // the enemy king's square
	full     bool               // ask GivesCheck about every move
}

// CheckInfo returns the check geometry of the side to move. With no enemy king, or one
// already attacked (an illegal position), every move is asked of GivesCheck.
func (p *Position) CheckInfo() CheckInfo {
	us := p.side & 1
	ek := p.kings[us^1]
	if ek == NoSquare {
		return CheckInfo{full: true}
	}
	ek &= 63
	up := Piece(us) << 3
	occ := p.occupied
	diagonal, straight := p.sliders(us)
	c := CheckInfo{ek: ek}
	c.squares[Pawn] = pawnAttackers[us][ek]
	c.squares[Knight] = knightAttacks[ek]
	c.squares[Bishop] = bishopAttacks(ek, occ)
	c.squares[Rook] = rookAttacks(ek, occ)
	c.squares[Queen] = c.squares[Bishop] | c.squares[Rook]
	c.squares[King] = kingAttacks[ek]
	if c.squares[Pawn]&p.pieces[up|Piece(Pawn)]|c.squares[Knight]&p.pieces[up|Piece(Knight)]|
		c.squares[Bishop]&diagonal|c.squares[Rook]&straight|c.squares[King]&p.pieces[up|Piece(King)] != 0 {
		return CheckInfo{full: true}
	}
	c.discover = p.discoverers(ek, diagonal, straight)
	return c
}

// GivesCheck is p.GivesCheck(m) for m, a legal move of the side to move in p, the
// position c was made for.
func (c *CheckInfo) GivesCheck(p *Position, m Move) bool {
	if c.full || m.kind() != kindNormal || m.Promotion() != NoPieceType {
		return p.GivesCheck(m)
	}
	from, to := m.From()&63, m.To()
	if pt := p.board[from].Type(); pt <= King && c.squares[pt].Has(to) {
		return true
	}
	return c.discover.Has(from) && !line[c.ek][from].Has(to)
}
