package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Rebirths whose square the capture chooses (Popeye's circe_determine_rebirth_square
// super, cage and take_and_make): each capture is one move per square its piece may
// be reborn on, and per promotion where a pawn is reborn on its last rank; the move
// carries the choice (move.go, rebirth choice), so that the hash, Make and Unmake stay
// exact without any state beside the move. Popeye tries the squares from a1 to h8; the
// moves follow that order.

// chooses reports whether the captures of the rule choose their rebirth square.
func (r squareRule) chooses() bool {
	return r == superSquare || r == cageSquare || r == takeMakeSquare
}

// choosesRebirth reports whether the condition c makes captures choose a rebirth
// square.
func choosesRebirth(c Condition) bool {
	switch x := c.(type) {
	case circe:
		return x.square.chooses()
	case antiCirce:
		return x.square.chooses()
	case republican:
		return true // the square of the king placed
	}
	return false
}

// RebirthChoice returns the kind of rebirth whose square a capture chooses under cond
// ("Super", "AntiSuper", "Cage", "Take&Make"), "" when cond has none: a hover says the
// choice where no single rebirth square exists.
func RebirthChoice(cond Condition) string {
	names := map[squareRule]string{superSquare: "Super", cageSquare: "Cage", takeMakeSquare: "Take&Make"}
	switch x := cond.(type) {
	case circe:
		return names[x.square]
	case antiCirce:
		if n := names[x.square]; n != "" {
			return "Anti" + n
		}
	}
	return ""
}

// rebirthOptions appends to ml the capture m with each choice of a rebirth of p on
// the box squares of cand (a superset of them) that ok accepts for the piece as it
// stands there (promoted), in board order from a1, with each promotion where a pawn
// stands on its last rank (a hop or a locust's capture, which has no room for it, with
// the first), and returns the list and how many it appended.
func (g *Game) rebirthOptions(ml []movegen.Move, m movegen.Move, p Piece, cand movegen.Bitboard, ok func(b int, q Piece) bool) ([]movegen.Move, int) {
	n := 0
	for bb := cand; bb != 0; bb &= bb - 1 {
		b := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if !g.promotesOn(p, b) {
			if ok(b, p) {
				mm, _ := withRebirthChoice(m, b, -1)
				ml, n = append(ml, mm), n+1
			}
			continue
		}
		for k := range min(len(g.rules.promotions), maxRebirthPromotions) {
			mm, room := withRebirthChoice(m, b, k)
			if !room {
				break
			}
			pr := g.rules.promos[g.rules.promotions[k]]
			if ok(b, p.WithWalk(pr.walk)|Piece(pr.attrs)<<attrShift) {
				ml, n = append(ml, mm), n+1
			}
		}
	}
	return ml, n
}

// maybeEmptyAfter returns the squares that may be empty after the capture d, taking
// the piece on the box square capSq (a superset for rebirthOptions): those no piece of
// a side stands on, and the squares the capture empties or arrives on.
func (g *Game) maybeEmptyAfter(d *decoded, capSq int) movegen.Bitboard {
	return ^(g.occ[movegen.White] | g.occ[movegen.Black]) |
		movegen.Bitboard(1)<<uint(sq64[d.from]) | movegen.Bitboard(1)<<uint(sq64[capSq]) | movegen.Bitboard(1)<<uint(sq64[d.to])
}

// choosable reports whether the capture m may carry a rebirth choice: not a Bul or Dob
// hop, and a promotion that leaves bits 23–25 free (move.go).
func choosable(d decoded, m movegen.Move) bool {
	return d.kind != hurdleHop && uint32(m)>>23&7 == 0
}

// chooseRebirths makes each capture of ml[start:] (by c) one move per rebirth the
// variant lets it choose: Super, any square empty after the capture; Cage, such a square
// where the reborn piece has no move that captures nothing; Take&Make, a square the
// reborn piece reaches from the capture square by a move without capture. A capture
// that rebirths nothing (a royal piece, or Relaxed: always in Super, in Cage when there
// is no cage, in Take&Make when the piece only captures) chooses its arrival square;
// one that must rebirth and cannot is dropped.
func (x circe) chooseRebirths(g *Game, ml []movegen.Move, start int, c movegen.Color) []movegen.Move {
	if g.probingRebirth || !g.rules.rebirthSquares {
		return ml
	}
	return g.eachChoosable(ml, start, func(ml []movegen.Move, m movegen.Move, d decoded, capSq int) []movegen.Move {
		mover, captured := g.board[d.from], g.board[capSq]
		e := moveEffect{d: d, mover: mover, arrived: g.arriving(mover, &d, captured), captured: captured, capSq: capSq, side: c}
		p, reborn := x.rebornPiece(&e)
		none, _ := withRebirthChoice(m, d.to, -1)
		if !reborn {
			return append(ml, none)
		}
		// An occupied square is a choice where the piece is reborn there all the same
		// (Volcanic, Parachute, Assassin: Popeye's super and cage try every square),
		// but for the capturer's, whose choice here says "no rebirth". TODO(issue 21):
		// Popeye also rebirths on the capturer's square there ("1.Ba1*b2[+bPb2->v]"
		// in Super Volcanic), which the move has no room to tell from no rebirth.
		free := func(b int) bool {
			return g.occupantAfter(d, b) == NoPiece || x.rebirthsOnOccupied() && b != d.to
		}
		cand := g.maybeEmptyAfter(&d, capSq)
		if x.rebirthsOnOccupied() {
			cand = ^movegen.Bitboard(0) // occupied squares are choices too
		}
		var n int
		switch x.square {
		case cageSquare:
			ml, n = g.rebirthOptions(ml, m, p, cand, func(b int, q Piece) bool { return free(b) && g.caged(d, capSq, q, b) })
		case takeMakeSquare:
			return g.takeMakeRebirths(ml, m, d, capSq, p, x.occupied == strictRebirth)
		default:
			ml, n = g.rebirthOptions(ml, m, p, cand, func(b int, _ Piece) bool { return free(b) })
		}
		if x.occupied != strictRebirth && (x.square == superSquare || n == 0) {
			ml = append(ml, none)
		}
		return ml
	})
}

// eachChoosable replaces each capture of ml[start:] that may carry a rebirth choice by
// what choose appends for it (one move per choice), keeping the other moves as they are.
func (g *Game) eachChoosable(ml []movegen.Move, start int, choose func(ml []movegen.Move, m movegen.Move, d decoded, capSq int) []movegen.Move) []movegen.Move {
	tail := append(g.takeBuf(), ml[start:]...)
	ml = ml[:start]
	for _, m := range tail {
		d := g.decode(m)
		capSq := g.capturedSquare(&d)
		if capSq == 0 || !choosable(d, m) {
			ml = append(ml, m)
			continue
		}
		ml = choose(ml, m, d, capSq)
	}
	g.giveBuf(tail)
	return ml
}

// afterCapture shows the position after the capture d (taking the piece on capSq) with
// p standing on b to f, and restores it. It writes with put and keeps the hash true to
// the board it shows (the engine's caches are keyed by it) but records nothing.
func (g *Game) afterCapture(d decoded, capSq int, p Piece, b int, f func()) {
	g.probeCapture(d.from, capSq, d.to, g.occupantAfter(d, d.to), p, b, f)
}

// probeCapture shows the position after a capture from from to to, taking the piece on
// capSq, with arrived standing on to (NoPiece: AntiCirce's capturer left it) and p on b,
// to f, and restores it, as afterCapture.
func (g *Game) probeCapture(from, capSq, to int, arrived, p Piece, b int, f func()) {
	sqs := [4]int{from, capSq, to, b}
	var old [4]Piece
	for i, s := range sqs {
		old[i] = g.board[s]
	}
	hash := g.hash
	put := func(s int, q Piece) {
		g.hash ^= pieceKey(s, g.board[s]) ^ pieceKey(s, q)
		g.put(s, q)
	}
	put(from, NoPiece)
	put(capSq, NoPiece)
	put(to, arrived)
	put(b, p)
	probing := g.probingRebirth
	g.probingRebirth = true
	f()
	g.probingRebirth = probing
	for i := len(sqs) - 1; i >= 0; i-- {
		g.put(sqs[i], old[i])
	}
	g.hash = hash
}

// caged reports whether p, reborn on b after the capture d, has no legal move that
// captures nothing (Popeye's circe_cage_cage_tester, which plays such a move of its
// side).
func (g *Game) caged(d decoded, capSq int, p Piece, b int) bool {
	return g.cagedAfter(d.from, capSq, d.to, g.occupantAfter(d, d.to), p, b)
}

// cagedAfter reports whether p, reborn on b after the capture from from to to (taking
// the piece on capSq, arrived standing on to), has no legal move that captures nothing.
func (g *Game) cagedAfter(from, capSq, to int, arrived, p Piece, b int) bool {
	caged := true
	g.probeCapture(from, capSq, to, arrived, p, b, func() {
		for _, c := range []movegen.Color{movegen.White, movegen.Black} {
			if !caged || !p.Belongs(c) {
				continue
			}
			buf := g.pieceMoves(g.takeBuf(), b, c)
			for _, m := range buf {
				if g.capturedAt(m) == 0 && g.legalFor(m, c) {
					caged = false
					break
				}
			}
			g.giveBuf(buf)
		}
	})
	return caged
}

// legalFor reports whether m is legal for c, whichever side is to move.
func (g *Game) legalFor(m movegen.Move, c movegen.Color) bool {
	if c == g.side {
		return g.legalMove(m, noLines)
	}
	g.side = c
	g.hash ^= sideKey
	ok := g.legalMove(m, noLines)
	g.side = c.Other()
	g.hash ^= sideKey
	return ok
}

// takeMakeRebirths appends the capture m (d, taking the piece on capSq) once per
// arrival square of the moves without capture p makes from capSq for its side after
// the capture, p standing there in the capturer's place (Popeye's take_make_circe).
// When p has captures only, the capture rebirths nothing (Strict: it is illegal); when
// p has no move at all, the capture is illegal (as Popeye plays it).
func (g *Game) takeMakeRebirths(ml []movegen.Move, m movegen.Move, d decoded, capSq int, p Piece, strict bool) []movegen.Move {
	var squares movegen.Bitboard
	moves := false
	g.afterCapture(d, capSq, p, capSq, func() {
		for _, c := range []movegen.Color{movegen.White, movegen.Black} {
			if !p.Belongs(c) {
				continue
			}
			buf := g.pieceMoves(g.takeBuf(), capSq, c)
			for _, mm := range buf {
				switch at := g.capturedAt(mm); {
				case at == 0 && g.empty(box(mm.To())):
					squares, moves = squares|movegen.Bitboard(1)<<uint(mm.To()), true
				case at != 0 && !g.board[at].IsRoyal():
					moves = true // a capture of a royal piece is no move (Popeye's STExecutingKingCapture)
				}
			}
			g.giveBuf(buf)
		}
	})
	ml, n := g.rebirthOptions(ml, m, p, squares, func(int, Piece) bool { return true })
	if n == 0 && moves && !strict {
		none, _ := withRebirthChoice(m, d.to, -1)
		ml = append(ml, none)
	}
	return ml
}

// extend: in AntiCirce Super and Cage each capture is one move per square the capturer
// may be reborn on: any square empty after the capture, and (Calvet) the capture
// square; in Cage only those where it has no legal move that captures nothing (Popeye's
// circe_cage_cage_tester; AntiCirce is Strict: a capture without a cage is illegal).
func (x antiCirce) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	if !x.square.chooses() {
		return x.promotionMoves(g, ml, start, c)
	}
	if g.probingRebirth || !g.rules.rebirthSquares {
		return ml
	}
	return g.eachChoosable(ml, start, func(ml []movegen.Move, m movegen.Move, d decoded, capSq int) []movegen.Move {
		captured := g.board[capSq]
		arrived := g.arriving(g.board[d.from], &d, captured)
		if arrived == NoPiece {
			return append(ml, m) // a kamikaze capturer vanishes
		}
		if !x.more.aprilReborn(arrived) {
			// Not reborn (April): the choice of its arrival square, written as none.
			none, _ := withRebirthChoice(m, d.to, -1)
			return append(ml, none)
		}
		q := x.reborn(arrived, captured)
		if x.square == takeMakeSquare {
			squares, _ := g.takeMakeSquares(q, d.from, capSq, d.to, c)
			ml, _ = g.rebirthOptions(ml, m, q, g.maybeEmptyAfter(&d, capSq), func(b int, _ Piece) bool { return squares[sq64[b]] })
			return ml
		}
		ml, _ = g.rebirthOptions(ml, m, q, g.maybeEmptyAfter(&d, capSq), func(b int, r Piece) bool {
			free := !x.cheylan
			if b != d.to {
				free = g.occupantAfter(d, b) == NoPiece
			}
			return free && (x.square != cageSquare || g.cagedAfter(d.from, capSq, d.to, NoPiece, r, b))
		})
		return ml
	})
}

// chosenRebirth moves the capturer p, reborn as q, to the square the capture e chose,
// promoted there as it chose: "[wPa7->d8=Q]", "[wBb8->b8]" where it stays (Calvet).
func (x antiCirce) chosenRebirth(g *Game, e *moveEffect, p, q Piece) {
	b := int(e.d.rebirthSq)
	if !onBoard(b) {
		return // a game without room for the choice (move.go) relocates nothing
	}
	r := q
	promo := g.chosenPromotion(e.d, q, b)
	if promo != nil {
		r = q.WithWalk(promo.walk) | Piece(promo.attrs)<<attrShift
	}
	if b != e.d.to {
		g.carry = g.origin[e.d.to]
		g.set(e.d.to, NoPiece)
		g.set(b, r)
		g.rightsOnArrival(b)
		e.at = b
	} else if r != p {
		g.set(b, r)
	}
	g.noteRebirth(p, q, r, r, e.d.to, b, promo)
}

// chosenPromotion returns what the pawn p reborn on b by the move d promotes to: its
// choice, or the first promotion for a move without room for one (move.go); nil when p
// is no pawn reborn on its last rank.
func (g *Game) chosenPromotion(d decoded, p Piece, b int) *promotion {
	if !g.promotesOn(p, b) {
		return nil
	}
	if d.rebirthPromo != nil {
		return d.rebirthPromo
	}
	return &g.rules.promos[g.rules.promotions[0]]
}
