package invisible

import "github.com/cpls-dev/cpls/movegen"

// state is one fleshing-out of a line: the concrete position (visible and invisible
// pieces) and the squares of the invisible ones.
type state struct {
	pos  *movegen.Position
	inv  movegen.Bitboard
	seen movegen.Bitboard // the invisible pieces whose square the line wrote ("TI~*e4")
}

// stateKey tells states apart: equal keys, equal positions (pieces, rights, side to
// move) with the same pieces invisible.
type stateKey struct {
	hash      uint64
	inv, seen movegen.Bitboard
}

func (s state) key() stateKey { return stateKey{s.pos.Hash(), s.inv, s.seen} }

// stateSet is a set of states without repeats, in the order they were added.
type stateSet struct {
	list []state
	seen map[stateKey]bool
}

func newStateSet() *stateSet { return &stateSet{seen: map[stateKey]bool{}} }

func (ss *stateSet) add(s state) {
	k := s.key()
	if ss.seen[k] {
		return
	}
	ss.seen[k] = true
	ss.list = append(ss.list, s)
}

// kinds are the piece types an invisible piece may be: a king only for a side without
// one.
var kinds = []movegen.PieceType{movegen.Queen, movegen.Rook, movegen.Bishop, movegen.Knight, movegen.Pawn, movegen.King}

// placements returns every legal way to put n invisible pieces on the empty squares of
// visible (the side to move is the one that starts): each side ends with one king, no
// pawn stands on a first or last rank, the side not to move is not in check, and a rook
// on its corner with its king on the e-file's first-rank square may castle.
func placements(visible *movegen.Position, n int) []state {
	out := newStateSet()
	var place func(pos *movegen.Position, inv movegen.Bitboard, left int, from movegen.Square)
	place = func(pos *movegen.Position, inv movegen.Bitboard, left int, from movegen.Square) {
		if left == 0 {
			if s, ok := finish(pos, inv); ok {
				out.add(s)
			}
			return
		}
		for sq := from; sq < 64; sq++ {
			if pos.PieceAt(sq) != movegen.NoPiece {
				continue
			}
			for _, c := range []movegen.Color{movegen.White, movegen.Black} {
				for _, pt := range kinds {
					if !placeable(pos, sq, c, pt) {
						continue
					}
					next := pos.Clone()
					next.Put(sq, movegen.MakePiece(c, pt))
					place(next, inv|movegen.SquareBB(sq), left-1, sq+1)
				}
			}
		}
	}
	place(visible.Clone(), 0, n, 0)
	return out.list
}

// placeable reports whether a piece of colour c and type pt may be put on sq.
func placeable(pos *movegen.Position, sq movegen.Square, c movegen.Color, pt movegen.PieceType) bool {
	switch pt {
	case movegen.Pawn:
		return sq.Rank() != 0 && sq.Rank() != 7
	case movegen.King:
		return pos.King(c) == movegen.NoSquare
	}
	return true
}

// finish completes a placement: both kings there, castling rights for the rooks and
// kings on their home squares, the side not to move not in check.
func finish(pos *movegen.Position, inv movegen.Bitboard) (state, bool) {
	if pos.King(movegen.White) == movegen.NoSquare || pos.King(movegen.Black) == movegen.NoSquare {
		return state{}, false
	}
	pos.SetCastling(pos.Castling() | invisibleRookRights(pos, inv))
	side := pos.SideToMove()
	if pos.AttackersTo(pos.King(side.Other()), side) != 0 {
		return state{}, false
	}
	pos.SetSideToMove(side) // recomputes checks and pins after the edits
	return state{pos: pos, inv: inv}, true
}

// invisibleRookRights returns the castling rights of invisible rooks on their corners
// whose king stands on its home square.
func invisibleRookRights(pos *movegen.Position, inv movegen.Bitboard) uint8 {
	var r uint8
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		rank := 0
		if c == movegen.Black {
			rank = 7
		}
		if pos.King(c) != movegen.MakeSquare(4, rank) {
			continue
		}
		for _, f := range []int{0, 7} {
			sq := movegen.MakeSquare(f, rank)
			if inv.Has(sq) && pos.PieceAt(sq) == movegen.MakePiece(c, movegen.Rook) {
				r |= movegen.CastlingRightsAt(sq)
			}
		}
	}
	return r
}
