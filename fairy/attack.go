package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Attacks: whether a side could capture the piece on a square. A royal piece is in
// check when the other side attacks it. The common kinds answer from the geometry of
// the two squares (one table lookup and a walk along the line between them); the others
// generate the piece's moves and look for the capture, which is correct for every kind
// because it is the definition.

// attacked reports whether a piece of side by could capture the piece on t (which
// belongs to by's opponent); under a bothSides condition, a piece of either side.
func (g *Game) attacked(t int, by movegen.Color) bool {
	if g.attackedBy(t, by) || (g.ep != 0 || len(g.passes) != 0) && g.takenEnPassant(t, by, NoWalk) {
		return true
	}
	return g.rules.hooks.bothSides && g.attackedByOwn(t, by.Other())
}

// observedRight returns the en-passant right the observation tests see: the one the
// last move left or, when a pass followed that move (series play, a threat), the one
// the pass set aside. Popeye counts an en-passant capture as an observation of the pawn
// (pieces/walks/pawns/en_passant.c, en_passant_test_check), for check and for the
// conditions' observation (Madrasi, Isardam), and its dummy move leaves the pawn
// observed until its side's next move.
func (g *Game) observedRight() (ep, epPawn int) {
	if g.ep != 0 {
		return g.ep, g.epPawn
	}
	if n := len(g.passes); n > 0 && (len(g.hist) == 0 || int(g.hist[len(g.hist)-1].passes) < n) {
		return g.passes[n-1].ep, g.passes[n-1].epPawn
	}
	return 0, 0
}

// takenEnPassant reports whether a piece of by (of walk like, unless NoWalk) could take
// the pawn on t, which has just passed a square, en passant (observedRight), from
// anywhere: a marine pawn lands beyond the square passed, and the pawn may have gone on
// through a wormhole.
func (g *Game) takenEnPassant(t int, by movegen.Color, like Walk) bool {
	ep, pawn := g.observedRight()
	if ep == 0 || pawn != t {
		return false
	}
	saved, savedPawn := g.ep, g.epPawn
	g.ep, g.epPawn = ep, pawn // the capture is generated with the right in place
	defer func() { g.ep, g.epPawn = saved, savedPawn }()
	for bb := g.occ[by]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f != t && (like == NoWalk || g.board[f].Walk() == like) && g.asCapturable(t, func() bool {
			return g.anyCaptures(g.walkMoves(g.takeBuf(), f, g.walkOf(f, by), by), t)
		}) {
			return true
		}
	}
	return false
}

// attackedByOwn reports whether a piece of c could capture the piece of c on t if it
// belonged to the other side: the piece is given to the other side meanwhile, so that
// the walks whose attacks are found by generating captures see it.
func (g *Game) attackedByOwn(t int, c movegen.Color) bool {
	p := g.board[t]
	if p.Neutral() {
		return false // already asked for both sides
	}
	royal := g.royal
	g.put(t, p.WithSide(SideOf(c.Other())))
	a := g.attackedBy(t, c)
	g.put(t, p)
	g.royal = royal
	return a
}

// attackedBy reports whether a piece of side by could capture on t.
func (g *Game) attackedBy(t int, by movegen.Color) bool {
	if g.rules.hooks.observing {
		return g.attackedUnder(t, by)
	}
	for bb := g.occ[by]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f != t && geometry[g.board[f].Walk()].reach.has(f-t) && g.pieceAttacks(f, t, by) &&
			(!g.rules.hooks.byMaterial || g.observedBy(f, t, by)) {
			return true
		}
	}
	return false
}

// attackedUnder is attacked under conditions that change which pieces observe
// (condition.go): a piece observes by the walk they give it, from where their generator
// says, unless they paralyse it or deny the observation. The tests are asked cheapest
// first: whether the piece could capture on t at all, then whether a condition stops
// it (a paralysis test looks at the other side's pieces).
func (g *Game) attackedUnder(t int, by movegen.Color) bool {
	for _, x := range g.rules.hooks.attackers {
		if x.attacks(g, t, by) {
			return true
		}
	}
	gen := g.rules.hooks.generator
	for bb := g.occ[by]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f == t {
			continue
		}
		w := g.walkOf(f, by)
		if gen == nil && !geometry[w].reach.has(f-t) {
			continue
		}
		if g.pieceAttacksAs(f, t, w, by) && !g.condParalysed(f, by) && g.observedBy(f, t, by) {
			return true
		}
	}
	if g.observingOnly {
		return false
	}
	for _, x := range g.rules.hooks.checkers {
		if x.checks(g, t, by) {
			return true
		}
	}
	return false
}

// reaches reports whether the conditions' geometry lets the piece on f, moving by w for
// c, reach t: its capture's arrival square, which is t unless the walk captures by
// landing elsewhere (locusts, marine pieces: then some capture of t must arrive where
// the geometry allows).
func (g *Game) reaches(f, t int, w Walk, c movegen.Color) bool {
	ok := func(to int) bool {
		for _, x := range g.rules.hooks.geometers {
			if !x.reaches(f, to, c) {
				return false
			}
		}
		return true
	}
	return g.captureLands(f, t, w, c, ok)
}

// captureLands reports whether the piece on f, moving by w for c, has a capture of the
// piece on t whose arrival square ok accepts: t itself unless the walk captures by
// landing elsewhere (locusts, marine pieces), then the arrival of some capture of t.
func (g *Game) captureLands(f, t int, w Walk, c movegen.Color, ok func(int) bool) bool {
	if landsOnTarget[w] {
		return ok(t)
	}
	var buf []movegen.Move
	g.asCapturable(t, func() bool {
		buf = g.walkMoves(g.takeBuf(), f, w, c)
		return true
	})
	found := false
	for _, m := range buf {
		if g.capturedAt(m) == t && ok(box(m.To())) {
			found = true
			break
		}
	}
	g.giveBuf(buf)
	return found
}

// pieceAttacks reports whether the piece on f, moving for c, could capture the piece on
// t.
func (g *Game) pieceAttacks(f, t int, c movegen.Color) bool {
	return g.pieceAttacksAs(f, t, g.board[f].Walk(), c)
}

// pieceAttacksAs reports whether the piece on f, moving by walk w for c, could capture
// the piece on t.
func (g *Game) pieceAttacksAs(f, t int, w Walk, c movegen.Color) bool {
	p := g.board[f]
	if p.Has(Paralysing) || g.paralysed(f, c) {
		return false
	}
	if p.Has(Bul) || p.Has(Dob) {
		return g.attacksAs(f, t, w, c) && g.capturesWithHurdleMove(f, t, c)
	}
	return g.attacksAs(f, t, w, c)
}

// attacksAs is walkAttacks, by the conditions' generator if there is one, where the
// conditions' geometry lets f reach t.
func (g *Game) attacksAs(f, t int, w Walk, c movegen.Color) bool {
	if len(g.rules.hooks.geometers) > 0 && !g.reaches(f, t, w, c) {
		return false
	}
	if x := g.rules.hooks.generator; x != nil {
		return x.walkAttacks(g, f, t, w, c)
	}
	return g.walkAttacks(f, t, w, c)
}

// capturesWithHurdleMove reports whether the Bul or Dob hopper on f has a move that
// captures on t: a capture only counts when its hurdle can move after it (Popeye
// validates such a check by playing the capture).
func (g *Game) capturesWithHurdleMove(f, t int, c movegen.Color) bool {
	return g.anyCaptures(g.pieceMoves(g.takeBuf(), f, c), t)
}

// anyCaptures reports whether a move of buf (taken with takeBuf) captures the piece on t,
// and gives buf back.
func (g *Game) anyCaptures(buf []movegen.Move, t int) bool {
	found := false
	for _, m := range buf {
		if g.capturedAt(m) == t {
			found = true
			break
		}
	}
	g.giveBuf(buf)
	return found
}

// walkAttacks reports whether a piece on f moving by walk w for c could capture on t.
func (g *Game) walkAttacks(f, t int, w Walk, c movegen.Color) bool {
	for i := range model[w] {
		if g.compAttacks(f, t, &model[w][i], c) {
			return true
		}
	}
	return false
}

// compAttacks reports whether one component of a walk lets the piece on f capture on t.
func (g *Game) compAttacks(f, t int, k *comp, c movegen.Color) bool {
	if k.only == quietOnly {
		return false
	}
	if k.dir != 0 {
		return g.directedAttacks(f, t, k, c)
	}
	switch k.kind {
	case kLeap:
		return k.vs.leapOf(f, t) != 0
	case kRide:
		v := k.vs.lineOf(f, t)
		return v != 0 && g.clear(f+v, t, v)
	case kHop:
		return g.hopAttacks(f, t, k)
	case kDoubleHop:
		return g.doubleHopAttacks(f, t, k.vs)
	case kLeapHop, kChineseLeap:
		return g.leapHopAttacks(f, t, k.vs)
	case kContraHop:
		v := k.vs.lineOf(f, t)
		return v != 0 && t != f+v && g.occupied(f+v) && g.clear(f+2*v, t, v)
	case kLion, kChinese:
		v := k.vs.lineOf(f, t)
		return v != 0 && g.between(f, t, v) == 1
	case kKangarooLion:
		v := k.vs.lineOf(f, t)
		return v != 0 && g.between(f, t, v) == 2
	case kKangaroo:
		v := k.vs.lineOf(f, t)
		return v != 0 && g.occupied(t-v) && g.between(f, t, v) == 2
	case kLocust, kMarineRide:
		v := k.vs.lineOf(f, t)
		return v != 0 && g.clear(f+v, t, v) && g.empty(t+v)
	case kMarineLeap:
		v := k.vs.leapOf(f, t)
		return v != 0 && g.empty(t+v)
	case kEdgehog:
		v := k.vs.lineOf(f, t)
		return v != 0 && noEdge(f) != noEdge(t) && g.clear(f+v, t, v)
	case kMao, kMoa:
		v := k.vs.leapOf(f, t)
		return v != 0 && g.empty(f+passVector(v, k.kind == kMoa))
	case kPawn, kPawnCapture:
		return (g.stepsFrom(c, f) > 0 || g.rules.baseRankAttacks) && (t == f+forward(c)+dirLeft || t == f+forward(c)+dirRight)
	case kPawnStep:
		return false
	case kBerolina:
		return g.stepsFrom(c, f) > 0 && t == f+forward(c)
	case kRose, kSpiral, kMaoRider, kMoaRider:
		return k.paths.attacks(g, f, t)
	case kRadial:
		return g.radialAttacks(f, t, c)
	case kBouncer:
		return g.bouncerAttacks(f, t, k.vs)
	case kOrphan:
		return g.orphanAttacks(f, t, c)
	case kFriend:
		return g.friendAttacks(f, t, c)
	case kHunter:
		return g.hunterAttacks(f, t, k.n, c)
	}
	return g.attacksByMoves(f, t, k, c)
}

// clear reports whether the squares from a up to (not including) b along v are empty;
// b must lie on the line.
func (g *Game) clear(a, b, v int) bool {
	for ; a != b; a += v {
		if !g.empty(a) {
			return false
		}
	}
	return true
}

// between counts the pieces strictly between f and t along v; -1 when a square off the
// board (a hole) is between.
func (g *Game) between(f, t, v int) int {
	n := 0
	for s := f + v; s != t; s += v {
		if g.blocked(s) {
			return -1 // a hole ends the line
		}
		if !g.empty(s) {
			n++
		}
	}
	return n
}

// hopAttacks: a grasshopper (landing n squares beyond its hurdle) captures on t when the
// hurdle stands n squares before t with empty squares between, and the line from f to
// the hurdle is empty.
func (g *Game) hopAttacks(f, t int, k *comp) bool {
	v := k.vs.lineOf(f, t)
	if v == 0 {
		return false
	}
	h := t - k.n*v
	if (h-f)/v < 1 || !g.occupied(h) || !g.clear(h+v, t, v) {
		return false
	}
	return g.clear(f+v, h, v)
}

// doubleHopAttacks: a double grasshopper captures on t when its first hop lands on an
// empty square from which a second hop along a line lands on t (the hopper stays on f
// meanwhile, as its generation has it, so it may be the second hurdle).
func (g *Game) doubleHopAttacks(f, t int, s *vecSet) bool {
	for _, v := range s.vecs {
		h := g.endOfLine(f, v)
		if g.blocked(h) || !g.empty(h+v) {
			continue
		}
		mid := h + v
		if w := s.lineOf(mid, t); w != 0 && g.occupied(t-w) && g.clear(mid+w, t-w, w) {
			return true
		}
	}
	return false
}

// leapHopAttacks: a leaper-hopper captures on t two leaps away over a piece one leap
// away.
func (g *Game) leapHopAttacks(f, t int, s *vecSet) bool {
	d := t - f
	if d%2 != 0 {
		return false
	}
	v := s.leapOf(f, f+d/2)
	return v != 0 && g.occupied(f+v)
}

// attacksByMoves generates the component's moves from f and reports whether one
// captures the piece on t.
func (g *Game) attacksByMoves(f, t int, k *comp, c movegen.Color) bool {
	return g.asCapturable(t, func() bool { return g.anyCaptures(g.compMoves(g.takeBuf(), f, k, c), t) })
}

// asCapturable runs find with the piece on t stripped of the Uncapturable attribute
// meanwhile: observation is geometry (Popeye filters the captures of uncapturable pieces
// out of the moves generated, not out of observation tests), so the walks whose attacks
// are found by generating captures must see the piece as any other.
func (g *Game) asCapturable(t int, find func() bool) bool {
	p := g.board[t]
	if !p.Has(Uncapturable) {
		return find()
	}
	g.board[t] = p.Without(Uncapturable)
	found := find()
	g.board[t] = p
	return found
}
