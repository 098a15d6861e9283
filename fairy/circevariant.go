package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// The Circe variants (Popeye's circe_variant_type, conditions/circe/*.c): the words after
// "Circe" (or a traditional name such as MirrorCirce, which stands for Circe with some
// of them) choose, step by step as Popeye takes them:
//
//   - the reborn piece: the captured one, with the capturer's walk (Clone, unless the
//     capturer is royal) or its next walk in the chameleon sequence (Chameleon);
//   - the relevant piece, whose walk and side find the square: the reborn one, or the
//     capturer as it arrived, on the other side's squares (Couscous); Mirror swaps the
//     side;
//   - the square: the relevant piece's Circe square (default), its square on the file
//     of the capture (File), the capture square's mirror image through the centre
//     (Symmetry), the file (VerticalSymmetry) or the rank (HorizontalSymmetry), the
//     square four files and four ranks away (Antipodes), the capture square moved by
//     the capturer's move (Equipollents), the capturer's departure square (PWC), the
//     capture square itself (CaptureSquare); then turned through the centre (Diametral)
//     or across the middle of the board (VerticalMirror);
//   - an occupied rebirth square: no rebirth (Relaxed, Circe's default), an illegal
//     capture (Strict), the occupant removed (Assassin; illegal when it is the
//     capturer's royal piece);
//   - the reborn piece's side: the other one (Turncoats).
//
// A royal piece is reborn only with RexInclusive; then a royal piece is in check only
// when its capture would leave it off the board (its rebirth square occupied), as
// Popeye validates a check by playing the capture. ParrainCirce (LastMove Equipollents)
// rebirths the piece captured by the previous move, on its capture square moved by the
// current move (parrain.go).
type circe struct {
	base
	rexInclusive bool
	occupied     occupiedRule
	square       squareRule
	adapt        squareAdapter
	mirror       bool
	couscous     bool
	clone        bool
	chameleon    bool
	sequence     [NumWalks]Walk // the chameleon sequence: the walk each walk becomes
	explicit     bool           // the sequence was named (the header writes it)
	turncoat     bool
	// einstein: the reborn piece goes one rung down Einstein's ladder (Einstein) or up
	// (ReversalEinstein): einsteinDown, einsteinUp; 0 without.
	einstein    einsteinAdapter
	lastMove    bool // the piece captured by the previous move is reborn (Parrain)
	waitCapture bool // the piece the last capture took is reborn at the next capture
	// promoting: a pawn reborn on its last rank promotes, by the mover's choice.
	promoting bool
	// april: only a captured piece of the walks aprilWalks names is reborn (April,
	// AprilChess).
	april      bool
	aprilWalks [NumWalks]bool
}

// keeps: a rebirth follows a capture only, and mostly only blocks lines
// (rebirthOnlyBlocks); under Diagram every move carries its piece's diagram square
// along, as tryMake does too (tryOrigins). ParrainCirce's rebirth follows the next
// move, whatever it is, and a Volcanic piece erupts when a move empties its square:
// those keep nothing. Observation is kept unless a variant changes
// it: Assassin checks by its checker hook too, and with RexInclusive a royal piece is
// in check only when its capture leaves it off the board.
func (x circe) keeps() keeps {
	if x.lastMove || x.occupied == volcanicRebirth || x.occupied == parachuteRebirth {
		return 0
	}
	k := keepsLawful | keepsChoice
	if x.adapt != frischaufAdapter {
		k |= keepsQuietMoves // under Frischauf a quiet promotion marks the promoted piece
	}
	if x.observesAll() && x.checksNone() {
		k |= keepsObservation
	}
	if x.rebirthOnlyBlocks() {
		k |= keepsCaptureChecks
	}
	return k
}

// rebirthOnlyBlocks reports whether a capture's effect only puts the captured piece, of
// its side, on an empty square (keepsCaptureChecks): not where the occupant of the
// rebirth square is removed (Assassin), the reborn piece changes sides (Turncoats), a
// royal piece is reborn (RexInclusive: the check rule reads its rebirth square), or the
// piece reborn is one taken before (WaitCapture). A kamikaze capturer reborn too has an
// attribute, which the game's captureChecks does not allow.
func (x circe) rebirthOnlyBlocks() bool {
	return (x.occupied == relaxedRebirth || x.occupied == strictRebirth) && !x.turncoat && !x.rexInclusive && !x.waitCapture
}

// occupiedRule is what a variant does when the rebirth square is occupied.
type occupiedRule uint8

const (
	relaxedRebirth   occupiedRule = iota // the piece is not reborn
	strictRebirth                        // the capture is illegal
	assassinRebirth                      // the occupant is removed
	volcanicRebirth                      // the piece waits under the square (volcanic.go)
	parachuteRebirth                     // the occupant waits under the square (volcanic.go)
)

// squareRule is how a variant finds the rebirth square.
type squareRule uint8

const (
	regularSquare squareRule = iota
	fileSquare
	symmetrySquare
	verticalSymmetrySquare
	horizontalSymmetrySquare
	antipodesSquare
	equipollentsSquare
	pwcSquare
	captureSquare
	diagramSquare // the piece's square in the diagram (Game.origin)
	// The rules whose captures choose the square (rebirth choice, choice.go): any
	// empty square (Super), one where the reborn piece has no move without capture
	// (Cage), one the reborn piece reaches by a move from the capture square
	// (Take&Make).
	superSquare
	cageSquare
	takeMakeSquare
	// rankSquare: the Circe square of a piece reborn on a square of the capture
	// square's colour, moved onto the rank of the capture (Rank, rank.c).
	rankSquare
)

// squareAdapter is how a variant moves the square found.
type squareAdapter uint8

const (
	noAdapter squareAdapter = iota
	diametralAdapter
	verticalMirrorAdapter
	// frischaufAdapter: a promoted piece (attribute Frischauf) is reborn on the file of
	// the capture, on the capturer's first rank; a promotion marks the promoted piece
	// (conditions/circe/frischauf.c).
	frischaufAdapter
)

// traditionalCirce are Popeye's traditional names of Circe variants, with the variant
// words they stand for (the manual's table).
var traditionalCirce = map[string][]string{
	"Circe":                   nil,
	"MirrorCirce":             {"Mirror"},
	"PWC":                     {"PWC"},
	"CouscousCirce":           {"Couscous"},
	"ChameleonCirce":          {"Chameleon"},
	"EquipollentsCirce":       {"Equipollents"},
	"FileCirce":               {"File"},
	"ParrainCirce":            {"Parrain"},
	"ContraParrain":           {"ContraParrain"},
	"SymmetryCirce":           {"Symmetry"},
	"MirrorFileCirce":         {"File", "Mirror"},
	"AntipodeanCirce":         {"Antipodes"},
	"MirrorCirceClone":        {"Clone", "Mirror"},
	"CirceClone":              {"Clone"},
	"DiametralCirce":          {"Diametral"},
	"MirrorCouscousCirce":     {"Couscous", "Mirror"},
	"CirceAssassin":           {"Assassin"},
	"CirceTurncoats":          {"Turncoats"},
	"CirceDoubleAgents":       {"Turncoats", "Mirror"},
	"VerticalMirrorCirce":     {"VerticalMirror"},
	"FrischAufCirce":          {"Frischauf"},
	"VerticalSymmetryCirce":   {"VerticalSymmetry"},
	"HorizontalSymmetryCirce": {"HorizontalSymmetry"},
	"DiagramCirce":            {"Diagram"},
	"SuperCirce":              {"Super"},
	"AprilChess":              {"Super", "April"},
	"CageCirce":               {"Cage"},
	"CirceTake&Make":          {"Take&Make"},
	"RankCirce":               {"Rank"},
}

func init() {
	for name, implied := range traditionalCirce {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			return newCirce(s, implied)
		})
	}
}

// newCirce makes the Circe variant of s, whose name implies the variant words implied.
func newCirce(s ConditionSpec, implied []string) (Condition, error) {
	x := circe{base: base{&s}}
	for _, v := range append(slices.Clone(implied), s.Variants...) {
		if !x.setVariant(v) {
			return nil, &UnplayedError{Condition: s.Name, Variant: v}
		}
	}
	if len(s.Squares) > 0 || len(s.Numbers) > 0 {
		return nil, variantsKnown(ConditionSpec{Name: s.Name, Squares: s.Squares, Numbers: s.Numbers})
	}
	if x.april {
		for _, w := range s.Walks {
			x.aprilWalks[w] = true
		}
		return x, nil
	}
	if len(s.Walks) > 0 {
		if !x.chameleon {
			return nil, &UnplayedError{Condition: s.Name, Variant: "with pieces"}
		}
		x.explicitSequence(s.Walks)
	}
	return x, nil
}

// explicitSequence sets the chameleon sequence the walks name (Popeye's
// ReadChameleonSequence): each walk becomes the next, the last the first unless it
// closes the sequence; the walks not named stay themselves.
func (x *circe) explicitSequence(walks []Walk) {
	for w := range x.sequence {
		x.sequence[w] = Walk(w)
	}
	for i := 1; i < len(walks); i++ {
		x.sequence[walks[i-1]] = walks[i]
	}
	if last := walks[len(walks)-1]; last != walks[0] {
		x.sequence[last] = walks[0]
	}
	x.explicit = true
}

// HeaderCycle reports whether the walks Popeye writes after c's name are a chameleon
// sequence's cycle, joined by "->" (ChameleonCirce with its walks named).
func HeaderCycle(c Condition) bool {
	if h, ok := c.(interface{ headerCycle() bool }); ok {
		return h.headerCycle() // ChameleonChess with its sequence named
	}
	x, ok := c.(circe)
	return ok && x.explicit
}

// sequenceCycle: with an explicit sequence Popeye writes its cycle after the variant
// words ("Chameleon Q->S->B->R->Q"), from the first walk in its walk order that changes;
// nil otherwise.
func (x circe) sequenceCycle() []Walk {
	if !x.explicit {
		return nil
	}
	for w := Walk(0); w < NumWalks; w++ {
		if x.sequence[w] == w || w == NoWalk || w == Invalid {
			continue
		}
		out := []Walk{w}
		for q := x.sequence[w]; ; q = x.sequence[q] {
			out = append(out, q)
			if q == w || len(out) > int(NumWalks) {
				return out
			}
		}
	}
	return nil
}

// setVariant applies the variant word v; false when the engine does not play it (or
// not together with the words before).
func (x *circe) setVariant(v string) bool {
	switch v {
	case "RexInclusive", "RexExclusive":
		x.rexInclusive = v == "RexInclusive"
	case "Relaxed":
		x.occupied = relaxedRebirth
	case "Strict":
		x.occupied = strictRebirth
	case "Assassin":
		x.occupied = assassinRebirth
	case "Volcanic":
		x.occupied = volcanicRebirth
	case "Parachute":
		x.occupied = parachuteRebirth
	case "Mirror":
		x.mirror = true
	case "WaitCapture":
		if x.lastMove {
			return false
		}
		x.waitCapture = true
	case "Couscous":
		x.couscous, x.promoting = true, true
	case "Turncoats":
		x.turncoat = true
	case "Einstein", "ReversalEinstein":
		if x.clone || x.chameleon || x.einstein != 0 {
			return false
		}
		x.einstein = einsteinAdapters[v]
	case "Clone", "Chameleon":
		if x.clone || x.chameleon || x.einstein != 0 {
			return false
		}
		x.clone, x.chameleon = v == "Clone", v == "Chameleon"
		for w := range x.sequence {
			x.sequence[w] = chameleonNext(Walk(w))
		}
	case "Diametral", "VerticalMirror", "Frischauf":
		if x.adapt != noAdapter {
			return false
		}
		x.adapt = map[string]squareAdapter{"Diametral": diametralAdapter, "VerticalMirror": verticalMirrorAdapter,
			"Frischauf": frischaufAdapter}[v]
	case "April":
		x.april = true
	case "Parrain", "ContraParrain":
		if x.square != regularSquare || x.waitCapture {
			return false
		}
		x.square, x.lastMove, x.promoting = equipollentsSquare, true, true
		x.mirror = x.mirror || v == "ContraParrain"
	default:
		r, ok := squareRules[v]
		if !ok || x.square != regularSquare {
			return false
		}
		x.square = r
		x.promoting = x.promoting || r != fileSquare && r != horizontalSymmetrySquare && r != captureSquare &&
			r != diagramSquare && r != rankSquare
		if r.chooses() {
			x.promoting = false // the rebirth choice names the promotion
		}
	}
	return true
}

// einsteinAdapter is the way the Circe variants Einstein and ReversalEinstein move the
// reborn piece along Einstein's ladder (conditions/circe/einstein.c).
type einsteinAdapter int8

const (
	einsteinDown einsteinAdapter = -1
	einsteinUp   einsteinAdapter = 1
)

// einsteinAdapters: for the captured piece, Einstein weakens it and ReversalEinstein
// strengthens it; AntiCirce's reborn capturer goes the other way (antiCirce.reborn).
var einsteinAdapters = map[string]einsteinAdapter{"Einstein": einsteinDown, "ReversalEinstein": einsteinUp}

// squareRules are the variant words that choose a square rule.
var squareRules = map[string]squareRule{
	"File": fileSquare, "Symmetry": symmetrySquare, "VerticalSymmetry": verticalSymmetrySquare,
	"HorizontalSymmetry": horizontalSymmetrySquare, "Antipodes": antipodesSquare,
	"Equipollents": equipollentsSquare, "PWC": pwcSquare, "CaptureSquare": captureSquare,
	"Diagram": diagramSquare, "Super": superSquare, "Cage": cageSquare, "Take&Make": takeMakeSquare,
	"Rank": rankSquare,
}

// headerName: Popeye writes every Circe variant as Circe and its variant words.
func (circe) headerName() string { return "Circe" }

// headerVariants returns the variant words Popeye writes after "Circe", in its order
// (output/plaintext/condition.c, append_circe_variants).
func (x circe) headerVariants() []string {
	w := circeWords{square: x.square, couscous: x.couscous, april: x.april, lastMove: x.lastMove,
		waitCapture: x.waitCapture, mirror: x.mirror, adapt: x.adapt, clone: x.clone,
		chameleon: x.chameleon, turncoat: x.turncoat, einstein: x.einstein,
		assassin: x.occupied == assassinRebirth, strict: x.occupied == strictRebirth,
		relaxed:   x.occupied == relaxedRebirth && slices.Contains(x.spec.Variants, "Relaxed"),
		parachute: x.occupied == parachuteRebirth, volcanic: x.occupied == volcanicRebirth}
	if x.rexInclusive {
		w.rex = "RexInclusive"
	}
	return w.words()
}

// rebirth is where a capture's reborn piece goes.
type rebirth struct {
	piece Piece
	sq    int
}

// rebirthOf returns the piece the capture e rebirths and its square, false when none is
// reborn (a royal piece without RexInclusive, a square off the board).
func (x circe) rebirthOf(g *Game, e *moveEffect) (rebirth, bool) {
	reborn, ok := x.rebornPiece(e)
	if !ok {
		return rebirth{}, false
	}
	if x.square.chooses() {
		b := int(e.d.rebirthSq) // the arrival square: no rebirth (move.go)
		return rebirth{reborn, b}, b != e.d.to && onBoard(b)
	}
	walk, side := reborn.Walk(), e.side
	if x.couscous {
		walk, side = e.arrived.Walk(), side.Other()
		if e.arrived == NoPiece {
			walk = e.mover.Walk()
		}
	}
	if x.mirror {
		side = side.Other()
	}
	b := x.squareOf(g.circeWalk(walk), side, e.capSq, e.d.from, e.d.to)
	if x.square == regularSquare && g.rules.glasgow {
		b = glasgowRebirth(b, side)
	}
	if x.adapt == frischaufAdapter && reborn.Has(Frischauf) {
		b = box(movegen.MakeSquare(fileOf(e.capSq), pick(side == movegen.Black, 7, 0)))
	}
	if x.square == diagramSquare {
		b = 0 // off the board: a piece of no diagram square is not reborn
		if e.capOrigin != 0 {
			b = x.adapted(box(movegen.Square(e.capOrigin - 1)))
		}
	}
	return rebirth{reborn, b}, onBoard(b)
}

// rebornPiece returns the piece the capture e rebirths, false when none is reborn (a
// royal piece without RexInclusive).
func (x circe) rebornPiece(e *moveEffect) (Piece, bool) {
	reborn := e.captured
	if x.clone && !e.mover.IsRoyal() {
		reborn = reborn.WithWalk(e.mover.Walk())
	} else if x.chameleon {
		if w := x.sequence[reborn.Walk()]; w != NoWalk {
			reborn = reborn.WithWalk(w)
		}
	} else if x.einstein != 0 {
		reborn = reborn.WithWalk(einsteinStep(reborn.Walk(), x.einstein == einsteinUp))
	}
	if x.april && !x.aprilWalks[e.captured.Walk()] {
		return reborn, false
	}
	return reborn, !reborn.IsRoyal() || x.rexInclusive
}

// headerWalks: Popeye writes April's walks after the variant words, in its walk order,
// and an explicit chameleon sequence's cycle.
func (x circe) headerWalks() []Walk {
	if x.explicit {
		return x.sequenceCycle()
	}
	var out []Walk
	for w, ok := range x.aprilWalks {
		if ok {
			out = append(out, Walk(w))
		}
	}
	return out
}

// squareOf returns the rebirth box square of a piece of walk w for the relevant side
// (the capturer's, as Circe's squares take it) captured on capSq by a move from from to
// to.
func (x circe) squareOf(w Walk, side movegen.Color, capSq, from, to int) int {
	var b int
	switch x.square {
	case regularSquare:
		b = circeSquare(w, capSq, side)
	case fileSquare:
		b = fileCirceSquare(w, capSq, side)
	case symmetrySquare:
		b = box(movegen.MakeSquare(7-fileOf(capSq), 7-rankOf(capSq)))
	case verticalSymmetrySquare:
		b = box(movegen.MakeSquare(7-fileOf(capSq), rankOf(capSq)))
	case horizontalSymmetrySquare:
		b = box(movegen.MakeSquare(fileOf(capSq), 7-rankOf(capSq)))
	case antipodesSquare:
		b = box(movegen.MakeSquare((fileOf(capSq)+4)%8, (rankOf(capSq)+4)%8))
	case equipollentsSquare:
		b = capSq + to - from
	case pwcSquare:
		b = from
	case captureSquare:
		b = capSq
	case rankSquare:
		b = rankCirceSquare(w, capSq, side)
	}
	return x.adapted(b)
}

// adapted returns the square b as the variant's adapter moves it.
func (x circe) adapted(b int) int {
	if !onBoard(b) {
		return b
	}
	switch x.adapt {
	case diametralAdapter:
		b = box(movegen.MakeSquare(7-fileOf(b), 7-rankOf(b)))
	case verticalMirrorAdapter:
		b = box(movegen.MakeSquare(7-fileOf(b), rankOf(b)))
	}
	return b
}

// fileCirceSquare is File Circe's square (conditions/circe/file.c): on the file of the
// capture, a pawn on its second rank, a piece of the game array on its first, a fairy
// piece on its last.
func fileCirceSquare(w Walk, capSq int, capturer movegen.Color) int {
	r := 7
	switch {
	case isPawn(w):
		r = 1
	case w == Knight || w == Rook || w == Queen || w == Bishop || w == King:
		r = 0
	}
	if capturer == movegen.White {
		r = 7 - r
	}
	return box(movegen.MakeSquare(fileOf(capSq), r))
}

// planned returns the rebirth the move d of c will make, from the position before it,
// and false when it makes none.
func (x circe) planned(g *Game, d decoded, c movegen.Color) (rebirth, bool) {
	if x.lastMove {
		p, capSq := g.pending()
		if p == NoPiece || p.IsRoyal() && !x.rexInclusive {
			return rebirth{}, false
		}
		b := capSq + x.parrainVector(d)
		return rebirth{p, b}, onBoard(b)
	}
	capSq := g.capturedSquare(&d)
	if capSq == 0 {
		return rebirth{}, false
	}
	if x.waitCapture {
		return x.waitingSquare(g, g.lastCapture(len(g.hist)), d)
	}
	mover := g.board[d.from]
	captured := g.board[capSq]
	e := moveEffect{d: d, mover: mover, arrived: g.arriving(mover, &d, captured), captured: captured, capSq: capSq, side: c,
		capOrigin: g.origin[capSq]}
	return x.rebirthOf(g, &e)
}

// occupantAfter returns the piece that will stand on b after the move d: the piece that
// arrives on d.to, the castling rook, nothing where pieces leave.
func (g *Game) occupantAfter(d decoded, b int) Piece {
	mover := g.board[d.from]
	capSq := g.capturedSquare(&d)
	switch {
	case b == d.to:
		captured := NoPiece
		if capSq != 0 {
			captured = g.board[capSq]
		}
		return g.arriving(mover, &d, captured)
	case d.kind == castleShort && b == d.from+dirRight:
		return g.board[d.from+3*dirRight]
	case d.kind == castleLong && b == d.from+dirLeft:
		return g.board[d.from+4*dirLeft]
	case d.kind == hurdleHop && b == int(d.dest):
		return g.board[d.aux]
	case b == d.from || b == capSq || d.kind == castleShort && b == d.from+3*dirRight ||
		d.kind == castleLong && b == d.from+4*dirLeft || d.kind == hurdleHop && b == d.aux:
		return NoPiece
	}
	return g.board[b]
}

// rejectsNone: only Strict and Assassin forbid captures (allowed).
func (x circe) rejectsNone() bool {
	return x.occupied != strictRebirth && x.occupied != assassinRebirth
}

// allowed forbids, in Strict, a capture whose rebirth square will be occupied, and in
// Assassin one whose rebirth removes the capturer's own royal piece. The square is
// tested when the piece is reborn, after AntiCirce's rebirth of the capturer
// (TESTS/circe.inp#17: 1.Ra8*a7[wRa7->a1] is illegal, a1 the grasshopper's square).
func (x circe) allowed(g *Game, d decoded, c movegen.Color) bool {
	return x.rebirthAllowed(g, d, c, true)
}

// rebirthAllowed is allowed, the square tested after AntiCirce's rebirth of the
// capturer when atRebirth is set, before the move otherwise (ImmunChess: Popeye tests
// it before the move is played, TESTS/circe.inp#17 b).
func (x circe) rebirthAllowed(g *Game, d decoded, c movegen.Color, atRebirth bool) bool {
	if x.occupied != strictRebirth && x.occupied != assassinRebirth {
		return true
	}
	r, ok := x.planned(g, d, c)
	if !ok {
		return true
	}
	occupant := g.occupantAfter(d, r.sq)
	for _, h := range g.rules.hooks.conditions {
		if ac, ok := h.(antiCirce); ok && atRebirth {
			occupant = ac.relocatedOccupant(g, d, c, r.sq, occupant)
		}
	}
	if occupant == NoPiece {
		return true
	}
	if x.occupied == strictRebirth {
		return false
	}
	return !(occupant.Belongs(c) && occupant.IsRoyal())
}

// rebirthPromotion returns what the pawn p, reborn on b by the move of e, promotes to:
// the move's choice (extend), or, for a Bul or Dob hop, which has no room for one, the
// first promotion (chosenPromotion); nil when it does not promote.
func (x circe) rebirthPromotion(g *Game, e *moveEffect, p Piece, b int) *promotion {
	if e.d.kind == hurdleHop && x.promoting && !g.rules.noPromotion[e.side] {
		return g.chosenPromotion(e.d, p, b)
	}
	return e.d.rebirthPromo
}

// capturesOnly: the rebirth a filtered move makes is its own capture's, but for the
// rebirth of the last move's capture (Parrain), which a quiet move makes too.
func (x circe) capturesOnly() bool { return !x.lastMove }

// extend: where a pawn will be reborn on its last rank, each move becomes one move per
// promotion of the pawn (but a Bul or Dob hop, whose condition bits hold its hurdle's
// promotion: rebirthPromotion).
func (x circe) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	if x.square.chooses() {
		return x.chooseRebirths(g, ml, start, c)
	}
	if !x.promoting || g.rules.noPromotion[c] {
		return ml // NoPromotion: the reborn pawn stays a pawn
	}
	n := len(ml)
	for i := start; i < n; i++ {
		if !x.lastMove && ml[i] < 1<<12 && g.board[boxOf[ml[i]>>6&63]] == NoPiece {
			continue // a plain move to an empty square captures nothing (filtered)
		}
		d := g.decode(ml[i])
		if d.kind == hurdleHop {
			continue
		}
		if !x.promotesReborn(g, d, c) {
			continue
		}
		ml = g.withRebirthPromotions(ml, i, len(g.rules.rebirthPromotions))
	}
	return ml
}

// promotesReborn reports whether the move d of c rebirths a pawn on its last rank: the
// captured one, or in Parrain a kamikaze pawn that captures (reborn first, it takes the
// move's rebirth promotion; kamikazeRebirth).
func (x circe) promotesReborn(g *Game, d decoded, c movegen.Color) bool {
	if x.lastMove {
		capSq := g.capturedSquare(&d)
		k, ok := x.kamikazeReborn(g, d, g.board[d.from], g.board[capSq], capSq, c, g.origin[d.from])
		if ok && g.promotesAs(k.piece, k.sq, c) && g.occupantAfter(d, k.sq) == NoPiece {
			return true
		}
	}
	r, ok := x.planned(g, d, c)
	return ok && g.promotesAs(r.piece, r.sq, x.rebornAs(c)) && (x.rebirthsOnOccupied() || g.occupantAfter(d, r.sq) == NoPiece && !x.kamikazeTakes(g, d, c, r.sq))
}

// kamikazeTakes reports whether a kamikaze capturer of the move d of c is reborn on the
// box square b, before the piece it captured, which then finds b occupied.
func (x circe) kamikazeTakes(g *Game, d decoded, c movegen.Color, b int) bool {
	capSq := g.capturedSquare(&d)
	k, ok := x.kamikazeReborn(g, d, g.board[d.from], g.board[capSq], capSq, c, g.origin[d.from])
	return ok && k.sq == b
}

// rebirthsOnOccupied reports whether a piece is reborn, and so promoted, on an
// occupied rebirth square: Popeye places it after removing the occupant (Assassin,
// Parachute) or before swapping it with the occupant (Volcanic).
func (x circe) rebirthsOnOccupied() bool {
	return x.occupied == assassinRebirth || x.occupied == parachuteRebirth || x.occupied == volcanicRebirth
}

// rebornAs returns the side a piece is reborn for by a move of c: the side of the
// capture's victim (Popeye's rebirth_as), c's opponent, but c itself in Parrain, where
// the capture was the opponent's last move.
func (x circe) rebornAs(c movegen.Color) movegen.Color {
	if x.lastMove {
		return c
	}
	return c.Other()
}

// promotesAs reports whether the pawn p reborn on b for the side as stands on its
// promotion rank: a neutral pawn promotes only on the rank of that side (Popeye's
// is_square_occupied_by_promotable_pawn with rebirth_as; REGRESSIONS/4_69_to_4_71.inp#22:
// a neutral pawn reborn on e1 in White's move stays a pawn).
func (g *Game) promotesAs(p Piece, b int, as movegen.Color) bool {
	if p.Neutral() {
		return isPawn(p.Walk()) && rankOf(b) == g.promotionRank(Pawn, as)
	}
	return g.promotesOn(p, b)
}

// promotesOn reports whether the pawn p reborn on b stands on its promotion rank.
func (g *Game) promotesOn(p Piece, b int) bool {
	if !isPawn(p.Walk()) {
		return false
	}
	return p.Belongs(movegen.White) && rankOf(b) == g.promotionRank(Pawn, movegen.White) ||
		p.Belongs(movegen.Black) && rankOf(b) == g.promotionRank(Pawn, movegen.Black)
}

// observes: with RexInclusive, a piece that could capture a royal piece on t checks it
// only when the royal piece would not be reborn: its rebirth square occupied after the
// capture (Popeye plays the capture to see whether the king is gone). That is Popeye's
// validation of a check, not of an observation: the pieces that observe a transmuting
// king observe it all the same (REGRESSIONS/4_63_to_4_65.inp#44).
func (x circe) observes(g *Game, f, t int, c movegen.Color) bool {
	if x.observesAll() || g.transmuting[c.Other()] {
		return true
	}
	k := g.board[t]
	if k == NoPiece || !k.IsRoyal() || k.Belongs(c) {
		return true
	}
	if g.movesCapturers() {
		return g.captureRemovesRoyal(f, t, c)
	}
	mover := g.board[f]
	e := moveEffect{d: decoded{from: f, to: t}, mover: mover, arrived: mover, captured: k, capSq: t, side: c}
	r, ok := x.rebirthOf(g, &e)
	if !ok || r.sq == t {
		return true
	}
	if r.sq == f {
		return false
	}
	return !g.empty(r.sq) && x.occupied != assassinRebirth
}

// checks: in Assassin, c checks the royal piece on t when it could capture a piece of
// t's side whose rebirth would land on t (Popeye tests every piece of the side, playing
// the capture). The rebirth squares that depend on the capturer or its move are not
// foreseen here.
func (x circe) checks(g *Game, t int, c movegen.Color) bool {
	k := g.board[t]
	if x.checksNone() || k == NoPiece || !k.IsRoyal() || k.Belongs(c) {
		return false
	}
	for bb := g.occ[c.Other()]; bb != 0; bb &= bb - 1 {
		s := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		p := g.board[s]
		if s == t || p.Belongs(c) && !p.Neutral() || p.Has(Uncapturable) {
			continue
		}
		e := moveEffect{d: decoded{to: s}, captured: p, capSq: s, side: c}
		if r, ok := x.rebirthOf(g, &e); ok && r.sq == t && g.attacked(s, c) {
			return true
		}
	}
	return false
}

// observesAll reports whether the variant lets every piece observe what it could
// capture (idleObserver): all but RexInclusive's, whose rebirths decide.
func (x circe) observesAll() bool {
	return !x.rexInclusive || x.lastMove || x.waitCapture
}

// checksNone reports whether the variant checks only by observation (idleChecker): all
// but Assassin's, where the rebirth squares it foresees decide.
func (x circe) checksNone() bool {
	return x.occupied != assassinRebirth || x.lastMove || x.waitCapture || x.clone || x.couscous ||
		x.square == equipollentsSquare || x.square == pwcSquare
}
