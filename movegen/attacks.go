package movegen

// AttackersTo returns the pieces of colour by that attack s (whatever stands on s, and
// including by's king). Empty for NoSquare.
func (p *Position) AttackersTo(s Square, by Color) Bitboard {
	if uint(s) > 63 {
		return 0
	}
	return p.attackersTo(s, p.occupied, by&1)
}

// attackersTo returns the pieces of colour by that attack s when the squares of occ are
// occupied (occ may differ from the board, e.g. with a king lifted off it). s must be a
// square.
func (p *Position) attackersTo(s Square, occ Bitboard, by Color) Bitboard {
	s &= 63
	bp := Piece(by&1) << 3
	queens := p.pieces[bp|Piece(Queen)]
	return ((knightAttacks[s] & p.pieces[bp|Piece(Knight)]) |
		(kingAttacks[s] & p.pieces[bp|Piece(King)]) |
		(pawnAttackers[by&1][s] & p.pieces[bp|Piece(Pawn)]) |
		(rookAttacks(s, occ) & (p.pieces[bp|Piece(Rook)] | queens)) |
		(bishopAttacks(s, occ) & (p.pieces[bp|Piece(Bishop)] | queens))) & occ
}

// attacked reports whether a piece of colour by attacks s when the squares of occ are
// occupied; cheaper than attackersTo when only the answer matters.
func (p *Position) attacked(s Square, occ Bitboard, by Color) bool {
	s &= 63
	bp := Piece(by&1) << 3
	if ((knightAttacks[s]&p.pieces[bp|Piece(Knight)])|
		(pawnAttackers[by&1][s]&p.pieces[bp|Piece(Pawn)])|
		(kingAttacks[s]&p.pieces[bp|Piece(King)]))&occ != 0 {
		return true
	}
	// A slider off the empty board's lines through s cannot attack it: most squares
	// asked about are so spared the computation of the lines.
	queens := p.pieces[bp|Piece(Queen)]
	straight := (p.pieces[bp|Piece(Rook)] | queens) & occ
	diagonal := (p.pieces[bp|Piece(Bishop)] | queens) & occ
	return rookRays[s]&straight != 0 && rookAttacks(s, occ)&straight != 0 ||
		bishopRays[s]&diagonal != 0 && bishopAttacks(s, occ)&diagonal != 0
}

// safeSquares returns the squares of squares that no piece of colour by attacks when the
// squares of occ are occupied, the first limit of them (in square order) at most: the
// test of attacked, its operands gathered once for all the squares (the steps of a king,
// most often).
func (p *Position) safeSquares(squares, occ Bitboard, by Color, limit int) Bitboard {
	by &= 1
	bp := Piece(by) << 3
	knights, pawns, kings := p.pieces[bp|Piece(Knight)]&occ, p.pieces[bp|Piece(Pawn)]&occ, p.pieces[bp|Piece(King)]&occ
	diagonal, straight := p.sliders(by)
	diagonal &= occ
	straight &= occ
	var safe Bitboard
	for ; squares != 0 && limit > 0; squares &= squares - 1 {
		s := lsb(squares) & 63
		if knightAttacks[s]&knights|pawnAttackers[by][s]&pawns|kingAttacks[s]&kings == 0 &&
			(rookRays[s]&straight == 0 || rookAttacks(s, occ)&straight == 0) &&
			(bishopRays[s]&diagonal == 0 || bishopAttacks(s, occ)&diagonal == 0) {
			safe |= bit(s)
			limit--
		}
	}
	return safe
}

// attacksBy returns every square a piece of colour by attacks when the squares of occ
// are occupied: the danger map that the king may not step into.
func (p *Position) attacksBy(by Color, occ Bitboard) Bitboard {
	bp := Piece(by&1) << 3
	pawns := p.pieces[bp|Piece(Pawn)]
	var a Bitboard
	if by == White {
		pawns &^= Rank1
		a = (pawns&^FileA)<<7 | (pawns&^FileH)<<9
	} else {
		pawns &^= Rank8
		a = (pawns&^FileA)>>9 | (pawns&^FileH)>>7
	}
	for b := p.pieces[bp|Piece(Knight)]; b != 0; b &= b - 1 {
		a |= knightAttacks[lsb(b)&63]
	}
	for b := p.pieces[bp|Piece(King)]; b != 0; b &= b - 1 {
		a |= kingAttacks[lsb(b)&63]
	}
	queens := p.pieces[bp|Piece(Queen)]
	for b := p.pieces[bp|Piece(Bishop)] | queens; b != 0; b &= b - 1 {
		a |= bishopAttacks(lsb(b), occ)
	}
	for b := p.pieces[bp|Piece(Rook)] | queens; b != 0; b &= b - 1 {
		a |= rookAttacks(lsb(b), occ)
	}
	return a
}
