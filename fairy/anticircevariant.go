package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// The Circe variant words AntiCirce takes beyond its own (Popeye parses AntiCirce's
// variants as Circe's, conditions/circe/*.c, with the capturer as the relevant and
// reborn piece and the capturer's opponent as the relevant side): the square rules
// Symmetry, VerticalSymmetry, HorizontalSymmetry, Antipodes, Equipollents, Rank and
// Take&Make; the adapters Diametral, VerticalMirror and Frischauf; Couscous (the
// captured piece's walk and side find the square); Chameleon (the capturer is reborn
// as the next walk of the chameleon sequence); Turncoats (it is reborn for the other
// side); RexExclusive (a royal capturer is not reborn); Relaxed (a capture whose
// rebirth square is occupied leaves the capturer where it captured) and Assassin (the
// occupant is removed, unless it is the capturer's own royal piece).
type antiCirceMore struct {
	rexExclusive bool
	relaxed      bool
	assassin     bool
	couscous     bool
	turncoat     bool
	adapt        squareAdapter
	chameleon    bool
	explicit     bool           // the chameleon sequence was named (the header writes it)
	sequence     [NumWalks]Walk // the chameleon sequence: the walk each walk becomes
	// promoting: a pawn reborn on its last rank promotes, by the mover's choice
	// (Popeye's is_promotion_possible).
	promoting bool
	// april: only a capturer of the walks aprilWalks names is reborn (April, Popeye's
	// april.c: the relevant walk, the capturer's as it arrives); another stays where it
	// captured.
	april      bool
	aprilWalks [NumWalks]bool
	// volcanic: a capturer whose rebirth square is occupied goes under that square, as
	// promoted, and erupts there once it is empty (Volcanic; volcanic.go).
	volcanic bool
}

// aprilReborn reports whether April lets the capturer p be reborn.
func (m *antiCirceMore) aprilReborn(p Piece) bool { return !m.april || m.aprilWalks[p.Walk()] }

// onlyApril reports whether April is the only variant word of m.
func (m antiCirceMore) onlyApril() bool {
	m.april, m.aprilWalks = false, [NumWalks]bool{}
	return m == antiCirceMore{}
}

// setMore applies the variant word v that AntiCirce's own words leave to the Circe
// variants; false when the engine does not play it (or not with the words before).
func (x *antiCirce) setMore(v string) bool {
	m := &x.more
	switch v {
	case "RexExclusive":
		m.rexExclusive = true
	case "Relaxed", "Assassin", "Volcanic":
		m.relaxed, m.assassin, m.volcanic = v == "Relaxed", v == "Assassin", v == "Volcanic"
	case "Couscous":
		m.couscous, m.promoting = true, true
	case "Turncoats":
		m.turncoat = true
	case "April":
		m.april = true
	case "Chameleon":
		m.chameleon = true
		for w := range m.sequence {
			m.sequence[w] = chameleonNext(Walk(w))
		}
	case "Diametral", "VerticalMirror", "Frischauf":
		if m.adapt != noAdapter || x.square == rankSquare {
			return false
		}
		m.adapt = map[string]squareAdapter{"Diametral": diametralAdapter, "VerticalMirror": verticalMirrorAdapter,
			"Frischauf": frischaufAdapter}[v]
	case "Symmetry", "VerticalSymmetry", "HorizontalSymmetry", "Antipodes", "Equipollents", "Take&Make", "Rank":
		if x.square != regularSquare || v == "Rank" && m.adapt != noAdapter {
			return false
		}
		x.square = squareRules[v]
		m.promoting = v != "HorizontalSymmetry" && v != "Take&Make" && v != "Rank"
	default:
		return false
	}
	return true
}

// withWalks checks the words together and takes the walks of s, an explicit
// chameleon sequence; it returns the condition.
func (x antiCirce) withWalks(s ConditionSpec) (Condition, error) {
	m := x.more
	refuse := func(v string) (Condition, error) { return nil, &UnplayedError{Condition: s.Name, Variant: v} }
	chosen := map[squareRule]string{superSquare: "Super", cageSquare: "Cage", takeMakeSquare: "Take&Make"}[x.square]
	switch {
	case m.chameleon && (x.clone || x.einstein != 0):
		return refuse("Chameleon")
	case x.square == rankSquare && x.mirror:
		return refuse("Rank")
	case x.parachute && (m.relaxed || m.assassin || m.volcanic):
		return refuse("Parachute")
	case m.april && m.chameleon:
		return refuse("April")
	case x.square.chooses() && (m != antiCirceMore{}) && !(x.square == superSquare && m.onlyApril()):
		// Super's and Cage's rebirth without a square (Relaxed, Cage's April) and
		// Take&Make's with the other variants are not played.
		return refuse(chosen)
	}
	if m.april {
		for _, w := range s.Walks {
			m.aprilWalks[w] = true
		}
		x.more = m
		s.Walks = nil
	}
	if len(s.Walks) > 0 && m.chameleon {
		for w := range m.sequence {
			m.sequence[w] = Walk(w)
		}
		for i := 1; i < len(s.Walks); i++ {
			m.sequence[s.Walks[i-1]] = s.Walks[i]
		}
		if last := s.Walks[len(s.Walks)-1]; last != s.Walks[0] {
			m.sequence[last] = s.Walks[0]
		}
		m.explicit = true
		x.more = m
		s.Walks = nil
	}
	if err := variantsKnown(ConditionSpec{Name: s.Name, Squares: s.Squares, Walks: s.Walks, Numbers: s.Numbers}); err != nil {
		return nil, err
	}
	return x, nil
}

// headerVariants returns the variant words Popeye writes after "AntiCirce", in its
// order (output/plaintext/condition.c, append_circe_variants).
func (x antiCirce) headerVariants() []string {
	m := x.more
	w := circeWords{square: x.square, couscous: m.couscous, mirror: x.mirror, assassin: m.assassin,
		relaxed: m.relaxed, parachute: x.parachute, volcanic: m.volcanic, adapt: m.adapt, clone: x.clone,
		chameleon: m.chameleon, turncoat: m.turncoat, cheylan: x.cheylan, april: m.april,
		// AntiCirce's adapter works on the capturer: its Einstein strengthens.
		einstein: -x.einstein}
	if m.rexExclusive {
		w.rex = "RexExclusive"
	}
	return w.words()
}

// headerCycle: an explicit chameleon sequence's walks are joined by "->".
func (x antiCirce) headerCycle() bool { return x.more.explicit }

// headerWalks: Popeye writes an explicit chameleon sequence's cycle after the words,
// and April's walks, in its walk order.
func (x antiCirce) headerWalks() []Walk {
	if x.more.april {
		return circe{april: true, aprilWalks: x.more.aprilWalks}.headerWalks()
	}
	if !x.more.explicit {
		return nil
	}
	return circe{explicit: true, sequence: x.more.sequence}.sequenceCycle()
}

// rebirthOf returns the capturer p of c, which took captured on capSq moving from from
// to to, as it is reborn, and the box square where (off the board: none); false when it
// is not reborn and stays where it captured (a royal piece in RexExclusive, a walk April
// does not name). origin is
// its diagram origin (Game.origin); g, when not nil, gives the walks Circe's squares
// take (Game.circeWalk).
func (x antiCirce) rebirthOf(g *Game, p, captured Piece, from, to, capSq int, c movegen.Color, origin int8) (Piece, int, bool) {
	if x.more.rexExclusive && p.IsRoyal() || !x.more.aprilReborn(p) {
		return p, 0, false
	}
	q := x.reborn(p, captured)
	return q, x.rebirthBox(g, q, captured, from, to, capSq, c, origin), true
}

// rebirthBox returns the square where the piece q of c (as reborn), which took
// captured on capSq moving from from to the box square to, is reborn: the Circe square
// of its walk (as Circe's squares take it: Game.circeWalk) for the relevant side, c's
// opponent (c itself in Mirror; in Couscous the captured piece's walk for c), by the
// variant's square rule and adapter, found from the capture square, not the arrival
// square (Popeye's relevant_square); origin is its diagram origin (Game.origin).
func (x antiCirce) rebirthBox(g *Game, q, captured Piece, from, to, capSq int, c movegen.Color, origin int8) int {
	walk, side := q.Walk(), c.Other()
	if x.more.couscous && captured != NoPiece {
		walk, side = captured.Walk(), c
	}
	if g != nil {
		walk = g.circeWalk(walk)
	}
	if x.mirror {
		side = side.Other()
	}
	var b int
	switch x.square {
	case fileSquare:
		b = fileCirceSquare(walk, capSq, side)
	case diagramSquare:
		if origin == 0 {
			return 0
		}
		return box(movegen.Square(origin - 1))
	case symmetrySquare, verticalSymmetrySquare, horizontalSymmetrySquare, antipodesSquare, equipollentsSquare, rankSquare:
		b = circe{square: x.square}.squareOf(walk, side, capSq, from, to)
	default:
		b = circeSquare(walk, capSq, side)
	}
	return x.more.adapted(b, q, capSq, side)
}

// rankCirceSquare is Rank Circe's square (conditions/circe/rank.c): the relevant side
// changes where the Circe square would not have the capture square's colour, and the
// square moves onto the rank of the capture.
func rankCirceSquare(w Walk, capSq int, side movegen.Color) int {
	if rankOf(capSq)%2 == pick(side == movegen.Black, 1, 0) {
		side = side.Other()
	}
	b := circeSquare(w, capSq, side)
	return box(movegen.MakeSquare(fileOf(b), rankOf(capSq)))
}

// adapted returns the rebirth square b of q, which captured on to, as the adapter moves
// it: Diametral and VerticalMirror as in Circe, and
// Frischauf a promoted piece onto the file of the capture on the relevant side's last
// rank (conditions/circe/frischauf.c, rank.c).
func (m antiCirceMore) adapted(b int, q Piece, to int, side movegen.Color) int {
	if !onBoard(b) {
		return b
	}
	if m.adapt == frischaufAdapter {
		if q.Has(Frischauf) {
			return box(movegen.MakeSquare(fileOf(to), pick(side == movegen.Black, 7, 0)))
		}
		return b
	}
	return circe{adapt: m.adapt}.adapted(b)
}

// occupiedFree reports whether the capturer of c may take its capture although its
// rebirth square b is occupied (or off the board): in Relaxed it stays where it
// captured, in Assassin the occupant goes, unless it is c's own royal piece, in Volcanic
// it goes under the occupied square.
func (m antiCirceMore) occupiedFree(g *Game, b int, c movegen.Color) bool {
	switch {
	case m.relaxed:
		return true
	case m.volcanic:
		return onBoard(b)
	case m.assassin && onBoard(b):
		o := g.board[b]
		return !(o.Belongs(c) && o.IsRoyal())
	}
	return false
}

// arrivedMarked returns the capturer p that arrived by the move d as it is once
// Frischauf marked a promoted piece.
func (x antiCirce) arrivedMarked(p Piece, d *decoded) Piece {
	if x.more.adapt == frischaufAdapter && d.promo != nil && p != NoPiece {
		return p | Piece(Attrs(Frischauf))<<attrShift
	}
	return p
}

// markPromoted marks the piece that promoted by the move e (Frischauf), before its
// rebirth.
func (x antiCirce) markPromoted(g *Game, e *moveEffect) {
	if x.more.adapt == frischaufAdapter && e.d.promo != nil && e.arrived != NoPiece && g.board[e.d.to] != NoPiece {
		g.set(e.d.to, x.arrivedMarked(g.board[e.d.to], &e.d))
	}
}

// rebirthPromotion returns what the capturer q, reborn on b by the move of e, promotes
// to: the move's choice; nil when it does not promote.
func (x antiCirce) rebirthPromotion(g *Game, e *moveEffect, q Piece, b int) *promotion {
	if !x.more.promoting || g.rules.noPromotion[e.side] || !g.promotesOn(q, b) {
		return nil
	}
	return g.chosenPromotion(e.d, q, b)
}

// turned returns the reborn piece r as Turncoats turns it to the other side.
func (m antiCirceMore) turned(r Piece) Piece {
	if m.turncoat && !r.Neutral() {
		return r.WithSide(r.Side() ^ (WhiteSide | BlackSide))
	}
	return r
}

// noteRebirth notes the capturer p's rebirth from a to b as q, promoted to r by promo
// (nil: none) and turned to turned's side: "[wSc5->Bc1]", "[wPb7->c8=S]",
// "[wPd7->e8=D=c]" (a chameleon promotee, walkChangeText), "[wSe5->g1=b]".
func (g *Game) noteRebirth(p, q, r, turned Piece, a, b int, promo *promotion) {
	g.noteRebirthAs(p, q, r, turned, a, b, promo, "")
}

// noteRebirthAs is noteRebirth with a suffix after the square and promotion: "->v"
// where the piece goes under the square (Volcanic).
func (g *Game) noteRebirthAs(p, q, r, turned Piece, a, b int, promo *promotion, suffix string) {
	if !g.noting {
		return
	}
	g.note(func(w *Words) string {
		s := "[" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(a).String() + "->"
		if q != p {
			s += w.Prefix(q) + w.WalkName(q.Walk())
		}
		s += square(b).String()
		if r != q {
			s += walkChangeText(w, promo, q, r)
		}
		if turned != r {
			s += "=" + g.colourLetter(w, turned)
		}
		return s + suffix + "]"
	})
}

// promotionMoves: where a capturer will be reborn as a pawn on its last rank, each
// capture becomes one move per promotion (but a Bul or Dob hop, which has no room).
func (x antiCirce) promotionMoves(g *Game, ml []movegen.Move, start int, c movegen.Color) []movegen.Move {
	if !x.more.promoting || g.rules.noPromotion[c] {
		return ml
	}
	n := len(ml)
	for i := start; i < n; i++ {
		d := g.decode(ml[i])
		capSq := g.capturedSquare(&d)
		if d.kind == hurdleHop || capSq == 0 {
			continue
		}
		p := x.arrivedMarked(g.arriving(g.board[d.from], &d, NoPiece), &d)
		if p == NoPiece {
			continue
		}
		q, b, ok := x.rebirthOf(g, p, g.board[capSq], d.from, d.to, capSq, c, g.origin[d.from])
		if !ok || !g.promotesOn(q, b) || b != d.to && b != d.from && !g.empty(b) && !x.parachute && !x.more.volcanic {
			continue
		}
		ml = g.withRebirthPromotions(ml, i, len(g.rules.promotions))
	}
	return ml
}

// takeMakeSquares returns the squares where the capturer q of c, which took on capSq
// coming from from, may be reborn in Take&Make: the arrival squares of the moves
// without capture it makes from capSq as a piece of c's opponent (takemake.c: the
// captured piece's side decides the moves), q standing there after the capture; and
// whether it has any.
func (g *Game) takeMakeSquares(q Piece, from, capSq, to int, c movegen.Color) (squares [64]bool, any bool) {
	g.probeCapture(from, capSq, to, NoPiece, q, capSq, func() {
		buf := g.pieceMoves(g.takeBuf(), capSq, c.Other())
		for _, mm := range buf {
			if g.capturedAt(mm) == 0 && g.empty(box(mm.To())) {
				squares[mm.To()], any = true, true
			}
		}
		g.giveBuf(buf)
	})
	return squares, any
}

// promotesRebornCapturer reports whether the condition c is an AntiCirce whose reborn
// pawn promotes by the move's condition choice.
func promotesRebornCapturer(c Condition) bool {
	x, ok := c.(antiCirce)
	return ok && x.more.promoting && !x.square.chooses()
}

// checks: in Assassin, c checks the royal piece on t when one of its pieces could take
// a piece of t's side and be reborn on t, removing it (Popeye tests every piece of the
// side, playing the capture).
func (x antiCirce) checks(g *Game, t int, c movegen.Color) bool {
	k := g.board[t]
	if x.checksNone() || k == NoPiece || !k.IsRoyal() || k.Belongs(c) {
		return false
	}
	for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if p := g.board[f]; p.Belongs(c) && x.assassinates(g, f, t, c) {
			return true
		}
	}
	return false
}

// assassinates reports whether the piece on f, moving for c, has a capture of a piece
// of the other side but t after which it is reborn on t.
func (x antiCirce) assassinates(g *Game, f, t int, c movegen.Color) bool {
	found := false
	buf := g.pieceMoves(g.takeBuf(), f, c)
	for _, m := range buf {
		d := g.decode(m)
		capSq := g.capturedSquare(&d)
		if capSq == 0 || capSq == t {
			continue
		}
		captured := g.board[capSq]
		p := x.arrivedMarked(g.arriving(g.board[f], &d, captured), &d)
		if _, b, ok := x.rebirthOf(g, p, captured, f, d.to, capSq, c, g.origin[f]); ok && b == t && p != NoPiece {
			found = true
			break
		}
	}
	g.giveBuf(buf)
	return found
}

// checksNone: only Assassin checks beyond observation.
func (x antiCirce) checksNone() bool { return !x.more.assassin }
