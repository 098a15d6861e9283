package target

import "github.com/cpls-dev/cpls/movegen"

// Stalemate cores: the target positions of "Intelligent n" for the goal stalemate.
//
// Popeye's intelligent stalemate (optimisations/intelligent/stalemate) builds each
// target from the stalemated king, white pieces placed to guard its flights (the white
// king first, on a square two steps from it, then the other pieces in turn, each
// optionally: guard_flights.c), black and white blocks, and the pieces that immobilise
// the stalemated side's other pieces (blocking or pinning them); every piece of the
// stalemated side left at the end is placed too (an unused one is placed as a blocker
// or must be captured), while the other side's unused pieces may stand anywhere.
// Nothing makes a guard the only one of its flight, so a target may hold more guards
// than the stalemate needs. A final position thus reaches the targets made of all the
// stalemated side's pieces and a set of the other side's pieces that stalemates it by
// itself (each flight guarded and each pin given by a piece that does so in the final
// position too), each of whose pieces guards a flight (a square next to the king not
// held by the king's side) or is needed for the stalemate.

// StalemateCores returns the cores of the stalemate in p (the side to move has no
// move and is not in check), each as the squares of its pieces. It returns the
// occupied squares as the one core when the side to move has no king or is in check,
// or when the other side has too many pieces to try every set of them: the whole
// final position is then the target.
func StalemateCores(p *movegen.Position) []movegen.Bitboard {
	mated := p.SideToMove()
	k := p.King(mated)
	full := p.Occupied()
	others := p.ColorPieces(mated.Other())
	if k == movegen.NoSquare || p.InCheck() || others.Count() > maxStalemateGuards {
		return []movegen.Bitboard{full}
	}
	c := coreFinder{p: p, mated: mated, k: k}
	c.flights = movegen.Attacks(mated, movegen.King, k, 0)
	occ := full &^ movegen.SquareBB(k)
	for f := range c.flights.Squares() {
		c.guardsInP[f] = c.attackers(f, others, occ)
	}
	c.pinsInP = p.Pinned()
	if !c.inStalemateFamily(full) {
		return []movegen.Bitboard{full}
	}
	base := full &^ others
	var cores []movegen.Bitboard
	var list []movegen.Square
	for s := range others.Squares() {
		list = append(list, s)
	}
	for mask := 0; mask < 1<<len(list); mask++ {
		t := base
		for i, s := range list {
			if mask&(1<<i) != 0 {
				t |= movegen.SquareBB(s)
			}
		}
		if c.inStalemateFamily(t) && c.everyOneServes(t) {
			cores = append(cores, t)
		}
	}
	return cores
}

// maxStalemateGuards bounds the other side's pieces whose sets StalemateCores tries.
const maxStalemateGuards = 12

// everyOneServes reports whether each piece of the stalemating side in t (a stalemate
// of the family) guards a flight or is needed: without it t is no stalemate of the
// family.
func (c *coreFinder) everyOneServes(t movegen.Bitboard) bool {
	occ := t &^ movegen.SquareBB(c.k)
	held := t & c.p.ColorPieces(c.mated)
	for s := range (t & c.p.ColorPieces(c.mated.Other())).Squares() {
		pc := c.p.PieceAt(s)
		if movegen.Attacks(pc.Color(), pc.Type(), s, occ)&c.flights&^held != 0 {
			continue
		}
		if c.inStalemateFamily(t &^ movegen.SquareBB(s)) {
			return false
		}
	}
	return true
}

// inStalemateFamily reports whether p's pieces on the squares t alone stalemate the
// side to move, with each flight guarded by one of them that guards it in p as well
// and each pinned piece one that is pinned in p. Castling and en passant play no part.
func (c *coreFinder) inStalemateFamily(t movegen.Bitboard) bool {
	q := movegen.NewEmpty()
	for s := range t.Squares() {
		q.Put(s, c.p.PieceAt(s))
	}
	q.SetSideToMove(c.mated)
	if q.InCheck() || len(q.LegalMoves(nil)) > 0 {
		return false
	}
	if q.Pinned()&^c.pinsInP != 0 {
		return false
	}
	return c.flightsGuarded(q, t)
}
