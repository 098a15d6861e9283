package fairy

import "github.com/cpls-dev/cpls/movegen"

// AntiMarsCirce (conditions/marscirce/anti.c): a piece moves without capturing from its
// Circe rebirth square (the square it would be reborn on if captured where it stands),
// which must be empty or its own square, and captures as usual from its own square;
// a move back to its own square is none. Observation, and so check, is orthodox; kings
// take part. Popeye writes a move from the rebirth square with it: "Bh3-c8-a6"; a pawn's
// double step from there leaves the en-passant square behind it ("b3-b7-b5", then
// "c5*b6 ep."). Castling with the king or rook moved to its rebirth square is not
// played.
type antiMarsCirce struct{ base }

func init() {
	registerCondition("AntiMarsCirce", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return antiMarsCirce{base{s}}, nil
	})
}

// keeps: a move from the rebirth square is written and played as a move from the
// piece's square; observation is orthodox, but by the condition's generator.
func (antiMarsCirce) keeps() keeps { return keepsLawful | keepsChoice }

// antiMarsSquare returns the square the piece on b, of walk w, acting for c, moves
// from without capturing, and false when it cannot (the square is another piece's).
func antiMarsSquare(g *Game, b int, w Walk, c movegen.Color) (int, bool) {
	r := circeSquare(w, b, c.Other())
	return r, r == b || g.empty(r)
}

// walkMoves appends the piece's captures from its square and its moves without capture
// from its rebirth square, written as moves from its square.
func (antiMarsCirce) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	buf := g.walkMoves(g.takeBuf(), from, w, c)
	r, ok := antiMarsSquare(g, from, w, c)
	for _, m := range buf {
		if g.capturedSquare(g.decode(m)) != 0 || r == from && ok {
			ml = append(ml, m)
		}
	}
	buf = buf[:0]
	if ok && r != from {
		p := g.board[from]
		g.put(from, NoPiece)
		g.put(r, p)
		buf = g.walkMoves(buf, r, w, c)
		g.put(r, NoPiece)
		g.put(from, p)
		for _, m := range buf {
			if g.capturedSquare(g.decode(m)) == 0 && box(m.To()) != from {
				ml = append(ml, m&^63|movegen.Move(sq64[from]))
			}
		}
	}
	g.giveBuf(buf)
	return ml
}

// walkAttacks: captures, and so observation, are orthodox.
func (antiMarsCirce) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	return g.walkAttacks(f, t, w, c)
}

// moveVia returns the rebirth square a move d without capture is made from, 0 when it
// is the piece's own square or d captures.
func (antiMarsCirce) moveVia(g *Game, d decoded) int {
	if g.capturedSquare(d) != 0 || d.castling() {
		return 0
	}
	p := g.board[d.from]
	if r := circeSquare(p.Walk(), d.from, g.side.Other()); r != d.from {
		return r
	}
	return 0
}

// moveKey gives a move without capture the rebirth square it is made from as its
// departure, as Popeye compares moves.
func (x antiMarsCirce) moveKey(g *Game, k movegen.Move) movegen.Move {
	from := box(k.From())
	if g.board[from] == NoPiece {
		return k
	}
	if r := x.moveVia(g, g.decode(k)); r != 0 {
		return k&^63 | movegen.Move(sq64[r])
	}
	return k
}

// afterMove puts the en-passant square of a pawn's double step from its rebirth square
// behind the pawn's arrival.
func (antiMarsCirce) afterMove(g *Game, e *moveEffect) {
	if e.d.kind != doubleStep || g.ep == 0 {
		return
	}
	r := circeSquare(e.mover.Walk(), e.d.from, e.side.Other())
	if r == e.d.from {
		return
	}
	ep := (r + e.d.to) / 2
	g.hash ^= epKey(g.ep) ^ epKey(ep)
	g.ep = ep
}
