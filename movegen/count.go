package movegen

// Counting legal moves without writing them: the same masks as generate, summed with
// popcounts. Perft counts its last ply this way, and the solver asks HasLegalMove at
// every node that might be mate or stalemate.

// MoveCount returns the number of legal moves of the side to move; it always equals
// len(p.LegalMoves(nil)), without building the list.
func (p *Position) MoveCount() int {
	up := Piece(p.side&1) << 3
	occ, checkers, pinned := p.occupied, p.checkers, p.pinned
	k, kingTarget, target := p.moveTargets()
	royal := Bitboard(0)
	n := 0
	if k != NoSquare {
		k &= 63
		royal = bit(k)
		n = p.royalKingCount(k, kingTarget)
		if checkers.moreThanOne() {
			return n
		}
		if checkers == 0 && p.castling != 0 {
			c := p.castlings(k)
			n += int(c&1 + c>>1)
		}
	}
	diagonal, straight := p.sliders(p.side)

	for b := p.pieces[up|Piece(Knight)] &^ pinned; b != 0; b &= b - 1 {
		n += popCount(knightAttacks[lsb(b)&63] & target)
	}
	for b := diagonal &^ pinned; b != 0; b &= b - 1 {
		n += popCount(bishopAttacks(lsb(b), occ) & target)
	}
	for b := straight &^ pinned; b != 0; b &= b - 1 {
		n += popCount(rookAttacks(lsb(b), occ) & target)
	}
	for b := p.pieces[up|Piece(King)] &^ royal &^ pinned; b != 0; b &= b - 1 {
		n += popCount(kingAttacks[lsb(b)&63] & target)
	}
	if pinned != 0 && checkers == 0 {
		for b := pinned & diagonal; b != 0; b &= b - 1 {
			s := lsb(b) & 63
			n += popCount(bishopAttacks(s, occ) & target & line[k][s])
		}
		for b := pinned & straight; b != 0; b &= b - 1 {
			s := lsb(b) & 63
			n += popCount(rookAttacks(s, occ) & target & line[k][s])
		}
		for b := pinned & p.pieces[up|Piece(King)]; b != 0; b &= b - 1 {
			s := lsb(b) & 63
			n += popCount(kingAttacks[s] & target & line[k][s])
		}
	}
	n += p.pawnCount(k, target)
	if p.ep != NoSquare {
		n += p.enPassantCount(k)
	}
	return n
}

// royalKingCount returns the number of steps of the royal king on k to the squares of
// target that no enemy piece attacks. With one or two candidate squares it tests them
// one by one; with more, one danger map of all enemy attacks is cheaper.
func (p *Position) royalKingCount(k Square, target Bitboard) int {
	them := p.side ^ 1
	occ := p.occupied &^ bit(k)
	to := kingAttacks[k&63] & target
	n := 0
	if popCount(to) <= kingTestLimit {
		for ; to != 0; to &= to - 1 {
			if !p.attacked(lsb(to), occ, them) {
				n++
			}
		}
		return n
	}
	return popCount(to &^ p.attacksBy(them, occ))
}

// kingTestLimit is the number of king destinations up to which testing each square beats
// building the danger map (measured on the perft positions).
const kingTestLimit = 1

// pawnCount returns the number of pawn moves (en passant apart), promotions counting
// four.
func (p *Position) pawnCount(k Square, target Bitboard) int {
	us := p.side & 1
	push1, push2, capWest, capEast, enemies := p.pawnArrivals(target)
	const promo = Rank1 | Rank8
	n := popCount(push1) + popCount(push2) + popCount(capWest) + popCount(capEast) +
		3*(popCount(push1&promo)+popCount(capWest&promo)+popCount(capEast&promo))
	if pinned := p.pieces[Piece(us)<<3|Piece(Pawn)] & p.pinned; pinned != 0 && p.checkers == 0 {
		for ; pinned != 0; pinned &= pinned - 1 {
			s := lsb(pinned) & 63
			to := p.pawnTargets(s, us, enemies) & target & line[k&63][s]
			n += popCount(to) + 3*popCount(to&promo)
		}
	}
	return n
}

// enPassantCount returns the number of legal en-passant captures.
func (p *Position) enPassantCount(k Square) int {
	ep, captured, ok := p.enPassantTarget()
	if !ok || p.checkers.moreThanOne() {
		return 0
	}
	us := p.side & 1
	n := 0
	for b := pawnAttackers[us][ep&63] & p.pieces[Piece(us)<<3|Piece(Pawn)]; b != 0; b &= b - 1 {
		if p.enPassantLegal(k, lsb(b), ep, captured) {
			n++
		}
	}
	return n
}

// HasLegalMove reports whether the side to move has a legal move (MoveCount() > 0), and
// stops at the first one it finds. Castling is never needed for the answer: when castling
// is legal, so is the king's step towards the rook.
func (p *Position) HasLegalMove() bool {
	if k := p.kings[p.side&1]; k != NoSquare && p.kingCanStep(k&63) {
		return true
	}
	return p.HasNonKingMove()
}

// kingCanStep reports whether the royal king of the side to move, on k, has a legal step.
func (p *Position) kingCanStep(k Square) bool {
	_, kingTarget, _ := p.moveTargets()
	b := kingAttacks[k&63] & kingTarget
	return b != 0 && p.safeSquares(b, p.occupied&^bit(k), p.side^1, 1) != 0
}

// HasNonKingMove reports whether the side to move has a legal move by a man other than
// its royal king, and stops at the first one it finds. With HasLegalMove it spares the
// king's steps where they are known to be none (FlightAfter).
func (p *Position) HasNonKingMove() bool {
	occ, checkers, pinned := p.occupied, p.checkers, p.pinned
	k, _, target := p.moveTargets()
	up := Piece(p.side&1) << 3
	royal := Bitboard(0)
	if k != NoSquare {
		k &= 63
		royal = bit(k)
		if checkers.moreThanOne() {
			return false
		}
	}
	for b := p.pieces[up|Piece(Knight)] &^ pinned; b != 0; b &= b - 1 {
		if knightAttacks[lsb(b)&63]&target != 0 {
			return true
		}
	}
	if p.pawnCount(k, target) != 0 {
		return true
	}
	diagonal, straight := p.sliders(p.side)
	for b := diagonal &^ pinned; b != 0; b &= b - 1 {
		if bishopAttacks(lsb(b), occ)&target != 0 {
			return true
		}
	}
	for b := straight &^ pinned; b != 0; b &= b - 1 {
		if rookAttacks(lsb(b), occ)&target != 0 {
			return true
		}
	}
	for b := p.pieces[up|Piece(King)] &^ royal &^ pinned; b != 0; b &= b - 1 {
		if kingAttacks[lsb(b)&63]&target != 0 {
			return true
		}
	}
	if pinned != 0 && checkers == 0 && p.pinnedCanMove(k, target) {
		return true
	}
	return p.ep != NoSquare && p.enPassantCount(k) != 0
}

// pinnedCanMove reports whether a pinned man of the side to move (not in check, its
// royal king on k) can move along its pin to a square of target.
func (p *Position) pinnedCanMove(k Square, target Bitboard) bool {
	occ, pinned := p.occupied, p.pinned
	up := Piece(p.side&1) << 3
	diagonal, straight := p.sliders(p.side)
	k &= 63
	for b := pinned & diagonal; b != 0; b &= b - 1 {
		s := lsb(b) & 63
		if bishopAttacks(s, occ)&target&line[k][s] != 0 {
			return true
		}
	}
	for b := pinned & straight; b != 0; b &= b - 1 {
		s := lsb(b) & 63
		if rookAttacks(s, occ)&target&line[k][s] != 0 {
			return true
		}
	}
	for b := pinned & p.pieces[up|Piece(King)]; b != 0; b &= b - 1 {
		s := lsb(b) & 63
		if kingAttacks[s]&target&line[k][s] != 0 {
			return true
		}
	}
	return false
}

// IsCheckmate reports whether the side to move is checkmated: in check with no legal
// move. A side without a king is never checkmated.
func (p *Position) IsCheckmate() bool { return p.checkers != 0 && !p.HasLegalMove() }

// IsStalemate reports whether the side to move has no legal move and is not in check
// (a side without a king and without moves is stalemated).
func (p *Position) IsStalemate() bool { return p.checkers == 0 && !p.HasLegalMove() }

// KingMoveCount counts the legal moves of the royal king of the side to move, stopping
// once the count exceeds limit, without generating the other moves; a side without a king
// has none. ok is false, and the count meaningless, when the side to move is in check or
// holds a castling right: then only LegalMoves tells. Otherwise a step is legal exactly
// when no enemy piece attacks its square (no slider attacks it through the king's square,
// or the king would be in check).
func (p *Position) KingMoveCount(limit int) (n int, ok bool) {
	us := p.side & 1
	k := p.kings[us]
	if k == NoSquare {
		return 0, true
	}
	if p.checkers != 0 || p.castling&CastlingRightsOf(us) != 0 {
		return 0, false
	}
	them := us ^ 1
	blocked := p.colors[us] | p.holes | p.pieces[Piece(them)<<3|Piece(King)]
	if t := kingAttacks[k&63] &^ blocked; t != 0 {
		n = p.safeSquares(t, p.occupied, them, limit+1).Count()
	}
	return n, true
}
