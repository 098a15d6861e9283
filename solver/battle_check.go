package solver

import "github.com/cpls-dev/cpls/movegen"

// checkFilter tells cheaply which moves of the side to move cannot give check, so that
// the mate-in-one test asks GivesCheck (and plays) only the moves that may. It passes
// a superset of the checking moves, from board geometry alone: a move can check only if
// the moved piece's kind attacks the enemy king's square from the arrival square on an
// empty board, or it leaves a line between the king and a slider of its own side
// (discovered check), or it is a promotion, a castling or an en-passant capture.
type checkFilter struct {
	to       [movegen.King + 1]movegen.Bitboard // by piece type: arrival squares that may check
	discover movegen.Bitboard                   // departure squares that may uncover a check
	none     bool                               // the opponent has no king
}

// Empty-board geometry, by square: the squares a knight, king, rook or bishop attacks
// from it, and the squares strictly between two squares on a line.
var (
	knightGeom, kingGeom, rookGeom, bishopGeom [64]movegen.Bitboard
	betweenGeom                                [64][64]movegen.Bitboard
)

func init() {
	on := func(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }
	for s := movegen.A1; s <= movegen.H8; s++ {
		f, r := s.File(), s.Rank()
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if on(f+d[0], r+d[1]) {
				knightGeom[s] |= movegen.SquareBB(movegen.MakeSquare(f+d[0], r+d[1]))
			}
		}
		for i, d := range [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			if on(f+d[0], r+d[1]) {
				kingGeom[s] |= movegen.SquareBB(movegen.MakeSquare(f+d[0], r+d[1]))
			}
			var between movegen.Bitboard
			for f2, r2 := f+d[0], r+d[1]; on(f2, r2); f2, r2 = f2+d[0], r2+d[1] {
				t := movegen.MakeSquare(f2, r2)
				if i < 4 {
					rookGeom[s] |= movegen.SquareBB(t)
				} else {
					bishopGeom[s] |= movegen.SquareBB(t)
				}
				betweenGeom[s][t] = between
				between |= movegen.SquareBB(t)
			}
		}
	}
}

// newCheckFilter builds the filter for the side to move in p.
func newCheckFilter(p *movegen.Position) checkFilter {
	var f checkFilter
	us := p.SideToMove()
	ek := p.King(us.Other())
	if ek == movegen.NoSquare {
		f.none = true
		return f
	}
	f.to[movegen.Knight] = knightGeom[ek]
	f.to[movegen.King] = kingGeom[ek]
	f.to[movegen.Rook] = rookGeom[ek]
	f.to[movegen.Bishop] = bishopGeom[ek]
	f.to[movegen.Queen] = rookGeom[ek] | bishopGeom[ek]
	// A pawn of ours checks from a square diagonally behind the king (seen from us).
	var pawnRank movegen.Bitboard
	if r := ek.Rank() - 1; us == movegen.White && r >= 0 {
		pawnRank = movegen.Rank1 << (8 * r)
	} else if r := ek.Rank() + 1; us == movegen.Black && r < 8 {
		pawnRank = movegen.Rank1 << (8 * r)
	}
	f.to[movegen.Pawn] = kingGeom[ek] & pawnRank
	queens := p.Pieces(us, movegen.Queen)
	sliders := (p.Pieces(us, movegen.Rook)|queens)&rookGeom[ek] | (p.Pieces(us, movegen.Bishop)|queens)&bishopGeom[ek]
	for sliders != 0 {
		f.discover |= betweenGeom[ek][sliders.PopFirst()]
	}
	return f
}

// mayCheck reports whether m, a legal move of the side to move in p, may give check.
func (f *checkFilter) mayCheck(p *movegen.Position, m movegen.Move) bool {
	switch {
	case f.none:
		return false
	case f.discover.Has(m.From()) || m.Promotion() != movegen.NoPieceType || m.IsCastle() || m.IsEnPassant():
		return true
	}
	pt := p.PieceAt(m.From()).Type()
	return pt <= movegen.King && f.to[pt].Has(m.To())
}
