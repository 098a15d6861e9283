package target

import "github.com/cpls-dev/cpls/movegen"

// The victim's last move. Once the victim has made its last move, nothing moves its
// king again and nothing puts a piece of its own on a square: the mating side's moves
// only remove its pieces. So in the final position of a target the victim's king stands
// on one of the target's king squares and its own pieces stand on every square of that
// square's block (see kingTarget), exactly as after the victim's last move. That move
// must therefore take the king onto such a square with its blocks already in place,
// or, with the king already there, fill the one block square still empty, or, with
// nothing missing, move a piece that blocks nothing (or capture with it). VictimLastMask
// marks these moves, so that the search need not play and filter the others.

// VictimLastMask marks in allow the moves of the victim, to move at the node whose
// feasible entries are live, that may be its last move towards one of them: after the
// move it has no moves left. Castling is not marked (callers let it through).
func (ts *Set) VictimLastMask(live []Entry, allow *[64]movegen.Bitboard) {
	*allow = [64]movegen.Bitboard{}
	pos := ts.pos
	victim := ts.mater.Other()
	k := pos.King(victim)
	if k == movegen.NoSquare {
		return
	}
	own := pos.ColorPieces(victim) &^ movegen.SquareBB(k)
	var castles [2]movegen.Square
	nc := castleSquaresInto(pos, victim, &castles)
	lm := &ts.last
	lm.gen++
	if lm.kidStamp == nil {
		lm.kidStamp = make([]uint32, len(ts.kings))
	}
	var free, fill, kingTo movegen.Bitboard // pieces moving anywhere, squares any piece may fill
	for _, en := range live {
		if en.caps > 1 {
			continue // one move captures one piece at most
		}
		kid := ts.kid[en.i]
		if lm.kidStamp[kid] == lm.gen {
			continue
		}
		lm.kidStamp[kid] = lm.gen
		for _, kt := range ts.kings[kid] {
			switch kingWalk(k, kt.sq, castles[:nc]) {
			case 0:
				missing := kt.block &^ own
				switch missing.Count() {
				case 0:
					free |= own &^ kt.block
				case 1:
					fill |= missing
				}
			case 1:
				kingTo |= movegen.SquareBB(kt.sq)
			}
		}
	}
	allow[k] = kingTo
	for b := own; b != 0; {
		s := b.PopFirst()
		allow[s] = fill
		if free.Has(s) {
			allow[s] = ^movegen.Bitboard(0)
		}
	}
}

// lastMask is VictimLastMask's memory: which kings lists (target.kid) it has marked at
// the node (kidStamp[kid] == gen).
type lastMask struct {
	gen      uint32
	kidStamp []uint32
}
