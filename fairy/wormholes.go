package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// Wormholes (Popeye's conditions/wormhole.c): a piece that a move brings to a wormhole
// goes on, as part of the move, to another wormhole that is empty after it; there is
// one move for each such wormhole (a1 to h8), and none when there is none. Going back
// to the departure square is no move unless the move captured or promoted. A piece
// observes a wormhole only when another wormhole is empty (from a wormhole it always
// observes). The notation shows the transfer as a relocation ("[sSa1->g7]").
type wormholes struct {
	base
	holes []movegen.Square // a1 to h8
	is    movegen.Bitboard
}

func init() {
	registerCondition("Wormholes", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants, Walks: s.Walks, Numbers: s.Numbers}); err != nil {
			return nil, err
		}
		x := wormholes{base: base{&s}}
		for _, sq := range s.Squares {
			x.is |= 1 << sq
		}
		for sq := movegen.Square(0); sq < 64; sq++ {
			if x.is&(1<<sq) != 0 {
				x.holes = append(x.holes, sq)
			}
		}
		if len(x.holes) > exchangeBits-1 {
			return nil, &UnplayedError{Condition: s.Name, Variant: "with more than 6 squares"}
		}
		return x, nil
	})
}

// setRules: a pawn on its first rank on a wormhole moves one square, and any pawn on
// its first rank observes its second (Popeye's CapturableByPawnSq flags of twin.c).
func (x wormholes) setRules(r *ruleSet) {
	r.firstRankSquares |= x.is
	r.baseRankAttacks = true
}

// headerVariants: Popeye lists the wormholes after the name, a1 to h8.
func (x wormholes) headerVariants() []string {
	var out []string
	for _, sq := range x.holes {
		out = append(out, sq.String())
	}
	return out
}

// extend replaces each move to a wormhole by its transfers to the others. A pawn that
// a transfer takes on to its promotion rank promotes there (Popeye's promotion after
// STWormholeTransferer): one move per promotion.
func (x wormholes) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	moves := append(g.takeBuf(), ml[start:]...)
	ml = ml[:start]
	for _, m := range moves {
		d := g.decode(m)
		if x.is&(1<<m.To()) == 0 || d.kind == hurdleHop || d.exchange { // an exchange is no movement
			ml = append(ml, m)
			continue
		}
		for i, sq := range x.holes {
			b := box(sq)
			if !x.transfers(g, &d, from, b) {
				continue
			}
			ml = append(ml, withWormhole(m, i))
			if p := g.board[from]; d.promo == nil && isPawn(p.Walk()) {
				if promSq, walks := g.pawnPromotions(p, c); promSq&(1<<sq) != 0 {
					ml = g.withPromotions(ml, len(ml)-1, walks)
				}
			}
		}
	}
	g.giveBuf(moves)
	return ml
}

// transfers reports whether the move d of the piece on from, about to be played, may
// take its piece on from its arrival square to the wormhole b: b is another wormhole,
// empty once the move is played (a castling's rook leaves its square and enters
// another), and not the departure square unless the move captured or promoted (Popeye's
// advance_wormhole: that would be a null move).
func (x wormholes) transfers(g *Game, d *decoded, from, b int) bool {
	capSq := g.capturedSquare(d)
	emptyAfter := g.empty(b) || b == from || b == capSq
	if d.castling() {
		rf, rt := d.castlingPartner()
		emptyAfter = (emptyAfter || b == rf) && b != rt
	}
	return b != d.to && emptyAfter && (b != from || capSq != 0 || d.promo != nil)
}

// extendCastlings replaces c's castlings ml[start:] whose king arrives on a wormhole by
// its transfers, as extend the other moves (the rook is not transferred).
func (x wormholes) extendCastlings(g *Game, ml []movegen.Move, start int, c movegen.Color) []movegen.Move {
	if len(ml) == start {
		return ml
	}
	return x.extend(g, ml, start, g.royal[c], c)
}

// afterMove takes the piece on to the wormhole the move names, and promotes a pawn
// taken on to its promotion rank (the move's promotion, which it did not take on its
// arrival square: lateWormholePromotion). A rook or king that arrives on its castling
// square gets its castling right back (Popeye's enable_castling_rights after a
// readdition).
func (x wormholes) afterMove(g *Game, e *moveEffect) {
	if e.d.wormhole == 0 {
		return
	}
	p := g.board[e.d.to]
	if p == NoPiece || p == invalid {
		return
	}
	b := box(x.holes[e.d.wormhole-1])
	g.set(e.d.to, NoPiece)
	q := p
	if g.lateWormholePromotion(e.mover, &e.d) {
		q = p.WithWalk(e.d.promo.walk) | Piece(e.d.promo.attrs)<<attrShift
	}
	g.set(b, q)
	g.noteTransfer(p, q, e.d.to, b, e.d.promo)
	e.at = b
	if g.epPawn == e.d.to {
		g.epPawn = b // a pawn that passed a square is taken en passant where it went on to
	}
	g.rightsOnArrival(b)
}

// lateWormholePromotion reports whether the move d of the piece mover promotes it only
// after a wormhole took it on: a pawn's move that promotes and ends off its promotion
// squares.
func (g *Game) lateWormholePromotion(mover Piece, d *decoded) bool {
	if d.wormhole == 0 || d.promo == nil || !isPawn(mover.Walk()) {
		return false
	}
	promSq, _ := g.pawnPromotions(mover, g.side)
	return promSq&(1<<square(d.to)) == 0
}

// noteTransfer notes that p went on from the box square a to the wormhole b as q:
// "[wPa4->f8=Q]", "[wPb4->f8=Q=c]" when it promoted there (promo), as Popeye writes a
// promotion.
func (g *Game) noteTransfer(p, q Piece, a, b int, promo *promotion) {
	if !g.noting {
		return
	}
	if q == p {
		g.noteRelocate(p, p, a, b)
		return
	}
	g.note(func(w *Words) string {
		t := "[" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(a).String() + "->" +
			square(b).String() + "=" + w.Prefix(q.WithAttrs(p.AttrBits())) + w.WalkName(q.Walk())
		if promo.attrs != 0 {
			t += "=" + w.Prefix(q)
		}
		return t + "]"
	})
}

// observes: a piece observes a wormhole only when another one is empty, unless it
// stands on one.
func (x wormholes) observes(g *Game, f, t int, _ movegen.Color) bool {
	if x.is&(1<<square(f)) != 0 || x.is&(1<<square(t)) == 0 {
		return true
	}
	for _, sq := range x.holes {
		if b := box(sq); b != t && g.empty(b) {
			return true
		}
	}
	return false
}

// wormholesEarly moves each Wormholes among effects before the first effect written
// before it that Popeye plays after STWormholeTransferer (stipulation/move.c): all but
// the few it plays earlier (Imitator, ExchangeCastling, AntiMarsCirce's castling
// partner, the transmuting king, GhostChess, HaanerChess, Frankfurt, Breton but for its
// PY variant, Norsk), so that a Circe rebirth is made after the transfer, on the square
// the transfer emptied ("1.c6*d7[wPd7->f7][+bPd7]").
func wormholesEarly(effects []effect) {
	for i, x := range effects {
		if _, ok := x.(wormholes); !ok {
			continue
		}
		j := slices.IndexFunc(effects[:i], playedAfterWormholes)
		if j >= 0 {
			copy(effects[j+1:i+1], effects[j:i])
			effects[j] = x
		}
	}
}

// playedAfterWormholes reports whether Popeye plays the effect x after the wormhole
// transfer.
func playedAfterWormholes(x effect) bool {
	switch y := x.(type) {
	case imitator, exchangeCastling, antiMarsCirce, transmuted, ghostChess, haaner, frankfurt, norsk:
		return false
	case breton:
		return y.py
	}
	return true
}
