package target

import "github.com/cpls-dev/cpls/movegen"

// Mate cores: the target positions of Popeye's option "Intelligent n".
//
// Popeye's intelligent mode solves a help play once per target position it builds: the
// mated king, the pieces that check it, guard or block its flights (and pin what could
// spoil that), and no white piece the mate could do without; every other piece may
// stand anywhere in the end. "Intelligent n" stops each such solve after n solutions.
// A solution is thus written when it is among the first n, in Popeye's order, of the
// solutions reaching one of its targets: the solutions found again for a later target
// count there too (Popeye counts them before it drops them as duplicates).
//
// MateCores describes the targets a final position reaches by the position alone: the
// sets of its pieces that are a mate by themselves, with their checks and guards still
// working among the other pieces, and from which no piece can be taken without losing
// that. A flight blocked by one side and guarded by the other gives two cores, one
// with each piece, as Popeye builds a target with the guard and one with the block.

// maxCoreVisits bounds the sets MateCores examines for one position.
const maxCoreVisits = 1 << 14

// MateCores returns the cores of the mate in p (the side to move is mated), each as the
// squares of its pieces. It returns the occupied squares as the one core when the side
// to move has no king or the cores are too many to find (more than maxCoreVisits sets
// examined): the whole final position is then the target.
func MateCores(p *movegen.Position) []movegen.Bitboard {
	mated := p.SideToMove()
	k := p.King(mated)
	if k == movegen.NoSquare || !p.InCheck() {
		return []movegen.Bitboard{p.Occupied()}
	}
	c := coreFinder{p: p, mated: mated, k: k, seen: map[movegen.Bitboard]bool{}}
	c.flights = movegen.Attacks(mated, movegen.King, k, 0)
	// The guards of each flight in p, the king off the board (a line through it goes on).
	occ := p.Occupied() &^ movegen.SquareBB(k)
	for f := range c.flights.Squares() {
		c.guardsInP[f] = c.attackers(f, p.ColorPieces(mated.Other()), occ)
	}
	full := p.Occupied()
	if !c.inFamily(full) {
		return []movegen.Bitboard{full}
	}
	c.walk(full)
	if c.visits > maxCoreVisits {
		return []movegen.Bitboard{full}
	}
	return c.cores
}

// coreFinder searches the cores of one position.
type coreFinder struct {
	p         *movegen.Position
	mated     movegen.Color
	k         movegen.Square
	flights   movegen.Bitboard
	guardsInP [64]movegen.Bitboard
	pinsInP   movegen.Bitboard // the stalemated side's pinned pieces in p
	seen      map[movegen.Bitboard]bool
	visits    int
	cores     []movegen.Bitboard
}

// walk takes single pieces off the set t (a mate of the family) as long as the rest is
// one too, and collects the sets where no piece can go.
func (c *coreFinder) walk(t movegen.Bitboard) {
	if c.seen[t] || c.visits > maxCoreVisits {
		return
	}
	c.seen[t] = true
	c.visits++
	minimal := true
	for s := range (t &^ movegen.SquareBB(c.k)).Squares() {
		u := t &^ movegen.SquareBB(s)
		if c.inFamily(u) {
			minimal = false
			c.walk(u)
		}
	}
	if minimal {
		c.cores = append(c.cores, t)
	}
}

// inFamily reports whether p's pieces on the squares t alone mate the side to move, with
// each of their checks given in p too and each flight guarded by one of them that
// guards it in p as well. Castling and en passant play no part.
func (c *coreFinder) inFamily(t movegen.Bitboard) bool {
	q := movegen.NewEmpty()
	for s := range t.Squares() {
		q.Put(s, c.p.PieceAt(s))
	}
	q.SetSideToMove(c.mated)
	if !q.InCheck() || q.Checkers()&^c.p.Checkers() != 0 {
		return false
	}
	if len(q.LegalMoves(nil)) > 0 {
		return false
	}
	return c.flightsGuarded(q, t)
}

// flightsGuarded reports whether, in q (the pieces of t placed), every flight of the
// king not taken by its own side is guarded by a piece that guards it in the position
// too (guardsInP), with t's occupancy.
func (c *coreFinder) flightsGuarded(q *movegen.Position, t movegen.Bitboard) bool {
	occ := t &^ movegen.SquareBB(c.k)
	mater := q.ColorPieces(c.mated.Other())
	for f := range c.flights.Squares() {
		if q.ColorPieces(c.mated).Has(f) {
			continue
		}
		if c.attackers(f, mater, occ)&c.guardsInP[f] == 0 {
			return false
		}
	}
	return true
}

// attackers returns the pieces of p among those that attack s with the occupancy occ.
func (c *coreFinder) attackers(s movegen.Square, among, occ movegen.Bitboard) movegen.Bitboard {
	var a movegen.Bitboard
	for from := range among.Squares() {
		pc := c.p.PieceAt(from)
		if movegen.Attacks(pc.Color(), pc.Type(), from, occ).Has(s) {
			a |= movegen.SquareBB(from)
		}
	}
	return a
}
