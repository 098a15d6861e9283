package movegen

// CertainlyLegal reports whether m is certainly a legal move of the side to move,
// without generating the moves: a move remembered from a sibling position (a killer)
// can then be tried before a generation it may make needless. It answers false when
// unsure: when the side to move is in check, for castling, en passant, promotions,
// pinned pieces and a second (non-royal) king. Otherwise a move of a piece that is not
// pinned cannot expose its own king, and a step of the royal king, which is not in
// check, is legal when no enemy piece attacks its arrival square (no slider can attack
// it through the king's square, or the king would be in check).
func (p *Position) CertainlyLegal(m Move) bool {
	if m == 0 || m.Promotion() != NoPieceType || m.IsCastle() || m.IsEnPassant() || p.InCheck() {
		return false
	}
	from, to := m.From(), m.To()
	us := p.SideToMove()
	pc := p.PieceAt(from)
	if pc == NoPiece || pc.Color() != us || p.Pinned().Has(from) {
		return false
	}
	if t := p.PieceAt(to); t != NoPiece && (t.Color() == us || t.Type() == King) {
		return false
	}
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	switch pc.Type() {
	case King:
		return from == p.King(us) && (df != 0 || dr != 0) && iabs(df) <= 1 && iabs(dr) <= 1 &&
			p.AttackersTo(to, us.Other()) == 0
	case Knight:
		return df*df+dr*dr == 5
	case Bishop:
		return iabs(df) == iabs(dr) && df != 0 && pathClear(p, from, df, dr)
	case Rook:
		return (df == 0) != (dr == 0) && pathClear(p, from, df, dr)
	case Queen:
		return (iabs(df) == iabs(dr) && df != 0 || (df == 0) != (dr == 0)) && pathClear(p, from, df, dr)
	case Pawn:
		dir, home, last := 1, 1, 7
		if us == Black {
			dir, home, last = -1, 6, 0
		}
		// A pawn on its own first rank does not move (Popeye); one arriving on the
		// last rank would promote.
		if from.Rank() == home-dir || to.Rank() == last {
			return false
		}
		empty := p.PieceAt(to) == NoPiece
		switch {
		case df == 0 && dr == dir:
			return empty
		case df == 0 && dr == 2*dir && from.Rank() == home:
			return empty && p.PieceAt(MakeSquare(from.File(), from.Rank()+dir)) == NoPiece
		case iabs(df) == 1 && dr == dir:
			return !empty
		}
	}
	return false
}

// pathClear reports whether the squares strictly between from and from+(df, dr), on a
// line, are empty.
func pathClear(p *Position, from Square, df, dr int) bool {
	sf, sr := stepSign(df), stepSign(dr)
	occ := p.Occupied()
	for f, r := from.File()+sf, from.Rank()+sr; f != from.File()+df || r != from.Rank()+dr; f, r = f+sf, r+sr {
		if occ.Has(MakeSquare(f, r)) {
			return false
		}
	}
	return true
}

func iabs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func stepSign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
