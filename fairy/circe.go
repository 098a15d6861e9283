package fairy

import "github.com/cpls-dev/cpls/movegen"

// The Circe family (conditions/circe/*.c): after a capture, a piece is reborn on a
// square its walk, its side and the capture square determine. In Circe the captured
// piece is reborn, on its square of the game array, and vanishes when that square is
// occupied (Relaxed); a royal piece is not reborn (RexExclusive).

// circe is a Circe variant: which piece is reborn and what happens when its square is
// occupied.
type circe struct {
	base
	rexInclusive bool
	// strict makes a capture whose rebirth square is occupied illegal (the default
	// for AntiCirce); otherwise the piece is not reborn.
	strict bool
}

func init() {
	registerCondition("Circe", func(s ConditionSpec) (Condition, error) {
		c := circe{base: base{s}}
		if err := variantsKnown(s, "RexExclusive", "Relaxed"); err != nil {
			return nil, err
		}
		return c, nil
	})
}

// afterMove rebirths the captured piece, and a kamikaze capturer, which is captured
// too (first).
func (x circe) afterMove(g *Game, e *moveEffect) {
	if e.captured == NoPiece {
		return
	}
	if e.arrived == NoPiece {
		k := g.arriving(e.mover, e.d, NoPiece)
		if b, ok := x.rebirth(g, k, e.d.to, e.side.Other()); ok {
			g.noteKept(k, e.d.to, b)
		}
	}
	if b, ok := x.rebirth(g, e.captured, e.capSq, e.side); ok {
		g.notePut(e.captured, b)
	}
}

// rebirth puts p, captured on the box square capSq by capturer, on its rebirth square
// if it is reborn and the square is empty, and reports where.
func (x circe) rebirth(g *Game, p Piece, capSq int, capturer movegen.Color) (int, bool) {
	if p.IsRoyal() && !x.rexInclusive {
		return 0, false
	}
	b := circeSquare(p.Walk(), capSq, capturer)
	if !g.empty(b) {
		return 0, false
	}
	g.set(b, p)
	g.rightsOnArrival(b)
	return b, true
}

// circeSquare is the square of the game array where a piece of walk w captured on the
// box square capSq by the side capturer is reborn (Popeye's
// circe_regular_rebirth_square): a pawn on its second rank on the file of the capture,
// a knight, bishop or rook on its square of the capture square's colour, the queen and
// the king on theirs, a fairy piece on its promotion square on the file of the capture.
func circeSquare(w Walk, capSq int, capturer movegen.Color) int {
	file, rank := fileOf(capSq), rankOf(capSq)
	light := (rank&1 != file&1)
	var f, r int
	switch {
	case isPawn(w):
		f, r = file, 1
	case w == Knight:
		f = pick(light, 1, 6)
	case w == Rook:
		f = pick(light, 7, 0)
	case w == Queen:
		f = 3
	case w == Bishop:
		f = pick(light, 5, 2)
	case w == King:
		f = 4
	default:
		f, r = file, 7
	}
	if capturer == movegen.White {
		// The piece is Black's: its squares are the mirror images on the other side, and
		// the colours of the files' squares swap with the rank.
		r = 7 - r
		if w == Knight || w == Rook || w == Bishop {
			f = 7 - f
		}
	}
	return box(movegen.MakeSquare(f, r))
}

func pick(cond bool, a, b int) int {
	if cond {
		return a
	}
	return b
}

// rightsOnArrival gives back the castling rights of a piece that arrived on b other
// than by moving (a rebirth): a rook in its corner while its king keeps its right, a
// king on its square (Popeye's enable_castling_rights).
func (g *Game) rightsOnArrival(b int) {
	p := g.board[b]
	for c := movegen.White; c <= movegen.Black; c++ {
		if !p.Belongs(c) {
			continue
		}
		short, long, king, home := rightBits(c)
		r := g.castling
		switch {
		case p.Walk() == Rook && b == home+3 && r&king != 0:
			r |= short
		case p.Walk() == Rook && b == home-4 && r&king != 0:
			r |= long
		case p.Walk() == King && b == home && g.royal[c] == b:
			r |= king
		}
		if r != g.castling {
			g.setCastling(r)
		}
	}
}
