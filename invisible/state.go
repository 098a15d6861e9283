package invisible

import "github.com/cpls-dev/cpls/movegen"

// state is one fleshing-out of a line so far. The invisible pieces that some move of
// the line needed stand in pos ("placed"); the others are free: they stand somewhere
// no move of the line was affected by, and are placed only when a move needs them (or
// when the mate is tested against them).
type state struct {
	pos  *movegen.Position
	inv  movegen.Bitboard // the placed invisible pieces
	seen movegen.Bitboard // the invisible pieces whose square the line wrote ("TI~*e4")
	free int
	// touched are the squares the line's moves left, reached or crossed: a free piece
	// never stood there.
	touched movegen.Bitboard
	trail   *trail
}

// trail records, for each position of the line (the first one and the one after each
// move), the king that no piece of the other side may attack there: a free piece put
// on a square must not have attacked it.
type trail struct {
	occ    movegen.Bitboard // the occupied squares
	king   movegen.Square
	side   movegen.Color    // the king's side
	castle movegen.Bitboard // the squares a castling king crossed (and left and reached)
	prev   *trail
}

// stateKey tells states apart: equal keys, equal positions (pieces, rights, side to
// move) with the same invisible pieces placed and free.
type stateKey struct {
	hash      uint64
	inv, seen movegen.Bitboard
	free      int
}

func (s state) key() stateKey { return stateKey{s.pos.Hash(), s.inv, s.seen, s.free} }

// stateSet is a set of states without repeats, in the order they were added; of two
// states with equal keys the first is kept.
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

// freeKinds are the piece types a free invisible piece may be placed as (a missing
// king is placed at the start, kingStates).
var freeKinds = []movegen.PieceType{movegen.Queen, movegen.Rook, movegen.Bishop, movegen.Knight, movegen.Pawn}

var colours = []movegen.Color{movegen.White, movegen.Black}

// initial returns the first states of a line: the visible pieces with n invisible ones
// free, except that a side without a king gets one of them as its king, on every
// square where it may stand (the side not to move is not in check).
func initial(visible *movegen.Position, n int) []state {
	start := state{pos: visible.Clone(), free: n}
	out := []state{start}
	for _, c := range colours {
		if visible.King(c) != movegen.NoSquare {
			continue
		}
		var next []state
		for _, s := range out {
			if s.free == 0 {
				continue
			}
			for sq := movegen.Square(0); sq < 64; sq++ {
				if s.pos.PieceAt(sq) != movegen.NoPiece {
					continue
				}
				pos := s.pos.Clone()
				pos.Put(sq, movegen.MakePiece(c, movegen.King))
				next = append(next, state{pos: pos, inv: s.inv | movegen.SquareBB(sq), free: s.free - 1})
			}
		}
		out = next
	}
	var legal []state
	for _, s := range out {
		side := s.pos.SideToMove()
		k := s.pos.King(side.Other())
		if k == movegen.NoSquare || s.pos.King(side) == movegen.NoSquare {
			continue
		}
		s.pos.SetSideToMove(side) // checks and pins after the edits
		s.trail = &trail{occ: s.pos.Occupied(), king: k, side: side.Other()}
		legal = append(legal, shieldStart(s)...)
	}
	return legal
}

// shieldStart returns s if the king of the side not to move is safe, else the states
// in which free invisible pieces shield it from every attack.
func shieldStart(s state) []state {
	side := s.pos.SideToMove()
	k := s.pos.King(side.Other())
	attackers := s.pos.AttackersTo(k, side)
	if attackers == 0 {
		return []state{s}
	}
	a := attackers.First()
	line := movegen.Between(a, k)
	if s.free == 0 || line == 0 {
		return nil
	}
	var out []state
	for sq := range line.Squares() {
		for _, c := range colours {
			for _, pt := range freeKinds {
				pc := movegen.MakePiece(c, pt)
				if canPlaceAtStart(s, sq, pc) {
					out = append(out, shieldStart(place(s, sq, pc))...)
				}
			}
		}
	}
	return out
}

// canPlaceAtStart is canPlace for the first position, where a king's attackers are
// being shielded: the placed piece may not attack that king itself.
func canPlaceAtStart(s state, sq movegen.Square, pc movegen.Piece) bool {
	if s.free == 0 || s.pos.PieceAt(sq) != movegen.NoPiece {
		return false
	}
	if pc.Type() == movegen.Pawn && (sq.Rank() == 0 || sq.Rank() == 7) {
		return false
	}
	t := s.trail
	return t.side == pc.Color() || !attacks(pc, sq, t.king, t.occ|movegen.SquareBB(sq))
}

// canPlace reports whether a free piece pc may have stood on sq throughout the line:
// sq is empty and untouched, a pawn is off the first and last ranks, and pc attacked
// no king of the other side that had to be safe (nor a square a castling king of that
// side crossed).
func canPlace(s state, sq movegen.Square, pc movegen.Piece) bool {
	if s.free == 0 || s.pos.PieceAt(sq) != movegen.NoPiece || s.touched.Has(sq) {
		return false
	}
	if pc.Type() == movegen.Pawn && (sq.Rank() == 0 || sq.Rank() == 7) {
		return false
	}
	for t := s.trail; t != nil; t = t.prev {
		if t.side == pc.Color() {
			continue
		}
		occ := t.occ | movegen.SquareBB(sq)
		if attacks(pc, sq, t.king, occ) {
			return false
		}
		for q := range t.castle.Squares() {
			if attacks(pc, sq, q, occ) {
				return false
			}
		}
	}
	return true
}

// place puts a free piece pc on sq (canPlace holds) and returns the new state. A rook
// on its corner whose king has not moved from its home square may castle.
func place(s state, sq movegen.Square, pc movegen.Piece) state {
	pos := s.pos.Clone()
	pos.Put(sq, pc)
	if pc.Type() == movegen.Rook {
		pos.SetCastling(pos.Castling() | rookRights(s, sq, pc.Color()))
	}
	pos.SetSideToMove(pos.SideToMove())
	n := s
	n.pos, n.inv, n.free = pos, s.inv|movegen.SquareBB(sq), s.free-1
	n.trail = withOccupied(s.trail, sq)
	return n
}

// rookRights returns the castling right of a rook of side c put on sq.
func rookRights(s state, sq movegen.Square, c movegen.Color) uint8 {
	rank := 0
	if c == movegen.Black {
		rank = 7
	}
	home := movegen.MakeSquare(4, rank)
	if sq.Rank() != rank || (sq.File() != 0 && sq.File() != 7) || s.pos.King(c) != home || s.touched.Has(home) {
		return 0
	}
	return movegen.CastlingRightsAt(sq)
}

// withOccupied returns a copy of t with sq occupied in every position.
func withOccupied(t *trail, sq movegen.Square) *trail {
	if t == nil {
		return nil
	}
	c := *t
	c.occ |= movegen.SquareBB(sq)
	c.prev = withOccupied(t.prev, sq)
	return &c
}

// attacks reports whether pc on from attacks to, with the squares of occ occupied.
func attacks(pc movegen.Piece, from, to movegen.Square, occ movegen.Bitboard) bool {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	adf, adr := abs(df), abs(dr)
	switch pc.Type() {
	case movegen.Pawn:
		forward := 1
		if pc.Color() == movegen.Black {
			forward = -1
		}
		return adf == 1 && dr == forward
	case movegen.Knight:
		return adf*adr == 2
	case movegen.King:
		return max(adf, adr) == 1
	}
	straight := df == 0 || dr == 0
	diagonal := adf == adr
	switch pc.Type() {
	case movegen.Rook:
		diagonal = false
	case movegen.Bishop:
		straight = false
	}
	return from != to && (straight || diagonal) && movegen.Between(from, to)&occ == 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
