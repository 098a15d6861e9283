package fairy

import "github.com/cpls-dev/cpls/movegen"

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
		x := wormholes{base: base{s}}
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

// headerVariants: Popeye lists the wormholes after the name, a1 to h8.
func (x wormholes) headerVariants() []string {
	var out []string
	for _, sq := range x.holes {
		out = append(out, sq.String())
	}
	return out
}

// extend replaces each move to a wormhole by its transfers to the others.
func (x wormholes) extend(g *Game, ml []movegen.Move, start, from int, _ movegen.Color) []movegen.Move {
	moves := append(g.takeBuf(), ml[start:]...)
	ml = ml[:start]
	for _, m := range moves {
		d := g.decode(m)
		if x.is&(1<<m.To()) == 0 || d.kind == hurdleHop || d.exchange { // an exchange is no movement

			ml = append(ml, m)
			continue
		}
		capSq := g.capturedSquare(&d)
		for i, sq := range x.holes {
			b := box(sq)
			emptyAfter := g.empty(b) || b == from || b == capSq
			if b == d.to || !emptyAfter || b == from && capSq == 0 && d.promo == nil {
				continue
			}
			ml = append(ml, withWormhole(m, i))
		}
	}
	g.giveBuf(moves)
	return ml
}

// afterMove takes the piece on to the wormhole the move names.
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
	g.set(b, p)
	g.noteRelocate(p, p, e.d.to, b)
	e.at = b
	if g.epPawn == e.d.to {
		g.epPawn = b // a pawn that passed a square is taken en passant where it went on to
	}
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
