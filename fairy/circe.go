package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// The Circe family (conditions/circe/*.c): after a capture, a piece is reborn on a
// square its walk, its side and the capture square determine. In Circe the captured
// piece is reborn, on its square of the game array, and vanishes when that square is
// occupied (Relaxed); a royal piece is not reborn (RexExclusive). The variants
// (circevariant.go) change which piece is reborn as what, where, and what an occupied
// rebirth square does.

// afterMove marks a promoted piece (Frischauf), rebirths after the move e as the
// variant says, and lets the ghosts whose squares are empty erupt (Volcanic).
func (x circe) afterMove(g *Game, e *moveEffect) {
	if x.adapt == frischaufAdapter && e.d.promo != nil && e.arrived != NoPiece && g.board[e.d.to] != NoPiece {
		g.set(e.d.to, g.board[e.d.to]|Piece(Attrs(Frischauf))<<attrShift)
	}
	switch {
	case x.lastMove:
		if x.kamikazeRebirth(g, e) {
			f := *e
			f.d.rebirthPromo = nil // the kamikaze's promotion
			e = &f
		}
		x.parrainRebirth(g, e)
	case x.waitCapture:
		x.waitingRebirth(g, e)
	case e.captured != NoPiece:
		x.captureRebirth(g, e)
	}
	if x.occupied == volcanicRebirth || x.occupied == parachuteRebirth {
		g.erupt()
	}
}

// captureRebirth rebirths the piece the move e captured, and a kamikaze capturer,
// which is captured too (first).
func (x circe) captureRebirth(g *Game, e *moveEffect) {
	x.kamikazeRebirth(g, e)
	r, ok := x.rebirthOf(g, e)
	if !ok || g.rules.rebirthContact != nil && !g.rules.rebirthContact(g, r.sq) {
		return
	}
	occupied := !g.empty(r.sq)
	if occupied {
		switch x.occupied {
		case volcanicRebirth:
		case parachuteRebirth:
			g.buryOccupant(r.sq)
		case assassinRebirth:
			g.set(r.sq, NoPiece) // Popeye writes nothing of the assassinated piece
		default:
			return
		}
	}
	var promo *promotion
	if x.promoting {
		promo = x.rebirthPromotion(g, e, r.piece, r.sq)
	}
	if x.square.chooses() {
		promo = g.chosenPromotion(e.d, r.piece, r.sq)
	}
	if occupied && x.occupied == volcanicRebirth {
		// Popeye places the piece, promotes it, and swaps it with the occupant
		// (circe_volcanic_swapper_solve): it goes under the square as promoted.
		x.bury(g, r.piece, r.sq, e.capSq, promo)
		return
	}
	g.carry = e.capOrigin
	x.place(g, r.piece, r.sq, e.capSq, promo)
}

// kamikazeRebirth rebirths the kamikaze piece that captured in the move e and so
// vanished. Popeye rebirths it as AntiCirce would, with the variant's square and side
// (circe_kamikaze_initialise_solving), before the captured piece, on its Circe square
// as if the other side captured it, and in Parrain on the capture square moved by the
// move itself (the variant's square rule with this move's capture). A royal piece is
// not reborn but with RexInclusive; on an occupied or missing square the kamikaze is
// gone, which Popeye does not write (the removal of a transfer that failed). A pawn
// reborn on its last rank (Parrain) promotes by the move's rebirth promotion; it reports
// whether it took that promotion.
func (x circe) kamikazeRebirth(g *Game, e *moveEffect) (promoted bool) {
	if e.arrived != NoPiece || e.captured == NoPiece {
		return false
	}
	r, ok := x.kamikazeReborn(g, e.d, e.mover, e.captured, e.capSq, e.side, g.carry)
	if !ok || !g.empty(r.sq) {
		return false
	}
	q, promo := r.piece, (*promotion)(nil)
	if x.lastMove && g.promotesAs(r.piece, r.sq, e.side) && e.d.rebirthPromo != nil {
		promo = e.d.rebirthPromo
		q = q.WithWalk(promo.walk) | Piece(promo.attrs)<<attrShift
	}
	g.set(r.sq, q)
	g.rightsOnArrival(r.sq)
	if k := g.arriving(e.mover, &e.d, NoPiece); k != r.piece {
		g.noteKeptAs(k, r.piece, e.d.to, r.sq)
	} else {
		g.noteKept(r.piece, e.d.to, r.sq, promo)
	}
	e.at = r.sq
	return promo != nil
}

// kamikazeReborn returns the kamikaze piece mover of side c that captures the piece
// captured on the box square capSq in the move d, as it is reborn (Clone, Einstein,
// …), and where: false when it is no kamikaze, is royal (but with RexInclusive) or its
// square is off the board. origin is the kamikaze's origin (Game.origin; Diagram).
// Popeye rebirths it as the variant rebirths a piece the other side captured on d.to,
// with the variant's square rule, side, adapter and walk adapter; the captured piece
// is the capturer Clone copies.
func (x circe) kamikazeReborn(g *Game, d decoded, mover, captured Piece, capSq int, c movegen.Color, origin int8) (rebirth, bool) {
	if capSq == 0 || !mover.Has(Kamikaze) {
		return rebirth{}, false
	}
	k := g.arriving(mover, &d, NoPiece)
	if k.IsRoyal() && !x.rexInclusive {
		return rebirth{}, false
	}
	if x.lastMove || x.square.chooses() || x.couscous || x.april {
		b := x.kamikazeSquare(g, k, d, capSq, c)
		return rebirth{k, b}, onBoard(b)
	}
	e := moveEffect{d: d, mover: captured, arrived: captured, captured: k, capSq: d.to, side: c.Other(), capOrigin: origin}
	return x.rebirthOf(g, &e)
}

// kamikazeSquare returns the box square the kamikaze piece k of side c that captures
// on capSq in the move d is reborn on (off the board when none).
func (x circe) kamikazeSquare(g *Game, k Piece, d decoded, capSq int, c movegen.Color) int {
	if x.lastMove {
		return capSq + x.parrainVector(d)
	}
	side := c.Other()
	if x.mirror {
		side = c
	}
	return circeSquare(g.circeWalk(k.Walk()), d.to, side)
}

// place puts the reborn piece p on the empty box square b, promoted to promo (a pawn
// on its last rank, nil when none), turned to the other side in Turncoats or, under
// Volage, when b differs in colour from the square capSq it was captured on (capSq 0:
// none to compare), and notes it: "[+wPe8=Q]", "[+bRh8=w]", "[+wBa2=s]".
func (x circe) place(g *Game, p Piece, b, capSq int, promo *promotion) {
	if promo != nil && promo.walk == NoWalk {
		g.addImitator(b)
		x.noteRebirth(g, p, p, p, b, nil, "=I") // "[+bPf1=I]"
		return
	}
	q, turned := x.rebornOn(g, p, b, capSq, promo)
	g.set(b, turned)
	g.rightsOnArrival(b)
	x.noteRebirth(g, p, q, turned, b, promo, "")
	x.markRebirth(g, b)
}

// markRebirth records in the move's effect that the captured piece is reborn on the
// box square b, and which capture took it (rules.Facts.Rebirth).
func (x circe) markRebirth(g *Game, b int) {
	n := len(g.hist)
	if n == 0 || n > len(g.fx) {
		return
	}
	of := rules.RebornCaptured
	switch {
	case x.lastMove:
		of = rules.RebornPreviousCapture
	case x.waitCapture:
		of = rules.RebornLastCapture
	}
	g.fx[n-1].rebirth = rules.Rebirth{On: square(b), Of: of}
}

// bury puts the reborn piece p, as place would make it on the occupied box square b,
// under b (Volcanic) and notes it: "[+wPc8=Q->v]".
func (x circe) bury(g *Game, p Piece, b, capSq int, promo *promotion) {
	q, turned := x.rebornOn(g, p, b, capSq, promo)
	g.ghosts = append(slices.Clip(g.ghosts), buried{turned, int16(b)})
	g.hash ^= ghostKey(turned, b)
	x.noteRebirth(g, p, q, turned, b, promo, "->v")
}

// rebornOn returns the piece p reborn on b as promoted (q) and as turned (turned), for
// place and bury.
func (x circe) rebornOn(g *Game, p Piece, b, capSq int, promo *promotion) (q, turned Piece) {
	q = p
	if promo != nil {
		q = q.WithWalk(promo.walk) | Piece(promo.attrs)<<attrShift
	}
	turned = q
	if x.turncoat && !q.Neutral() {
		turned = q.WithSide(q.Side() ^ (WhiteSide | BlackSide))
	}
	return q, g.volageReborn(turned, b, capSq)
}

// noteRebirth notes the rebirth of p on b as q (promoted to promo, nil when none),
// turned to turned, with the suffix after it, and marks the move's effect as a rebirth
// (moveEffect.reborn).
func (x circe) noteRebirth(g *Game, p, q, turned Piece, b int, promo *promotion, suffix string) {
	if n := len(g.hist); n > 0 && n <= len(g.fx) {
		g.fx[n-1].reborn = true
	}
	if g.noting {
		g.note(func(w *Words) string {
			s := "[+" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(b).String()
			if q != p {
				s += walkChangeText(w, promo, p, q)
			}
			if turned != q {
				s += "=" + g.colourLetter(w, turned)
			}
			return s + suffix + "]"
		})
	}
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
// than by moving (a rebirth): a rook in its corner gets its rook's right, a king on its
// square its king's right (Popeye's enable_castling_rights). The two are separate bits
// and castling needs both, so a rook reborn after its king moved may castle once the
// king too is reborn on its square.
func (g *Game) rightsOnArrival(b int) {
	p := g.board[b]
	for c := movegen.White; c <= movegen.Black; c++ {
		if !p.Belongs(c) {
			continue
		}
		short, long, king, home := rightBits(c)
		r := g.castling
		switch {
		case p.Walk() == Rook && b == home+3:
			r |= short
		case p.Walk() == Rook && b == home-4:
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
// the Cheylan type it may not. Its variants: Mirror (the squares of the capturer's own
// side), File (FileCirce's squares), Diagram (the capturer's diagram square), Clone (the
// capturer is reborn as the captured piece's walk, a royal capturer staying royal, on
// that walk's square; a captured royal piece is not cloned).
type antiCirce struct {
	base
	cheylan bool
	mirror  bool
	clone   bool
	square  squareRule // regularSquare, fileSquare, diagramSquare, superSquare or cageSquare
	// parachute: the piece on an occupied rebirth square goes under it and comes back
	// when the square is empty after a move (Parachute; volcanic.go).
	parachute bool
	// einstein: Einstein strengthens the reborn capturer, ReversalEinstein weakens it
	// (reborn_piece.c picks the adjuster by the relevant piece).
	einstein einsteinAdapter
	// more holds the Circe variant words AntiCirce takes beyond these
	// (anticircevariant.go).
	more antiCirceMore
}

// traditionalAntiCirce are Popeye's traditional names of AntiCirce variants that cpls
// plays, with the variant words they stand for.
var traditionalAntiCirce = map[string][]string{
	"AntiCirce":                   nil,
	"AntiCloneCirce":              {"Clone"},
	"MirrorAntiCirce":             {"Mirror"},
	"FileAntiCirce":               {"File"},
	"MirrorFileAntiCirce":         {"File", "Mirror"},
	"DiagramAntiCirce":            {"Diagram"},
	"AntiSuperCirce":              {"Super"},
	"EquipollentsAntiCirce":       {"Equipollents"},
	"SymmetryAntiCirce":           {"Symmetry"},
	"AntipodeanAntiCirce":         {"Antipodes"},
	"VerticalSymmetryAntiCirce":   {"VerticalSymmetry"},
	"HorizontalSymmetryAntiCirce": {"HorizontalSymmetry"},
}

func init() {
	for name, implied := range traditionalAntiCirce {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			x := antiCirce{base: base{&s}}
			for _, v := range append(slices.Clone(implied), s.Variants...) {
				switch v {
				case "Calvet", "Cheylan":
					x.cheylan = v == "Cheylan"
				case "RexInclusive", "Strict":
				case "Mirror":
					x.mirror = true
				case "Parachute":
					x.parachute = true
				case "Clone":
					if x.einstein != 0 {
						return nil, &UnplayedError{Condition: s.Name, Variant: v}
					}
					x.clone = true
				case "Einstein", "ReversalEinstein":
					if x.clone || x.einstein != 0 {
						return nil, &UnplayedError{Condition: s.Name, Variant: v}
					}
					x.einstein = -einsteinAdapters[v]
				case "File", "Diagram", "Super", "Cage":
					if x.square != regularSquare {
						return nil, &UnplayedError{Condition: s.Name, Variant: v}
					}
					x.square = squareRules[v]
				default:
					if !x.setMore(v) {
						return nil, &UnplayedError{Condition: s.Name, Variant: v}
					}
				}
			}
			return x.withWalks(s)
		})
	}
}

// JoinAntiCirce returns the one AntiCirce Popeye plays for the AntiCirce conditions a
// and b of a problem, and whether both are AntiCirce. Popeye's condition parser keeps a
// single AntiCirce (condition.c: every traditional name sets a field of the one
// anticirce_variant), so "AntiCloneCirce DiagramAntiCirce" is "AntiCirce Diagram Clone".
// A traditional name's rebirth square replaces an earlier one, and every traditional
// name but AntiCloneCirce sets the type anew (Calvet unless Cheylan follows it),
// AntiCloneCirce the reborn walk (Clone in place of Einstein's);
// "AntiCirce" itself adds its variant words, which the engine refuses when they name a
// second square (Popeye's NonsenseCombination).
func JoinAntiCirce(a, b ConditionSpec) (ConditionSpec, bool) {
	implied, okA := traditionalAntiCirce[a.Name]
	later, okB := traditionalAntiCirce[b.Name]
	if !okA || !okB {
		return ConditionSpec{}, false
	}
	var drop func(string) bool
	if b.Name != "AntiCirce" {
		isSquare := func(v string) bool { _, ok := squareRules[v]; return ok }
		newSquare, newType := slices.ContainsFunc(later, isSquare), b.Name != "AntiCloneCirce"
		drop = func(v string) bool {
			return newSquare && isSquare(v) || newType && (v == "Calvet" || v == "Cheylan") ||
				!newType && (v == "Einstein" || v == "ReversalEinstein")
		}
	}
	return joinSpecs("AntiCirce", implied, a, later, b, drop), true
}

// headerName: Popeye writes every AntiCirce variant as AntiCirce and its variant words.
func (antiCirce) headerName() string { return "AntiCirce" }

// keeps: the capturer moves to its rebirth square after a capture only; whether a
// piece observes depends on its rebirth square, off the lines (under Diagram on the
// diagram square the piece carries along, as tryMake does too: tryOrigins), but in
// Super (observesAll).
func (x antiCirce) keeps() keeps {
	if x.parachute || x.more.volcanic {
		// Every move uncovers the pieces under the square it leaves, which the
		// shortcuts do not.
		return 0
	}
	if x.more.adapt == frischaufAdapter {
		return keepsLawful | keepsChoice // a quiet promotion marks the promoted piece
	}
	k := keepsQuietMoves | keepsLawful | keepsChoice
	if x.observesAll() {
		k |= keepsObservation
	}
	return k
}

// reborn returns the capturer p as it is reborn after taking captured: with the
// captured piece's walk in Clone (a royal capturer stays royal).
// Einstein or ReversalEinstein moves it one rung along Einstein's ladder instead, and
// Chameleon to the next walk of its sequence.
func (x antiCirce) reborn(p, captured Piece) Piece {
	if x.more.chameleon {
		if w := x.more.sequence[p.Walk()]; w != NoWalk {
			return p.WithWalk(w)
		}
		return p
	}
	if x.einstein != 0 {
		return p.WithWalk(einsteinStep(p.Walk(), x.einstein == einsteinUp))
	}
	if !x.clone || captured.IsRoyal() || captured == NoPiece {
		return p
	}
	q := p.WithWalk(captured.Walk())
	if p.IsRoyal() {
		q |= Piece(Attrs(Royal)) << attrShift
	}
	return q
}

// rebirthFree reports whether the piece p of c, which captured captured on capSq coming
// from from to the box square to, may be reborn: its rebirth square (found from the
// capture square, not the arrival square: Popeye's relevant_square,
// circe_initialise_reborn_from_capturer_solve, a locust's or a marine piece's) is empty
// (or the square it left, or the capture square) and no Imitator lands on it with the
// move, or, in Calvet, the square it stands on; in Take&Make it has a square to go to;
// Relaxed and Assassin allow more (antiCirceMore.occupiedFree).
func (x antiCirce) rebirthFree(g *Game, p, captured Piece, from, to, capSq int, c movegen.Color) bool {
	if x.square == takeMakeSquare {
		if g.probingRebirth {
			return true // inside a Take&Make probe, whose moves without capture count
		}
		_, any := g.takeMakeSquares(x.reborn(p, captured), from, to, to, c)
		return any
	}
	if x.square.chooses() {
		return true // Super: the square the capturer left is free
	}
	if g.magicTurned(p, to) {
		c = c.Other() // reborn as the side a Type2 magic square changed it to
	}
	_, b, reborn := x.rebirthOf(g, p, captured, from, to, capSq, c, g.origin[from])
	switch {
	case !reborn:
		return true
	case b == to:
		return !x.cheylan
	case g.imitatorAfter(b, to-from):
		return false // REGRESSIONS/4_63_to_4_65.inp#64: no check then either
	case onBoard(b) && (b == from || b == capSq || x.parachute || g.empty(b)):
		return true
	}
	return x.more.occupiedFree(g, b, c)
}

// allowed forbids a capture whose capturer cannot be reborn.
func (x antiCirce) allowed(g *Game, d decoded, c movegen.Color) bool {
	capSq := g.capturedSquare(&d)
	if capSq == 0 {
		return true
	}
	p := x.arrivedMarked(g.arriving(g.board[d.from], &d, NoPiece), &d)
	return x.rebirthFree(g, p, g.board[capSq], d.from, d.to, capSq, c)
}

// capturesOnly: only a capturer is reborn.
func (antiCirce) capturesOnly() bool { return true }

// rejectsNone: Super and Cage choose the rebirth square with the move, among the free
// ones (extend), and rebirthFree allows every such capture.
func (x antiCirce) rejectsNone() bool { return x.square == superSquare || x.square == cageSquare }

// observesAll: in Super a piece observes what it captures by its walk, as the capturer
// may be reborn on the square it left (rebirthFree), so the observer denies nothing
// and the lines decide attacks (keeps).
func (x antiCirce) observesAll() bool { return x.square == superSquare && !x.more.assassin }

// relocatedOccupant returns the piece on the box square b after the capture d of c once
// AntiCirce reborn the capturer, given occupant, the piece the move alone leaves there
// (a Circe rebirth after it tests the square: circevariant.go, allowed). Super and Cage
// choose the square with the move, which this does not foresee.
func (x antiCirce) relocatedOccupant(g *Game, d decoded, c movegen.Color, b int, occupant Piece) Piece {
	capSq := g.capturedSquare(&d)
	if capSq == 0 || x.square.chooses() {
		return occupant
	}
	captured := g.board[capSq]
	arrived := g.arriving(g.board[d.from], &d, captured)
	if arrived == NoPiece {
		return occupant
	}
	q, rb, reborn := x.rebirthOf(g, x.arrivedMarked(arrived, &d), captured, d.from, d.to, capSq, c, g.origin[d.from])
	switch {
	case !reborn || rb == d.to || !onBoard(rb):
		return occupant
	case b == rb:
		return q
	case b == d.to:
		return NoPiece
	}
	return occupant
}

// observes: a piece observes t only when it has a capture of t that AntiCirce allows
// (Popeye validates the check by playing the capture): when its capture lands on t, its
// rebirth square says; otherwise its generated moves, with their arrival squares.
func (x antiCirce) observes(g *Game, f, t int, c movegen.Color) bool {
	p := g.board[f]
	if found, lands := g.anyLandingWalk(p, t, func(w Walk) bool {
		if x.square == cageSquare {
			return x.anyCage(g, x.reborn(p.WithWalk(w), g.board[t]), f, t, c)
		}
		return x.rebirthFree(g, p.WithWalk(w), g.board[t], f, t, t, c)
	}); lands {
		return found
	}
	return g.anyCaptures(g.pieceMoves(g.takeBuf(), f, c), t)
}

// anyCage reports whether the piece q of c, reborn after capturing from f on t, has a
// cage: a square it may be reborn on where it has no legal move that captures nothing
// (Popeye validates a check by playing the capture, cage test included). Inside a cage
// test, whose moves' legality asks this again, a capture is no check, as Popeye finds
// (REGRESSIONS/4_85_to_4_87.inp#11: the reborn piece's moves stay legal there).
func (x antiCirce) anyCage(g *Game, q Piece, f, t int, c movegen.Color) bool {
	if g.probingRebirth {
		return false
	}
	for sq := movegen.Square(0); sq < 64; sq++ {
		b := box(sq)
		free := !x.cheylan
		if b != t {
			free = b == f || g.empty(b)
		}
		if free && g.cagedAfter(f, t, t, NoPiece, q, b) {
			return true
		}
	}
	return false
}

// afterMove moves the capturer to its rebirth square and, in Parachute, uncovers the
// pieces under the squares the move left empty (Popeye's circe_parachute_uncoverer,
// after every move).
func (x antiCirce) afterMove(g *Game, e *moveEffect) {
	x.markPromoted(g, e)
	x.rebirth(g, e)
	if x.parachute || x.more.volcanic {
		g.erupt()
	}
}

// rebirth moves the capturer of the move e to its rebirth square; in Parachute the
// piece there goes under it first, in Assassin it is removed (Popeye writes nothing of
// either); in Relaxed a capturer whose square is occupied stays.
func (x antiCirce) rebirth(g *Game, e *moveEffect) {
	if e.captured == NoPiece || e.arrived == NoPiece {
		return
	}
	p := g.board[e.d.to]
	if x.square.chooses() {
		if x.more.aprilReborn(p) {
			x.chosenRebirth(g, e, p, x.reborn(p, e.captured))
		}
		return
	}
	side := e.side
	if g.magicTurned(p, e.d.to) {
		side = side.Other() // p changed on a Type2 magic square before its rebirth
	}
	q, b, reborn := x.rebirthOf(g, p, e.captured, e.d.from, e.d.to, e.capSq, side, g.origin[e.d.to])
	if !reborn {
		return
	}
	buried := false
	if b != e.d.to && !x.parachute && (!onBoard(b) || !g.empty(b)) {
		switch {
		case x.more.volcanic && onBoard(b):
			buried = true
		case !x.more.assassin || !onBoard(b):
			return // Relaxed: the capturer stays
		default:
			g.set(b, NoPiece)
		}
	}
	r := q
	promo := x.rebirthPromotion(g, e, q, b)
	if promo != nil {
		r = q.WithWalk(promo.walk) | Piece(promo.attrs)<<attrShift
	}
	turned := x.more.turned(r)
	if buried {
		x.bury(g, e, p, q, r, turned, b, promo)
		return
	}
	if b == e.d.to {
		if turned != p {
			g.set(b, turned)
		}
		g.noteRebirth(p, q, r, turned, b, b, promo) // reborn where it captured (Calvet)
		return
	}
	g.carry = g.origin[e.d.to]
	g.set(e.d.to, NoPiece)
	if x.parachute && !g.empty(b) {
		g.buryOccupant(b)
	}
	g.set(b, turned)
	g.rightsOnArrival(b)
	g.noteRebirth(p, q, r, turned, e.d.to, b, promo)
	e.at = b
}

// bury takes the capturer p of the move e off its arrival square and puts it, reborn as
// q and promoted and turned as r and turned, under the occupied box square b (Volcanic):
// "[wPb7->c8=Q->v]".
func (x antiCirce) bury(g *Game, e *moveEffect, p, q, r, turned Piece, b int, promo *promotion) {
	g.set(e.d.to, NoPiece)
	g.ghosts = append(slices.Clip(g.ghosts), buried{turned, int16(b)})
	g.hash ^= ghostKey(turned, b)
	g.noteRebirthAs(p, q, r, turned, e.d.to, b, promo, "->v")
	e.at = vanished
}

// buildLandsOnTarget finds the walks whose captures land on the captured piece's square.
func buildLandsOnTarget() (t [NumWalks]bool) {
	for w := range model {
		t[w] = true
		for _, k := range model[w] {
			switch k.kind {
			case kLocust, kMarineRide, kMarineLeap, kMarinePawn, kOrphan, kFriend, kRoseLocust, kMarinePawnCapture, kSkylla:
				t[w] = false
			}
		}
	}
	return t
}
