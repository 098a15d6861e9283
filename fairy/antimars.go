package fairy

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// AntiMarsCirce (conditions/marscirce/anti.c): a piece moves without capturing from its
// Circe rebirth square (the square it would be reborn on if captured where it stands),
// which must be empty or its own square, and captures as usual from its own square;
// a move back to its own square is none, but a pawn's double step (nullMove). Observation, and so check, is orthodox; kings
// take part. Popeye writes a move from the rebirth square with it: "Bh3-c8-a6"; a pawn's
// double step from there leaves the en-passant square behind it ("b3-b7-b5", then
// "c5*b6 ep."). The king castles from its rebirth square too, with a rook moved to
// its own (castlings). Mirror (AntiMarsMirrorCirce): the rebirth square is that of the
// piece's kind on the other side (a white knight on g6 moves from g8), so a king
// castles only from its home, as in orthodox chess.
type antiMarsCirce struct {
	base
	mirror bool
}

func init() {
	for name, mirror := range map[string]bool{"AntiMarsCirce": false, "AntiMarsMirrorCirce": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s, "Mirror"); err != nil {
				return nil, err
			}
			return antiMarsCirce{base{&s}, mirror || slices.Contains(s.Variants, "Mirror")}, nil
		})
	}
}

// headerName: Popeye writes AntiMarsMirrorCirce as AntiMarsCirce Mirror.
func (antiMarsCirce) headerName() string { return "AntiMarsCirce" }

// headerVariants returns the variant words Popeye writes after "AntiMarsCirce".
func (x antiMarsCirce) headerVariants() []string { return circeWords{mirror: x.mirror}.words() }

// rebirthSide returns the side whose Circe square of a piece of c's is its rebirth
// square: the capturer's, c's opponent, or c itself in Mirror.
func (x antiMarsCirce) rebirthSide(c movegen.Color) movegen.Color {
	if x.mirror {
		return c
	}
	return c.Other()
}

// keeps: a move from the rebirth square is written and played as a move from the
// piece's square; observation is orthodox, but by the condition's generator.
func (antiMarsCirce) keeps() keeps { return keepsLawful | keepsChoice }

// square returns the square the piece on b, of walk w, acting for c, moves from
// without capturing, and false when it cannot (the square is another piece's).
func (x antiMarsCirce) square(g *Game, b int, w Walk, c movegen.Color) (int, bool) {
	r := circeSquare(w, b, x.rebirthSide(c))
	return r, r == b || g.empty(r)
}

// walkMoves appends the piece's captures from its square and its moves without capture
// from its rebirth square, written as moves from its square.
func (x antiMarsCirce) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	buf := g.walkMoves(g.takeBuf(), from, w, c)
	r, ok := x.square(g, from, w, c)
	for _, m := range buf {
		if g.capturedAt(m) != 0 || r == from && ok {
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
			if g.capturedAt(m) == 0 && !nullMove(m, from) {
				ml = append(ml, m&^63|movegen.Move(sq64[from]))
			}
		}
	}
	g.giveBuf(buf)
	return ml
}

// nullMove reports whether m, a move without capture of the piece on from generated
// from its rebirth square, ends on from and so is none: Popeye rejects such a move
// (anti_mars_circe_reject_null_moves) by its capture field, which a pawn's double step
// has not (pawn_multistep), so "g4-g2-g4" is a move.
func nullMove(m movegen.Move, from int) bool {
	return box(m.To()) == from && moveKind(uint32(m)>>26&7) != doubleStep
}

// walkAttacks: captures, and so observation, are orthodox.
func (antiMarsCirce) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	return g.walkAttacks(f, t, w, c)
}

// moveVia returns the rebirth square a move d without capture is made from, 0 when it
// is the piece's own square or d captures.
func (x antiMarsCirce) moveVia(g *Game, d decoded) int {
	if g.capturedSquare(&d) != 0 || d.castling() {
		return 0
	}
	p := g.board[d.from]
	if r := circeSquare(p.Walk(), d.from, x.rebirthSide(g.side)); r != d.from {
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
func (antiMarsCirce) afterMove(g *Game, e *moveEffect) { g.rebirthDoubleStepEP(e) }

// rebirthDoubleStepEP moves the en-passant square of a pawn's double step made from its
// Circe rebirth square (AntiMarsCirce, PhantomChess: "e3-e7-e5") to the square between
// that square and the arrival, which the pawn passed.
func (g *Game) rebirthDoubleStepEP(e *moveEffect) {
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

// castlings appends c's castlings as Popeye generates them (conditions/marscirce/
// marscirce.c and anti.c): the king castles from its rebirth square, its home, which
// must be empty or its own, with the king's right whatever it had; first with the
// rooks' rights as they are, then, for each rook of c whose rebirth square (a corner)
// is empty, with that rook moved there and the right of its corner added. Popeye
// remembers the rook's move with the first castling so generated only: a further one
// (a castling with a rook that had its right) is played as without the move. A king on
// its home castles as in orthodox chess besides, the same castlings a second time (by
// Popeye's generation of the captures from the piece's own square, which lets castling
// through).
func (x antiMarsCirce) castlings(g *Game, ml []movegen.Move, c movegen.Color) []movegen.Move {
	if k := g.royal[c]; k != 0 && k == homeOf(c) && g.board[k].Walk() == King {
		ml = g.boardCastlings(ml, c)
	}
	if x.mirror {
		// The king's rebirth square is the other side's home, where c's castlings are
		// not generated.
		return ml
	}
	return rebornCastlings(g, ml, c)
}

// homeOf returns the king's home square of c.
func homeOf(c movegen.Color) int {
	_, _, _, home := rightBits(c)
	return home
}

// rebornCastlings appends the castlings of c's king from its rebirth square, its home,
// which must be empty or its own (castlings).
func rebornCastlings(g *Game, ml []movegen.Move, c movegen.Color) []movegen.Move {
	k := g.royal[c]
	short, long, _, home := rightBits(c)
	if k == 0 || g.board[k].Walk() != King || k != home && !g.empty(home) {
		return ml
	}
	king := g.board[k]
	g.put(k, NoPiece)
	g.put(home, king)
	rights := g.castling & (short | long)
	ml = antiMarsCastlings(g, ml, k, c, rights, 0)
	for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
		s := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		rook := g.board[s]
		corner := circeSquare(Rook, s, c.Other())
		if rook.Walk() != Rook || !g.empty(corner) {
			continue
		}
		right := short
		if fileOf(corner) == 0 {
			right = long
		}
		g.put(s, NoPiece)
		g.put(corner, rook)
		ml = antiMarsCastlings(g, ml, k, c, rights|right, s)
		g.put(corner, NoPiece)
		g.put(s, rook)
	}
	g.put(home, NoPiece)
	g.put(k, king)
	return ml
}

// antiMarsCastlings appends the castlings of c's king, standing on its home and moving
// from k, with the rights rights (Popeye's generate_castling); the first one moves the
// rook on rook to its corner first (0: none).
func antiMarsCastlings(g *Game, ml []movegen.Move, k int, c movegen.Color, rights uint8, rook int) []movegen.Move {
	short, long, _, home := rightBits(c)
	canShort := rights&short != 0 && g.empty(home+dirRight) && g.empty(home+2*dirRight)
	canLong := rights&long != 0 && g.empty(home+dirLeft) && g.empty(home+2*dirLeft) && g.empty(home+3*dirLeft)
	if !canShort && !canLong || g.checked(c) {
		return ml
	}
	first := len(ml)
	if canShort && !g.attackedAfterStep(home, home+dirRight, c) {
		ml = append(ml, encode(k, home+2*dirRight, castleShort, 0))
	}
	if canLong && !g.attackedAfterStep(home, home+dirLeft, c) {
		ml = append(ml, encode(k, home+2*dirLeft, castleLong, 0))
	}
	if rook != 0 && len(ml) > first {
		ml[first] = withRookRebirth(ml[first], rook, circeSquare(Rook, rook, c.Other()))
	}
	return ml
}

// movePrefix writes the moves a castling makes first: the king's to its home, a rook's
// to its corner ("[bKf6->e8][bRh5->a8]0-0-0").
func (antiMarsCirce) movePrefix(g *Game, w *Words, m movegen.Move) (string, Walk) {
	d := g.decode(m)
	if !d.castling() || d.partner != 0 {
		return "", NoWalk
	}
	var b strings.Builder
	moved := func(p Piece, from, to int) {
		b.WriteString("[" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(from).String() + "->" + square(to).String() + "]")
	}
	if h := d.castlingHome(); h != d.from {
		moved(g.board[d.from], d.from, h)
	}
	if d.rookFrom != 0 {
		moved(g.board[d.rookFrom], int(d.rookFrom), int(d.rookCorner))
	}
	return b.String(), NoWalk
}
