package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Pseudo-legal move generation: every move the pieces of the side to move can make by
// their walks, before the test that the mover's royal piece is not left attacked. The
// generators follow Popeye's (pieces/walks/*.c) kind by kind.

// enemy reports whether the piece on b may be captured by c: it belongs to c's opponent
// (a neutral piece does) and is not uncapturable.
func (g *Game) enemy(b int, c movegen.Color) bool {
	p := g.board[b]
	return p&(whiteBit<<(c^1)) != 0 && !p.Has(Uncapturable)
}

// empty reports whether the box square b is an empty square of the board.
func (g *Game) empty(b int) bool { return g.board[b] == NoPiece }

// blocked reports whether b is off the board.
func (g *Game) blocked(b int) bool { return g.board[b] == invalid }

// endOfLine returns the first square from b along v that is not empty (a piece or off
// the board), Popeye's find_end_of_line.
func (g *Game) endOfLine(b, v int) int {
	b += v
	for g.board[b] == NoPiece {
		b += v
	}
	return b
}

// pseudo appends the pseudo-legal moves of c.
func (g *Game) pseudo(ml []movegen.Move, c movegen.Color) []movegen.Move {
	for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
		from := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		ml = g.pieceMoves(ml, from, c)
	}
	return g.castlingMoves(ml, c)
}

// pieceMoves appends the moves of the piece on from, moving for c.
func (g *Game) pieceMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	p := g.board[from]
	if g.paralysed(from, c) {
		return ml
	}
	start := len(ml)
	ml = g.walkMoves(ml, from, p.Walk(), c)
	if w := p.Walk(); isPawn(w) {
		ml = g.promotions(ml, start, w, c)
	}
	if dedupeWalk(p.Walk()) {
		ml = dedupe(ml, start)
	}
	if p.Has(Bul) || p.Has(Dob) {
		ml = g.hurdleMoves(ml, start, from, c)
	}
	if p.Has(Paralysing) {
		ml = g.withoutCaptures(ml, start)
	}
	return ml
}

// withoutCaptures removes the captures from ml[start:] (a paralysing piece captures
// nothing).
func (g *Game) withoutCaptures(ml []movegen.Move, start int) []movegen.Move {
	out := ml[:start]
	for _, m := range ml[start:] {
		if g.capturedSquare(g.decode(m)) == 0 {
			out = append(out, m)
		}
	}
	return out
}

// dedupeWalk reports whether Popeye removes a piece's moves to a square it reaches twice
// (solving/machinery/twin.c, STDuplicateMovesPerPieceRemover).
func dedupeWalk(w Walk) bool {
	switch w {
	case ReflectingBishop, Archbishop, Saltador, BouncyKnight, BouncyNightrider, Friend, Orphan,
		DoubleGrasshopper, DoubleRookhopper, DoubleBishopper, RadialKnight, Treehopper,
		GreaterTreehopper, Leafhopper, GreaterLeafhopper, Rose, RoseHopper, RoseLion, Rao,
		SpiralSpringer, DiagonalSpiralSpringer, SpiralSpringer11, SpiralSpringer20,
		SpiralSpringer33, SpiralSpringer40, Boyscout, Girlscout, Quintessence:
		return true
	}
	return false
}

// dedupe removes the moves of ml[start:] whose arrival square an earlier one has.
func dedupe(ml []movegen.Move, start int) []movegen.Move {
	var seen movegen.Bitboard
	out := ml[:start]
	for _, m := range ml[start:] {
		bit := movegen.Bitboard(1) << uint(m.To())
		if seen&bit == 0 {
			seen |= bit
			out = append(out, m)
		}
	}
	return out
}

// promotions replaces the moves of ml[start:] (a pawn of walk w moving for c) that reach
// the promotion rank by one move per promotion walk.
func (g *Game) promotions(ml []movegen.Move, start int, w Walk, c movegen.Color) []movegen.Move {
	last := 7
	if (c == movegen.Black) != (w == ReversePawn) {
		last = 0
	}
	walks := g.rules.promotions
	if w == MarinePawn {
		walks = g.rules.marinePromotions
	}
	n := len(ml)
	for i := start; i < n; i++ {
		m := ml[i]
		if m.To().Rank() != last {
			continue
		}
		ml[i] = withPromotion(m, walks[0])
		for _, pw := range walks[1:] {
			ml = append(ml, withPromotion(m, pw))
		}
	}
	return ml
}

// walkMoves appends the moves of a piece on from moving by walk w for c.
func (g *Game) walkMoves(ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	for i := range model[w] {
		ml = g.compMoves(ml, from, &model[w][i], c)
	}
	return ml
}

// to appends the move from→to when to is empty or holds c's enemy.
func (g *Game) to(ml []movegen.Move, from, to int, c movegen.Color) []movegen.Move {
	if g.empty(to) || g.enemy(to, c) {
		ml = append(ml, encode(from, to, plainMove, 0))
	}
	return ml
}

// hopTo appends the hop from→to over the hurdle when to is empty or holds c's enemy.
func (g *Game) hopTo(ml []movegen.Move, from, to, hurdle int, c movegen.Color) []movegen.Move {
	if g.empty(to) || g.enemy(to, c) {
		ml = append(ml, encode(from, to, hopMove, hurdle))
	}
	return ml
}

// compMoves appends the moves of one component.
func (g *Game) compMoves(ml []movegen.Move, from int, k *comp, c movegen.Color) []movegen.Move {
	switch k.kind {
	case kLeap:
		for _, v := range k.vs.vecs {
			ml = g.to(ml, from, from+v, c)
		}
	case kRide:
		for _, v := range k.vs.vecs {
			ml = g.rideMoves(ml, from, v, c)
		}
	case kHop:
		for _, v := range k.vs.vecs {
			ml = g.hopMoves(ml, from, v, k.n, c)
		}
	case kLeapHop:
		for _, v := range k.vs.vecs {
			if h := from + v; !g.empty(h) && !g.blocked(h) {
				ml = g.hopTo(ml, from, h+v, h, c)
			}
		}
	case kContraHop, kLion:
		for _, v := range k.vs.vecs {
			ml = g.lionMoves(ml, from, v, k.kind == kContraHop, c)
		}
	case kChinese:
		for _, v := range k.vs.vecs {
			ml = g.chineseMoves(ml, from, v, c)
		}
	case kChineseLeap:
		for _, v := range k.vs.vecs {
			t := from + v
			if g.empty(t) {
				ml = append(ml, encode(from, t, plainMove, 0))
			} else if !g.blocked(t) && g.enemy(t+v, c) {
				ml = append(ml, encode(from, t+v, plainMove, 0))
			}
		}
	case kLocust, kMarineRide:
		for _, v := range k.vs.vecs {
			ml = g.locustMoves(ml, from, v, k.kind == kMarineRide, c)
		}
	case kMarineLeap:
		for _, v := range k.vs.vecs {
			if t := from + v; g.empty(t) {
				ml = append(ml, encode(from, t, plainMove, 0))
			} else {
				ml = g.locustCapture(ml, from, t, v, c)
			}
		}
	default:
		ml = g.specialMoves(ml, from, k, c)
	}
	return ml
}

// rideMoves appends a rider's moves along v.
func (g *Game) rideMoves(ml []movegen.Move, from, v int, c movegen.Color) []movegen.Move {
	t := from + v
	for ; g.empty(t); t += v {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	if g.enemy(t, c) {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	return ml
}

// hopMoves appends a grasshopper's hop along v landing n squares beyond the hurdle.
func (g *Game) hopMoves(ml []movegen.Move, from, v, n int, c movegen.Color) []movegen.Move {
	h := g.endOfLine(from, v)
	if g.blocked(h) {
		return ml
	}
	t := h + v
	for i := 1; i < n; i++ {
		if !g.empty(t) {
			return ml
		}
		t += v
	}
	return g.hopTo(ml, from, t, h, c)
}

// lionMoves appends a lion's moves along v: over the first piece and on to any square
// beyond it. A contragrasshopper's hurdle must stand next to it.
func (g *Game) lionMoves(ml []movegen.Move, from, v int, contra bool, c movegen.Color) []movegen.Move {
	h := from + v
	if contra {
		if g.empty(h) || g.blocked(h) {
			return ml
		}
	} else {
		h = g.endOfLine(from, v)
		if g.blocked(h) {
			return ml
		}
	}
	t := h + v
	for ; g.empty(t); t += v {
		ml = append(ml, encode(from, t, hopMove, h))
	}
	if g.enemy(t, c) {
		ml = append(ml, encode(from, t, hopMove, h))
	}
	return ml
}

// chineseMoves appends a Chinese rider's moves along v: to every empty square up to the
// first piece, and the capture of the first piece beyond that one.
func (g *Game) chineseMoves(ml []movegen.Move, from, v int, c movegen.Color) []movegen.Move {
	h := from + v
	for ; g.empty(h); h += v {
		ml = append(ml, encode(from, h, plainMove, 0))
	}
	if g.blocked(h) {
		return ml
	}
	if t := g.endOfLine(h, v); g.enemy(t, c) {
		ml = append(ml, encode(from, t, hopMove, h))
	}
	return ml
}

// locustMoves appends a locust's capture along v (and, for a marine rider, its moves to
// the empty squares before the first piece).
func (g *Game) locustMoves(ml []movegen.Move, from, v int, moves bool, c movegen.Color) []movegen.Move {
	t := from + v
	for ; g.empty(t); t += v {
		if moves {
			ml = append(ml, encode(from, t, plainMove, 0))
		}
	}
	return g.locustCapture(ml, from, t, v, c)
}

// locustCapture appends the capture of the piece on victim by a piece landing right
// behind it along v, if victim is c's enemy and that square is empty.
func (g *Game) locustCapture(ml []movegen.Move, from, victim, v int, c movegen.Color) []movegen.Move {
	if g.enemy(victim, c) && g.empty(victim+v) {
		ml = append(ml, encode(from, victim+v, captureAt, victim))
	}
	return ml
}

// hurdleMoves replaces the hops of ml[start:] (a Bul or Dob hopper on from, moving for c)
// by one move per way its hurdle may then move, and drops a hop whose hurdle cannot
// (pieces/attributes/bul.c): after a Bul hopper's hop, its hurdle makes a move without
// capturing by the hopper's walk, for the hopper's side; after a Dob hopper's, by its own
// walk, for its own side (the mover's when it is neutral).
func (g *Game) hurdleMoves(ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	hopper := g.board[from]
	orig := append(g.takeBuf(), ml[start:]...)
	out := ml[:start]
	for _, m := range orig {
		d := g.decode(m)
		if d.kind != hopMove {
			out = append(out, m)
			continue
		}
		hurdle := g.board[d.aux]
		walk, side := hopper.Walk(), c
		if hopper.Has(Dob) {
			walk = hurdle.Walk()
			if !hurdle.Belongs(c) {
				side = c.Other()
			}
		}
		captured := g.board[d.to]
		g.put(from, NoPiece)
		g.put(d.to, hopper)
		buf := g.walkMoves(g.takeBuf(), d.aux, walk, side)
		for _, hm := range buf {
			hd := g.decode(hm)
			if hd.castling() || g.capturedSquare(hd) != 0 {
				continue
			}
			if promos := g.hurdlePromotions(hurdle, side, hd.to); len(promos) > 0 {
				for _, p := range promos {
					out = append(out, withHurdleMove(m, hd.to, p))
				}
				continue
			}
			out = append(out, withHurdleMove(m, hd.to, -1))
		}
		g.giveBuf(buf)
		g.put(d.to, captured)
		g.put(from, hopper)
	}
	g.giveBuf(orig)
	return out
}

// hurdlePromotions returns the promotions of a hurdle that moved to b for side: those
// of a pawn reaching its own side's last rank (none otherwise, or beyond the move's
// room). A Bul hopper moves a hurdle of either colour; the pawn promotes by its own
// colour (a neutral pawn by the side moving it), as Popeye does.
func (g *Game) hurdlePromotions(hurdle Piece, side movegen.Color, b int) []int {
	w := hurdle.Walk()
	if !isPawn(w) {
		return nil
	}
	if !hurdle.Belongs(side) {
		side = side.Other()
	}
	last := 7
	if (side == movegen.Black) != (w == ReversePawn) {
		last = 0
	}
	if rankOf(b) != last {
		return nil
	}
	promos := g.rules.promotions
	if w == MarinePawn {
		promos = g.rules.marinePromotions
	}
	var out []int
	for _, p := range promos {
		if p < 31 {
			out = append(out, p)
		}
	}
	return out
}
