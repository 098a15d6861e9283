package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

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

// keeps: a rebirth follows a capture only, and check is orthodox (a royal piece is
// captured, never reborn).
func (x circe) keeps() keeps {
	if x.rexInclusive {
		return keepsQuietMoves | keepsLawful | keepsChoice
	}
	return keepsObservation | keepsQuietMoves | keepsLawful | keepsChoice
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

// antiCirce is AntiCirce (conditions/anticirce/anticirce.c): the capturing piece, not the
// captured one, is reborn on its Circe square (as if the other side had captured it on
// the capture square), kings included; a capture whose rebirth square is occupied is
// illegal (the piece's own square, which it leaves, is free), and so is no check. In the
// default Calvet type a piece may capture on its own rebirth square and stays there; in
// the Cheylan type it may not.
type antiCirce struct {
	base
	cheylan bool
}

func init() {
	registerCondition("AntiCirce", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "Calvet", "Cheylan", "RexInclusive", "Strict"); err != nil {
			return nil, err
		}
		return antiCirce{base: base{s}, cheylan: slices.Contains(s.Variants, "Cheylan")}, nil
	})
}

// keeps: the capturer moves to its rebirth square after a capture only; whether a
// piece observes depends on its rebirth square, off the lines.
func (antiCirce) keeps() keeps { return keepsQuietMoves | keepsLawful | keepsChoice }

func (x antiCirce) headerVariants() []string {
	if x.cheylan {
		return []string{"Cheylan"}
	}
	return nil
}

// rebirthFree reports whether a piece of walk w capturing on the box square to for c,
// coming from from, may be reborn: its rebirth square is empty (or the square it left),
// or, in Calvet, the capture square itself.
func (x antiCirce) rebirthFree(g *Game, w Walk, from, to int, c movegen.Color) bool {
	b := circeSquare(w, to, c.Other())
	if b == to {
		return !x.cheylan
	}
	return b == from || g.empty(b)
}

// allowed forbids a capture whose capturer cannot be reborn.
func (x antiCirce) allowed(g *Game, d decoded, c movegen.Color) bool {
	if g.capturedSquare(d) == 0 {
		return true
	}
	p := g.arriving(g.board[d.from], d, NoPiece)
	return x.rebirthFree(g, p.Walk(), d.from, d.to, c)
}

// observes: a piece observes t only when it has a capture of t that AntiCirce allows
// (Popeye validates the check by playing the capture): when its capture lands on t, its
// rebirth square says; otherwise its generated moves, with their arrival squares.
func (x antiCirce) observes(g *Game, f, t int, c movegen.Color) bool {
	p := g.board[f]
	if found, lands := g.anyLandingWalk(p, t, func(w Walk) bool { return x.rebirthFree(g, w, f, t, c) }); lands {
		return found
	}
	return g.anyCaptures(g.pieceMoves(g.takeBuf(), f, c), t)
}

// afterMove moves the capturer to its rebirth square.
func (x antiCirce) afterMove(g *Game, e *moveEffect) {
	if e.captured == NoPiece || e.arrived == NoPiece {
		return
	}
	p := g.board[e.d.to]
	b := circeSquare(p.Walk(), e.d.to, e.side.Other())
	if b == e.d.to {
		g.noteRelocate(p, b, b) // reborn where it captured (Calvet)
		return
	}
	g.set(e.d.to, NoPiece)
	g.set(b, p)
	g.rightsOnArrival(b)
	g.noteRelocate(p, e.d.to, b)
}

// buildLandsOnTarget finds the walks whose captures land on the captured piece's square.
func buildLandsOnTarget() (t [NumWalks]bool) {
	for w := range model {
		t[w] = true
		for _, k := range model[w] {
			switch k.kind {
			case kLocust, kMarineRide, kMarineLeap, kMarinePawn, kOrphan, kFriend:
				t[w] = false
			}
		}
	}
	return t
}
