package invisible

import "github.com/cpls-dev/cpls/movegen"

// origin is a capture by a free piece whose square of departure the state leaves
// open: the piece came to v at ply from one of squares, where it had stood since
// since. The captures from each of those squares lead to the same board and differ
// only in what the trail forbids the other free pieces (the square and the path were
// occupied and touched), so one state stands for all of them, as Popeye places an
// invisible piece only when a move needs it: a free piece is placed where it may
// stand with some of the squares (placeWorlds), which keeps those, and the mate is
// tested with each of them (mated). A state holds at most one such capture.
type origin struct {
	squares movegen.Bitboard
	v       movegen.Square
	since   int
	ply     int
}

// noOrigin stands for the one world of a state without an open origin.
const noOrigin = movegen.NoSquare

// everyWorld is placeWorlds' answer for a state without an open origin where the
// piece may stand.
const everyWorld = ^movegen.Bitboard(0)

// castlingSquares are the squares a castling right depends on: a path over them
// decides the right, so an origin whose path crosses them is not left open.
var castlingSquares = movegen.SquareBB(movegen.A1) | movegen.SquareBB(movegen.H1) | movegen.SquareBB(movegen.E1) |
	movegen.SquareBB(movegen.A8) | movegen.SquareBB(movegen.H8) | movegen.SquareBB(movegen.E8)

// path returns the squares a capture from o to v touched besides v.
func (d *origin) path(o movegen.Square) movegen.Bitboard {
	return movegen.SquareBB(o) | movegen.Between(o, d.v)
}

// touchedIn returns the squares the move into the trail's position t touched in the
// world where the open origin of s is o.
func (s state) touchedIn(t *trail, o movegen.Square) movegen.Bitboard {
	if o == noOrigin || t.ply != s.origin.ply {
		return t.touched
	}
	return t.touched | s.origin.path(o)
}

// occupiedIn returns the occupied squares of the trail's position t in the world
// where the open origin of s is o: the capturing piece stood on o before it took.
func (s state) occupiedIn(t *trail, o movegen.Square) movegen.Bitboard {
	occ := s.occupied(t)
	if o != noOrigin && s.origin.since <= t.ply && t.ply < s.origin.ply {
		occ |= movegen.SquareBB(o)
	}
	return occ
}

// placeWorlds returns the open origins of s with which the free piece f may have
// stood as pc on sq (canPlaceIn); for a state without one, everyWorld or none.
func (s state) placeWorlds(f freePiece, sq movegen.Square, pc movegen.Piece) movegen.Bitboard {
	if s.origin == nil {
		if s.canPlaceIn(f, sq, pc, noOrigin) {
			return everyWorld
		}
		return 0
	}
	var w movegen.Bitboard
	for o := range s.origin.squares.Squares() {
		if s.canPlaceIn(f, sq, pc, o) {
			w |= movegen.SquareBB(o)
		}
	}
	return w
}

// within returns s with its open origin narrowed to the squares of w (placeWorlds).
func (s state) within(w movegen.Bitboard) state {
	if s.origin != nil && w != s.origin.squares {
		d := *s.origin
		d.squares = w
		s.origin = &d
	}
	return s
}

// worlds returns the states s stands for, one for each open origin (s itself if
// it has none or one).
func (s state) worlds() []state {
	if s.origin == nil || s.origin.squares.Count() < 2 {
		return []state{s}
	}
	var out []state
	for o := range s.origin.squares.Squares() {
		out = append(out, s.within(movegen.SquareBB(o)))
	}
	return out
}

// world returns the open origin of s, which has at most one (worlds), or noOrigin.
func (s state) world() movegen.Square {
	if s.origin == nil {
		return noOrigin
	}
	return s.origin.squares.First()
}

// openOrigin returns after, the state a capture on v by the free piece f placed on
// one of squares led to (played from the placement on the first of them), as the
// state for all of them: the capture's path and the piece's earlier square leave the
// trail for the open origin. Where no free piece is left, nothing can tell the
// squares apart and after keeps none.
func openOrigin(after state, f freePiece, squares movegen.Bitboard, v movegen.Square) state {
	after.stood = after.stood.next // the capturing piece's record, the last placed
	if after.lazy == nil {
		after.own = after.stood
	}
	after.trail.touched = movegen.SquareBB(v) // played's own record
	after.trail.linked()
	if len(after.free) > 0 {
		after.origin = &origin{squares: squares, v: v, since: f.since, ply: after.ply}
	}
	return after
}

// mayOpen reports whether a capture on v from o by a free piece may be left open in
// s: s has no open origin, the capture is legal with the piece on o alone, and its
// path decides no castling right.
func mayOpen(s state, o, v movegen.Square, legal bool) bool {
	return s.origin == nil && legal && (movegen.SquareBB(o)|movegen.Between(o, v))&castlingSquares == 0
}

// openCaptures adds the captures of the piece on v by free pieces put as pc, not the
// last move, in s, which has no open origin: the captures that are legal with the
// capturing piece alone and decide no castling right lead, for each kind of free
// piece, to one state with their squares of departure left open (openOrigin); the
// others are added as placeMoves adds them, with shields where need be.
func (ms *moves) openCaptures(s state, v movegen.Square, pc movegen.Piece) {
	occ := s.pos.Occupied()
	open := make([]movegen.Bitboard, len(s.free))
	for from := range (attackersOf(pc, v, occ) &^ occ).Squares() {
		var room, legalRoom [4]movegen.Move
		moves := captureMoves(room[:0], pc, from, v)
		legal := len(probe(legalRoom[:0], s.pos, from, pc, moves)) > 0 // all promotions or none
		if len(s.free) == 1 && !legal {
			continue // no free piece is left to shield the king
		}
		openable := mayOpen(s, from, v, legal)
		for i, f := range s.free {
			if i > 0 && f == s.free[i-1] || f.colour >= 0 && movegen.Color(f.colour) != pc.Color() {
				continue
			}
			if openable && s.canPlace(f, from, pc) {
				open[i] |= movegen.SquareBB(from)
				continue
			}
			s.withPlacedAs(i, from, pc, func(n state) bool {
				for _, m := range moves {
					ms.shield(n, m)
				}
				return true
			})
		}
	}
	for i, squares := range open {
		if squares == 0 {
			continue
		}
		first := squares.First()
		s.withPlacedAs(i, first, pc, func(n state) bool {
			var room [4]movegen.Move
			for _, m := range captureMoves(room[:0], pc, first, v) {
				if st := ms.text(n, m); st != nil && !st.dead {
					ms.addState(st, openOrigin(played(n, m, ms.lazy), s.free[i], squares, v))
				}
			}
			return true
		})
	}
}
