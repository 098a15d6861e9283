package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// put writes p on the box square b and keeps the occupancy, the walk counts and the
// royal squares up to date; it neither records nor hashes.
func (g *Game) put(b int, p Piece) {
	old := g.board[b]
	g.board[b] = p
	bit := movegen.Bitboard(1) << uint(sq64[b])
	for c := movegen.White; c <= movegen.Black; c++ {
		if old.Belongs(c) {
			g.occ[c] &^= bit
			g.counts[c][old.Walk()]--
			if g.royal[c] == b && old.IsRoyal() {
				g.royal[c] = 0
			}
		}
		if p.Belongs(c) {
			g.occ[c] |= bit
			g.counts[c][p.Walk()]++
			if p.IsRoyal() && (!g.attrRoyal || p.Has(Royal)) && !g.rules.noRoyal {
				g.royal[c] = b
			}
		}
	}
	if g.rules.dynasty && (old.Walk() == King || p.Walk() == King) {
		g.crown()
	}
}

// set writes p on b as part of the move being made: the old piece is recorded for
// Unmake and the hash updated.
func (g *Game) set(b int, p Piece) {
	u := &g.hist[len(g.hist)-1]
	if int(u.n) == len(u.sq) {
		u.more = append(u.more, written{sq: int16(b), old: g.board[b], orig: g.origin[b]})
		g.hash ^= pieceKey(b, g.board[b]) ^ pieceKey(b, p)
		g.put(b, p)
		return
	}
	u.sq[u.n], u.old[u.n], u.oldOrig[u.n] = int16(b), g.board[b], g.origin[b]
	if g.rules.origins {
		// A piece written where none stood is the one moving (carry); one written over
		// a piece changes it in place.
		switch {
		case p == NoPiece:
			g.origin[b] = 0
		case g.carry != 0:
			g.origin[b], g.carry = g.carry, 0
		}
	}
	u.n++
	g.hash ^= pieceKey(b, g.board[b]) ^ pieceKey(b, p)
	g.put(b, p)
}

// KingCastling is the castling bit of c's king (Popeye's king flag, beside movegen's
// bits, which are the rooks' here): set while the king has not left its square, so that
// a rook reborn in its corner may castle again (Circe). Castling needs both.
func KingCastling(c movegen.Color) uint8 { return 1 << (4 + c) }

// rightBits returns c's castling bits (short, long, the king's) and the box square of
// its king's home.
func rightBits(c movegen.Color) (short, long, king uint8, home int) {
	if c == movegen.White {
		return movegen.WhiteKingside, movegen.WhiteQueenside, KingCastling(c), box(movegen.E1)
	}
	return movegen.BlackKingside, movegen.BlackQueenside, KingCastling(c), box(movegen.E8)
}

// castlingLost maps the box squares of kings and rooks to the rights a move from or to
// them loses.
var castlingLost = func() (t [boxSize]uint8) {
	t[box(movegen.E1)] = movegen.WhiteKingside | movegen.WhiteQueenside | KingCastling(movegen.White)
	t[box(movegen.H1)] = movegen.WhiteKingside
	t[box(movegen.A1)] = movegen.WhiteQueenside
	t[box(movegen.E8)] = movegen.BlackKingside | movegen.BlackQueenside | KingCastling(movegen.Black)
	t[box(movegen.H8)] = movegen.BlackKingside
	t[box(movegen.A8)] = movegen.BlackQueenside
	return t
}()

// Make plays m, a legal move of the side to move.
func (g *Game) Make(m movegen.Move) {
	if n := g.seriesOf(m); n != 0 {
		g.makeSeries(g.seriesLegs(n))
		return
	}
	d := g.decode(m)
	g.makeDecoded(m, &d)
}

// makeDecoded is Make for m, not a series move (seriesOf), unpacked in d, which the
// legality tests have at hand: they spare a second decoding.
func (g *Game) makeDecoded(m movegen.Move, d *decoded) {
	if d.from == d.to && g.isSideMove(m) {
		g.makeSideMove(m, *d)
		return
	}
	var views []magicView
	magic := g.rules.magic && !g.viewing
	if magic {
		views = g.viewsBefore()
	}
	g.pushUndo(m)
	c := g.side
	mover := g.board[d.from]
	capSq := g.capturedSquare(d)
	captured := NoPiece
	capOrigin := g.origin[capSq]
	if capSq != 0 {
		captured = g.board[capSq]
		g.set(capSq, NoPiece)
		u := &g.hist[len(g.hist)-1]
		u.captured, u.capSq = captured, int16(capSq)
	}
	if d.castling() && d.rookFrom != 0 {
		// the rook moves to its corner first (AntiMarsCirce), before the king arrives:
		// it may stand on the king's arrival square ("[wKd4->e1][wRc1->a1]0-0-0")
		g.carry = g.origin[d.rookFrom]
		rook := g.board[d.rookFrom]
		g.set(int(d.rookFrom), NoPiece)
		g.set(int(d.rookCorner), rook)
	}
	g.carry = g.origin[d.from]
	partner := NoPiece // the piece an exchange brings to from
	if d.exchange {
		partner = g.board[d.to]
	}
	g.set(d.from, partner)
	arrived := g.arriving(mover, d, captured)
	if arrived != NoPiece {
		g.set(d.to, arrived)
	}
	switch d.kind {
	case castleShort, castleLong:
		rf, rt := d.castlingPartner()
		rook := g.board[rf]
		g.carry = g.origin[rf]
		g.set(rf, NoPiece)
		g.set(rt, rook)
	case hopMove, hurdleHop:
		if mover.Has(HurdleColourChanging) {
			g.recolourHurdle(d.aux)
		}
		if d.kind == hurdleHop {
			hurdle := g.board[d.aux]
			if p := d.hurdlePromo; p != nil {
				hurdle = hurdle.WithWalk(p.walk) | Piece(p.attrs)<<attrShift
			}
			g.carry = g.origin[d.aux]
			g.set(d.aux, NoPiece)
			g.set(int(d.dest), hurdle)
		}
	}
	if mover.Has(HalfNeutral) && arrived != NoPiece {
		g.set(d.to, halfNeutralAfterMove(arrived, c))
	}
	if d.makeCastle != 0 {
		g.makeCastling(*d)
	}
	g.loseRights(d, capSq)
	if castlingLost[d.to] != 0 && arrived != NoPiece && arrived.Walk() != mover.Walk() {
		g.walkChanged(d.to)
	}
	if effects := g.rules.hooks.effects; len(effects) > 0 || magic {
		e := g.effectSlot()
		// Field by field: a composite literal of the record is built aside and copied.
		e.d, e.mover, e.arrived, e.captured = *d, mover, arrived, captured
		e.capSq, e.side, e.capOrigin, e.at, e.reborn = capSq, c, capOrigin, 0, false
		e.rebirth = rules.Rebirth{}
		for i, x := range effects {
			if i == g.rules.hooks.early && magic {
				g.recolourMagic(views, *d, capSq, arrived)
			}
			x.afterMove(g, e)
		}
		if len(effects) == g.rules.hooks.early && magic {
			g.recolourMagic(views, *d, capSq, arrived)
		}
	}
	g.carry = 0
	g.hash ^= sideKey
	g.side = c.Other()
	if magic {
		g.keepViews()
	}
}

// makeSideMove plays m, a move that moves no piece (noPieceMove): the condition that
// generated it plays it; the en-passant right lapses.
func (g *Game) makeSideMove(m movegen.Move, d decoded) {
	g.pushUndo(m)
	g.hash ^= epKey(g.ep)
	g.ep, g.epPawn = 0, 0
	for _, x := range g.rules.hooks.sideMovers {
		x.playSideMove(g, d)
	}
	g.hash ^= sideKey
	g.side = g.side.Other()
}

// pushUndo adds the record of m, about to be made, to hist. The record is written field
// by field into the list's next slot (its squares only up to n, as set writes them), not
// built and copied whole: Make is the engine's hottest path.
func (g *Game) pushUndo(m movegen.Move) {
	passedKey := g.passedKey() // a pass's right lapses at the move (observedRight)
	n := len(g.hist)
	if n < cap(g.hist) {
		g.hist = g.hist[:n+1]
	} else {
		g.hist = append(g.hist, undo{})
	}
	u := &g.hist[n]
	u.hash, u.move, u.ghosts = g.hash, m, g.ghosts
	u.ep, u.epPawn = int16(g.ep), int16(g.epPawn)
	u.royal = [2]int16{int16(g.royal[0]), int16(g.royal[1])}
	u.tally, u.n, u.castling = g.tally, 0, g.castling
	u.captured, u.capSq, u.passes, u.by = NoPiece, 0, uint16(len(g.passes)), g.side
	u.more = u.more[:0]
	g.hash ^= passedKey
}

// effectSlot returns the record of the move being made (the last in hist) that its
// effects are handed: kept in the game, one per nesting level, because a record passed
// to the effect hooks' interface would otherwise be allocated at every move. A nested
// Make that grows the list leaves the caller's record where it was.
func (g *Game) effectSlot() *moveEffect {
	for len(g.fx) < len(g.hist) {
		g.fx = append(g.fx, moveEffect{})
	}
	return &g.fx[len(g.hist)-1]
}

// arriving returns the piece that arrives on d.to: the mover, promoted, or changed by its
// attributes (a chameleon's next walk); NoPiece when it vanishes (a kamikaze that
// captured).
func (g *Game) arriving(mover Piece, d *decoded, captured Piece) Piece {
	if captured != NoPiece && mover.Has(Kamikaze) {
		return NoPiece
	}
	p, promo := mover, d.promo
	if d.wormhole != 0 && g.lateWormholePromotion(mover, d) {
		promo = nil // it promotes on the wormhole it goes on to (wormholes.afterMove)
	}
	if promo != nil && promo.walk == NoWalk {
		return NoPiece // promoted into an Imitator (imitator.afterMove adds it)
	}
	if promo != nil {
		p = p.WithWalk(promo.walk) | Piece(promo.attrs)<<attrShift
	} else if mover.Has(Chameleon) {
		p = p.WithWalk(g.chameleonNext(p.Walk()))
	}
	if g.rules.arrival != nil {
		p = p.WithWalk(g.arrivedWalk(p.Walk(), d.to))
	}
	return p
}

// chameleonNext is the walk a chameleon takes after moving: knight → bishop → rook →
// queen → knight; other walks keep theirs.
func chameleonNext(w Walk) Walk {
	switch w {
	case Knight:
		return Bishop
	case Bishop:
		return Rook
	case Rook:
		return Queen
	case Queen:
		return Knight
	}
	return w
}

// halfNeutralAfterMove returns a half-neutral piece after it moved for c: a neutral one
// becomes c's, one of c's becomes neutral.
func halfNeutralAfterMove(p Piece, c movegen.Color) Piece {
	if p.Neutral() {
		return p.WithSide(SideOf(c))
	}
	return p.WithSide(NeutralSide)
}

// recolourHurdle gives the hurdle on b to the other side (a neutral hurdle and a king
// stay as they are).
func (g *Game) recolourHurdle(b int) {
	p := g.board[b]
	if p.Walk() == King {
		return
	}
	switch p.Side() {
	case WhiteSide:
		g.set(b, p.WithSide(BlackSide))
	case BlackSide:
		g.set(b, p.WithSide(WhiteSide))
	}
}

// loseRights updates the rights after the move d: the castling rights of the squares
// it left, entered or captured on (a castling's, of its king's home, which a king that
// moved there first did not leave), and the en-passant right.
func (g *Game) loseRights(d *decoded, capSq int) {
	lost := castlingLost[d.from] | castlingLost[d.to] | castlingLost[capSq]
	if d.castling() && d.partner == 0 {
		lost |= castlingLost[d.castlingHome()]
	}
	ep, epPawn := passedBy(d)
	if g.castling&lost == 0 && ep == g.ep && epPawn == g.epPawn {
		return // most moves change neither (the hash keys of the rights are not free)
	}
	h := g.hash ^ castlingKey(g.castling) ^ epKey(g.ep)
	g.castling &^= lost
	g.ep, g.epPawn = ep, epPawn
	g.hash = h ^ castlingKey(g.castling) ^ epKey(g.ep)
}

// walkChanged updates the castling rights after the piece on the box square b changed
// its walk (a promotion, a chameleon's or a condition's change; Popeye's walk_change):
// the right of b is lost (on a king's home, the king's alone), then given back as to a
// piece that arrived there (rightsOnArrival): a pawn or a piece that became a rook in its
// corner may castle.
func (g *Game) walkChanged(b int) {
	lost := castlingLost[b]
	if lost == 0 {
		return
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		if _, _, king, home := rightBits(c); b == home {
			lost = king
		}
	}
	if r := g.castling &^ lost; r != g.castling {
		g.setCastling(r)
	}
	g.rightsOnArrival(b)
}

// passedBy returns the en-passant right the move d leaves: the square a pawn's
// multi-step passed (the first of two: passedOver) and the pawn's arrival square, or
// zeros after any other move.
func passedBy(d *decoded) (ep, epPawn int) {
	if d.kind != doubleStep {
		return 0, 0
	}
	if r := rankOf(d.to) - rankOf(d.from); r == 3 || r == -3 {
		return d.from + (d.to-d.from)/3, d.to
	}
	return (d.from + d.to) / 2, d.to
}

// setCastling sets the castling rights to r as part of the move being made (a
// condition's effect that gives them back); Unmake restores the old ones.
func (g *Game) setCastling(r uint8) {
	g.hash ^= castlingKey(g.castling) ^ castlingKey(r)
	g.castling = r
}

// setTally sets the tally of side i to v as part of the move being made; Unmake
// restores the old one.
func (g *Game) setTally(i int, v int32) {
	g.hash ^= tallyKey(g.tally)
	g.tally[i] = v
	g.hash ^= tallyKey(g.tally)
}

// Unmake takes back the last move made.
func (g *Game) Unmake() {
	u := &g.hist[len(g.hist)-1]
	if u.legs > 1 {
		g.unmakeSeries(int(u.legs))
		return
	}
	for i := len(u.more) - 1; i >= 0; i-- {
		w := u.more[i]
		g.put(int(w.sq), w.old)
		g.origin[w.sq] = w.orig
	}
	for i := int(u.n) - 1; i >= 0; i-- {
		g.put(int(u.sq[i]), u.old[i])
		g.origin[u.sq[i]] = u.oldOrig[i]
	}
	g.castling, g.ep, g.epPawn, g.hash = u.castling, int(u.ep), int(u.epPawn), u.hash
	g.royal = [2]int{int(u.royal[0]), int(u.royal[1])}
	g.ghosts = u.ghosts
	g.tally = u.tally
	g.side = g.side.Other()
	g.restoreState()
	g.hist = g.hist[:len(g.hist)-1]
}

// Pass gives the move to the other side; the en-passant right lapses, but the pawn
// that passed a square stays observed by the en-passant captures of it until its side's
// next move (observedRight).
func (g *Game) Pass() { g.pass(false) }

// pass passes the move, as the dummy move that starts a threat when threat is set.
func (g *Game) pass(threat bool) {
	h := g.hash
	if threat && g.rules.pendingHashed {
		g.hash ^= pendingKey(g.pending()) // the pending piece is lost (Parrain)
	}
	g.hash ^= epKey(g.ep) ^ g.passedKey() ^ passedEpKey(g.ep) ^ sideKey
	g.passes = append(g.passes, passed{ep: g.ep, epPawn: g.epPawn, hash: h, threat: threat})
	g.ep, g.epPawn = 0, 0
	g.side = g.side.Other()
}

// Unpass takes back the last pass, a threat's pass (PassThreat) with its effects.
func (g *Game) Unpass() {
	p := g.passes[len(g.passes)-1]
	g.passes = g.passes[:len(g.passes)-1]
	for i := len(p.changed) - 1; i >= 0; i-- {
		w := p.changed[i]
		g.put(int(w.sq), w.old)
		g.origin[w.sq] = w.orig
	}
	g.ep, g.epPawn, g.hash = p.ep, p.epPawn, p.hash
	g.side = g.side.Other()
}
