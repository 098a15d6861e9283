package movegen

// CheckFilter tells cheaply which moves of the side to move cannot give check, so that
// the mate-in-one test asks GivesCheck (and plays) only the moves that may. It passes
// a superset of the checking moves, from board geometry alone: a move can check only if
// the moved piece's kind attacks the enemy king's square from the arrival square on an
// empty board, or it leaves a line between the king and a slider of its own side
// (discovered check), or it is a promotion, a castling or an en-passant capture.
type CheckFilter struct {
	to       [King + 1]Bitboard // by piece type: arrival squares that may check
	discover Bitboard           // departure squares that may uncover a check
	none     bool               // the opponent has no king
}

// Empty-board geometry, by square: the squares a knight, king, rook or bishop attacks
// from it, and the squares strictly between two squares on a line.
var (
	knightGeom, kingGeom, rookGeom, bishopGeom [64]Bitboard
	betweenGeom                                [64][64]Bitboard
)

func init() {
	on := func(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }
	for s := A1; s <= H8; s++ {
		f, r := s.File(), s.Rank()
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if on(f+d[0], r+d[1]) {
				knightGeom[s] |= SquareBB(MakeSquare(f+d[0], r+d[1]))
			}
		}
		for i, d := range [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			if on(f+d[0], r+d[1]) {
				kingGeom[s] |= SquareBB(MakeSquare(f+d[0], r+d[1]))
			}
			var between Bitboard
			for f2, r2 := f+d[0], r+d[1]; on(f2, r2); f2, r2 = f2+d[0], r2+d[1] {
				t := MakeSquare(f2, r2)
				if i < 4 {
					rookGeom[s] |= SquareBB(t)
				} else {
					bishopGeom[s] |= SquareBB(t)
				}
				betweenGeom[s][t] = between
				between |= SquareBB(t)
			}
		}
	}
}

// CheckFilter returns the check filter of the side to move.
func (p *Position) CheckFilter() CheckFilter {
	var f CheckFilter
	us := p.SideToMove()
	ek := p.King(us.Other())
	if ek == NoSquare {
		f.none = true
		return f
	}
	f.to[Knight] = knightGeom[ek]
	f.to[King] = kingGeom[ek]
	f.to[Rook] = rookGeom[ek]
	f.to[Bishop] = bishopGeom[ek]
	f.to[Queen] = rookGeom[ek] | bishopGeom[ek]
	// A pawn of ours checks from a square diagonally behind the king (seen from us).
	var pawnRank Bitboard
	if r := ek.Rank() - 1; us == White && r >= 0 {
		pawnRank = Rank1 << (8 * r)
	} else if r := ek.Rank() + 1; us == Black && r < 8 {
		pawnRank = Rank1 << (8 * r)
	}
	f.to[Pawn] = kingGeom[ek] & pawnRank
	queens := p.Pieces(us, Queen)
	sliders := (p.Pieces(us, Rook)|queens)&rookGeom[ek] | (p.Pieces(us, Bishop)|queens)&bishopGeom[ek]
	for sliders != 0 {
		f.discover |= betweenGeom[ek][sliders.PopFirst()]
	}
	return f
}

// MayCheck reports whether m, a legal move of the side to move in p, may give check.
func (f *CheckFilter) MayCheck(p *Position, m Move) bool {
	switch {
	case f.none:
		return false
	case f.discover.Has(m.From()) || m.Promotion() != NoPieceType || m.IsCastle() || m.IsEnPassant():
		return true
	}
	pt := p.PieceAt(m.From()).Type()
	return pt <= King && f.to[pt].Has(m.To())
}
