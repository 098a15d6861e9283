package solver

import (
	"github.com/cpls-dev/cpls/movegen"
)

// The search over full targets (see full_targets.go): as the target-set search of
// intelligent_set.go, every node carries the targets still reachable from it, but a full
// target names every piece of the victim, so the test is exact bookkeeping per piece:
// the victim's pieces' distances to their squares within the victim's moves, the mating
// side's placed pieces' distances and the captures of the victim's pieces it must still
// make within its moves, and no placed piece captured. A move changes one piece's
// distance (and a capture one more piece's state), so each target is updated in
// constant time.

// fullSet is one engine's state for the search over full targets.
type fullSet struct {
	targets []*fullTarget
	mater   movegen.Color
	nM      int    // ids 0…nM-1 are the mating side's pieces
	n       int    // slots per target
	flat    []slot // the targets' slots one after another
	castles bool   // a side could castle at the root: king and rook moves retest fully
	// the pieces' first squares and types
	origSq   []movegen.Square
	origType []movegen.PieceType
	root     []fEntry
	walk     *targetWalk[[]fEntry]
	bufs     [][]fEntry
}

// fEntry is a target still reachable at a node, with its sums there.
type fEntry struct {
	i    int32
	msum int16 // moves the mating side's placed pieces need at least
	vsum int16 // moves the victim's pieces need at least
	vcap int16 // victim pieces the target has captured still on the board
}

func newFullSet(e *engine, targets []*fullTarget, mater movegen.Color, materMoves, victimMoves int) *fullSet {
	fs := &fullSet{targets: targets, mater: mater, nM: e.pos.ColorPieces(mater).Count()}
	fs.castles = e.pos.Castling() != 0
	for _, sq := range e.track.sq {
		fs.origSq = append(fs.origSq, sq)
		fs.origType = append(fs.origType, e.pos.PieceAt(sq).Type())
	}
	if len(targets) > 0 {
		fs.n = len(targets[0].slots)
	}
	fs.flat = make([]slot, 0, len(targets)*fs.n)
	for _, t := range targets {
		fs.flat = append(fs.flat, t.slots...)
	}
	for i := range targets {
		if en, ok := fs.entry(e, int32(i)); ok && en.fits(materMoves, victimMoves) {
			fs.root = append(fs.root, en)
		}
	}
	fs.walk = &targetWalk[[]fEntry]{mater: mater, filter: e.liveFull}
	return fs
}

// fits reports whether the entry's needs fit the moves left.
func (en fEntry) fits(materMoves, victimMoves int) bool {
	return int(en.msum) <= materMoves && int(en.vcap) <= materMoves && int(en.vsum) <= victimMoves
}

// entry computes target i's sums at the current position from scratch; ok is false if
// a placed piece has been captured.
func (fs *fullSet) entry(e *engine, i int32) (fEntry, bool) {
	en := fEntry{i: i}
	slots := fs.flat[int(i)*fs.n : int(i+1)*fs.n]
	for id, sl := range slots {
		sq := e.track.sq[id]
		switch sl.state {

		case slotCaptured:
			if sq != movegen.NoSquare {
				en.vcap++
			}
		case slotMoved:
			if sq == movegen.NoSquare {
				return en, false
			}
			if fs.home(id, e.pos.PieceAt(sq).Type(), sq) {
				en.vsum++
			}
		case slotAt:
			if sq == movegen.NoSquare {
				return en, false
			}
			d := fs.dist(e.pos, id, sq, sl)
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
func (fs *fullSet) dist(pos *movegen.Position, id int, sq movegen.Square, sl slot) int {
	c := fs.mater
	if id >= fs.nM {
		c = c.Other()
	}
	typ := pos.PieceAt(sq).Type()
	d := sl.dist(c, typ, sq)
	if d > 0 && fs.castles {
		var cs [2]movegen.Square
		if typ == movegen.King {
			for _, k := range cs[:castleSquaresInto(pos, c, &cs)] {
				d = min(d, 1+int(plainDist[movegen.King][k][sl.sq]))
			}
		} else if typ == movegen.Rook && sl.typ == movegen.Rook {
			if r, ok := castledRook(pos, c, sq); ok {
				d = min(d, int(plainDist[movegen.Rook][r][sl.sq]))
			}
		}
	}
	return min(d, unreachable)
}

// home reports whether piece id, a typ on sq, stands on its first square as its first
// type.
func (fs *fullSet) home(id int, typ movegen.PieceType, sq movegen.Square) bool {
	return sq == fs.origSq[id] && typ == fs.origType[id]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (fs *fullSet) buf(ply int) []fEntry {
	for len(fs.bufs) <= ply {
		fs.bufs = append(fs.bufs, nil)
	}
	return fs.bufs[ply][:0]
}

// liveFull is filterFull for a targetWalk: the entries and whether there are any.
func (e *engine) liveFull(set []fEntry, materMoves, victimMoves int) ([]fEntry, bool) {
	live := e.filterFull(set, materMoves, victimMoves)
	return live, len(live) > 0
}

// filterFull returns the entries of set (those reachable at the parent) still reachable
// after the last move, with materMoves and victimMoves moves left.
func (e *engine) filterFull(set []fEntry, materMoves, victimMoves int) []fEntry {
	fs := e.fset
	live := fs.buf(e.ply)
	defer func() { fs.bufs[e.ply] = live }()
	u := e.track.stack[len(e.track.stack)-1]
	moverID := int(e.track.id[u.to])
	full := u.rookFrom != movegen.NoSquare || u.capSq != u.to && u.capSq != movegen.NoSquare || moverID < 0 ||
		fs.castles && (u.moved == movegen.King || u.moved == movegen.Rook ||
			u.capID >= 0 && e.pos.Castling() != 0)
	if full {
		for _, en := range set {
			if en, ok := fs.entry(e, en.i); ok && en.fits(materMoves, victimMoves) {
				live = append(live, en)
			}
		}
		return live
	}
	c := fs.mater
	if moverID >= fs.nM {
		c = c.Other()
	}
	now := e.pos.PieceAt(u.to).Type()
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
