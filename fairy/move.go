package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// The engine's moves are movegen.Moves with the engine's own layout of the bits above
// From and To (rules.Game's contract); this file is the only one that reads or writes
// them.
//
//	bits 0–5:   from (movegen's)
//	bits 6–11:  to (movegen's; the king's arrival square for castling)
//	bits 12–17: aux square: the square of the piece taken when it is not the arrival
//	            square (locusts, marine pieces, en passant), or the hurdle of a hop;
//	            for a Make&Take capture whose make is a castling (ruleSet.makeCastles),
//	            the square that make arrives on; for a castling, its partner
//	            (castlingPartnerChoice) or the rook it first moves to a corner
//	            (castlingRookShort, castlingRookLong)
//	            (an Influencer's plain move, double step: the influence choice,
//	            withInfluence; a plain move whose rebirth promotes: the rest of a
//	            rebirth promotion beyond 6, withRebirthPromotion)
//	bits 18–25: 1 + the index of the promotion in the game's list (0: none; an
//	            Influencer's en passant capture: the influence choice; a pawn that a
//	            wormhole takes on to its promotion rank promotes there: decoded.promo);
//	            for a castling, bits 18–20: 1 + the index of the wormhole its king is
//	            transferred to (Wormholes: withWormhole); for a
//	            Bul or Dob hop, bits 18–23 are the square its hurdle moves to, and
//	            bits 24–25 with 29–31 (low bits first) 1 + the index of the hurdle's
//	            promotion
//	bits 26–28: the move's kind (moveKind)
//	bits 29–31: but for a Bul or Dob hop, a choice of the game's conditions (0: none),
//	            one condition's per game (ChoiceConflict refuses two): 1 + the index in
//	            the game's pawn promotions (ruleSet.promotions) of what a pawn reborn on
//	            its last rank promotes to (the Circe variants that allow it:
//	            ruleSet.rebirthPromotes); 1 + the index of the wormhole the piece is
//	            transferred to (Wormholes, at most 6) or of a SingleBox choice; 7: a
//	            plain move is an exchange with the piece on To (MessignyChess:
//	            ruleSet.exchanges, which may go with Wormholes); which of several
//	            outcomes a condition gives one move (Breton: which piece goes too), 0
//	            for the first or only one; 1 + the index of the centre square a
//	            capture is made from (PlusChess), 0 for the piece's own
//
// A game whose captures choose the square of their rebirth (ruleSet.rebirthSquares:
// Circe and AntiCirce Super, Cage, Take&Make) gives a capture a wider choice, the
// rebirth choice, in place of the condition choice:
//
//	bits 29–31: the low three bits of the chosen square (0–63, movegen's)
//	bits 23–25: its high three bits; the promotion (bits 18–22) is then at most 31
//	bits 12–17: a plain capture's reborn-pawn promotion: 1 + the index in the game's
//	            pawn promotions (ruleSet.promotions) of what a pawn reborn on its last
//	            rank promotes to, 0 for none; an en-passant capture has it in bits
//	            18–22 (it promotes nothing itself); a hop or a locust's capture, which
//	            has no room, rebirths such a pawn as the first promotion
//
// A Circe capture that chooses its arrival square rebirths nothing (the arrived piece
// stands there). The rebirth choice depends on no position, so the hash, Make and
// Unmake need nothing beside the move, and a move is as narrow as any other.
//
// A series move (SeriesCapture: a capture and the piece's further legs) has bit 29 set
// and bit 28 clear, From of its first leg and To of its last, and 1 + the index of its
// legs in the condition's table in bits 12–27 (low) and 30–31 (seriescapture.go); the
// condition is played alone, so no other move of its game sets bit 29 but a hurdleHop.
//
// A hop keeps its hurdle so that two hops of one piece to one square over different
// hurdles are two moves, as in Popeye, and so that hurdle-colour-changing pieces know
// which piece to recolour. A promotion is an index into the list the game (and its
// clones) made at New, which holds the walk and the attributes the promoted piece takes.
type moveKind uint8

const (
	plainMove   moveKind = iota // a move or a capture on the arrival square
	hopMove                     // a move or capture over the hurdle on the aux square
	captureAt                   // a capture of the piece on the aux square (locusts, marine pieces)
	enPassant                   // a pawn's capture of the pawn on the aux square, en passant
	castleShort                 // castling with the rook on the h-file
	castleLong                  // castling with the rook on the a-file
	doubleStep                  // a pawn's multi-step, which allows en passant
	hurdleHop                   // a Bul or Dob hopper's hop, after which its hurdle (aux) moves to dest
)

func encode(from, to int, kind moveKind, aux int) movegen.Move {
	m := uint32(sq64[from]) | uint32(sq64[to])<<6 | uint32(kind)<<26
	if aux != 0 {
		m |= uint32(sq64[aux]) << 12
	}
	return movegen.Move(m)
}

// promotion is what a pawn promotes to: a walk, and the attributes the promoted piece
// takes (Popeye lets a promoted hopper take the hopper attributes some piece of its walk
// has, and a promoted piece of the chameleon sequence become a chameleon when there are
// chameleons).
type promotion struct {
	walk  Walk
	attrs uint32 // a bit set of Attrs
}

// decoded is a move unpacked into box squares. Its rarer fields are narrow, so that the
// record stays small: the legality tests unpack every move generated and hand the record
// to the conditions' hooks by value.
type decoded struct {
	from, to int
	aux      int        // box square; 0 when the kind has none
	promo    *promotion // nil when the move promotes nothing
	// hurdlePromo is what a hurdle pawn promotes to on dest; nil if nothing.
	hurdlePromo *promotion
	// rebirthPromo is what a pawn the move rebirths on its last rank promotes to; nil
	// if nothing.
	rebirthPromo *promotion
	// series is the number of a series move (SeriesCapture: seriesOf); 0 otherwise.
	series int32
	// influence is what the pawns the move's influence leaves on their promotion rank
	// promote to (Influencer: withInfluence); 0: each to the first promotion.
	influence int32
	dest      int16 // hurdleHop: the box square the hurdle moves to
	// rebirthSq is the box square a capture chose for its rebirth (rebirth choice,
	// ruleSet.rebirthSquares); 0 otherwise.
	rebirthSq int16
	// partner is the box square of the piece a castling moves to the square its king
	// passes when that is not the rook's (CastlingChess: the aux square, marked by the
	// choice castlingPartnerChoice); 0 otherwise.
	partner int16
	// makeCastle is the box square a Make&Take capture's make, a castling of the
	// victim's side, arrives on (the aux square of a plain capture, ruleSet.makeCastles);
	// the castling's rook moves too. 0 otherwise.
	makeCastle int16
	// rookFrom is the box square of a rook a castling first moves to the corner
	// rookCorner (AntiMarsCirce's rook castling from its rebirth square: the aux
	// square, marked by the choice castlingRookShort or castlingRookLong, which name
	// the corner's file); 0 otherwise.
	rookFrom, rookCorner int16
	kind                 moveKind
	// wormhole is 1 + the index of the wormhole the piece goes on to (Wormholes); 0:
	// none.
	wormhole int8
	// choice is the condition's outcome of the move (bits 29–31), 0 for a hurdleHop.
	choice int8
	// exchange: the mover and the piece on to exchange their squares (MessignyChess).
	exchange bool
}

// The influence choice (Influencer, ruleSet.influences) is a number in base n, the
// number of the game's pawn promotions (ruleSet.promotions), a digit for each pawn the
// move's influence leaves on its promotion rank, in the order Popeye promotes them, the
// first lowest: of a plain move or double step, bits 12–17; of an en passant capture,
// bits 18–25. A move of another kind has no room: its pawns promote to the first
// promotion. ruleSet.influences is off where captures choose a rebirth square or
// Make&Take captures may castle, which use those bits.
const (
	maxInfluencePlain     = 1 << 6
	maxInfluenceEnPassant = 1 << 8
)

// withInfluence returns the plain move, double step or en passant capture m with the
// influence choice v (below its kind's maxInfluence).
func withInfluence(m movegen.Move, v int) movegen.Move {
	if moveKind(uint32(m)>>26&7) == enPassant {
		return m&^(0xff<<18) | movegen.Move(uint32(v)<<18)
	}
	return m&^(63<<12) | movegen.Move(uint32(v)<<12)
}

// influenceRoom returns how many influence choices the move m has room for (1: none).
func influenceRoom(m movegen.Move) int {
	switch moveKind(uint32(m) >> 26 & 7) {
	case plainMove, doubleStep:
		return maxInfluencePlain
	case enPassant:
		return maxInfluenceEnPassant
	}
	return 1
}

// The choices of a castling whose rook first moves to a corner (decoded.rookFrom):
// castlingRookShort moves it to the h-file corner, castlingRookLong to the a-file
// corner, on the rank of the king's arrival. Castling writes no other choice but
// CastlingChess's castlingPartnerChoice.
const (
	castlingRookShort = 2
	castlingRookLong  = 3
)

// withRookRebirth returns the castling m whose rook first moves from the box square
// from to the corner on the file of the box square corner.
func withRookRebirth(m movegen.Move, from, corner int) movegen.Move {
	k := uint32(castlingRookShort)
	if fileOf(corner) == 0 {
		k = castlingRookLong
	}
	return m&^(63<<12|7<<29) | movegen.Move(uint32(sq64[from])<<12|k<<29)
}

// castlingHome returns the box square the king of the castling d castles from, its
// home beside the arrival (a king that moved there first stood elsewhere: d.from);
// not for CastlingChess's castlings (d.partner).
func (d decoded) castlingHome() int {
	if d.kind == castleShort {
		return d.to + 2*dirLeft
	}
	return d.to + 2*dirRight
}

// castling reports whether d is castling.
func (d decoded) castling() bool { return d.kind == castleShort || d.kind == castleLong }

// castlingPartner returns the box squares the partner of the castling d leaves and
// enters: the rook's beside the king's arrival, or the partner's of CastlingChess, which
// lands on the square the king passed.
func (d decoded) castlingPartner() (from, to int) {
	switch {
	case d.partner != 0:
		return int(d.partner), (d.from + d.to) / 2
	case d.kind == castleShort:
		return d.to + dirRight, d.to + dirLeft
	}
	return d.to + 2*dirLeft, d.to + dirRight
}

// decode unpacks m; a plain move without promotion (nothing above the To bits, or
// nothing above the From and To bits where those carry choices), the commonest, is
// unpacked inline.
func (g *Game) decode(m movegen.Move) (d decoded) {
	if m >= 1<<18 || g.rules.plainAux && m >= 1<<12 || g.rules.rebirthSquares && m >= 1<<12 {
		return g.decodeAll(m)
	}
	d.from, d.to = int(boxOf[m&63]), int(boxOf[m>>6&63])
	if g.rules.rebirthSquares {
		d.rebirthSq = int16(boxOf[0]) // the choice of a1, written as no bits (decodeRebirthChoice)
	}
	return d
}

func (g *Game) decodeAll(m movegen.Move) decoded {
	if n := g.seriesOf(m); n != 0 {
		// A series move: from its first leg's departure to its last leg's arrival.
		return decoded{from: box(m.From()), to: box(m.To()), series: int32(n)}
	}
	d := decoded{
		from: box(m.From()),
		to:   box(m.To()),
		kind: moveKind(uint32(m) >> 26 & 7),
	}
	if d.kind == hurdleHop {
		d.dest = int16(box(movegen.Square(uint32(m) >> 18 & 63)))
		if i := uint32(m)>>24&3 | uint32(m)>>29<<2; i != 0 {
			d.hurdlePromo = &g.rules.promos[i-1]
		}
	} else if d.castling() {
		switch sq := box(movegen.Square(uint32(m) >> 12 & 63)); uint32(m) >> 29 {
		case castlingPartnerChoice:
			d.partner = int16(sq)
		case castlingRookShort:
			d.rookFrom, d.rookCorner = int16(sq), int16(d.to-fileOf(d.to)+7)
		case castlingRookLong:
			d.rookFrom, d.rookCorner = int16(sq), int16(d.to-fileOf(d.to))
		}
		d.wormhole = int8(uint32(m) >> 18 & 7)
	} else if g.rules.rebirthSquares {
		g.decodeRebirthChoice(m, &d)
	} else {
		if i := uint32(m) >> 18 & 0xff; i != 0 && (d.kind != enPassant || !g.rules.influences) {
			d.promo = &g.rules.promos[i-1]
		}
		if v := int(uint32(m) >> 29); v != 0 {
			d.choice = int8(v)
			switch {
			case g.rules.rebirthPromotes:
				d.rebirthPromo = &g.rules.promos[g.rules.rebirthPromotions[g.rebirthPromotionOf(m, uint32(v))-1]]
			case v == exchangeBits && g.rules.exchanges:
				d.exchange = true
			default:
				d.wormhole = int8(v)
			}
		}
	}
	if d.kind == hopMove || d.kind == captureAt || d.kind == enPassant || d.kind == hurdleHop {
		d.aux = box(movegen.Square(uint32(m) >> 12 & 63))
	}
	if d.kind == plainMove && g.rules.makeCastles {
		if sq := uint32(m) >> 12 & 63; sq != 0 {
			d.makeCastle = int16(box(movegen.Square(sq)))
		}
	}
	if g.rules.influences {
		switch d.kind {
		case plainMove, doubleStep:
			d.influence = int32(uint32(m) >> 12 & 63)
		case enPassant:
			d.influence = int32(uint32(m) >> 18 & 0xff)
		}
	}
	return d
}

// decodeRebirthChoice unpacks m's promotion and rebirth choice into d.
func (g *Game) decodeRebirthChoice(m movegen.Move, d *decoded) {
	u := uint32(m)
	d.rebirthSq = int16(box(movegen.Square(u>>29 | u>>23&7<<3)))
	var extra uint32
	switch d.kind {
	case plainMove:
		extra = u >> 12 & 63
	case enPassant:
		extra = u >> 18 & 31
	}
	if i := u >> 18 & 31; i != 0 && d.kind != enPassant {
		d.promo = &g.rules.promos[i-1]
	}
	if extra != 0 {
		d.rebirthPromo = &g.rules.promos[g.rules.promotions[extra-1]]
	}
}

// maxRebirthPromotions is how many promotions of a reborn pawn a rebirth choice tells
// apart (an en-passant capture's field is the narrower), and maxChoosingPromos how
// many promotions the game may have at all when its captures choose a rebirth square.
const (
	maxRebirthPromotions = 30
	maxChoosingPromos    = 31
)

// withRebirthChoice returns the capture m (not a Bul or Dob hop) choosing the box
// square b for its rebirth and, for a pawn reborn on its last rank, the game's pawn
// promotion number promo (-1: none); false when m has no room for promo (a hop or a
// locust's capture, promo above 0).
func withRebirthChoice(m movegen.Move, b, promo int) (movegen.Move, bool) {
	s := uint32(sq64[b])
	m = m&^(7<<29|7<<23) | movegen.Move((s&7)<<29|(s>>3)<<23)
	if promo < 0 {
		return m, true
	}
	switch moveKind(uint32(m) >> 26 & 7) {
	case plainMove:
		return m&^(63<<12) | movegen.Move(uint32(promo+1)<<12), true
	case enPassant:
		return m&^(31<<18) | movegen.Move(uint32(promo+1)<<18), true
	}
	return m, promo == 0
}

// withHurdleMove returns the hop m followed by its hurdle's move to dest, promoting to
// the game's promotion number promo (-1: none; at most 30).
func withHurdleMove(m movegen.Move, dest, promo int) movegen.Move {
	i := uint32(promo + 1)
	return m&^(7<<26|0xff<<18|7<<29) | movegen.Move(uint32(hurdleHop)<<26|uint32(sq64[dest])<<18|(i&3)<<24|(i>>2)<<29)
}

// withRebirthPromotion returns m promoting the pawn it rebirths to the game's pawn
// promotion number i (an index of ruleSet.promotions): 1 + i in bits 29–31 up to 6;
// beyond, 7 there and the rest in bits 12–17, which only a plain move has free
// (rebirthPromotions).
func withRebirthPromotion(m movegen.Move, i int) movegen.Move {
	if i+1 < 7 {
		return m&^(7<<29) | movegen.Move(uint32(i+1)<<29)
	}
	return m&^(7<<29|63<<12) | movegen.Move(7<<29|uint32(i+1-7)<<12)
}

// withRebirthPromotions makes ml[i] the first of its rebirth promotions, of the game's n
// pawn promotions, and appends the others to ml.
func (g *Game) withRebirthPromotions(ml []movegen.Move, i, n int) []movegen.Move {
	m := ml[i]
	for k := range g.rebirthPromotions(m, n) {
		if k == 0 {
			ml[i] = withRebirthPromotion(m, 0)
		} else {
			ml = append(ml, withRebirthPromotion(m, k))
		}
	}
	return ml
}

// rebirthPromotions returns how many rebirth promotions (withRebirthPromotion) the move
// m has room for, of the game's n pawn promotions.
func (g *Game) rebirthPromotions(m movegen.Move, n int) int {
	if moveKind(uint32(m)>>26&7) != plainMove || g.rules.plainAux {
		return min(n, 7)
	}
	return min(n, 7+63)
}

// rebirthPromotionOf returns 1 + the rebirth promotion of m (withRebirthPromotion), of
// the choice v in its bits 29–31.
func (g *Game) rebirthPromotionOf(m movegen.Move, v uint32) uint32 {
	if v == 7 && moveKind(uint32(m)>>26&7) == plainMove && !g.rules.plainAux {
		v += uint32(m) >> 12 & 63
	}
	return v
}

// exchangeBits is the value of bits 29–31 that marks an exchange.
const exchangeBits = 7

// exchangeMove returns the exchange of the pieces on from and to.
func exchangeMove(from, to int) movegen.Move {
	return encode(from, to, plainMove, 0) | exchangeBits<<29
}

// withWormhole returns m (not a Bul or Dob hop) transferring the piece to the wormhole
// of index i (at most 5). A castling keeps it in bits 18–20, as its condition choice
// names its partner (CastlingChess, AntiMarsCirce).
func withWormhole(m movegen.Move, i int) movegen.Move {
	if k := moveKind(uint32(m) >> 26 & 7); k == castleShort || k == castleLong {
		return m&^(7<<18) | movegen.Move(uint32(i+1)<<18)
	}
	return m&^(7<<29) | movegen.Move(uint32(i+1)<<29)
}

// noPieceMove returns a move that moves no piece (sideMover), the condition's k-th
// (1 to maxChoices-1): a plain move from a1 to a1 with the choice k, which no piece's
// move is (a Take&Make or MarsCirce capture may end where it started, but not as a
// plain move with a choice).
func noPieceMove(k int) movegen.Move {
	return withChoice(encode(box(movegen.A1), box(movegen.A1), plainMove, 0), k)
}

// isSideMove reports whether m is a move that moves no piece (noPieceMove) in a game
// with such moves.
func (g *Game) isSideMove(m movegen.Move) bool {
	return len(g.rules.hooks.sideMovers) > 0 && m&^(7<<29) == encode(box(movegen.A1), box(movegen.A1), plainMove, 0) && m>>29 != 0
}

// maxChoices is how many outcomes withChoice can tell apart.
const maxChoices = 8

// withChoice returns m with the condition's outcome k (below maxChoices); m must not be
// a hurdleHop.
func withChoice(m movegen.Move, k int) movegen.Move {
	return m&^(7<<29) | movegen.Move(uint32(k)<<29)
}

// withPromotion returns m promoting to the game's promotion number i.
func withPromotion(m movegen.Move, i int) movegen.Move {
	return m&^(0xff<<18) | movegen.Move(uint32(i+1)<<18)
}

// capturedAt is capturedSquare(g.decode(m)) without unpacking the rest of m.
func (g *Game) capturedAt(m movegen.Move) int {
	if n := g.seriesOf(m); n != 0 {
		return g.capturedAt(g.seriesLegs(n)[0])
	}
	if uint32(m)>>26 == exchangeBits<<3 && g.rules.exchanges {
		return 0 // an exchange (plain kind, exchange bits)
	}
	switch moveKind(uint32(m) >> 26 & 7) {
	case captureAt, enPassant:
		return box(movegen.Square(uint32(m) >> 12 & 63))
	case castleShort, castleLong, doubleStep:
		return 0 // a double step may end on the pawn's own square (AntiMarsCirce's nullMove)
	}
	if to := box(m.To()); g.board[to] != NoPiece {
		return to
	}
	return 0
}

// capturedSquare returns the box square of the piece d takes in g's board, or 0 when it
// takes none.
func (g *Game) capturedSquare(d *decoded) int {
	if d.series != 0 {
		return g.capturedAt(g.seriesLegs(int(d.series))[0]) // its first leg's
	}
	if d.exchange {
		return 0
	}
	switch d.kind {
	case captureAt, enPassant:
		return d.aux
	case castleShort, castleLong, doubleStep:
		return 0
	}
	if g.board[d.to] != NoPiece {
		return d.to
	}
	return 0
}

// MoveKey returns what Popeye re-finds a threat by after a defence (the relevant
// effects of its move snapshots): the moving piece's departure and arrival, what it
// promotes to, and the square of a piece taken elsewhere than on the arrival square
// (locusts, marine pieces); not the kind of the move (a pawn's double step and another
// piece's move between the same squares are one threat), nor the pawn an en passant
// capture takes, nor a hop's hurdle, nor where a Bul or Dob hop's hurdle moves (Popeye
// journals that movement for another reason than the mover's), but for a hurdle that
// promotes (the promotion is compared, on its square). A condition adds what its moves do besides (moveKeyer): MarsCirce's captures
// depart from the rebirth square, Breton's remove another piece. m is one of the moves
// of the position.
func (g *Game) MoveKey(m movegen.Move) movegen.Move {
	if g.seriesOf(m) != 0 {
		return m // its legs, by number
	}
	switch moveKind(uint32(m) >> 26 & 7) {
	case plainMove, doubleStep:
		m &^= 7 << 26
	case hopMove, enPassant:
		m &^= 63<<12 | 7<<26
	case castleShort, castleLong:
		m &^= 63 << 12 // Popeye re-finds a castling by the king's move (CastlingChess's partner aside)
	case hurdleHop:
		if m>>24&3 == 0 && m>>29 == 0 {
			m &^= 63<<12 | 63<<18 | 7<<26
		}
	}
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(moveKeyer); ok {
			m = x.moveKey(g, m)
		}
	}
	return m
}

// moveKeyer is a condition whose moves do more that Popeye compares them by: the piece
// departs from another square than the one it stands on (MarsCirce), or another piece
// is removed (Breton).
type moveKeyer interface {
	// moveKey returns the move key k (MoveKey) with what the condition adds.
	moveKey(g *Game, k movegen.Move) movegen.Move
}

// choiceWriters are the conditions that write a move's condition choice (bits 29–31)
// besides the Circe variants whose reborn pawns promote or whose captures choose a
// rebirth square, and SingleBox Type2 and Type3.
var choiceWriters = []string{"Wormholes", "MessignyChess", "Breton", "SnekChess", "SnekCircleChess", "PlusChess", "SeriesCapture"}

// ChoiceConflict returns the names of two conditions of conds that would both write a
// move's condition choice, which the engine cannot play together (a Circe variant
// whose reborn pawns promote, Wormholes, SingleBox Type2 and Type3, MessignyChess and
// Breton, but for MessignyChess with Wormholes), and false when there are none.
func ChoiceConflict(conds []Condition) (a, b string, conflict bool) {
	var writers []string
	for _, c := range conds {
		name := c.Spec().Name
		x, isCirce := c.(circe)
		box, isBox := c.(singleBox)
		if isCirce && x.promoting || promotesRebornCapturer(c) || isBox && box.typ > 1 || slices.Contains(choiceWriters, name) || choosesRebirth(c) {
			writers = append(writers, name)
		}
	}
	if len(writers) < 2 || len(writers) == 2 && slices.Contains(writers, "Wormholes") && slices.Contains(writers, "MessignyChess") {
		return "", "", false
	}
	return writers[0], writers[1], true
}
