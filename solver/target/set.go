package target

import (
	"github.com/cpls-dev/cpls/movegen"
)

// One search for all targets: every node carries the set of targets (final placements
// of the mating side, see placement.go) that may still be reached from it, filtered
// from its parent's set; a node whose set is empty is pruned. A node is thus visited
// exactly when some per-target search would visit it, but only once.
//
// The pruning is sound whatever the path to a position: a line from a position that
// reaches the goal ends in a placement that was enumerated at the root and is feasible
// at every node of the line. So "no line of d half moves from this position" is a
// property of the position alone, and the table entries are those of the plain help
// search (shared with it, across lengths and with set play).

// Set is one engine's state for the search over a list of targets.
type Set struct {
	targets []*Placement
	mater   movegen.Color
	nMater  int // ids 0…nMater-1 are the mating side's pieces
	// materRights are the castling rights of the mating side: while it has none, its
	// king's and rooks' distances are their plain ones.
	materRights uint8
	root        []Entry // the targets with their sums at the root
	// The engine's position and tracker the set follows (see NewSet).
	pos *movegen.Position
	tr  *Tracker
	// Per node, the victim's side of the test for each kings list (target.kid): valid
	// when kStamp[kid] == gen.
	gen    uint32
	kStamp []uint32
	kOK    []bool
	// The targets' placements one after another (nMater each) and kings list ids, for
	// the filter's inner loops.
	flat       []placed
	kid        []int32
	kings      [][]kingTarget // by kings list id (target.kid)
	last       lastMask       // see VictimLastMask
	blockCache [256]blockSlot // see cachedBlocks
	assignMemo []assignSlot   // see assignFits
	bufs       [][]Entry      // per ply: the targets still feasible there
	// nodeFacts.mtyp and rows of the node being filtered, nMater each.
	mtyp []movegen.PieceType
	rows [][64]uint8
}

// Entry is a target still feasible at a node, with what the test found there.
type Entry struct {
	i    int32
	sum  int16 // moves the mating side needs at least to reach the placement
	caps int8  // pieces of the mating side still on the board the target has captured
}

// setBuf returns the target buffer of the current ply, emptied.
func (ts *Set) setBuf(ply int) []Entry {
	for len(ts.bufs) <= ply {
		ts.bufs = append(ts.bufs, nil)
	}
	return ts.bufs[ply][:0]
}

// Root returns the targets feasible at the root, with their sums there.
func (ts *Set) Root() []Entry { return ts.root }

// Mater returns the mating side the set was made for.
func (ts *Set) Mater() movegen.Color { return ts.mater }

// Filter is filter with whether any entry is left: the entries of set still feasible
// after the last move, with materMoves and victimMoves moves left. ply is the depth of
// the node; the result stays valid until Filter is called again at the same ply.
func (ts *Set) Filter(ply int, set []Entry, materMoves, victimMoves int) ([]Entry, bool) {
	live := ts.filter(ply, set, materMoves, victimMoves)
	return live, len(live) > 0
}

// filter returns the targets of set (those feasible at the parent) still feasible with
// materMoves and victimMoves moves left. Only what the last move can have changed is
// tested again: a quiet move of the mating side changes one piece's distance and
// nothing the victim needs; a move of the victim changes nothing the mating side needs
// but the piece it captures. Castling, en passant and captures that take castling
// rights from the mating side make it test everything.
func (ts *Set) filter(ply int, set []Entry, materMoves, victimMoves int) []Entry {
	pos, tr := ts.pos, ts.tr
	var n nodeFacts
	n.init(pos, tr, ts.mater, materMoves, victimMoves)
	n.ts, n.mtyp, n.rows = ts, ts.mtyp, ts.rows
	ts.gen++
	live := ts.setBuf(ply)
	u := tr.stack[len(tr.stack)-1]
	full := u.rookFrom != movegen.NoSquare || u.capSq != u.to && u.capSq != movegen.NoSquare ||
		u.castling&ts.materRights != pos.Castling()&ts.materRights
	switch {
	case !full && pos.PieceAt(u.to).Color() != ts.mater:
		live = ts.victimMoved(&n, live, set, u.capID)
	case !full && (u.castling&ts.materRights == 0 || u.moved != movegen.King && u.moved != movegen.Rook):
		live = ts.materMoved(&n, live, set, u)
	default:
		for _, en := range set {
			if en, ok := n.feasible(ts.targets[en.i], en.i); ok {
				live = append(live, en)
			}
		}
	}
	ts.bufs[ply] = live // the buffer, grown, for the next node at this ply
	return live
}

// materMoved is filter after a move of the mating side u (neither castling nor en
// passant), appending to live: one distance row before and after the move for each
// target, and the victim's side again if the move captured.
func (ts *Set) materMoved(n *nodeFacts, live, set []Entry, u trackUndo) []Entry {
	pos, tr := ts.pos, ts.tr
	id := tr.id[u.to]
	now := pos.PieceAt(u.to).Type()
	victimToo := u.capID >= 0
	// A piece that keeps its type: one distance row before and after the move.
	var rowOld, rowNew *[64]uint8
	if now == u.moved {
		k := int(now)
		if now == movegen.Pawn {
			k = int(ts.mater)
		}
		rowOld, rowNew = &plainDist[k][u.from], &plainDist[k][u.to]
	}
	nm, materMoves := ts.nMater, n.materMoves
	for _, en := range set {
		p := ts.flat[int(en.i)*nm+int(id)]
		sum := int(en.sum)
		if !p.captured {
			if rowOld != nil && p.typ == now {
				sum += int(rowNew[p.sq]) - int(rowOld[p.sq])
			} else {
				sum += pieceDist(ts.mater, now, u.to, p.typ, p.sq) - pieceDist(ts.mater, u.moved, u.from, p.typ, p.sq)
			}
			if sum > materMoves {
				continue
			}
		}
		en.sum = int16(sum)
		if victimToo && !n.victimFeasible(ts.targets[en.i], int(en.caps)) {
			continue
		}
		live = append(live, en)
	}
	return live
}

// victimMoved is filter after a move of the victim (neither castling nor en passant)
// that captured the mating side's piece capID (-1: none), appending to live: the
// mating side's sums stay; a target that keeps the piece is lost, one that captures it
// has one capture less to make; and the victim's side is tested again.
func (ts *Set) victimMoved(n *nodeFacts, live, set []Entry, capID int8) []Entry {
	vm, mm := int8(n.victimMoves), int16(n.materMoves)
	took := capID >= 0 && int(capID) < ts.nMater
	for _, en := range set {
		if took {
			if !ts.flat[int(en.i)*ts.nMater+int(capID)].captured {
				continue
			}
			en.caps--
		}
		if en.sum > mm || en.caps > vm {
			continue
		}
		kid := ts.kid[en.i]
		if ts.kStamp[kid] != ts.gen {
			ts.kStamp[kid], ts.kOK[kid] = ts.gen, n.k != movegen.NoSquare && n.kingsFeasible(ts.targets[en.i])
		}
		if ts.kOK[kid] {
			live = append(live, en)
		}
	}
	return live
}

// nodeFacts is what the feasibility test of targets needs to know about one position,
// computed once per node.
type nodeFacts struct {
	materMoves, victimMoves int
	mater                   movegen.Color
	sq                      []movegen.Square // by piece id (the Tracker's)
	pos                     *movegen.Position
	materCastles            [2]movegen.Square
	nmc                     int
	k                       movegen.Square
	kingCastles             [2]movegen.Square
	nkc                     int
	// The victim's blockers (lazily): how many there are, and the fewest moves for any
	// of them to reach the squares of minDone.
	blockReady bool
	nBlockers  int
	minDone    movegen.Bitboard
	minVal     [64]uint8
	ts         *Set // for the cache of kingsFeasible, nil for none
	// The blockers one by one (the victim has at most 15 besides its king).
	nb   int
	bsq  [16]movegen.Square
	brow [16]*[64]uint8 // moveDist from the piece's square
	balt [16]*[64]uint8 // moveDist from its square after castling, or nil
	// vkey is the victim's pieces' hash (victimKey), 0 until computed.
	vkey uint64
	// The mating side's pieces by id (lazily, materRows): type and distance row.
	rowsReady bool
	mtyp      []movegen.PieceType
	rows      [][64]uint8
}

func (n *nodeFacts) init(pos *movegen.Position, tr *Tracker, mater movegen.Color, materMoves, victimMoves int) {
	n.pos, n.mater, n.sq = pos, mater, tr.sq
	n.materMoves, n.victimMoves = materMoves, victimMoves
	n.nmc = castleSquaresInto(pos, mater, &n.materCastles)
	n.k = pos.King(mater.Other())
	n.nkc = castleSquaresInto(pos, mater.Other(), &n.kingCastles)
}

// castleSquaresInto is castleSquares without allocation.
func castleSquaresInto(p *movegen.Position, c movegen.Color, out *[2]movegen.Square) int {
	r := p.Castling()
	n := 0
	ks, qs, g, cc := movegen.WhiteKingside, movegen.WhiteQueenside, movegen.G1, movegen.C1
	if c == movegen.Black {
		ks, qs, g, cc = movegen.BlackKingside, movegen.BlackQueenside, movegen.G8, movegen.C8
	}
	if r&ks != 0 {
		out[n] = g
		n++
	}
	if r&qs != 0 {
		out[n] = cc
		n++
	}
	return n
}

func (n *nodeFacts) blockers() {
	n.blockReady = true
	victim := n.mater.Other()
	for b := n.pos.ColorPieces(victim) &^ movegen.SquareBB(n.k); b != 0; {
		s := b.PopFirst()
		pc := n.pos.PieceAt(s)
		var alt *[64]uint8
		if n.nkc > 0 && pc.Type() == movegen.Rook {
			if c, ok := castledRook(n.pos, victim, s); ok {
				alt = &moveDist[movegen.Rook][c]
			}
		}
		n.bsq[n.nb], n.brow[n.nb], n.balt[n.nb] = s, &moveDist[distKind(pc)][s], alt
		n.nb++
	}
	n.nBlockers = n.nb
}

// minBlock is the fewest moves for any of the victim's pieces (not the king) to stand
// on f.
func (n *nodeFacts) minBlock(f movegen.Square) int {
	if n.minDone.Has(f) {
		return int(n.minVal[f])
	}
	best := uint8(unreachable)
	for i := range n.nb {
		best = min(best, n.brow[i][f])
		if a := n.balt[i]; a != nil {
			best = min(best, a[f])
		}
	}
	n.minDone |= movegen.SquareBB(f)
	n.minVal[f] = best
	return int(best)
}

// feasible tests target t (number i) completely: its entry, and whether it may still
// be reached (false: certainly not).
func (n *nodeFacts) feasible(t *Placement, i int32) (Entry, bool) {
	if !n.rowsReady {
		n.materRows(len(t.place))
	}
	sum, captures := 0, 0
	for id, p := range t.place {
		sq := n.sq[id]
		if p.captured {
			if sq != movegen.NoSquare {
				captures++
			}
			continue
		}
		if sq == movegen.NoSquare {
			return Entry{}, false
		}
		if typ := n.mtyp[id]; typ == p.typ {
			sum += int(n.rows[id][p.sq])
		} else {
			sum += pieceDist(n.mater, typ, sq, p.typ, p.sq)
		}
		if sum > n.materMoves {
			return Entry{}, false
		}
	}
	en := Entry{i: i, sum: int16(sum), caps: int8(captures)}
	return en, n.victimFeasible(t, captures)
}

// materRows fills, for each of the nm pieces of the mating side on the board, its type
// and its distances to every square as that type (pieceDist with the same type), with
// castling folded in for its king and rooks: the node's part of feasible, which then
// reads one entry per piece and target.
func (n *nodeFacts) materRows(nm int) {
	n.rowsReady = true
	for id := range nm {
		sq := n.sq[id]
		if sq == movegen.NoSquare {
			continue
		}
		typ := n.pos.PieceAt(sq).Type()
		n.mtyp[id] = typ
		row := &n.rows[id]
		switch typ {
		case movegen.Pawn:
			*row = plainDist[n.mater][sq]
			for f := range 8 {
				row[movegen.MakeSquare(f, lastRank(n.mater))] = unreachable
			}
			continue
		case movegen.King:
			*row = plainDist[movegen.King][sq]
			for _, c := range n.materCastles[:n.nmc] {
				castled := &plainDist[movegen.King][c]
				for to := range row {
					if movegen.Square(to) != sq {
						row[to] = min(row[to], 1+castled[to])
					}
				}
			}
			continue
		}
		*row = plainDist[typ][sq]
		if c, ok := castledRook(n.pos, n.mater, sq); ok && typ == movegen.Rook && n.nmc > 0 {
			castled := &plainDist[movegen.Rook][c]
			for to := range row {
				if movegen.Square(to) != sq {
					row[to] = min(row[to], castled[to])
				}
			}
		}
	}
}

// victimFeasible is the victim's side of the test: the pieces the target has captured
// (captures of them still on the board), the king's walk to one of its squares and the
// blocks there fit into the victim's moves.
func (n *nodeFacts) victimFeasible(t *Placement, captures int) bool {
	if captures > n.victimMoves || n.k == movegen.NoSquare {
		return false
	}
	if ts := n.ts; ts != nil {
		if ts.kStamp[t.kid] == ts.gen {
			return ts.kOK[t.kid]
		}
		ok := n.kingsFeasible(t)
		ts.kStamp[t.kid], ts.kOK[t.kid] = ts.gen, ok
		return ok
	}
	return n.kingsFeasible(t)
}

// kingsFeasible tests the target's king squares.
func (n *nodeFacts) kingsFeasible(t *Placement) bool {
	for _, kt := range t.kings {
		walk := kingWalk(n.k, kt.sq, n.kingCastles[:n.nkc])
		if walk > n.victimMoves {
			continue
		}
		left := n.victimMoves - walk
		// A piece of the victim's own on the king's square must leave it first.
		vacate := kt.sq != n.k && n.pos.ColorPieces(n.mater.Other()).Has(kt.sq)
		if kt.block == 0 {
			if !vacate || left >= 1 {
				return true
			}
			continue
		}
		if n.cachedBlocks(kt.block, kt.sq, left, vacate) {
			return true
		}
	}
	return false
}

// NewSet prepares the search over targets at the root: pos is the position the search
// plays its moves on and tr follows its pieces (NewTracker with mater first, at the
// root); the set keeps both and reads them at every Filter.
func NewSet(pos *movegen.Position, tr *Tracker, targets []*Placement, mater movegen.Color, materMoves, victimMoves int) *Set {
	ts := &Set{targets: targets, mater: mater, nMater: pos.ColorPieces(mater).Count(), pos: pos, tr: tr}
	ts.materRights = movegen.WhiteKingside | movegen.WhiteQueenside
	if mater == movegen.Black {
		ts.materRights = movegen.BlackKingside | movegen.BlackQueenside
	}
	nk := int32(0)
	for _, t := range targets {
		nk = max(nk, t.kid+1)
	}
	ts.kStamp, ts.kOK = make([]uint32, nk), make([]bool, nk)
	ts.flat = make([]placed, 0, len(targets)*ts.nMater)
	ts.kid = make([]int32, len(targets))
	ts.kings = make([][]kingTarget, nk)
	for i, t := range targets {
		ts.flat = append(ts.flat, t.place...)
		ts.kid[i] = t.kid
		ts.kings[t.kid] = t.kings
	}
	var n nodeFacts
	n.init(pos, tr, mater, materMoves, victimMoves)
	ts.mtyp, ts.rows = make([]movegen.PieceType, ts.nMater), make([][64]uint8, ts.nMater)
	n.mtyp, n.rows = ts.mtyp, ts.rows
	for i, t := range targets {
		if en, ok := n.feasible(t, int32(i)); ok {
			ts.root = append(ts.root, en)
		}
	}
	return ts
}

// finalMoves marks in to, for the mating side's last move, the squares each piece may
// move to: those that complete a target of live (feasible with one move of the mating
// side and none of the victim left). Castling is not marked (callers let it through).
func (ts *Set) FinalMoves(live []Entry, to *[64]movegen.Bitboard) {
	for _, en := range live {
		if en.sum != 1 {
			continue // 0: any move leaves the placement
		}
		for id, p := range ts.targets[en.i].place {
			sq := ts.tr.sq[id]
			if p.captured || sq == movegen.NoSquare {
				continue
			}
			if sq != p.sq || ts.pos.PieceAt(sq).Type() != p.typ {
				to[sq] |= movegen.SquareBB(p.sq)
				break
			}
		}
	}
}
