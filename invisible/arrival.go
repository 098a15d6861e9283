package invisible

import "github.com/cpls-dev/cpls/movegen"

// canArriveIn reports, in the world where the open origin of s is o, whether the
// free piece f, which came by a move of the line ("TI~-~" at ply f.since), may have
// made that move as pc to sq: from a square that was empty in the position the move
// was made in, where it attacked no king of the other side that had to be safe there,
// by a move of pc (a step or a double step for a pawn; on the last rank a pawn's
// promotion too) over empty squares to sq, empty then too. Popeye tests such an
// arrival: an invisible cannot have moved to a square no move of its reaches.
func (s state) canArriveIn(f freePiece, sq movegen.Square, pc movegen.Piece, o movegen.Square) bool {
	t := s.trail
	for t != nil && t.ply > f.since-1 {
		t = t.prev
	}
	if t == nil || t.ply != f.since-1 {
		return true
	}
	occ := s.occupiedIn(t, o)
	if occ.Has(sq) {
		return false
	}
	movers := []movegen.Piece{pc}
	if promoted(pc, sq) {
		movers = append(movers, movegen.MakePiece(pc.Color(), movegen.Pawn))
	}
	for _, mover := range movers {
		for from := range (origins(mover, sq, occ) &^ occ &^ s.touchedIn(t, o)).Squares() {
			if t.side == pc.Color() || !attacks(mover, from, t.king, occ|movegen.SquareBB(from)) {
				return true
			}
		}
	}
	return false
}

// promoted reports whether pc on sq may be a pawn that promoted there: a queen, rook,
// bishop or knight on the last rank of its side.
func promoted(pc movegen.Piece, sq movegen.Square) bool {
	last := 7
	if pc.Color() == movegen.Black {
		last = 0
	}
	return sq.Rank() == last && pc.Type() != movegen.Pawn && pc.Type() != movegen.King
}

// origins returns the squares from which pc moves to the empty square sq without
// capturing, with the squares of occ occupied: those it would attack sq from, a pawn's
// one or two squares behind sq.
func origins(pc movegen.Piece, sq movegen.Square, occ movegen.Bitboard) movegen.Bitboard {
	if pc.Type() != movegen.Pawn {
		return movegen.Attacks(pc.Color(), pc.Type(), sq, occ)
	}
	back, start := -1, 1
	if pc.Color() == movegen.Black {
		back, start = 1, 6
	}
	from, ok := sq.Offset(0, back)
	if !ok || occ.Has(from) || from.Rank() == 0 || from.Rank() == 7 {
		return 0
	}
	b := movegen.SquareBB(from)
	if far, ok := from.Offset(0, back); ok && far.Rank() == start {
		b |= movegen.SquareBB(far)
	}
	return b
}
