package invisible

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// state is one fleshing-out of a line so far. The invisible pieces that some move of
// the line needed stand in pos ("placed"); the others are free: they stand somewhere
// no move of the line was affected by, and are placed only when a move needs them (or
// when the mate is tested against them).
type state struct {
	pos  *board
	inv  movegen.Bitboard // the placed invisible pieces
	seen movegen.Bitboard // the invisible pieces whose square the line wrote ("TI~*e4")
	free []freePiece      // sorted
	ply  int              // the moves played
	// trail records, for each position of the line (the first one, ply 0, and the one
	// after each move), what a free piece put on a square must not have disturbed.
	trail *trail
	// stood holds the squares the placed pieces stood on in positions of the trail
	// made before they were placed, which those positions' occupied squares lack.
	stood *stood
	// mem allocates the positions of the states of one solve (all share it).
	mem *slab
	// own is the placement record up to which the placed pieces stand on pos for
	// good; those placed after it stand on pos only while the state is played from
	// (withPlaced puts them on a board other states share).
	own *stood
	// lazy, where set, says what pos is to be made into to be this state's board: a
	// state the last move is played from shares its parent's board, made for it only
	// while it is played from (made), as a solve keeps millions of them.
	lazy *lazyBoard
	// origin, where set, is a capture whose square of departure is left open.
	origin *origin
}

// lazyBoard is a state's board as its parent's board with pieces put on it, castling
// rights set and a move made.
type lazyBoard struct {
	puts   []placedPiece // in the order put
	rights uint8
	move   movegen.Move
	hash   uint64 // the board's hash once made
}

type placedPiece struct {
	sq movegen.Square
	pc movegen.Piece
}

// made returns s with its board made on the board it shares, and the castling rights
// that board had, which unmade takes to take the board back; s itself where its board
// is its own (rights unused).
func (s state) made() (state, uint8) {
	l := s.lazy
	if l == nil {
		return s, 0
	}
	rights := s.pos.Castling()
	for _, p := range l.puts {
		s.pos.Put(p.sq, p.pc)
	}
	s.pos.SetCastling(l.rights)
	s.pos.Make(l.move)
	s.lazy, s.own = nil, s.stood
	return s, rights
}

// unmade takes back made's board: s is the state before made, rights what made
// returned.
func (s state) unmade(rights uint8) {
	l := s.lazy
	if l == nil {
		return
	}
	s.pos.Unmake()
	for i := len(l.puts) - 1; i >= 0; i-- {
		s.pos.Remove(l.puts[i].sq)
	}
	s.pos.SetCastling(rights)
}

// hash returns the hash of s's board.
func (s state) hash() uint64 {
	if s.lazy != nil {
		return s.lazy.hash
	}
	return s.pos.Hash()
}

// slab hands out the positions, trail records, placement records, lazy boards and
// free-piece lists
// of new states from blocks of slabSize: a solve makes millions of states, and one
// allocation per block instead of one per record spares the allocator and the garbage
// collector most of that work. A nil slab allocates each on its own.
type slab struct {
	block  []board
	trails []trail
	stoods []stood
	lazies []lazyBoard
	free   []freePiece
}

const slabSize = 64

// clone returns an independent copy of p (movegen.Position.Clone).
func (m *slab) clone(p *board) *board {
	if m == nil {
		q := &board{}
		p.cloneInto(q)
		return q
	}
	if len(m.block) == 0 {
		m.block = newBoards(slabSize)
	}
	q := &m.block[0]
	m.block = m.block[1:]
	p.cloneInto(q)
	return q
}

// trail returns a copy of t.
func (m *slab) trail(t trail) *trail {
	if m == nil {
		return single(t)
	}
	return carve(&m.trails, t)
}

// lazy returns a copy of l.
func (m *slab) lazy(l lazyBoard) *lazyBoard {
	if m == nil {
		return single(l)
	}
	return carve(&m.lazies, l)
}

// stood returns a copy of r.
func (m *slab) stood(r stood) *stood {
	if m == nil {
		return single(r)
	}
	return carve(&m.stoods, r)
}

// carve stores v in the first free record of block, which it refills with slabSize
// records when it has none left, and returns that record.
func carve[T any](block *[]T, v T) *T {
	if len(*block) == 0 {
		*block = make([]T, slabSize)
	}
	q := &(*block)[0]
	*block = (*block)[1:]
	*q = v
	return q
}

// single returns a new record holding v. It copies v rather than return its address,
// which would put v on the heap on every call, the slab's included.
func single[T any](v T) *T {
	p := new(T)
	*p = v
	return p
}

// frees returns an empty list of free pieces with room for n.
func (m *slab) frees(n int) []freePiece {
	if m == nil || n > slabSize {
		return make([]freePiece, 0, n)
	}
	if len(m.free) < n {
		m.free = make([]freePiece, slabSize*4)
	}
	q := m.free[:0:n]
	m.free = m.free[n:]
	return q
}

// freePiece is an invisible piece not placed yet. A piece that made a move the line
// wrote as "TI~-~" has that move's side as its colour and stands where it went since
// that move (since); the others have no colour yet and stand still since the start.
type freePiece struct {
	colour int8 // -1: either
	since  int
}

// stood is a placed piece's square sq in the trail's positions from ply since to ply
// until (those made before it was placed); next: the pieces placed before it.
type stood struct {
	sq           movegen.Square
	since, until int
	next         *stood
}

// occupied returns the occupied squares of the trail's position t in s: its own and
// those of the pieces placed since.
func (s state) occupied(t *trail) movegen.Bitboard {
	occ := t.occ
	for p := s.stood; p != nil; p = p.next {
		if p.since <= t.ply && t.ply <= p.until {
			occ |= movegen.SquareBB(p.sq)
		}
	}
	return occ
}

// trail is one position of the line: its occupied squares, the king that no piece of
// the other side may attack there, and the squares the move into it left, reached or
// crossed (a free piece cannot have stood there).
type trail struct {
	ply     int
	occ     movegen.Bitboard
	king    movegen.Square
	side    movegen.Color    // the king's side
	castle  movegen.Bitboard // the squares a castling king crossed (and left and reached)
	touched movegen.Bitboard
	prev    *trail
	hash    uint64 // the trail up to here (linked)
}

// key tells states apart: equal keys, equal positions (pieces, rights, side to move)
// with the same invisible pieces placed and free, reached along trails that leave the
// free pieces the same squares (trailHash). It mixes these into 64 bits, as the
// position's own Zobrist hash stands for the position: two states that differ share a
// key with odds of about one in 2^64 a pair.
func (s state) key() uint64 {
	h := mix(s.hash(), s.trailHash())
	h = mix(h, uint64(s.inv))
	h = mix(h, uint64(s.seen))
	for _, f := range s.free {
		h = mix(h, uint64(uint8(f.colour))<<32|uint64(f.since))
	}
	if d := s.origin; d != nil {
		h = mix(mix(h, uint64(d.squares)), uint64(d.v)|uint64(d.since)<<8|uint64(d.ply)<<32)
	}
	return mix(h, uint64(len(s.free)))
}

// mix folds v into the hash h (splitmix64's finaliser over their sum).
func mix(h, v uint64) uint64 {
	z := h*0x9e3779b97f4a7c15 + v + 0x632be59bd9b4e019
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// trailHash sums up what the trail lets a free piece do: states that reached the same
// position along different paths place their free pieces differently. A free piece
// looks back only to the position it came in (canPlace), so the trail's positions
// before the earliest of them count for nothing, nor does any of them without free
// pieces. The trail's own positions are summed up in its hash where all of them count
// (a free piece that stood still since the start); the squares the placed pieces stood
// on in them are added from stood.
func (s state) trailHash() uint64 {
	if len(s.free) == 0 || s.trail == nil {
		return 0
	}
	since := s.free[0].since
	for _, f := range s.free {
		since = min(since, f.since)
	}
	var h uint64
	if since == 0 {
		h = s.trail.hash
	}
	// a piece that came by a move looks back to the position it was made in (canArrive)
	back := max(since-1, 0)
	for t := s.trail; since > 0 && t != nil && t.ply >= back; t = t.prev {
		h = mix(mix(mix(mix(h, uint64(t.occ)), uint64(t.touched)), uint64(t.castle)), uint64(t.king))
	}
	for p := s.stood; p != nil; p = p.next {
		if p.until >= back {
			h = mix(h, uint64(p.sq)|uint64(max(p.since, back))<<8|uint64(p.until)<<32)
		}
	}
	return h
}

// linked sets t's hash from its position's squares and king and its predecessor's
// hash, and returns t.
func (t *trail) linked() *trail {
	var h uint64
	if t.prev != nil {
		h = t.prev.hash
	}
	t.hash = mix(mix(mix(mix(h, uint64(t.occ)), uint64(t.touched)), uint64(t.castle)), uint64(t.king))
	return t
}

// stateSet is a set of states without repeats, in the order they were added; or,
// made without seen, a list that keeps repeats (the mates: a repeat changes nothing
// there).
type stateSet struct {
	list stateList
	seen *keyTable[struct{}]
}

// stateList is a list of states kept in blocks, each twice the size of the one before
// up to maxBlock: a set grows to millions of states, which one slice would copy over
// and over as it grows.
type stateList [][]state

const maxBlock = 4096

// push appends s.
func (l *stateList) push(s state) {
	n := len(*l)
	if n == 0 || len((*l)[n-1]) == cap((*l)[n-1]) {
		size := 8
		if n > 0 {
			size = min(2*cap((*l)[n-1]), maxBlock)
		}
		*l = append(*l, make([]state, 0, size))
		n++
	}
	(*l)[n-1] = append((*l)[n-1], s)
}

func newStateSet(distinct bool) *stateSet {
	if !distinct {
		return &stateSet{}
	}
	return &stateSet{seen: &keyTable[struct{}]{}}
}

func (ss *stateSet) add(s state) {
	if ss.seen != nil {
		k := s.key()
		if _, ok := ss.seen.get(k); ok {
			return
		}
		ss.seen.put(k, struct{}{})
	}
	ss.list.push(s)
}

// freeKinds are the piece types a free invisible piece may be placed as (a missing
// king is placed at the start, initial).
var freeKinds = []movegen.PieceType{movegen.Queen, movegen.Rook, movegen.Bishop, movegen.Knight, movegen.Pawn}

var colours = []movegen.Color{movegen.White, movegen.Black}

// initial returns the first states of a line: the visible pieces with n invisible ones
// free, except that a side without a king gets one of them as its king, on every
// square where it may stand, and that the king of the side not to move is shielded
// from its attackers by free pieces.
func initial(visible *board, n int) []state {
	start := state{pos: visible, mem: &slab{}}
	for range n {
		start.free = append(start.free, freePiece{colour: -1})
	}
	out := []state{start}
	for _, c := range colours {
		if visible.King(c) != movegen.NoSquare {
			continue
		}
		var next []state
		for _, s := range out {
			if len(s.free) == 0 {
				continue
			}
			for sq := movegen.Square(0); sq < 64; sq++ {
				if s.pos.Occupied().Has(sq) { // a man or a hole
					continue
				}
				pos := s.mem.clone(s.pos)
				pos.Put(sq, movegen.MakePiece(c, movegen.King))
				next = append(next, state{pos: pos, inv: s.inv | movegen.SquareBB(sq), free: s.free[1:], mem: s.mem})
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
		s.trail = (&trail{occ: s.pos.Occupied(), king: k, side: side.Other()}).linked()
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
	line := movegen.Between(attackers.First(), k)
	var out []state
	for sq := range line.Squares() {
		for _, c := range colours {
			for _, pt := range freeKinds {
				s.withPlaced(sq, movegen.MakePiece(c, pt), func(n state) bool {
					n.pos, n.own = n.mem.clone(n.pos), n.stood // kept
					out = append(out, shieldStart(n)...)
					return true
				})
			}
		}
	}
	return out
}

// withPlaced calls f with each state in which a free piece stands as pc on sq, one for
// each kind of free piece that may have stood there throughout the line since it came,
// until f returns false, and reports whether f never did. The piece stands on s's own
// board while f runs and is taken off after: a state that f keeps needs a copy of the
// board (played makes one). Placements are tried by the million and most are dropped,
// so none copies the board.
func (s state) withPlaced(sq movegen.Square, pc movegen.Piece, f func(n state) bool) bool {
	if len(s.free) == 0 || s.pos.Occupied().Has(sq) {
		return true
	}
	for i, fp := range s.free {
		if i > 0 && fp == s.free[i-1] || fp.colour >= 0 && movegen.Color(fp.colour) != pc.Color() {
			continue
		}
		if !s.withPlacedAs(i, sq, pc, f) {
			return false
		}
	}
	return true
}

// withPlacedAs calls f with the state in which the free piece i stands as pc on the
// empty square sq, if it may have stood there, and reports whether f did not return
// false (withPlaced).
func (s state) withPlacedAs(i int, sq movegen.Square, pc movegen.Piece, f func(n state) bool) bool {
	if pc.Type() == movegen.Pawn && (sq.Rank() == 0 || sq.Rank() == 7) {
		return true
	}
	w := s.placeWorlds(s.free[i], sq, pc)
	if w == 0 {
		return true
	}
	rights := s.pos.Castling()
	ok := f(s.place(i, sq, pc).within(w))
	s.pos.Remove(sq)
	s.pos.SetCastling(rights)
	return ok
}

// canPlace reports whether the free piece f may have stood as pc on sq since it came,
// with some open origin of s (placeWorlds).
func (s state) canPlace(f freePiece, sq movegen.Square, pc movegen.Piece) bool {
	if s.origin == nil {
		return s.canPlaceIn(f, sq, pc, noOrigin)
	}
	for o := range s.origin.squares.Squares() {
		if s.canPlaceIn(f, sq, pc, o) {
			return true
		}
	}
	return false
}

// canPlaceIn reports whether the free piece f may have stood as pc on sq since it
// came, in the world where the open origin of s is o (noOrigin: s has none): sq was
// not touched, and pc attacked no king of the other side that had to be safe (nor a
// square a castling king of that side crossed).
func (s state) canPlaceIn(f freePiece, sq movegen.Square, pc movegen.Piece, o movegen.Square) bool {
	if f.since > 0 && !s.canArriveIn(f, sq, pc, o) {
		return false
	}
	for t := s.trail; t != nil && t.ply >= f.since; t = t.prev {
		if s.touchedIn(t, o).Has(sq) && t.ply > f.since {
			return false
		}
		if t.side == pc.Color() {
			continue
		}
		occ := s.occupiedIn(t, o) | movegen.SquareBB(sq)
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

// place puts the free piece i on sq as pc, on s's board, and returns the new state. A
// rook on its corner since the start, whose king has not moved from its home square,
// may castle.
func (s state) place(i int, sq movegen.Square, pc movegen.Piece) state {
	s.pos.Put(sq, pc)
	if pc.Type() == movegen.Rook && s.free[i].since == 0 {
		s.pos.SetCastling(s.pos.Castling() | rookRights(s, sq, pc.Color()))
	}
	n := s
	n.inv = s.inv | movegen.SquareBB(sq)
	n.free = append(append(s.mem.frees(len(s.free)-1), s.free[:i]...), s.free[i+1:]...)
	n.stood = s.mem.stood(stood{sq: sq, since: s.free[i].since, until: s.ply, next: s.stood})
	return n
}

// moved returns the states after a move of a free piece of side c that the line writes
// "TI~-~": one for each kind of free piece that may be of side c. A side in check moves
// no free piece: its move must meet the check, so the piece is placed (shields).
func (s state) moved(c movegen.Color) []state {
	if s.pos.InCheck() {
		return nil
	}
	var out []state
	for i, f := range s.free {
		if i > 0 && f == s.free[i-1] || f.colour >= 0 && movegen.Color(f.colour) != c {
			continue
		}
		n := s
		n.free = append(s.mem.frees(len(s.free)), s.free...)
		n.free[i] = freePiece{colour: int8(c), since: s.ply + 1}
		slices.SortFunc(n.free, func(a, b freePiece) int {
			if a.colour != b.colour {
				return int(a.colour) - int(b.colour)
			}
			return a.since - b.since
		})
		n.pos, n.own = s.mem.clone(s.pos), n.stood
		n.pos.SetEnPassant(movegen.NoSquare)
		n.pos.SetSideToMove(c.Other())
		n.ply++
		n.trail = s.mem.trail(trail{ply: n.ply, occ: n.pos.Occupied(), king: n.pos.King(c), side: c, prev: s.trail}).linked()
		out = append(out, n)
	}
	return out
}

// mayMoveFree reports whether a free piece of side c may make a move the line writes
// "TI~-~" in s (moved would return some state).
func (s state) mayMoveFree(c movegen.Color) bool {
	if s.pos.InCheck() {
		return false
	}
	for _, f := range s.free {
		if f.colour < 0 || movegen.Color(f.colour) == c {
			return true
		}
	}
	return false
}

// rookRights returns the castling right of a rook of side c put on sq.
func rookRights(s state, sq movegen.Square, c movegen.Color) uint8 {
	rank := 0
	if c == movegen.Black {
		rank = 7
	}
	home := movegen.MakeSquare(4, rank)
	if sq.Rank() != rank || (sq.File() != 0 && sq.File() != 7) || s.pos.King(c) != home {
		return 0
	}
	for t := s.trail; t != nil; t = t.prev {
		if t.touched.Has(home) || t.touched.Has(sq) {
			return 0
		}
	}
	return movegen.CastlingRightsAt(sq)
}

// attacks reports whether pc on from attacks to, with the squares of occ occupied.
func attacks(pc movegen.Piece, from, to movegen.Square, occ movegen.Bitboard) bool {
	return movegen.Attacks(pc.Color(), pc.Type(), from, occ).Has(to)
}

// attackersOf returns the squares from which pc would attack to, with the squares of
// occ occupied: the attacks are symmetric but a pawn's, which come from the two
// squares diagonally behind to.
func attackersOf(pc movegen.Piece, to movegen.Square, occ movegen.Bitboard) movegen.Bitboard {
	if pc.Type() != movegen.Pawn {
		return movegen.Attacks(pc.Color(), pc.Type(), to, occ)
	}
	back := -1
	if pc.Color() == movegen.Black {
		back = 1
	}
	var from movegen.Bitboard
	for _, df := range []int{-1, 1} {
		if sq, ok := to.Offset(df, back); ok {
			from |= movegen.SquareBB(sq)
		}
	}
	return from
}
