package target

import (
	"github.com/cpls-dev/cpls/movegen"
)

// The search over full targets (see full.go): as the search over placements of
// set.go, every node carries the targets still reachable from it, but a full
// target names every piece of the victim, so the test is exact bookkeeping per piece:
// the victim's pieces' distances to their squares within the victim's moves, the mating
// side's placed pieces' distances and the captures of the victim's pieces it must still
// make within its moves, and no placed piece captured. A move changes one piece's
// distance (and a capture one more piece's state), so each target is updated in
// constant time.

// FullSet is one engine's state for the search over full targets.
type FullSet struct {
	targets []*Full
	mater   movegen.Color
	nM      int    // ids 0…nM-1 are the mating side's pieces
	n       int    // slots per target
	flat    []slot // the targets' slots one after another
	castles bool   // a side could castle at the root: king and rook moves retest fully
	// the pieces' first squares and types
	origSq   []movegen.Square
	origType []movegen.PieceType
	root     []FullEntry
	bufs     [][]FullEntry
	// The engine's position and tracker the set follows (see NewFullSet).
	pos *movegen.Position
	tr  *Tracker
}

// FullEntry is a target still reachable at a node, with its sums there.
type FullEntry struct {
	i    int32
	msum int16 // moves the mating side's placed pieces need at least
	vsum int16 // moves the victim's pieces need at least
	vcap int16 // victim pieces the target has captured still on the board
}

// NewFullSet prepares the search over full targets at the root: pos is the position the
// search plays its moves on and tr follows its pieces (NewTracker with mater first, at
// the root); the set keeps both and reads them at every Filter.
func NewFullSet(pos *movegen.Position, tr *Tracker, targets []*Full, mater movegen.Color, materMoves, victimMoves int) *FullSet {
	fs := &FullSet{targets: targets, mater: mater, nM: pos.ColorPieces(mater).Count(), pos: pos, tr: tr}
	fs.castles = pos.Castling() != 0
	for _, sq := range tr.sq {
		fs.origSq = append(fs.origSq, sq)
		fs.origType = append(fs.origType, pos.PieceAt(sq).Type())
	}
	if len(targets) > 0 {
		fs.n = len(targets[0].slots)
	}
	fs.flat = make([]slot, 0, len(targets)*fs.n)
	for _, t := range targets {
		fs.flat = append(fs.flat, t.slots...)
	}
	for i := range targets {
		if en, ok := fs.entry(int32(i)); ok && en.fits(materMoves, victimMoves) {
			fs.root = append(fs.root, en)
		}
	}
	return fs
}

// Root returns the targets reachable at the root, with their sums there.
func (fs *FullSet) Root() []FullEntry { return fs.root }

// Mater returns the mating side the set was made for.
func (fs *FullSet) Mater() movegen.Color { return fs.mater }

// fits reports whether the entry's needs fit the moves left.
func (en FullEntry) fits(materMoves, victimMoves int) bool {
	return int(en.msum) <= materMoves && int(en.vcap) <= materMoves && int(en.vsum) <= victimMoves
}

// entry computes target i's sums at the current position from scratch; ok is false if
// a placed piece has been captured.
func (fs *FullSet) entry(i int32) (FullEntry, bool) {
	en := FullEntry{i: i}
	slots := fs.flat[int(i)*fs.n : int(i+1)*fs.n]
	for id, sl := range slots {
		sq := fs.tr.sq[id]
		switch sl.state {
		case slotCaptured:
			if sq != movegen.NoSquare {
				en.vcap++
			}
		case slotMoved:
			if sq == movegen.NoSquare {
				return en, false
			}
			if fs.home(id, fs.pos.PieceAt(sq).Type(), sq) {
				en.vsum++
			}
		case slotAt:
			if sq == movegen.NoSquare {
				return en, false
			}
			d := fs.dist(id, sq, sl)
			if id < fs.nM {
				en.msum += int16(d)
			} else {
				en.vsum += int16(d)
			}
		}
	}
	return en, true
}

// dist is the fewest moves for piece id, standing on sq, to reach its slot (castling
// counted while the position allows it).
func (fs *FullSet) dist(id int, sq movegen.Square, sl slot) int {
	return fs.distWith(id, sq, fs.pos.PieceAt(sq).Type(), sl, fs.pos.Castling())
}

// distWith is dist for piece id as a typ on sq, castling counted with the rights given.
func (fs *FullSet) distWith(id int, sq movegen.Square, typ movegen.PieceType, sl slot, rights uint8) int {
	c := fs.mater
	if id >= fs.nM {
		c = c.Other()
	}
	d := sl.dist(c, typ, sq)
	if d > 0 && rights&castleRights(c) != 0 {
		if typ == movegen.King {
			for _, k := range castleTargets(c, rights) {
				if k != movegen.NoSquare {
					d = min(d, 1+int(plainDist[movegen.King][k][sl.sq]))
				}
			}
		} else if typ == movegen.Rook && sl.typ == movegen.Rook {
			if r, ok := castledRookWith(c, sq, rights); ok {
				d = min(d, int(plainDist[movegen.Rook][r][sl.sq]))
			}
		}
	}
	return min(d, unreachable)
}

// castleTargets are the squares colour c's king castles to with the rights given
// (NoSquare for a side it may not castle to).
func castleTargets(c movegen.Color, rights uint8) [2]movegen.Square {
	ks, qs, g, cc := movegen.WhiteKingside, movegen.WhiteQueenside, movegen.G1, movegen.C1
	if c == movegen.Black {
		ks, qs, g, cc = movegen.BlackKingside, movegen.BlackQueenside, movegen.G8, movegen.C8
	}
	out := [2]movegen.Square{movegen.NoSquare, movegen.NoSquare}
	if rights&ks != 0 {
		out[0] = g
	}
	if rights&qs != 0 {
		out[1] = cc
	}
	return out
}

// castledRookWith is castledRook for a rook of colour c on sq with the rights given.
func castledRookWith(c movegen.Color, sq movegen.Square, rights uint8) (movegen.Square, bool) {
	switch {
	case c == movegen.White && sq == movegen.H1 && rights&movegen.WhiteKingside != 0:
		return movegen.F1, true
	case c == movegen.White && sq == movegen.A1 && rights&movegen.WhiteQueenside != 0:
		return movegen.D1, true
	case c == movegen.Black && sq == movegen.H8 && rights&movegen.BlackKingside != 0:
		return movegen.F8, true
	case c == movegen.Black && sq == movegen.A8 && rights&movegen.BlackQueenside != 0:
		return movegen.D8, true
	}
	return movegen.NoSquare, false
}

// Within reports whether target i of the set may still be reached from the current
// position with materMoves and victimMoves moves left (its sums computed from scratch).
func (fs *FullSet) Within(i int, materMoves, victimMoves int) bool {
	en, ok := fs.entry(int32(i))
	return ok && en.fits(materMoves, victimMoves)
}

// Matches reports whether the current position is target i of the set: every placed
// piece on its square as its type, every piece to be captured captured, every piece to
// be elsewhere on the board away from its first square (or changed in type).
func (fs *FullSet) Matches(i int) bool {
	for id, sl := range fs.targets[i].slots {
		sq := fs.tr.sq[id]
		switch sl.state {
		case slotAt:
			if sq != sl.sq || fs.pos.PieceAt(sq).Type() != sl.typ {
				return false
			}
		case slotCaptured:
			if sq != movegen.NoSquare {
				return false
			}
		case slotMoved:
			if sq == movegen.NoSquare || fs.home(id, fs.pos.PieceAt(sq).Type(), sq) {
				return false
			}
		}
	}
	return true
}

// home reports whether piece id, a typ on sq, stands on its first square as its first
// type.
func (fs *FullSet) home(id int, typ movegen.PieceType, sq movegen.Square) bool {
	return sq == fs.origSq[id] && typ == fs.origType[id]
}

// castleRights are colour c's castling rights.
func castleRights(c movegen.Color) uint8 {
	if c == movegen.White {
		return movegen.WhiteKingside | movegen.WhiteQueenside
	}
	return movegen.BlackKingside | movegen.BlackQueenside
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (fs *FullSet) buf(ply int) []FullEntry {
	for len(fs.bufs) <= ply {
		fs.bufs = append(fs.bufs, nil)
	}
	return fs.bufs[ply][:0]
}

// Filter returns the entries of set (those reachable at the parent) still reachable
// after the last move, with materMoves and victimMoves moves left, and whether there are
// any. ply is the depth of the node; the result stays valid until Filter is called again
// at the same ply.
func (fs *FullSet) Filter(ply int, set []FullEntry, materMoves, victimMoves int) ([]FullEntry, bool) {
	live := fs.filter(ply, set, materMoves, victimMoves)
	return live, len(live) > 0
}

func (fs *FullSet) filter(ply int, set []FullEntry, materMoves, victimMoves int) []FullEntry {
	live := fs.buf(ply)
	defer func() { fs.bufs[ply] = live }()
	u := fs.tr.stack[len(fs.tr.stack)-1]
	moverID := int(fs.tr.id[u.to])
	c := fs.mater
	if moverID >= fs.nM {
		c = c.Other()
	}
	// Castling shortens the distances of a king and its rooks while the rights last:
	// a move of one of them with its side's rights, or a move that takes rights away
	// (from either side), is tested from scratch; any other move leaves the distances
	// with castling what the plain ones are for the mover.
	full := u.rookFrom != movegen.NoSquare || u.capSq != u.to && u.capSq != movegen.NoSquare || moverID < 0 ||
		fs.castles && (u.castling != fs.pos.Castling() ||
			(u.moved == movegen.King || u.moved == movegen.Rook) && u.castling&castleRights(c) != 0)
	if moverID < 0 {
		for _, en := range set {
			if en, ok := fs.entry(en.i); ok && en.fits(materMoves, victimMoves) {
				live = append(live, en)
			}
		}
		return live
	}
	if full {
		return fs.filterChanged(live, set, u, moverID, materMoves, victimMoves)
	}
	now := fs.pos.PieceAt(u.to).Type()
	capID := int(u.capID)
	// A piece that must stand elsewhere needs a move while it is on its own square.
	moverHome := 0
	if moverID >= fs.nM {
		moverHome = b2i(fs.home(moverID, now, u.to)) - b2i(fs.home(moverID, u.moved, u.from))
	}
	n := fs.n
	for _, en := range set {
		base := int(en.i) * n
		switch sl := fs.flat[base+moverID]; sl.state {
		case slotAt:
			d := sl.dist(c, now, u.to) - sl.dist(c, u.moved, u.from)
			if moverID < fs.nM {
				en.msum += int16(d)
			} else {
				en.vsum += int16(d)
			}
		case slotMoved:
			en.vsum += int16(moverHome)
		}
		if capID >= 0 {
			switch fs.flat[base+capID].state {
			case slotAt, slotMoved:
				continue
			case slotCaptured:
				en.vcap--
			}
		}
		if en.fits(materMoves, victimMoves) {
			live = append(live, en)
		}
	}
	return live
}
