package movegen

// Legal move generation in the style of Stockfish: the position caches its checkers and
// pinned pieces, so that only king moves, pinned pieces and en passant need more than
// a mask.
//
//   - In double check only the royal king moves.
//   - In single check the other pieces' targets shrink to the checker and the squares
//     between it and the king (the evasion mask); pinned pieces cannot help then, because
//     a pin line and a check line meet only on the king's square.
//   - Out of check, a pinned piece moves only along the line through its king.
//   - King moves and castling are tested square by square against the enemy's attacks
//     with the king lifted off the board (so that it cannot hide behind itself).
//   - En passant is tested by playing it on the occupancy and looking for attacks on the
//     king: it removes two pieces from a rank, which no pin mask describes.
//
// No move ever captures a king: the generator leaves kings out of every target set.

// maxMoves bounds the number of moves of any position reached in play (218 is the known
// maximum); move lists are given room for this many. A stranger position with more moves
// still works: its list grows by append, which then allocates.
const maxMoves = 256

// LegalMoves appends the legal moves of the side to move to buf and returns it. It does
// not allocate when buf has room for the moves.
func (p *Position) LegalMoves(buf []Move) []Move { return p.generate(buf, nil) }

// LegalMovesAllowed appends the legal moves of the side to move that allow marks
// (allow[from] holds their arrivals) to buf, in the order of LegalMoves: for searches
// that know which moves they want, it spares the others' generation and the king's
// tests for attacks. Pawn moves, en passant captures and castlings are all appended
// whatever allow says: the caller tests them.
func (p *Position) LegalMovesAllowed(buf []Move, allow *[64]Bitboard) []Move {
	return p.generate(buf, allow)
}

// allowed is allow[s], every square where allow is nil.
func allowed(allow *[64]Bitboard, s Square) Bitboard {
	if allow == nil {
		return ^Bitboard(0)
	}
	return allow[s&63]
}

// generate appends the legal moves to ml; with allow (not nil) the moves of pieces
// other than pawns only where allow marks them (LegalMovesAllowed).
func (p *Position) generate(ml []Move, allow *[64]Bitboard) []Move {
	up := Piece(p.side&1) << 3
	occ, checkers, pinned := p.occupied, p.checkers, p.pinned
	k, kingTarget, target := p.moveTargets()
	royal := Bitboard(0)
	if k != NoSquare {
		k &= 63
		royal = bit(k)
		ml = p.royalKingMoves(ml, k, kingTarget&allowed(allow, k))
		if checkers.moreThanOne() {
			return ml
		}
		if checkers == 0 {
			ml = p.castlingMoves(ml, k)
		}
	}
	diagonal, straight := p.sliders(p.side)

	for b := p.pieces[up|Piece(Knight)] &^ pinned; b != 0; b &= b - 1 {
		s := lsb(b) & 63
		ml = addMoves(ml, s, knightAttacks[s]&target&allowed(allow, s))
	}
	for b := diagonal &^ pinned; b != 0; b &= b - 1 {
		s := lsb(b) & 63
		ml = addMoves(ml, s, bishopAttacks(s, occ)&target&allowed(allow, s))
	}
	for b := straight &^ pinned; b != 0; b &= b - 1 {
		s := lsb(b) & 63
		ml = addMoves(ml, s, rookAttacks(s, occ)&target&allowed(allow, s))
	}
	for b := p.pieces[up|Piece(King)] &^ royal &^ pinned; b != 0; b &= b - 1 {
		s := lsb(b) & 63
		ml = addMoves(ml, s, kingAttacks[s]&target&allowed(allow, s))
	}
	if pinned != 0 && checkers == 0 {
		for b := pinned & diagonal; b != 0; b &= b - 1 {
			s := lsb(b) & 63
			ml = addMoves(ml, s, bishopAttacks(s, occ)&target&line[k][s]&allowed(allow, s))
		}
		for b := pinned & straight; b != 0; b &= b - 1 {
			s := lsb(b) & 63
			ml = addMoves(ml, s, rookAttacks(s, occ)&target&line[k][s]&allowed(allow, s))
		}
		for b := pinned & p.pieces[up|Piece(King)]; b != 0; b &= b - 1 {
			s := lsb(b) & 63
			ml = addMoves(ml, s, kingAttacks[s]&target&line[k][s]&allowed(allow, s))
		}
	}
	ml = p.pawnMoves(ml, k, target)
	return p.enPassantMoves(ml, k)
}

// moveTargets returns what every generator of the side to move starts from: the square of
// its royal king k (NoSquare without one), the squares that king may step to before the
// test for attacks (kingTarget: all but those of its own men and of the enemy kings), and
// the squares its other men may move to (target: kingTarget, and in check only the
// checker's square and the squares between it and k; in double check only the king moves,
// which the callers see first).
func (p *Position) moveTargets() (k Square, kingTarget, target Bitboard) {
	us := p.side & 1
	k = p.kings[us]
	kingTarget = ^(p.colors[us] | p.holes) &^ p.pieces[Piece(us^1)<<3|Piece(King)]
	target = kingTarget
	if c := p.checkers; c != 0 {
		target &= between[k&63][lsb(c)&63] | c
	}
	return k, kingTarget, target
}

// sliders returns c's men that move along diagonals (bishops and queens) and along ranks
// and files (rooks and queens).
func (p *Position) sliders(c Color) (diagonal, straight Bitboard) {
	up := Piece(c&1) << 3
	queens := p.pieces[up|Piece(Queen)]
	return p.pieces[up|Piece(Bishop)] | queens, p.pieces[up|Piece(Rook)] | queens
}

// addMoves appends a move from s to each square of to.
func addMoves(ml []Move, s Square, to Bitboard) []Move {
	base := Move(s)
	for ; to != 0; to &= to - 1 {
		ml = append(ml, base|Move(lsb(to))<<6)
	}
	return ml
}

// royalKingMoves appends the steps of the royal king on k to the squares of target that
// no enemy piece attacks.
func (p *Position) royalKingMoves(ml []Move, k Square, target Bitboard) []Move {
	b := kingAttacks[k&63] & target
	if b == 0 {
		return ml
	}
	return addMoves(ml, k, p.safeSquares(b, p.occupied&^bit(k), p.side^1, 8))
}

// castlingMoves appends the legal castlings (the caller ensures that the side to move is
// not in check).
func (p *Position) castlingMoves(ml []Move, k Square) []Move {
	c := p.castlings(k)
	if c&1 != 0 {
		ml = append(ml, newMove(k, k+2, NoPieceType, kindCastle))
	}
	if c&2 != 0 {
		ml = append(ml, newMove(k, k-2, NoPieceType, kindCastle))
	}
	return ml
}

// castlings returns which castlings are legal, bit 0 kingside and bit 1 queenside: the
// right is held, the king (not in check, which the caller ensures) and the rook stand on
// their initial squares, the squares between them are empty and the king neither passes
// through nor lands on an attacked square.
func (p *Position) castlings(k Square) uint8 {
	us := p.side & 1
	rights := p.castling >> (2 * us) & 3 // bit 0 kingside, bit 1 queenside
	home := E1 + Square(56*us)
	if rights == 0 || k != home {
		return 0
	}
	them := us ^ 1
	rook := MakePiece(us, Rook)
	occ := p.occupied
	var c uint8
	if rights&1 != 0 && p.board[(home+3)&63] == rook &&
		occ&(bit(home+1)|bit(home+2)) == 0 &&
		!p.attacked(home+1, occ, them) && !p.attacked(home+2, occ, them) {
		c |= 1
	}
	if rights&2 != 0 && p.board[(home-4)&63] == rook &&
		occ&(bit(home-1)|bit(home-2)|bit(home-3)) == 0 &&
		!p.attacked(home-1, occ, them) && !p.attacked(home-2, occ, them) {
		c |= 2
	}
	return c
}

// pawnMoves appends the pushes, double steps, captures and promotions of the pawns
// (en passant apart). Pawns on their own first rank do not move (see pawnAttacks).
func (p *Position) pawnMoves(ml []Move, k Square, target Bitboard) []Move {
	us := p.side & 1
	push1, push2, capWest, capEast, enemies := p.pawnArrivals(target)
	fwd := 8 - 16*int(us)
	ml = addPawnMoves(ml, push1, fwd)
	ml = addPawnMoves(ml, push2, 2*fwd)
	ml = addPawnMoves(ml, capWest, fwd-1)
	ml = addPawnMoves(ml, capEast, fwd+1)
	if pinned := p.pieces[Piece(us)<<3|Piece(Pawn)] & p.pinned; pinned != 0 && p.checkers == 0 {
		for ; pinned != 0; pinned &= pinned - 1 {
			s := lsb(pinned) & 63
			ml = addPromotingMoves(ml, s, p.pawnTargets(s, us, enemies)&target&line[k&63][s])
		}
	}
	return ml
}

// pawnArrivals returns where the side to move's pawns that are not pinned (and not on
// their own first rank) arrive within target: by a step (push1), a double step (push2) and
// a capture towards the a-file (capWest) and the h-file (capEast); enemies are the enemy
// men on target, those a pawn may capture.
func (p *Position) pawnArrivals(target Bitboard) (push1, push2, capWest, capEast, enemies Bitboard) {
	us := p.side & 1
	pawns := p.pieces[Piece(us)<<3|Piece(Pawn)]
	empty := ^p.occupied
	enemies = p.colors[us^1] & target
	if us == White {
		free := pawns &^ Rank1 &^ p.pinned
		push1 = free << 8 & empty
		push2 = (push1 & Rank3) << 8 & empty & target
		capWest = (free &^ FileA) << 7 & enemies
		capEast = (free &^ FileH) << 9 & enemies
	} else {
		free := pawns &^ Rank8 &^ p.pinned
		push1 = free >> 8 & empty
		push2 = (push1 & Rank6) >> 8 & empty & target
		capWest = (free &^ FileA) >> 9 & enemies
		capEast = (free &^ FileH) >> 7 & enemies
	}
	return push1 & target, push2, capWest, capEast, enemies
}

// pawnTargets returns where the pawn of colour us on s may go, captures onto enemies
// included, en passant excluded.
func (p *Position) pawnTargets(s Square, us Color, enemies Bitboard) Bitboard {
	empty := ^p.occupied
	var push Bitboard
	if us == White {
		if s.Rank() == 0 {
			return 0
		}
		push = bit(s) << 8 & empty
		push |= (push & Rank3) << 8 & empty
	} else {
		if s.Rank() == 7 {
			return 0
		}
		push = bit(s) >> 8 & empty
		push |= (push & Rank6) >> 8 & empty
	}
	return push | pawnAttacks[us&1][s&63]&enemies
}

// addPawnMoves appends a pawn move to each square of to from the square delta behind
// it, as four promotions on the first and last ranks.
func addPawnMoves(ml []Move, to Bitboard, delta int) []Move {
	for promo := to & (Rank1 | Rank8); promo != 0; promo &= promo - 1 {
		t := lsb(promo)
		ml = appendPromotions(ml, Move(int(t)-delta)|Move(t)<<6)
	}
	for to &^= Rank1 | Rank8; to != 0; to &= to - 1 {
		t := lsb(to)
		ml = append(ml, Move(int(t)-delta)|Move(t)<<6)
	}
	return ml
}

// addPromotingMoves is addMoves for a pawn: four promotions onto the last rank.
func addPromotingMoves(ml []Move, s Square, to Bitboard) []Move {
	base := Move(s)
	for ; to != 0; to &= to - 1 {
		t := lsb(to)
		if bit(t)&(Rank1|Rank8) != 0 {
			ml = appendPromotions(ml, base|Move(t)<<6)
		} else {
			ml = append(ml, base|Move(t)<<6)
		}
	}
	return ml
}

// appendPromotions appends m promoting to queen, rook, bishop and knight.
func appendPromotions(ml []Move, m Move) []Move {
	return append(ml, m|Move(Queen)<<12, m|Move(Rook)<<12, m|Move(Bishop)<<12, m|Move(Knight)<<12)
}

// enPassantTarget returns the en-passant square and the square of the pawn it captures
// when a capture there is possible in principle: the square is on the sixth rank (from
// the mover's side), empty, and an enemy pawn stands just beyond it.
func (p *Position) enPassantTarget() (ep, captured Square, ok bool) {
	ep = p.ep
	if ep == NoSquare {
		return NoSquare, NoSquare, false
	}
	us := p.side & 1
	if us == White {
		captured = ep - 8
		ok = ep.Rank() == 5
	} else {
		captured = ep + 8
		ok = ep.Rank() == 2
	}
	ok = ok && p.board[ep&63] == NoPiece && p.board[captured&63] == MakePiece(us^1, Pawn)
	return ep, captured, ok
}

// enPassantMoves appends the legal en-passant captures.
func (p *Position) enPassantMoves(ml []Move, k Square) []Move {
	ep, captured, ok := p.enPassantTarget()
	if !ok {
		return ml
	}
	us := p.side & 1
	for b := pawnAttackers[us][ep&63] & p.pieces[Piece(us)<<3|Piece(Pawn)]; b != 0; b &= b - 1 {
		from := lsb(b)
		if p.enPassantLegal(k, from, ep, captured) {
			ml = append(ml, newMove(from, ep, NoPieceType, kindEnPassant))
		}
	}
	return ml
}

// enPassantLegal reports whether capturing en passant from the square from leaves the
// royal king on k (NoSquare: none) unattacked.
func (p *Position) enPassantLegal(k, from, ep, captured Square) bool {
	if k == NoSquare {
		return true
	}
	occ := p.occupied&^(bit(from)|bit(captured)) | bit(ep)
	return !p.attacked(k, occ, p.side^1)
}

// UCI returns the move in coordinate notation, e.g. "e2e4" or "e7e8q".
func (m Move) UCI() string {
	s := m.From().String() + m.To().String()
	if pt := m.Promotion(); pt != NoPieceType {
		s += string(" pnbrqk?"[pt])
	}
	return s
}
