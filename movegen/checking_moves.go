package movegen

// The mate-in-one test at the leaves of direct play is most of a battle-play search. In the
// common case it needs only the checking moves, which CheckingMoves lists without
// generating every legal move: the moves of knights, bishops, rooks, queens and pawns onto
// squares from which they attack the enemy king, and every promotion. It declines (ok
// false) whenever another kind of check or a legality question could arise: the side to
// move in check, a pinned piece, a piece whose departure could uncover a check, an
// en-passant square, castling whose rook could check, a second own king.

// CheckingMoves appends to buf the legal moves of the side to move that may give check (a
// superset of them; GivesCheck decides) and reports true, or reports false when it cannot
// vouch for the list (see above). With true, every move it appends is legal and every
// legal checking move is among them.
func (p *Position) CheckingMoves(buf []Move) ([]Move, bool) {
	us := p.side & 1
	ek := p.kings[us^1]
	if ek == NoSquare {
		return buf, true // nothing gives check
	}
	ek &= 63
	if !p.checkingMovesVouched(ek) {
		return buf, false
	}
	buf = p.pieceChecks(buf, ek)
	buf = p.pawnChecks(buf, ek)
	return p.promotionChecks(buf, ek), true
}

// checkingMovesVouched reports whether CheckingMoves can list every checking move of the
// side to move at the enemy king on ek (see above).
func (p *Position) checkingMovesVouched(ek Square) bool {
	us := p.side & 1
	up := Piece(us) << 3
	if p.checkers != 0 || p.pinned != 0 || p.ep != NoSquare || p.pieces[up|Piece(King)].moreThanOne() {
		return false
	}
	castleRooks := bit(F1) | bit(D1)
	if us == Black {
		castleRooks = bit(F8) | bit(D8)
	}
	if p.castling&CastlingRightsOf(us) != 0 && rookRays[ek]&castleRooks != 0 {
		return false
	}
	occ := p.occupied
	own := p.colors[us]
	rookSq := rookAttacks(ek, occ)
	bishopSq := bishopAttacks(ek, occ)
	diagonal, straight := p.sliders(us)
	// An own piece between the king and an own slider behind it could uncover a check.
	return !(straight&rookRays[ek] != 0 && rookAttacks(ek, occ&^(rookSq&own))&straight&^rookSq != 0 ||
		diagonal&bishopRays[ek] != 0 && bishopAttacks(ek, occ&^(bishopSq&own))&diagonal&^bishopSq != 0)
}

// pieceChecks appends the moves of knights, bishops, rooks and queens onto squares from
// which they attack the king on ek.
func (p *Position) pieceChecks(buf []Move, ek Square) []Move {
	us := p.side & 1
	up := Piece(us) << 3
	occ := p.occupied
	free := ^(p.colors[us] | p.holes) &^ bit(ek)
	for b := p.pieces[up|Piece(Knight)]; b != 0; b &= b - 1 {
		from := lsb(b) & 63
		buf = addMoves(buf, from, knightAttacks[from]&knightAttacks[ek]&free)
	}
	rookSq := rookAttacks(ek, occ)
	bishopSq := bishopAttacks(ek, occ)
	diagonal, straight := p.sliders(us)
	for b := straight | diagonal; b != 0; b &= b - 1 {
		from := lsb(b) & 63
		// A queen checks from a square on either kind of line, whichever way it got there.
		var reach, checks Bitboard
		if straight.Has(from) {
			reach |= rookAttacks(from, occ)
			checks |= rookSq
		}
		if diagonal.Has(from) {
			reach |= bishopAttacks(from, occ)
			checks |= bishopSq
		}
		buf = addMoves(buf, from, reach&checks&free)
	}
	return buf
}

// pawnChecks appends the pawn moves onto the squares diagonally in front of the king on ek
// (seen from the side to move): a push onto an empty one or a capture onto an enemy piece.
// A pawn on its own first rank does not move (Popeye).
func (p *Position) pawnChecks(buf []Move, ek Square) []Move {
	us := p.side & 1
	occ := p.occupied
	own := p.colors[us]
	home, first, forward := Rank2, Rank1, 8
	if us == Black {
		home, first, forward = Rank7, Rank8, -8
	}
	pawns := p.pieces[Piece(us)<<3|Piece(Pawn)] &^ first
	for t := kingAttacks[ek&63] & pawnFront(ek, us); t != 0; t &= t - 1 {
		to := lsb(t)
		switch {
		case !occ.Has(to):
			from := Square(int(to) - forward)
			if pawns.Has(from) {
				buf = append(buf, newMove(from, to, NoPieceType, kindNormal))
			} else if !occ.Has(from) {
				from2 := Square(int(from) - forward)
				if pawns.Has(from2) && home.Has(from2) {
					buf = append(buf, newMove(from2, to, NoPieceType, kindNormal))
				}
			}
		case !own.Has(to):
			for b := pawnAttackers[us][to&63] & pawns; b != 0; b &= b - 1 {
				buf = append(buf, newMove(lsb(b), to, NoPieceType, kindNormal))
			}
		}
	}
	return buf
}

// promotionChecks appends every promotion (GivesCheck decides which check): pushes and
// captures of the pawns on the seventh rank, none onto the king on ek.
func (p *Position) promotionChecks(buf []Move, ek Square) []Move {
	us := p.side & 1
	seventh, forward := Rank7, 8
	if us == Black {
		seventh, forward = Rank2, -8
	}
	occ := p.occupied
	free := ^p.colors[us] &^ bit(ek)
	for b := p.pieces[Piece(us)<<3|Piece(Pawn)] & seventh; b != 0; b &= b - 1 {
		from := lsb(b) & 63
		if to := Square(int(from) + forward); !occ.Has(to) {
			buf = appendPromotions(buf, newMove(from, to, NoPieceType, kindNormal))
		}
		for c := pawnAttacks[us][from] & occ & free; c != 0; c &= c - 1 {
			buf = appendPromotions(buf, newMove(from, lsb(c), NoPieceType, kindNormal))
		}
	}
	return buf
}
