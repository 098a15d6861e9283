package movegen

// Make plays m, which must be a legal move of this position (one that LegalMoves
// returned); Unmake takes it back. The hash, the king squares, the checkers and the
// pinned pieces of the new side to move are updated incrementally. Make does not
// allocate once the undo stack has grown to the depth of play.
func (p *Position) Make(m Move) {
	from, to := m.From(), m.To()
	pc := p.board[from]
	captured := p.board[to]
	us := p.side & 1
	// Write the undo record in place: building it on the stack and appending costs a copy.
	n := len(p.history)
	if n == cap(p.history) {
		p.history = append(p.history, undo{})
	}
	p.history = p.history[:n+1]
	u := &p.history[n]
	u.move, u.castling, u.ep, u.halfmove, u.kings = m, p.castling, p.ep, int32(p.halfmove), p.kings
	u.checkers, u.pinned, u.hash = p.checkers, p.pinned, p.hash
	h := p.hash ^ zobristBlack
	if p.ep != NoSquare {
		h ^= zobristEPFile[p.ep&7]
		p.ep = NoSquare
	}
	switch m.kind() {
	case kindEnPassant:
		capSq := Square(int(to)&7 | int(from)&^7) // to's file, from's rank
		captured = p.board[capSq]
		if captured != NoPiece {
			p.removePiece(capSq, captured)
			h ^= zobristPiece[captured&15][capSq]
		}
		p.movePiece(from, to, pc)
		h ^= zobristPiece[pc&15][from] ^ zobristPiece[pc&15][to]
	case kindCastle:
		rf, rt := castlingRook(to)
		rook := p.board[rf]
		p.movePiece(from, to, pc)
		p.movePiece(rf, rt, rook)
		h ^= zobristPiece[pc&15][from] ^ zobristPiece[pc&15][to] ^
			zobristPiece[rook&15][rf&63] ^ zobristPiece[rook&15][rt&63]
	default:
		if captured != NoPiece {
			p.removePiece(to, captured)
			h ^= zobristPiece[captured&15][to]
			if captured.Type() == King && p.kings[captured.Color()&1] == to {
				// Never generated; kept consistent for a hand-made move.
				p.kings[captured.Color()&1] = p.pieces[captured&15].First()
			}
		}
		p.movePiece(from, to, pc)
		h ^= zobristPiece[pc&15][from] ^ zobristPiece[pc&15][to]
		if promo := m.Promotion(); promo != NoPieceType {
			np := MakePiece(us, promo)
			p.removePiece(to, pc)
			p.addPiece(to, np)
			h ^= zobristPiece[pc&15][to] ^ zobristPiece[np&15][to]
		} else if pc.Type() == Pawn && (to-from == 16 || from-to == 16) {
			p.ep = (from + to) / 2
			h ^= zobristEPFile[p.ep&7]
		}
	}
	u.captured = captured
	if r := p.castling; r != 0 {
		if nr := r &^ (castlingLost[from] | castlingLost[to]); nr != r {
			h ^= zobristCastling[r&15] ^ zobristCastling[nr&15]
			p.castling = nr
		}
	}
	if pc.Type() == King {
		p.kings[us] = p.pieces[pc&15].First()
	}
	p.halfmove++
	if pc.Type() == Pawn || captured != NoPiece {
		p.halfmove = 0
	}
	if us == Black {
		p.fullmove++
	}
	p.side = us ^ 1
	p.hash = h
	p.updateState()
}

// Unmake takes back the last move made with Make; it does nothing if there is none.
func (p *Position) Unmake() {
	n := len(p.history) - 1
	if n < 0 {
		return
	}
	u := &p.history[n]
	us := p.side ^ 1
	m := u.move
	from, to := m.From(), m.To()
	switch m.kind() {
	case kindEnPassant:
		p.movePiece(to, from, p.board[to])
		if u.captured != NoPiece {
			p.addPiece(Square(int(to)&7|int(from)&^7), u.captured)
		}
	case kindCastle:
		rf, rt := castlingRook(to)
		p.movePiece(to, from, p.board[to])
		p.movePiece(rt, rf, p.board[rt&63])
	default:
		pc := p.board[to]
		if m.Promotion() != NoPieceType {
			p.removePiece(to, pc)
			p.addPiece(from, MakePiece(us, Pawn))
		} else {
			p.movePiece(to, from, pc)
		}
		if u.captured != NoPiece {
			p.addPiece(to, u.captured)
		}
	}
	p.side = us
	if us == Black {
		p.fullmove--
	}
	p.castling, p.ep, p.halfmove = u.castling, u.ep, int(u.halfmove)
	p.checkers, p.pinned, p.hash, p.kings = u.checkers, u.pinned, u.hash, u.kings
	p.history = p.history[:n]
}

// CastlingRook returns where the rook stands before and after castling with the king
// landing on kingTo (g- or c-file).
func CastlingRook(kingTo Square) (from, to Square) { return castlingRook(kingTo) }

// castlingRook is CastlingRook, small enough to be inlined where Make needs it.
func castlingRook(kingTo Square) (from, to Square) {
	if kingTo.File() == 2 {
		return kingTo - 2, kingTo + 1
	}
	return kingTo + 1, kingTo - 1
}
