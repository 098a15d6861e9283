package fairy

import "github.com/cpls-dev/cpls/movegen"

// MarsCirce (conditions/marscirce/marscirce.c): a piece captures from its Circe rebirth
// square (the square it would be reborn on if captured where it stands), which must be
// empty or its own square; it moves without capturing as usual. It observes, and so
// checks, from there too; kings take part (RexInclusive). Popeye writes such a capture
// with the rebirth square: "Db1-d8*d5". Mirror (MarsMirrorCirce): the Circe square of
// the piece's kind on the other side; Diagram: the piece's square in the diagram (a
// promoted piece keeps its pawn's), none for a piece that has none; RexExclusive: a
// royal piece does not capture.
type marsCirce struct {
	base
	mirror, diagram, rexExclusive bool
}

func init() {
	for name, mirror := range map[string]bool{"MarsCirce": false, "MarsMirrorCirce": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s, "RexInclusive", "RexExclusive", "Mirror", "Diagram"); err != nil {
				return nil, err
			}
			x := marsCirce{base: base{&s}, mirror: mirror}
			for _, v := range s.Variants {
				x.mirror = x.mirror || v == "Mirror"
				x.diagram = x.diagram || v == "Diagram"
				x.rexExclusive = x.rexExclusive || v == "RexExclusive"
			}
			return x, nil
		})
	}
}

// headerName: Popeye writes MarsMirrorCirce as MarsCirce Mirror.
func (marsCirce) headerName() string { return "MarsCirce" }

// headerVariants returns the variant words Popeye writes after "MarsCirce", in its
// order (append_circe_variants).
func (x marsCirce) headerVariants() []string {
	w := circeWords{mirror: x.mirror}
	if x.diagram {
		w.square = diagramSquare
	}
	if x.rexExclusive {
		w.rex = "RexExclusive"
	}
	return w.words()
}

// square returns the square a piece of walk w on b captures from for c (its Circe
// square; the other side's in Mirror; its diagram square in Diagram, BEISPIEL/mars.inp#21);
// 0 for a royal piece in RexExclusive, which captures nothing (BEISPIEL/mars.inp#22),
// and in Diagram for a piece without a diagram square.
func (x marsCirce) square(g *Game, b int, w Walk, c movegen.Color) int {
	if x.rexExclusive && g.board[b].IsRoyal() {
		return 0
	}
	if x.diagram {
		if o := g.origin[b]; o != 0 {
			return box(movegen.Square(o - 1))
		}
		return 0
	}
	side := c.Other()
	if x.mirror {
		side = c
	}
	return circeSquare(w, b, side)
}

// keeps: a capture from the rebirth square is written and played as a move from the
// piece's square; observation from there depends on squares off the lines.
func (marsCirce) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// marsSquare returns the square the piece on b, of walk w, acting for c, captures
// from, and false when it cannot capture (the square is occupied by another piece).
func (x marsCirce) marsSquare(g *Game, b int, w Walk, c movegen.Color) (int, bool) {
	r := x.square(g, b, w, c)
	return r, r != 0 && (r == b || g.empty(r))
}

// walkMoves appends the piece's moves without capture from its square and its captures
// from its rebirth square, written as moves from its square.
func (x marsCirce) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	buf := g.walkMoves(g.takeBuf(), from, w, c)
	for _, m := range buf {
		if g.capturedAt(m) == 0 {
			ml = append(ml, m)
		}
	}
	buf = buf[:0]
	if r, ok := x.marsSquare(g, from, w, c); ok {
		p := g.board[from]
		g.put(from, NoPiece)
		g.put(r, p)
		buf = g.walkMoves(buf, r, w, c)
		for _, m := range buf {
			if g.capturedAt(m) != 0 {
				ml = append(ml, m&^63|movegen.Move(sq64[from]))
			}
		}
		g.put(r, NoPiece)
		g.put(from, p)
	}
	g.giveBuf(buf)
	return ml
}

// moveKey gives a capture the rebirth square it is made from as its departure:
// Popeye moves the piece there first (a movement it does not compare moves by) and then
// captures, so a capture and a move without capture between the same squares are two
// threats.
func (x marsCirce) moveKey(g *Game, k movegen.Move) movegen.Move {
	from := box(k.From())
	if g.capturedAt(k) == 0 || g.board[from] == NoPiece {
		return k
	}
	r := x.square(g, from, g.walkOf(from, g.side), g.side)
	if r == 0 {
		return k
	}
	return k&^63 | movegen.Move(sq64[r])
}

// walkAttacks reports whether the piece on f could capture on t from its rebirth square.
func (x marsCirce) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	r, ok := x.marsSquare(g, f, w, c)
	if !ok {
		return false
	}
	p := g.board[f]
	g.put(f, NoPiece)
	g.put(r, p)
	a := r != t && g.walkAttacks(r, t, w, c)
	g.put(r, NoPiece)
	g.put(f, p)
	return a
}

// captureVia returns the square a capture d of the piece on its departure square is
// made from: the rebirth square of the walk it moves by (an annanised pawn's is its
// Annan walk's, as where walkMoves generated the capture).
func (x marsCirce) captureVia(g *Game, d decoded) int {
	r, _ := x.marsSquare(g, d.from, g.walkOf(d.from, g.side), g.side)
	return r
}
