package movegen

// The mate-in-one test at the leaves of direct play is most of a battle-play search. In the
// common case it needs only the checking moves, which CheckingMoves lists without
// generating every legal move: the moves of knights, bishops, rooks, queens and pawns onto
// squares from which they attack the enemy king, the promotions whose new piece does so,
// and every legal move of the pieces whose moves may give check in another way (special
// pieces): those that stand
// alone between an own slider and the enemy king (a move off the line uncovers a check;
// of the king, which cannot check otherwise, only those moves),
// the pinned ones (their few legal moves are listed whole rather than tested one by one
// against the pin), castling (the rook may check) and en passant (the captured pawn may
// have blocked a line). It declines (ok false) when the side to move is in check (its
// moves are the few evasions, which the caller generates) or has a second king.

// CheckingMoves appends to buf the legal moves of the side to move that may give check (a
// superset of them; GivesCheck decides) and reports true, or reports false when it cannot
// vouch for the list (see above). With true, every move it appends is legal, appears
// once, and every legal checking move is among them.
func (p *Position) CheckingMoves(buf []Move) ([]Move, bool) {
	buf, _, ok := p.CheckingMovesSure(buf)
	return buf, ok
}

// CheckingMovesSure is CheckingMoves, telling also how many of the moves it appends come
// first and certainly give check (sure): the direct checks of men that are not special,
// which move (or promote) onto a square from which they attack the king. GivesCheck need
// not be asked about them.
func (p *Position) CheckingMovesSure(buf []Move) (moves []Move, sure int, ok bool) {
	us := p.side & 1
	ek := p.kings[us^1]
	if ek == NoSquare {
		return buf, 0, true // nothing gives check
	}
	ek &= 63
	if p.checkers != 0 || p.pieces[Piece(us)<<3|Piece(King)].moreThanOne() {
		return buf, 0, false
	}
	start := len(buf)
	diagonal, straight := p.sliders(us)
	special := p.pinned | p.discoverers(ek, diagonal, straight)
	buf = p.pieceChecks(buf, ek, special, diagonal, straight)
	if pawns := p.pieces[Piece(us)<<3|Piece(Pawn)] &^ special; pawns != 0 {
		buf = p.pawnChecks(buf, ek, pawns)
		buf = p.promotionChecks(buf, ek, pawns)
	}
	sure = len(buf) - start
	if special != 0 {
		buf = p.specialMoves(buf, ek, special)
	}
	// Castling checks only with its rook (the king's square is on the edge: no line
	// through it leads on to a slider of ours), from f1 or d1 (f8 or d8 for Black).
	castleRooks := bit(F1) | bit(D1)
	if us == Black {
		castleRooks = bit(F8) | bit(D8)
	}
	if k := p.kings[us]; k != NoSquare && p.castling&CastlingRightsOf(us) != 0 && rookRays[ek]&castleRooks != 0 {
		buf = p.castlingMoves(buf, k&63)
	}
	if p.ep != NoSquare {
		buf = p.enPassantMoves(buf, p.kings[us])
	}
	return buf, sure, true
}

// discoverers returns the pieces of the side to move that stand alone between one of its
// sliders (diagonal, straight: the side's, see sliders) and the enemy king on ek: moved
// off that line, they uncover a check.
func (p *Position) discoverers(ek Square, diagonal, straight Bitboard) Bitboard {
	us := p.side & 1
	snipers := rookRays[ek]&straight | bishopRays[ek]&diagonal
	occ := p.occupied
	var d Bitboard
	for ; snipers != 0; snipers &= snipers - 1 {
		b := between[ek][lsb(snipers)&63] & occ
		if b != 0 && b&(b-1) == 0 {
			d |= b
		}
	}
	return d & p.colors[us]
}

// specialMoves appends every legal move (en passant and castling apart) of the pieces of
// the side to move on special, which is not in check: a pinned piece along its pin line
// only, the royal king onto squares no enemy piece attacks. The royal king, which checks
// only by uncovering the line from the enemy king on ek through its square, is given
// only its steps off that line.
func (p *Position) specialMoves(buf []Move, ek Square, special Bitboard) []Move {
	us := p.side & 1
	k, kingTarget, target := p.moveTargets()
	occ := p.occupied
	enemies := p.colors[us^1] & target
	for b := special; b != 0; b &= b - 1 {
		s := lsb(b) & 63
		if s == k {
			buf = p.royalKingMoves(buf, s, kingTarget&^line[ek&63][s])
			continue
		}
		to := target
		if p.pinned.Has(s) {
			to &= line[k&63][s]
		}
		switch p.board[s].Type() {
		case Pawn:
			buf = addPromotingMoves(buf, s, p.pawnTargets(s, us, enemies)&to)
		case Knight:
			buf = addMoves(buf, s, knightAttacks[s]&to)
		case Bishop:
			buf = addMoves(buf, s, bishopAttacks(s, occ)&to)
		case Rook:
			buf = addMoves(buf, s, rookAttacks(s, occ)&to)
		case Queen:
			buf = addMoves(buf, s, (bishopAttacks(s, occ)|rookAttacks(s, occ))&to)
		}
	}
	return buf
}

// pieceChecks appends the moves of knights, bishops, rooks and queens not on special onto
// squares from which they attack the king on ek (diagonal, straight: the side's sliders).
func (p *Position) pieceChecks(buf []Move, ek Square, special, diagonal, straight Bitboard) []Move {
	us := p.side & 1
	up := Piece(us) << 3
	occ := p.occupied
	free := ^(p.colors[us] | p.holes) &^ bit(ek)
	for b := p.pieces[up|Piece(Knight)] &^ special; b != 0; b &= b - 1 {
		from := lsb(b) & 63
		buf = addMoves(buf, from, knightAttacks[from]&knightAttacks[ek]&free)
	}
	diagonal &^= special
	straight &^= special
	var rookSq, bishopSq Bitboard
	if straight != 0 {
		rookSq = rookAttacks(ek, occ)
	}
	if diagonal != 0 {
		bishopSq = bishopAttacks(ek, occ)
	}
	for b := straight | diagonal; b != 0; b &= b - 1 {
		from := lsb(b) & 63
		// A queen checks from a square on either kind of line, whichever way it got there.
		// The empty board's rays rule most sliders out before their attacks are computed.
		var rays, checks, reach Bitboard
		if straight.Has(from) {
			rays |= rookRays[from]
			checks |= rookSq
		}
		if diagonal.Has(from) {
			rays |= bishopRays[from]
			checks |= bishopSq
		}
		if rays&checks&free == 0 {
			continue
		}
		if straight.Has(from) {
			reach |= rookAttacks(from, occ)
		}
		if diagonal.Has(from) {
			reach |= bishopAttacks(from, occ)
		}
		buf = addMoves(buf, from, reach&checks&free)
	}
	return buf
}

// pawnChecks appends the moves of pawns (those of the side to move not on special) onto
// the squares diagonally in front of the king on ek (seen from the side to move): a push
// onto an empty one or a capture onto an enemy piece. A pawn on its own first rank does
// not move (Popeye).
func (p *Position) pawnChecks(buf []Move, ek Square, pawns Bitboard) []Move {
	us := p.side & 1
	occ := p.occupied
	own := p.colors[us] | p.holes // no pawn captures onto a hole
	home, first, forward := Rank2, Rank1, 8
	if us == Black {
		home, first, forward = Rank7, Rank8, -8
	}
	pawns &^= first
	for t := pawnAttackers[us][ek&63]; t != 0; t &= t - 1 {
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

// promotionChecks appends the promotions of pawns (those of the side to move not on
// special) that give check: pushes and captures of the pawns on the seventh rank, none
// onto the king on ek, whose new piece attacks the king from its arrival square. A pawn
// not on special uncovers no line to the king, so these are all its checking
// promotions, and each is sure.
func (p *Position) promotionChecks(buf []Move, ek Square, pawns Bitboard) []Move {
	us := p.side & 1
	seventh, forward := Rank7, 8
	if us == Black {
		seventh, forward = Rank2, -8
	}
	if pawns&seventh == 0 {
		return buf
	}
	occ := p.occupied
	// A new piece checks only from a square on one of the king's lines or a knight's
	// step from it.
	reach := rookRays[ek] | bishopRays[ek] | knightAttacks[ek]
	free := ^(p.colors[us] | p.holes) &^ bit(ek) & reach
	for b := pawns & seventh; b != 0; b &= b - 1 {
		from := lsb(b) & 63
		if to := Square(int(from) + forward); !occ.Has(to) && reach.Has(to) {
			buf = p.appendCheckingPromotions(buf, from, to, ek)
		}
		for c := pawnAttacks[us][from] & occ & free; c != 0; c &= c - 1 {
			buf = p.appendCheckingPromotions(buf, from, lsb(c), ek)
		}
	}
	return buf
}

// appendCheckingPromotions appends the promotions from from to to (in appendPromotions'
// order) whose new piece attacks ek from to, the pawn gone from from.
func (p *Position) appendCheckingPromotions(buf []Move, from, to, ek Square) []Move {
	occ := p.occupied&^bit(from) | bit(to)
	m := newMove(from, to, NoPieceType, kindNormal)
	diagonal := bishopAttacks(to, occ).Has(ek)
	straight := rookAttacks(to, occ).Has(ek)
	if diagonal || straight {
		buf = append(buf, m|Move(Queen)<<12)
	}
	if straight {
		buf = append(buf, m|Move(Rook)<<12)
	}
	if diagonal {
		buf = append(buf, m|Move(Bishop)<<12)
	}
	if knightAttacks[to&63].Has(ek) {
		buf = append(buf, m|Move(Knight)<<12)
	}
	return buf
}
