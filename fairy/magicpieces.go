package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// Magic pieces (pieces/attributes/magic.c): a magic piece views every piece it could
// capture (of either side, but not a royal, neutral or magic one), each view along a
// line. After a move, a piece that has an odd number of new views changes to the other
// side; a view is new when no view before the move had the same viewed piece, magic
// piece and line. The line is what Popeye names it by:
//
//   - a rider's, hopper's or lion's: the straight line through both pieces, with the
//     first squares off the board beyond the magic piece and beyond the viewed one (so
//     a piece moving along the line keeps its view, one crossing to the other side of
//     the viewed piece does not);
//   - a rose's: its octagon, by the lowest square and the next one in the direction
//     it travels;
//   - a spiral springer's: its zigzag, by the first square off the board behind the
//     magic piece and the next one;
//   - a double grasshopper's: the first hop's line and the square it lands on;
//   - a leaper's, a pawn's and the other kinds': the two squares themselves, so every
//     move of either piece makes the view new.
//
// A combined piece views by each of its components (an amazon's knight leaps view as a
// leaper's, its queen lines as a rider's). Popeye compares pieces by their identity;
// here the pieces of the position before the move are followed to their squares after
// it (the mover, a castling rook, a moved hurdle, a piece a condition put back).

// magicView is one view: the box squares of the viewed piece and the magic piece, and
// the two squares that name the line.
type magicView struct{ viewed, magic, start, end int }

// magicViews appends the views of every magic piece in the position to out.
func (g *Game) magicViews(out []magicView) []magicView {
	g.viewing = true
	defer func() { g.viewing = false }()
	var targets [64]int
	n := 0
	for bb := g.occ[movegen.White] | g.occ[movegen.Black]; bb != 0; bb &= bb - 1 {
		t := int(boxOf[bits.TrailingZeros64(uint64(bb))])
		if q := g.board[t]; !q.Has(Magic) && !q.IsRoyal() && !q.Neutral() {
			targets[n] = t
			n++
		}
	}
	gen := g.rules.hooks.generator
	for c := movegen.White; c <= movegen.Black; c++ {
		for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
			f := int(boxOf[bits.TrailingZeros64(uint64(bb))])
			if !g.board[f].Has(Magic) {
				continue
			}
			w := g.walkOf(f, c)
			reach := &geometry[w].reach
			for _, t := range targets[:n] {
				if gen == nil && !reach.has(f-t) {
					continue
				}
				out = g.magicViewsOf(out, f, t, w, c)
			}
		}
	}
	return out
}

// magicViewsOf appends the views of the magic piece on f, acting by w for c, of the
// piece on t: the piece is given to c's opponent meanwhile, so that it may be captured.
func (g *Game) magicViewsOf(out []magicView, f, t int, w Walk, c movegen.Color) []magicView {
	if magicBlind[w] {
		return out
	}
	q := g.board[t]
	enemy := q.WithSide(SideOf(c.Other()))
	if enemy != q {
		g.put(t, enemy)
	}
	if g.pieceAttacksAs(f, t, w, c) && !g.condParalysed(f, c) && g.observedBy(f, t, c) {
		for i := range model[w] {
			out = g.componentViews(out, f, t, &model[w][i], c)
		}
	}
	if enemy != q {
		g.put(t, q)
	}
	return out
}

// componentViews appends the views of the piece on f of the piece on t by one component
// of its walk.
func (g *Game) componentViews(out []magicView, f, t int, k *comp, c movegen.Color) []magicView {
	switch k.kind {
	case kRose:
		return g.roseViews(out, f, t, k.paths)
	case kSpiral:
		return g.zigzagViews(out, f, t, k)
	case kDoubleHop:
		return g.doubleHopViews(out, f, t, k.vs)
	case kAngleHop:
		return g.angleHopViews(out, f, t, k)
	}
	if !g.compAttacks(f, t, k, c) {
		return out
	}
	switch k.kind {
	case kRide, kHop, kContraHop, kLion, kChinese, kLocust, kMarineRide, kKangaroo, kKangarooLion,
		kEdgehog, kBouncer, kEquihopper, kOrix, kSuperpawn, kBerolinaSuper, kMaoRider, kMoaRider,
		kMultiLion:
		v := primitive(t - f)
		return append(out, magicView{viewed: t, magic: f, start: g.offBoard(f, -v), end: g.offBoard(t, v)})
	}
	return append(out, magicView{viewed: t, magic: f, start: f, end: t})
}

// primitive returns the shortest vector along the line of the offset d.
func primitive(d int) int {
	df, dr := deltaCoords(d)
	n := gcd(abs(df), abs(dr))
	if n == 0 {
		return 0
	}
	return vec(df/n, dr/n)
}

// offBoard returns the first square from b along v that is off the board.
func (g *Game) offBoard(b, v int) int {
	for b += v; !g.blocked(b); b += v {
	}
	return b
}

// clearTo reports whether the squares of the path p from f before its step i are empty.
func (g *Game) clearTo(f int, p *path, i int) bool {
	for _, s := range p.steps[:i] {
		if !g.empty(f + s) {
			return false
		}
	}
	return true
}

// roseViews appends a view for every octagon along which the rose on f reaches t: the
// octagon named by its lowest square and the next one it travels to.
func (g *Game) roseViews(out []magicView, f, t int, pg *pathGeometry) []magicView {
	d := t - f
	if d < -maxDelta || d > maxDelta {
		return out
	}
	for _, h := range pg.hits[d+maxDelta] {
		p := &pg.paths[h.path]
		if !g.clearTo(f, p, h.step) {
			continue
		}
		circle := append([]int{f}, p.steps...)
		low := 0
		for i := range circle {
			if i > 0 {
				circle[i] += f
			}
			if circle[i] < circle[low] {
				low = i
			}
		}
		out = append(out, magicView{viewed: t, magic: f, start: circle[low], end: circle[(low+1)%len(circle)]})
	}
	return out
}

// zigzagViews appends a view for every zigzag along which the spiral springer on f
// reaches t: the zigzag named by its first square off the board behind the piece and
// the next one.
func (g *Game) zigzagViews(out []magicView, f, t int, k *comp) []magicView {
	pg := k.paths
	d := t - f
	if d < -maxDelta || d > maxDelta {
		return out
	}
	for _, h := range pg.hits[d+maxDelta] {
		if !g.clearTo(f, &pg.paths[h.path], h.step) {
			continue
		}
		zig, zag := k.zigzags[h.path][0], k.zigzags[h.path][1]
		b, back := f-zag, zig
		for !g.blocked(b) {
			b -= back
			back = zig + zag - back
		}
		out = append(out, magicView{viewed: t, magic: f, start: b, end: b - back})
	}
	return out
}

// doubleHopViews appends a view for every first hop after which the double grasshopper
// on f reaches t: named by the first square off the board beyond its landing square
// along the first hop, and that landing square.
func (g *Game) doubleHopViews(out []magicView, f, t int, s *vecSet) []magicView {
	for _, v := range s.vecs {
		h := g.endOfLine(f, v)
		if g.blocked(h) || !g.empty(h+v) {
			continue
		}
		mid := h + v
		if w := s.lineOf(mid, t); w != 0 && g.occupied(t-w) && g.clear(mid+w, t-w, w) {
			out = append(out, magicView{viewed: t, magic: f, start: g.offBoard(mid, v), end: mid})
		}
	}
	return out
}

// angleHopViews appends a view for every hurdle over which the angle hopper on f
// reaches t: the line from the hurdle through the hopper, named as a rider's (its first
// squares off the board beyond the hopper and, back from t, beyond t).
func (g *Game) angleHopViews(out []magicView, f, t int, k *comp) []magicView {
	for _, v := range k.vs.vecs {
		h := g.endOfLine(f, v)
		if g.blocked(h) {
			continue
		}
		for _, d := range angleLandings(v, k.n) {
			if h+d == t {
				out = append(out, magicView{viewed: t, magic: f, start: g.offBoard(f, -v), end: g.offBoard(t, v)})
			}
		}
	}
	return out
}

// magicSlot holds the views of the position a game reached after its first n moves
// (n its index in Game.magicAt): those the move's recolouring found, before the effects
// that act after it, as Popeye keeps them; hash tells the position they belong to.
type magicSlot struct {
	hash  uint64
	ok    bool
	views []magicView
}

// viewsBefore returns the views of the position before the move about to be made: those
// its own move left, or, in the diagram (or after a pass), those found now. The views
// found after a pass are not kept in the slot of the position passed from, which keeps
// those its move left (found before the effects that act late, such as
// ActuatedRevolvingBoard's turn) for when the pass is taken back; and the pass an
// observer makes to play a capture for the side not to move (observerPass: Popeye
// plays that capture without one) sees the views of the position passed from.
func (g *Game) viewsBefore() []magicView {
	n := len(g.hist)
	for len(g.magicAt) <= n+1 {
		g.magicAt = append(g.magicAt, magicSlot{})
	}
	s := &g.magicAt[n]
	if s.ok && s.hash == g.hash {
		return s.views
	}
	if k := len(g.passes); k > 0 && s.ok && g.passes[k-1].hash == s.hash {
		if g.observerPass {
			return s.views
		}
		return g.magicViews(nil)
	}
	s.views = g.magicViews(s.views[:0])
	s.hash, s.ok = g.hash, true
	return s.views
}

// keepViews records the views found after the move just made for the position it
// reached (whose hash is now final).
func (g *Game) keepViews() {
	s := &g.magicAt[len(g.hist)]
	s.hash, s.ok = g.hash, true
}

// recolourMagic changes the side of every piece with an odd number of new views after
// the move d (capturing on capSq), against the views before it; the changes are part of
// the move.
func (g *Game) recolourMagic(before []magicView, d decoded, capSq int, arrived Piece) {
	s := &g.magicAt[len(g.hist)]
	s.ok = false
	s.views = g.magicViews(s.views[:0])
	if len(s.views) == 0 {
		return
	}
	old := g.magicOld[:0]
	for _, b := range before {
		b.viewed, b.magic = g.followed(b.viewed, d, capSq, arrived), g.followed(b.magic, d, capSq, arrived)
		old = append(old, b)
	}
	g.magicOld = old
	var odd [64]bool
	for _, a := range s.views {
		seen := false
		for _, b := range old {
			if b == a {
				seen = true
				break
			}
		}
		if !seen {
			odd[square(a.viewed)] = !odd[square(a.viewed)]
		}
	}
	for sq := movegen.Square(0); sq < 64; sq++ {
		if !odd[sq] {
			continue
		}
		b := box(sq)
		p := g.board[b]
		side := WhiteSide
		if p.Side() == WhiteSide {
			side = BlackSide
		}
		g.set(b, p.WithSide(side))
		g.noteSideChange(b, side)
		g.rookRights(b)
	}
}

// followed returns the box square after the move d of the piece that stood on b before
// it, 0 when it left the board.
func (g *Game) followed(b int, d decoded, capSq int, arrived Piece) int {
	switch {
	case b == d.from:
		if arrived == NoPiece {
			return 0
		}
		if g.board[d.to].WithSide(0) == arrived.WithSide(0) {
			return d.to
		}
		return g.placed(arrived, d.to, d.to)
	case b == capSq:
		return g.placed(g.hist[len(g.hist)-1].captured, capSq, d.to)
	case d.kind == castleShort && b == d.from+3*dirRight:
		return d.from + dirRight
	case d.kind == castleLong && b == d.from+4*dirLeft:
		return d.from + dirLeft
	case d.kind == hurdleHop && b == d.aux:
		return int(d.dest)
	}
	return b
}

// placed returns the square, neither not nor to, where the move put p (of either side)
// on an empty square (a condition's rebirth), 0 if none.
func (g *Game) placed(p Piece, not, to int) int {
	u := &g.hist[len(g.hist)-1]
	for i := 0; i < int(u.n); i++ {
		s := int(u.sq[i])
		if s != not && s != to && u.old[i] == NoPiece && g.board[s] != NoPiece && g.board[s].WithSide(0) == p.WithSide(0) {
			return s
		}
	}
	return 0
}

// Refusal is why Popeye refuses to solve a game: the message it writes to standard
// error before "problem ignored" (solving/machinery/twin.c, output_plaintext_verifie_message).
type Refusal uint8

// The refusals, by Popeye's message.
const (
	NotRefused             Refusal = iota
	HurdleColourRestricted         // a hurdle-colour-changing, Bul or Dob piece of another walk than the hoppers' (message 10)
	MagicAndFairyPieces            // magic pieces with walks whose views Popeye cannot name (message 103)
	TooFairyForNeutral             // neutral pieces with magic pieces or some conditions (message 7)
	AnnanAndRecolouring            // magic pieces under Annan chess and its family (message 34)
	LosingChessGoals               // LosingChess with the goals mate, check or mate-or-stalemate (message 101)
	AntiCirceAndKamikaze           // kamikaze pieces under AntiCirce (message 64)
	MummerSideUndecided            // Maximummer without a side where the stipulation restricts both or neither (message 115)
)

// refusalNames say what Popeye refuses, in cpls's words.
var refusalNames = [...]string{
	HurdleColourRestricted: "hurdle-colour-changing, Bul or Dob pieces that are no simple hoppers, Chinese pieces or lions",
	MagicAndFairyPieces:    "magic pieces with orphans, friends, hunters, bouncy or reflecting pieces or the UbiUbi",
	TooFairyForNeutral:     "neutral pieces with magic pieces or the conditions Bicolores, MagicSquares, Volage, Masand or RoyalDynasty",
	AnnanAndRecolouring:    "magic pieces with Annan chess and the conditions like it",
	LosingChessGoals:       "LosingChess with the goals mate, check or mate-or-stalemate",
	AntiCirceAndKamikaze:   "kamikaze pieces with AntiCirce",
	MummerSideUndecided:    "Maximummer without a side where the stipulation does not tell which side it restricts",
}

// String says what Popeye refuses ("" for NotRefused).
func (r Refusal) String() string {
	if int(r) < len(refusalNames) {
		return refusalNames[r]
	}
	return ""
}

// Refused returns why Popeye refuses a game of board b under conds, in the order its
// checks come (NotRefused when it plays it): a hurdle-colour-changing, Bul or Dob piece
// of a walk that is no simple hopper, Chinese piece, lion or contragrasshopper; magic
// pieces with a walk whose views Popeye cannot name; neutral pieces with magic pieces
// or under the conditions neutralRefused names; magic pieces under a condition that
// changes the walks pieces move by (Annan and its family); kamikaze pieces under
// AntiCirce, which Popeye checks between the last two.
func Refused(b *Board, conds []Condition) Refusal {
	magic, neutral, odd, kamikaze := false, false, false, false
	for _, p := range b {
		if p == NoPiece {
			continue
		}
		if (p.Has(HurdleColourChanging) || p.Has(Bul) || p.Has(Dob)) && !hurdleMover(p.Walk()) {
			return HurdleColourRestricted
		}
		magic = magic || p.Has(Magic)
		neutral = neutral || p.Neutral()
		odd = odd || magicUnnamed(p.Walk())
		kamikaze = kamikaze || p.Has(Kamikaze)
	}
	switch {
	case magic && odd:
		return MagicAndFairyPieces
	case neutral && (magic || neutralRefused(conds)):
		return TooFairyForNeutral
	case kamikaze && slices.ContainsFunc(conds, func(c Condition) bool { _, ok := c.(antiCirce); return ok }):
		return AntiCirceAndKamikaze
	case magic && recolouring(conds):
		return AnnanAndRecolouring
	}
	return NotRefused
}

// recolouring reports whether conds hold a condition under which Popeye plays no magic
// pieces: Annan chess and the conditions that change the walks pieces move by.
func recolouring(conds []Condition) bool {
	for _, c := range conds {
		switch c.Spec().Name {
		case "AnnanChess", "NannaChess", "Bolero", "BoleroInverse", "FaceToFace", "BackToBack",
			"CheekToCheek", "PointReflection":
			return true
		}
	}
	return false
}

// neutralRefused reports whether Popeye refuses neutral pieces under conds ("too much
// fairy chess for neutral pieces", solving/machinery/twin.c): Bicolores, MagicSquares,
// Volage, Masand, RoyalDynasty.
func neutralRefused(conds []Condition) bool {
	for _, c := range conds {
		switch c.Spec().Name {
		case "Bicolores", "MagicSquares", "Volage", "Masand", "RoyalDynasty":
			return true
		}
	}
	return false
}

// hurdleMover reports whether Popeye lets a piece of walk w be hurdle-colour-changing,
// Bul or Dob: the simple hoppers, the Chinese riders, the lions and the
// contragrasshopper (pieces/walks/classification.c).
func hurdleMover(w Walk) bool {
	switch w {
	case Grasshopper, NightriderHopper, CamelriderHopper, ZebrariderHopper, GnuriderHopper, Rookhopper,
		Bishophopper, Equihopper, NonstopEquihopper, Grasshopper2, Grasshopper3, Kinghopper, Orix, NonstopOrix,
		Moose, RookMoose, BishopMoose, Eagle, RookEagle, BishopEagle, Sparrow, RookSparrow, BishopSparrow,
		Knighthopper, Leo, Pao, Vao, Nao, Lion, RookLion, BishopLion, NightriderLion, Contragrasshopper:
		return true
	}
	return false
}

// magicBlind marks the walks Popeye plays with magic pieces but whose views it does not
// find: its identify_line (pieces/attributes/magic.c) names no line for them, so a magic
// piece of such a walk recolours nothing.
var magicBlind = func() (a [NumWalks]bool) {
	for _, w := range []Walk{Hamster, Contrahamster, Sting, Senora, Faro, Loco, Saltador, Maohopper, Moahopper,
		Quintessence, EagleEquihopper, EagleNonstopEquihopper, Scarabeus} {
		a[w] = true
	}
	return a
}()

// MagicUnplayed returns why cpls does not play the magic pieces of board b as Popeye
// does ("" when it does): beside a skylla or charybdis, whose views Popeye finds in ways
// cpls does not follow (a magic charybdis moving next to a knight does not recolour it,
// one moving next to a charybdis may).
func MagicUnplayed(b *Board) string {
	magic, locust := false, false
	for _, p := range b {
		magic = magic || p != NoPiece && p.Has(Magic)
		locust = locust || p.Walk() == Skylla || p.Walk() == Charybdis
	}
	if magic && locust {
		return "magic pieces with skylla or charybdis"
	}
	return ""
}

// magicUnnamed reports whether w is a walk Popeye's magic pieces do not play with
// (magic_is_piece_supported): its views have no line it can name.
func magicUnnamed(w Walk) bool {
	switch w {
	case UbiUbi, Archbishop, ReflectingBishop, Cardinal, BouncyKnight, CAT, Orphan, Friend, BouncyNightrider:
		return true
	}
	return w >= Hunter0
}

// rookRights gives the castling right of the corner b to the side whose rook now stands
// there, and takes it from the other (Popeye adjusts the rights on every change of
// side).
func (g *Game) rookRights(b int) {
	r := g.castling &^ castlingLost[b]
	if p := g.board[b]; p.Walk() == Rook && !p.Neutral() {
		for _, h := range movegen.CastlingHomes {
			if box(h.Rook) == b && p.Belongs(h.Color) {
				r |= h.Right
			}
		}
	}
	if r != g.castling {
		g.setCastling(r)
	}
}
