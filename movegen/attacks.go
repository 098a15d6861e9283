package movegen

// AttackersTo returns the pieces of colour by that attack s.
func (p *Position) AttackersTo(s Square, by Color) Bitboard {
	var b Bitboard
	add := func(t Square) { b |= 1 << uint(t) }
	for _, st := range knightSteps {
		if t, ok := offset(s, st[0], st[1]); ok && p.board[t] == MakePiece(by, Knight) {
			add(t)
		}
	}
	for _, st := range kingSteps {
		if t, ok := offset(s, st[0], st[1]); ok && p.board[t] == MakePiece(by, King) {
			add(t)
		}
	}
	// A pawn of colour by attacks s from one rank behind s, seen from by's side.
	dr := -1
	if by == Black {
		dr = 1
	}
	for _, df := range [2]int{-1, 1} {
		if t, ok := offset(s, df, dr); ok && p.board[t] == MakePiece(by, Pawn) {
			add(t)
		}
	}
	slide := func(dirs [4][2]int, pt PieceType) {
		for _, d := range dirs {
			t, ok := offset(s, d[0], d[1])
			for ok {
				if pc := p.board[t]; pc != NoPiece {
					if pc.Color() == by && (pc.Type() == pt || pc.Type() == Queen) {
						add(t)
					}
					break
				}
				t, ok = offset(t, d[0], d[1])
			}
		}
	}
	slide(rookDirections, Rook)
	slide(bishopDirections, Bishop)
	return b
}

// Checkers returns the pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard {
	k := p.King(p.side)
	if k == NoSquare {
		return 0
	}
	return p.AttackersTo(k, p.side.Other())
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.Checkers() != 0 }
