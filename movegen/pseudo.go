package movegen

// Moves that may leave the mover's own king attacked. Popeye's goals ## (double mate),
// ##! (counter-mate) and !# (auto-mate) are reached by such a move: its last move may
// leave its own king in check, and in the position so reached a king may be taken.

// PseudoLegalMoves appends to buf the moves of the side to move that follow the pieces'
// rules whether or not they leave its royal king attacked, and returns it. As in
// Popeye, castling still may not start in check nor pass over an attacked square; only
// the king's arrival square may be attacked. No move captures a king.
func (p *Position) PseudoLegalMoves(buf []Move) []Move {
	us := p.side & 1
	k := p.kings[us]
	if k == NoSquare {
		return p.LegalMoves(buf)
	}
	k &= 63
	// With its king taken for a man that is not royal, a side is neither pinned nor
	// bound to answer a check: the generator then lists every move, the king's steps
	// among them (castling apart).
	q := p.Clone()
	q.kings[us] = NoSquare
	q.checkers, q.pinned = 0, 0
	buf = q.LegalMoves(buf)
	if p.checkers != 0 {
		return buf
	}
	home := E1 + Square(56*us)
	rights := p.castling >> (2 * us) & 3
	if rights == 0 || k != home {
		return buf
	}
	rook, occ, them := MakePiece(us, Rook), p.occupied, us^1
	if rights&1 != 0 && p.board[(home+3)&63] == rook && occ&(bit(home+1)|bit(home+2)) == 0 &&
		!p.attacked(home+1, occ, them) {
		buf = append(buf, newMove(home, home+2, NoPieceType, kindCastle))
	}
	if rights&2 != 0 && p.board[(home-4)&63] == rook && occ&(bit(home-1)|bit(home-2)|bit(home-3)) == 0 &&
		!p.attacked(home-1, occ, them) {
		buf = append(buf, newMove(home, home-2, NoPieceType, kindCastle))
	}
	return buf
}

// SelfCheckMoves appends to buf the moves of PseudoLegalMoves that leave the mover's
// royal king attacked (none without one) and returns it.
func (p *Position) SelfCheckMoves(buf []Move) []Move {
	us := p.side & 1
	if p.kings[us] == NoSquare {
		return buf
	}
	start := len(buf)
	all := p.PseudoLegalMoves(buf)
	out := all[:start]
	for _, m := range all[start:] {
		p.Make(m)
		if p.attacked(p.kings[us]&63, p.occupied, us^1) {
			out = append(out, m)
		}
		p.Unmake()
	}
	return out
}

// OwnKingAttacked reports whether the royal king of the side that is not to move is
// attacked: the last move left it in check.
func (p *Position) OwnKingAttacked() bool {
	them := p.side&1 ^ 1
	k := p.kings[them]
	return k != NoSquare && p.attacked(k&63, p.occupied, p.side&1)
}

// CanTakeKing reports whether the side to move can capture the other side's royal king
// with a move after which its own royal king is not attacked. Popeye counts such a
// capture as a legal move where the other king was left attacked (see SelfCheckMoves).
func (p *Position) CanTakeKing() bool {
	us := p.side & 1
	target := p.kings[us^1]
	if target == NoSquare {
		return false
	}
	target &= 63
	own := p.kings[us]
	for b := p.attackersTo(target, p.occupied, us); b != 0; b &= b - 1 {
		from := lsb(b) & 63
		k := own
		if k == from {
			k = target
		}
		if k == NoSquare {
			return true
		}
		occ := p.occupied &^ bit(from)
		if p.attackersTo(k&63, occ, us^1)&^bit(target) == 0 {
			return true
		}
	}
	return false
}
