package fairy

import (
	"slices"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// Imitator (conditions/imitator.c): the Imitators, neutral and not pieces (nothing can
// capture or block on their squares), make every move along with the piece that moves:
// each goes by the same vector (castling: the king's and the rook's, one after the
// other), and a move is legal only if every Imitator can: its path (a rider's every
// step, a leaper's or king's arrival) must be empty but for the mover's departure
// square, and no piece may stand on an Imitator's square after the move. A piece
// observes, and so checks, only where the Imitators could follow. Popeye writes the new
// squares after the arrival: "Kg3-h2[Ic5]". A hopper's Imitators need hurdles where
// it has its own, with clear lines up to them, a mao's or moa's an empty square where
// it passes, an equihopper's hurdles with clear lines up to them and on to the arrival.
// Walks of none of these kinds (lions, …) are not restricted.
// A pawn may promote into an Imitator (Popeye's first promotion, unless NoIProm): the
// Imitators follow the pawn's move, then the pawn leaves the board and a new Imitator,
// last in the list, stands on its square ("b7-b8[If7]=I").
type imitator struct {
	base
	squares []int // the box squares of the diagram's Imitators
}

// noIProm is NoIProm: pawns do not promote into Imitators (promotesIntoImitators).
type noIProm struct{ base }

// promotesIntoImitators reports whether a pawn may promote into an Imitator under the
// conditions: Imitator without NoIProm.
func promotesIntoImitators(conds []Condition) bool {
	im, no := false, false
	for _, c := range conds {
		switch c.(type) {
		case imitator:
			im = true
		case noIProm:
			no = true
		}
	}
	return im && !no
}

func init() {
	registerCondition("NoIProm", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return noIProm{base{&s}}, nil
	})
	registerCondition("Imitator", func(s ConditionSpec) (Condition, error) {
		sq := s.Squares
		s2 := s
		s2.Squares = nil
		if err := variantsKnown(s2); err != nil {
			return nil, err
		}
		x := imitator{base: base{&s}} // without squares: no Imitators, nothing to follow
		for _, q := range sq {
			x.squares = append(x.squares, box(q))
		}
		return x, nil
	})
}

// headerVariants: Popeye's condition line names the Imitators' squares.
func (x imitator) headerVariants() []string {
	var out []string
	for _, q := range x.spec.Squares {
		out = append(out, q.String())
	}
	return out
}

// ImitatorSquares returns the diagram squares of a condition's Imitators (none for
// other conditions), which the diagram shows as "I".
func ImitatorSquares(c Condition) []movegen.Square {
	if x, ok := c.(imitator); ok {
		return x.spec.Squares
	}
	return nil
}

func (x imitator) initState(g *Game) { g.state.imitators = append([]int(nil), x.squares...) }

// imitation is how the Imitators follow a walk.
type imitation uint8

const (
	imitateFree       imitation = iota // not restricted
	imitateArrive                      // the arrival only (kings, leapers)
	imitateLine                        // every step of the line (riders, pawns)
	imitateHop                         // a hurdle, the line up to it, the arrival (hoppers)
	imitateMao                         // the square passed and the arrival (mao)
	imitateMoa                         // the square passed and the arrival (moa)
	imitateEquihop                     // a hurdle, the line up to it and on to the arrival (equihoppers)
	imitateNonstopHop                  // a hurdle and the arrival (non-stop equihoppers)
)

// imitationOf returns how the Imitators follow a piece of walk w (Popeye's lists).
func imitationOf(w Walk) imitation {
	switch w {
	case King, Erlking, Knight, Wazir, Dabbaba, Fers, Alfil, Bucephale, Giraffe, Camel, Zebra, Okapi,
		Bison, Gnu, Antelope, Squirrel, RootFiftyLeaper, Leaper15, Leaper16, Leaper24, Leaper25,
		Leaper35, Leaper36, Leaper37:
		return imitateArrive
	case Queen, Rook, Bishop, Nightrider, Elephant, Waran, Camelrider, Zebrarider, Gnurider, Amazon,
		Empress, Princess, RookHunter, BishopHunter, Wazirrider, Fersrider, Pawn, BerolinaPawn, ReversePawn:
		return imitateLine
	case Grasshopper, NightriderHopper, CamelriderHopper, ZebrariderHopper, GnuriderHopper, Rookhopper,
		Bishophopper, Kinghopper, Knighthopper, Moose, RookMoose, BishopMoose, Eagle, RookEagle,
		BishopEagle, Sparrow, RookSparrow, BishopSparrow:
		return imitateHop
	case Mao:
		return imitateMao
	case Moa:
		return imitateMoa
	case Equihopper, Grasshopper2, Grasshopper3, Orix:
		return imitateEquihop
	case NonstopEquihopper, NonstopOrix:
		return imitateNonstopHop
	}
	return imitateFree
}

// imitable reports whether the Imitators can follow the move d (not castling) of a
// piece of walk w.
func (g *Game) imitable(d decoded, w Walk) bool {
	v := d.to - d.from
	switch im := imitationOf(w); im {
	case imitateHop:
		if d.kind != hopMove {
			return true
		}
		h := d.aux - d.from
		n := gcd(abs(fileOf(d.aux)-fileOf(d.from)), abs(rankOf(d.aux)-rankOf(d.from)))
		for _, q := range g.state.imitators {
			if t := q + h; g.empty(t) || g.blocked(t) {
				return false
			}
		}
		return (n < 2 || g.follow(d.from, h-h/n, imitateLine)) && g.follow(d.from, v, imitateArrive)
	case imitateEquihop, imitateNonstopHop:
		return d.kind != hopMove || g.equihopImitable(d, im == imitateEquihop)
	case imitateMao, imitateMoa:
		df, dr := fileOf(d.to)-fileOf(d.from), rankOf(d.to)-rankOf(d.from)
		pass := dr / 2 * dirUp
		if abs(df) == 2 {
			pass = df / 2 * dirRight
		}
		if im == imitateMoa {
			pass = sign(df)*dirRight + sign(dr)*dirUp
		}
		return g.follow(d.from, pass, imitateArrive) && g.follow(d.from, v, imitateArrive)
	default:
		return g.follow(d.from, v, im)
	}
}

// equihopImitable reports whether the Imitators can follow the hop d of an equihopper
// (Popeye's remove_illegal_moves_by_same_equihopper, BEISPIEL/imitator.inp#14): each
// has a hurdle where the hopper has its own, the squares of the line up to it and on
// to the arrival empty (lines, not for a non-stop equihopper), and its arrival empty.
func (g *Game) equihopImitable(d decoded, lines bool) bool {
	h, v := d.aux-d.from, d.to-d.from
	for _, q := range g.state.imitators {
		if t := q + h; g.empty(t) || g.blocked(t) {
			return false
		}
	}
	if lines {
		step := h / gcd(abs(fileOf(d.aux)-fileOf(d.from)), abs(rankOf(d.aux)-rankOf(d.from)))
		if !g.imitatorLinesClear(step, step, h) || !g.imitatorLinesClear(h+step, step, v+step) {
			return false
		}
	}
	return g.follow(d.from, v, imitateArrive)
}

// imitatorLinesClear reports whether, for every Imitator q, the squares q+a, q+a+step,
// … before q+b are empty (Popeye's are_all_imitator_lines_clear).
func (g *Game) imitatorLinesClear(a, step, b int) bool {
	for _, q := range g.state.imitators {
		for t := q + a; t != q+b; t += step {
			if !g.empty(t) {
				return false
			}
		}
	}
	return true
}

// follow reports whether every Imitator can go by v, from where it stands, with the
// piece on from gone: in steps of v/n (n the greatest common divisor of v's file and
// rank differences) for a line, else at once.
func (g *Game) follow(from, v int, im imitation) bool {
	n, step := 1, v
	if im == imitateLine {
		n = gcd(abs(fileOf(from+v)-fileOf(from)), abs(rankOf(from+v)-rankOf(from)))
		step = v / n
	}
	for _, q := range g.state.imitators {
		for j := 1; j <= n; j++ {
			if t := q + j*step; t != from && !g.empty(t) {
				return false
			}
		}
	}
	return true
}

// allowed: the Imitators must be able to follow the move.
func (imitator) allowed(g *Game, d decoded, _ movegen.Color) bool {
	switch d.kind {
	case castleShort:
		return g.follow(d.from, dirRight, imitateArrive) && g.follow(d.from, 2*dirRight, imitateArrive)
	case castleLong:
		if !g.follow(d.from, dirLeft, imitateArrive) || !g.follow(d.from, 2*dirLeft, imitateArrive) {
			return false
		}
		k := g.board[d.from]
		g.put(d.from, NoPiece)
		g.put(d.from+2*dirLeft, k) // the king has gone; the rook moves past where it was
		ok := g.follow(d.from, dirLeft, imitateArrive) && g.follow(d.from, 0, imitateArrive) &&
			g.follow(d.from, dirRight, imitateArrive)
		g.put(d.from+2*dirLeft, NoPiece)
		g.put(d.from, k)
		return ok
	}
	return g.imitable(d, g.board[d.from].Walk())
}

// observes: a piece observes only where the Imitators could follow a capture of its
// (a pawn's: to the arrival alone).
func (imitator) observes(g *Game, f, t int, c movegen.Color) bool {
	w := g.board[f].Walk()
	switch imitationOf(w) {
	case imitateFree:
		return true
	case imitateArrive, imitateLine:
		if isPawn(w) || imitationOf(w) == imitateArrive {
			return g.follow(f, t-f, imitateArrive)
		}
		return g.follow(f, t-f, imitateLine)
	}
	angle, angled := angleOf(w)
	buf := g.walkMoves(g.takeBuf(), f, w, c)
	ok := false
	for _, m := range buf {
		if m.To() != square(t) || g.capturedAt(m) != t {
			continue
		}
		d := g.decode(m)
		if angled && d.kind == hopMove && g.angleObservable(d, angle) || !angled && g.imitable(d, w) {
			ok = true
			break
		}
	}
	g.giveBuf(buf)
	return ok
}

// shift returns the vector the Imitators move by with the move d.
func shift(d decoded) int {
	switch d.kind {
	case castleShort:
		return 0 // the king two to the right, the rook two to the left
	case castleLong:
		return dirRight // the king two to the left, the rook three to the right
	}
	return d.to - d.from
}

// afterMove moves the Imitators, then adds the one a pawn promoted into.
func (imitator) afterMove(g *Game, e *moveEffect) {
	promoted := e.d.promo != nil && e.d.promo.walk == NoWalk
	if v := shift(e.d); v != 0 || promoted {
		g.saveState()
		for i := range g.state.imitators {
			g.state.imitators[i] += v
		}
		if promoted {
			g.state.imitators = append(g.state.imitators, e.d.to)
		}
		g.stateChanged()
	}
}

// imitatorFirst moves the Imitators' effect before the Circe rebirths: Popeye moves the
// Imitators with the move ("1.Sd5*e3[Ic5][+bPf1=I]"), and a pawn the rebirth promotes
// into an Imitator does not move with them.
func imitatorFirst(effects []effect) {
	i := slices.IndexFunc(effects, func(x effect) bool { _, ok := x.(imitator); return ok })
	if i < 0 {
		return
	}
	j := slices.IndexFunc(effects[:i], func(y effect) bool { _, ok := y.(circe); return ok })
	if j >= 0 {
		x := effects[i]
		copy(effects[j+1:i+1], effects[j:i])
		effects[j] = x
	}
}

// addImitator adds an Imitator on the box square b: a pawn reborn on its last rank
// promoted into one (Circe). The Imitators' move comes first (imitatorFirst), so the
// new one does not move with them.
func (g *Game) addImitator(b int) {
	g.saveState()
	g.state.imitators = append(g.state.imitators, b)
	g.stateChanged()
}

// imitatorAfter reports whether an Imitator stands on the box square b after the
// Imitators moved by the vector v.
func (g *Game) imitatorAfter(b, v int) bool {
	for _, q := range g.state.imitators {
		if q+v == b {
			return true
		}
	}
	return false
}

// lawful: no piece stands on an Imitator's square.
func (imitator) lawful(g *Game, _ movegen.Color) bool {
	for _, q := range g.state.imitators {
		if !g.empty(q) {
			return false
		}
	}
	return true
}

// arrivalNote writes the Imitators' squares after the move d: "[Ic5]", "[If6,b7]".
func (imitator) arrivalNote(g *Game, d decoded) string {
	v := shift(d)
	var sq []string
	for _, q := range g.state.imitators {
		sq = append(sq, square(q+v).String())
	}
	return "[I" + strings.Join(sq, ",") + "]"
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// angleVectors are Popeye's angle_vectors (pieces/walks/angle/angles.c) for the angles
// 45° (the Moose family), 90° (Eagles) and 135° (Sparrows), 1-based as there.
var angleVectors = [3][17]int{
	{0, -23, 25, 23, 25, 23, -25, -23, -25, -1, 24, 1, 24, 1, -24, -1, -24},
	{0, 24, -24, 1, -1, 24, -24, 1, -1, 25, -25, 23, -23, 25, -25, 23, -23},
	{0, 23, -25, -23, -25, -23, 25, 23, 25, 1, -24, -1, -24, -1, 24, 1, 24},
}

// angleOf returns the index in angleVectors of an angle hopper's walk, false for other
// walks.
func angleOf(w Walk) (int, bool) {
	switch w {
	case Moose, RookMoose, BishopMoose:
		return 0, true
	case Eagle, RookEagle, BishopEagle:
		return 1, true
	case Sparrow, RookSparrow, BishopSparrow:
		return 2, true
	}
	return 0, false
}

// angleObservable is Popeye's test of an angle hopper's observation under Imitator
// (conditions/imitator.c, avoid_observing_if_imitator_blocked_angle_hopper), quirk
// included: the Imitators need hurdles where the hopper has its own, clear lines up to
// them and empty arrivals, but the step of their lines is picked among the two first
// legs that turn into the hop's last one by integer division of the line by each, so
// for a line along a rank or file both may divide and the wrong one be taken, walking
// the Imitator's line away from its hurdle (EXAMPLES/mooseim.inp#0: the Eagle b2 does
// not check h1 over h2 when its Imitator a6 would go over g6 to g5).
func (g *Game) angleObservable(d decoded, angle int) bool {
	k := slices.Index(vecs(1, 8), d.aux-d.to) + 1
	if k == 0 {
		return g.imitable(d, g.board[d.from].Walk())
	}
	v1, v2 := -angleVectors[angle][2*k], -angleVectors[angle][2*k-1]
	diff := d.aux - d.from
	n1, n2 := abs(diff/v1), abs(diff/v2)
	step := v1
	switch {
	case n1 == 0:
		step = v2
	case n2 != 0 && n2 <= n1:
		step = v2
	}
	p := g.board[d.from]
	g.put(d.from, NoPiece)
	defer g.put(d.from, p)
	for _, q := range g.state.imitators {
		if h := q + diff; g.empty(h) || g.blocked(h) {
			return false
		}
	}
	for _, q := range g.state.imitators {
		for s := q + step; s != q+diff; s += step {
			if !g.empty(s) {
				return false
			}
		}
	}
	for _, q := range g.state.imitators {
		if a := q + d.to - d.from; a != d.from && !g.empty(a) {
			return false
		}
	}
	return true
}
