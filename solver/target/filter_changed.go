package target

import "github.com/cpls-dev/cpls/movegen"

// The full targets' filter after a move that changes more than the mover's distance to
// its slot: castling, en passant, and any move that takes castling rights away or is a
// king's or rook's while its side may castle (distances with castling are shorter). Each
// entry holds its sums before the move (exact: the filter keeps them so), so only the
// parts of the pieces whose distances may have changed are taken out as they were and
// put back as they are; the other pieces' parts stand. A capture is handled as in
// FullSet.filter.

// changedPiece is a piece whose part of the sums may have changed with the last move:
// where it stood and what it was before the move, and now.
type changedPiece struct {
	id             int
	sqBefore, sq   movegen.Square
	typBefore, typ movegen.PieceType
}

// maxChanged bounds the changed pieces: the mover, a castling rook, and each side's
// king and the rooks on its two corners.
const maxChanged = 8

// changedPieces lists in out the pieces whose parts the last move (u, made by moverID)
// may have changed, the captured piece aside, and returns how many.
func (fs *FullSet) changedPieces(u trackUndo, moverID int, out *[maxChanged]changedPiece) int {
	n := 0
	add := func(id int, sqBefore movegen.Square, typBefore movegen.PieceType) {
		for _, p := range out[:n] {
			if p.id == id {
				return
			}
		}
		sq := fs.tr.sq[id]
		out[n] = changedPiece{id: id, sqBefore: sqBefore, sq: sq, typBefore: typBefore, typ: fs.pos.PieceAt(sq).Type()}
		n++
	}
	add(moverID, u.from, u.moved)
	if u.rookFrom != movegen.NoSquare {
		add(int(fs.tr.id[u.rookTo]), u.rookFrom, movegen.Rook)
	}
	now := fs.pos.Castling()
	for _, c := range [2]movegen.Color{movegen.White, movegen.Black} {
		if (u.castling^now)&castleRights(c) == 0 {
			continue
		}
		if k := fs.pos.King(c); k != movegen.NoSquare && fs.tr.id[k] >= 0 {
			add(int(fs.tr.id[k]), k, movegen.King)
		}
		for _, corner := range castleCorners(c) {
			if fs.pos.PieceAt(corner) == movegen.MakePiece(c, movegen.Rook) && fs.tr.id[corner] >= 0 {
				add(int(fs.tr.id[corner]), corner, movegen.Rook)
			}
		}
	}
	return n
}

// castleCorners are the squares colour c's castling rooks start on.
func castleCorners(c movegen.Color) [2]movegen.Square {
	if c == movegen.White {
		return [2]movegen.Square{movegen.A1, movegen.H1}
	}
	return [2]movegen.Square{movegen.A8, movegen.H8}
}

// filterChanged is FullSet.filter after such a move (u, made by moverID): live gets the
// entries of set still within materMoves and victimMoves.
func (fs *FullSet) filterChanged(live, set []FullEntry, u trackUndo, moverID, materMoves, victimMoves int) []FullEntry {
	var changed [maxChanged]changedPiece
	pieces := changed[:fs.changedPieces(u, moverID, &changed)]
	capID := int(u.capID)
	before, now := u.castling, fs.pos.Castling()
	n := fs.n
entries:
	for _, en := range set {
		base := int(en.i) * n
		if capID >= 0 {
			switch fs.flat[base+capID].state {
			case slotAt, slotMoved:
				continue
			case slotCaptured:
				en.vcap--
			}
		}
		for _, p := range pieces {
			sl := fs.flat[base+p.id]
			m, v, ok := fs.part(p.id, sl, p.sq, p.typ, now)
			if !ok {
				continue entries
			}
			mb, vb, _ := fs.part(p.id, sl, p.sqBefore, p.typBefore, before)
			en.msum += int16(m - mb)
			en.vsum += int16(v - vb)
		}
		if en.fits(materMoves, victimMoves) {
			live = append(live, en)
		}
	}
	return live
}

// part is what piece id, a typ on sq, adds to the mating side's and the victim's sums
// of a target whose slot for it is sl, castling counted with rights (as FullSet.entry
// adds it); ok is false where the piece must be on the board and is not. A piece to be
// captured adds to neither sum (its count is the capture's concern).
func (fs *FullSet) part(id int, sl slot, sq movegen.Square, typ movegen.PieceType, rights uint8) (m, v int, ok bool) {
	switch sl.state {
	case slotMoved:
		if sq == movegen.NoSquare {
			return 0, 0, false
		}
		return 0, b2i(fs.home(id, typ, sq)), true
	case slotAt:
		if sq == movegen.NoSquare {
			return 0, 0, false
		}
		d := fs.distWith(id, sq, typ, sl, rights)
		if id < fs.nM {
			return d, 0, true
		}
		return 0, d, true
	}
	return 0, 0, true
}
