package fairy

import "math/bits"

// ParrainCirce (Circe LastMove Equipollents, conditions/circe/parrain.c): the piece a
// move captures is reborn only after the next move (of either side, whatever it is), on
// its capture square moved by that move's vector (the sum of its pieces' movements:
// castling moves the king and the rook), and not at all when that square is off the
// board or occupied. ContraParrain moves the capture square against the vector. A
// threat's pass (its dummy move) is a move that moves nothing: the piece is lost; a
// pass of series or set play is no move (pending).
//
// The pending piece belongs to the position (it decides what the next move does), so
// the game records each move's capture (undo.captured, undo.capSq) and the hash of a
// position after a capture includes it (pendingKey).

// parrainRebirth rebirths the piece the previous move captured, after the move e.
func (x circe) parrainRebirth(g *Game, e *moveEffect) {
	g.hash ^= pendingKey(e.captured, e.capSq)
	n := len(g.hist)
	var prev undo
	switch {
	case n >= 2 && !g.threatPassed(int(g.hist[n-2].passes), int(g.hist[n-1].passes)):
		prev = g.hist[n-2]
	case n == 1 && !g.threatPassed(0, int(g.hist[0].passes)):
		p, capSq := g.retroCapture() // the game's first move follows the retro capture
		prev.captured, prev.capSq = p, int16(capSq)
	default:
		return
	}
	g.hash ^= pendingKey(prev.captured, int(prev.capSq))
	p := prev.captured
	if p == NoPiece || p.IsRoyal() && !x.rexInclusive {
		return
	}
	v := x.parrainVector(e.d)
	b := int(prev.capSq) + v
	if !onBoard(b) || !g.empty(b) {
		return
	}
	x.place(g, p, b, int(prev.capSq), x.rebirthPromotion(g, e, p, b))
}

// parrainVector returns the vector of the move d: the sum of its pieces' movements
// (Popeye's move_vector), against it in ContraParrain.
func (x circe) parrainVector(d decoded) int {
	v := d.to - d.from
	switch d.kind {
	case castleShort:
		v += 2 * dirLeft
	case castleLong:
		v += 3 * dirRight
	case hurdleHop:
		v += int(d.dest) - d.aux
	}
	if x.mirror {
		v = -v
	}
	return v
}

// pendingKey is the hash of a capture whose piece is still to be reborn (Parrain); 0
// when there is none.
func pendingKey(p Piece, capSq int) uint64 {
	if p == NoPiece {
		return 0
	}
	return bits.RotateLeft64(pieceKey(capSq, p), 23)
}

// parrainSquare returns the box square a capture by the piece on f of the piece on t,
// landing on land, would rebirth the piece the last move captured on (Parrain: see
// parrainRebirth), with f and t left empty; 0 when it rebirths none. Popeye plays such a
// capture to validate an observation (KoeKo's contact counts the reborn piece).
func (g *Game) parrainSquare(f, t, land int) int {
	for _, c := range g.rules.hooks.conditions {
		x, ok := c.(circe)
		if !ok || !x.lastMove {
			continue
		}
		p, capSq := g.pending()
		if p == NoPiece || p.IsRoyal() && !x.rexInclusive {
			return 0
		}
		b := capSq + x.parrainVector(decoded{from: f, to: land})
		if !onBoard(b) || b == land || b != f && b != t && !g.empty(b) {
			return 0
		}
		return b
	}
	return 0
}

// pending returns the capture of the last move whose piece is still to be reborn:
// none after a threat's pass. The passes of series and set play are no plies of their
// own for Parrain: Popeye rebirths the piece after the series' next move
// (parrain-series in problem/testdata/popeye, REGRESSIONS/4_69_to_4_71.inp#19).
func (g *Game) pending() (Piece, int) {
	n := len(g.hist)
	if n == 0 {
		if g.threatPassed(0, len(g.passes)) {
			return NoPiece, 0
		}
		return g.retroCapture()
	}
	if g.threatPassed(int(g.hist[n-1].passes), len(g.passes)) {
		return NoPiece, 0
	}
	return g.hist[n-1].captured, int(g.hist[n-1].capSq)
}

// threatPassed reports whether one of the passes from the i-th to before the j-th is a
// threat's.
func (g *Game) threatPassed(i, j int) bool {
	for _, p := range g.passes[i:j] {
		if p.threat {
			return true
		}
	}
	return false
}

// Circe WaitCapture (Popeye's circe_relevant_capture_lastcapture): a move that captures
// rebirths the piece the last capture before it took (its own piece waits for the next
// capture), by the square rule of the variant as that earlier capture gives it: its
// capture square, the capturing side. The waiting piece belongs to the position and is
// hashed.

// lastCapture returns the record of the last capture among the first n moves of the
// game (a zero record, whose captured is NoPiece, when none).
func (g *Game) lastCapture(n int) undo {
	for i := n - 1; i >= 0; i-- {
		if g.hist[i].captured != NoPiece {
			return g.hist[i]
		}
	}
	return undo{}
}

// waitingRebirth rebirths, after the capture e, the piece the last capture before it
// took.
func (x circe) waitingRebirth(g *Game, e *moveEffect) {
	if e.captured == NoPiece {
		return
	}
	prev := g.lastCapture(len(g.hist) - 1)
	g.hash ^= pendingKey(prev.captured, int(prev.capSq)) ^ pendingKey(e.captured, e.capSq)
	r, ok := x.waitingSquare(g, prev, e.d)
	if !ok || !g.empty(r.sq) {
		return
	}
	x.place(g, r.piece, r.sq, int(prev.capSq), x.rebirthPromotion(g, e, r.piece, r.sq))
}

// waitingSquare returns where the piece of the earlier capture prev is reborn at the
// move d.
func (x circe) waitingSquare(g *Game, prev undo, d decoded) (rebirth, bool) {
	p := prev.captured
	if p == NoPiece || p.IsRoyal() && !x.rexInclusive {
		return rebirth{}, false
	}
	side := prev.by
	if x.mirror {
		side = side.Other()
	}
	b := x.squareOf(g.circeWalk(p.Walk()), side, int(prev.capSq), d.from, d.to)
	return rebirth{p, b}, onBoard(b)
}
