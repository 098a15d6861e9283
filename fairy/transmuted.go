package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// TransmutedKings and ReflectiveKings (conditions/transmuting_kings/transmuting_kings.c,
// reflective_kings.c): a royal piece that the other side's pieces observe moves and
// observes as the walks of those pieces; a transmuted king as those walks only, a
// reflective king as a king besides. Whether a king is observed is asked with the other
// side's pieces by their own walks (its king as a king), as Popeye asks it with the
// transmutation switched off, so the question does not recurse. The White and Black
// forms apply to that side's king only.
type transmuted struct {
	base
	// sides: which sides' kings transmute, by movegen.Color.
	sides [2]bool
	// reflective: the king moves as a king as well.
	reflective bool
	// super: a SuperTransmutingKing, which becomes the walk it moved by and must move
	// so while it is observed.
	super bool
	// vaulters, when set, are the walks an observed king moves and observes by besides
	// its own, in place of the observers' (VaultingKings, vaulting.go).
	vaulters []Walk
}

func init() {
	for _, f := range []struct {
		name         string
		white, black bool
		reflective   bool
	}{
		{"TransmutedKings", true, true, false},
		{"WhiteTransmutedKing", true, false, false},
		{"BlackTransmutedKing", false, true, false},
		{"ReflectiveKings", true, true, true},
		{"WhiteReflectiveKing", true, false, true},
		{"BlackReflectiveKing", false, true, true},
	} {
		registerCondition(f.name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			t := transmuted{base: base{&s}, reflective: f.reflective}
			t.sides[movegen.White], t.sides[movegen.Black] = f.white, f.black
			return t, nil
		})
	}
}

// keeps: legality is the royal piece's safety and every legal move may be played; the
// super-transmuting king's change of walk is an effect, and which walk a king observes
// by depends on pieces off the lines.
func (transmuted) keeps() keeps { return keepsLawful | keepsChoice }

// superTransmuting is White/BlackSuperTransmutingKing
// (conditions/transmuting_kings/super.c): a transmuted king that, having moved as one of
// the walks observing it, stays that piece (no longer royal). While it is observed the
// side moves it so and nothing else (Popeye drops the other moves at generation).
func init() {
	for _, f := range []struct {
		name string
		side movegen.Color
	}{{"WhiteSuperTransmutingKing", movegen.White}, {"BlackSuperTransmutingKing", movegen.Black}} {
		registerCondition(f.name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			t := transmuted{base: base{&s}, super: true}
			t.sides[f.side] = true
			return t, nil
		})
	}
}

// allowed lets a super-transmuting side whose king is observed move that king alone.
func (x transmuted) allowed(g *Game, d decoded, c movegen.Color) bool {
	if !x.super || !x.sides[c] || g.royal[c] == 0 || d.from == g.royal[c] {
		return true
	}
	_, ok := x.kingWalks(g, g.royal[c], c)
	return !ok
}

// afterMove turns a super-transmuting king that moved as an observing walk into that
// piece, no longer royal: the first walk (in walk order) that makes the move in the
// position before it.
func (x transmuted) afterMove(g *Game, e *moveEffect) {
	if !x.super || !x.sides[e.side] || !e.mover.IsRoyal() || e.arrived == NoPiece || e.d.castling() {
		return
	}
	w, ok := g.transmutedBy(e)
	if !ok {
		return
	}
	q := e.arrived.WithWalk(w).Without(Royal)
	g.set(e.d.to, q)
	g.noteMoverWalk(q)
	g.walkChanged(e.d.to)
}

// transmutedBy returns the walk observing the royal piece that made the move of e
// before it by which the piece could make it, and false if none could (it moved as
// itself). The position before the move is put back meanwhile.
func (g *Game) transmutedBy(e *moveEffect) (Walk, bool) {
	royal, to, arrived := g.royal, e.d.to, g.board[e.d.to]
	g.put(to, NoPiece)
	if e.capSq != 0 {
		g.put(e.capSq, e.captured)
	}
	g.put(e.d.from, e.mover)
	var found Walk
	ok := false
	for _, w := range g.transmutations(e.d.from, e.side) {
		buf := g.walkMoves(g.takeBuf(), e.d.from, w, e.side)
		for _, m := range buf {
			if box(m.To()) == to {
				ok = true
				break
			}
		}
		g.giveBuf(buf)
		if ok {
			found = w
			break
		}
	}
	g.put(e.d.from, NoPiece)
	if e.capSq != 0 {
		g.put(e.capSq, NoPiece)
	}
	g.put(to, arrived)
	g.royal = royal
	return found, ok
}

// transmutations returns the walks of the pieces of c's opponent that observe c's royal
// piece on k, each once, in the order of the walks; an observation the conditions'
// observers deny (ShieldedKings) does not count, as Popeye validates it.
func (g *Game) transmutations(k int, c movegen.Color) []Walk {
	var seen [NumWalks]bool
	o := c.Other()
	was := g.transmuting[c]
	g.transmuting[c] = true
	defer func() { g.transmuting[c] = was }()
	for bb := g.occ[o]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		w := g.walkOf(f, o)
		if f == k || seen[w] || !geometry[w].reach.has(f-k) {
			continue
		}
		if g.walkAttacks(f, k, w, o) && g.observedBy(f, k, o) {
			seen[w] = true
		}
	}
	var out []Walk
	for w := Walk(0); w < NumWalks; w++ {
		if seen[w] {
			out = append(out, w)
		}
	}
	return out
}

// kingWalks returns the walks the piece on from moves and observes by for c when it is
// a transmuting royal piece, and false when it moves by its own walk. The game's first
// transmuting condition is its generator (condition.go), so it asks for every one of
// them (WhiteTransmutedKing with BlackReflectiveKing).
func (transmuted) kingWalks(g *Game, from int, c movegen.Color) ([]Walk, bool) {
	if g.royal[c] != from || g.transmuting[c] {
		return nil, false
	}
	for _, x := range g.rules.hooks.conditions {
		t, ok := x.(transmuted)
		if !ok || !t.sides[c] {
			continue
		}
		ws := g.transmutations(from, c)
		if len(ws) == 0 {
			return nil, false
		}
		if t.vaulters != nil {
			return append(slices.Clone(t.vaulters), g.board[from].Walk()), true
		}
		if t.reflective {
			ws = append([]Walk{King}, ws...)
		}
		return ws, true
	}
	return nil, false
}

// walkMoves appends the moves of the piece on from by walk w for c, by the walks of the
// pieces that observe it when it is a transmuted king. A square it reaches by two walks,
// or twice by one (a moose over two hurdles), is one move: Popeye removes a piece's
// duplicate moves under the transmuting and reflective kings (solving/machinery/twin.c),
// not under the vaulting kings, whose vault and step to one square are two moves.
func (x transmuted) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	ws, ok := x.kingWalks(g, from, c)
	if !ok {
		return g.walkMoves(ml, from, w, c)
	}
	start := len(ml)
	for _, kw := range ws {
		ml = g.walkMoves(ml, from, kw, c)
	}
	if g.keepDuplicates || g.vaulting(c) {
		return ml
	}
	return g.dedupe(ml, start)
}

// vaulting reports whether c's royal piece transmutes as a vaulting king: the game's
// first transmuting condition for c names vaulting walks (kingWalks).
func (g *Game) vaulting(c movegen.Color) bool {
	for _, x := range g.rules.hooks.conditions {
		if t, ok := x.(transmuted); ok && t.sides[c] {
			return t.vaulters != nil
		}
	}
	return false
}

// walkAttacks reports whether the piece on f, moving by w for c, could capture on t.
func (x transmuted) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	if v, ok := vaultingKing(g, f, w, c); ok {
		return v.vaultingAttacks(g, f, t, w, c)
	}
	ws, ok := x.kingWalks(g, f, c)
	if !ok {
		return g.walkAttacks(f, t, w, c)
	}
	for _, kw := range ws {
		if g.walkAttacks(f, t, kw, c) {
			return true
		}
	}
	return false
}

// vaultingKing returns the condition that makes the piece on f, moving by its own walk
// w, c's vaulting royal piece (the one kingWalks asks), and false for any other piece.
func vaultingKing(g *Game, f int, w Walk, c movegen.Color) (transmuted, bool) {
	if g.royal[c] != f || g.transmuting[c] || g.board[f].Walk() != w {
		return transmuted{}, false
	}
	for _, x := range g.rules.hooks.conditions {
		if t, ok := x.(transmuted); ok && t.sides[c] {
			return t, t.vaulters != nil
		}
	}
	return transmuted{}, false
}

// vaultingAttacks is walkAttacks for c's vaulting royal piece on f of walk w, which
// keeps its walk whether it is observed or not and has the vaulting walks when it is
// (kingWalks): whether it is observed (transmutations, a test of every piece of the
// other side) is asked only when a vaulting walk attacks t.
func (x transmuted) vaultingAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	if g.walkAttacks(f, t, w, c) {
		return true
	}
	for _, v := range x.vaulters {
		if v != w && geometry[v].reach.has(f-t) && g.walkAttacks(f, t, v, c) {
			return len(g.transmutations(f, c)) > 0
		}
	}
	return false
}
