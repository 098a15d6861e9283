package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// The exact and ultra forms of the mummer conditions (conditions/mummer.c, Popeye's
// mummer_strictness): Maximummer, Minimummer and MustCapture followed by "Exact" or
// "Ultra", and the ForcedSquare conditions (ConsequentForcedSquare is the ultra form).
// A side under such a condition measures each move it generates; the measure of its
// moves it must play is the greatest among its pseudo-legal moves, those that leave its
// own royal piece in check included (Popeye's measuring branch has no self-check guard
// then), and no lower than a floor (1 for the ultra forms, so that an ultra MustCapture
// side may only capture). When that greatest move is illegal the side has no move of
// that measure to play. Under the ultra forms a piece of the side observes (and so
// checks) only by a capture of the greatest measure among the side's pseudo-legal moves
// in the position.
type strictMummer struct {
	base
	side movegen.Color
	// exact: the measure to play is the greatest of the pseudo-legal moves, not of
	// the legal ones; ultra: exact, and observation follows the measure.
	exact, ultra bool
	// measure returns the measure of a move from f to t capturing on c (box squares,
	// c 0 when it captures nothing) of kind k, for the side: the greater the likelier
	// to be played.
	measure func(g *Game, f, t, c int, k moveKind) int
	// header are the variant words Popeye prints after the name.
	header []string
}

// ultraMummer is a strictMummer of the ultra form, which changes what observes.
type ultraMummer struct{ strictMummer }

// mummerStrictness reads the strictness word of a mummer condition's variants: ok is
// false when it has none (the regular form).
func mummerStrictness(s ConditionSpec) (ultra, ok bool, err error) {
	switch {
	case slices.Contains(s.Variants, "Ultra"):
		return true, true, variantsKnown(s, "Ultra")
	case slices.Contains(s.Variants, "Exact"):
		return false, true, variantsKnown(s, "Exact")
	}
	return false, false, nil
}

// newStrictMummer makes the exact or ultra form of a mummer condition of s.
func newStrictMummer(s ConditionSpec, side movegen.Color, ultra bool, measure func(*Game, int, int, int, moveKind) int) Condition {
	x := strictMummer{base: base{&s}, side: side, exact: true, measure: measure, header: []string{" exact"}} // Popeye's two blanks before the word
	if ultra {
		x.ultra, x.header = true, []string{" ultra"}
		return ultraMummer{x}
	}
	return x
}

// maximumLength, minimumLength and captureLength are the measures of Maximummer,
// Minimummer and MustCapture.
func maximumLength(_ *Game, f, t, _ int, k moveKind) int {
	switch k {
	case castleShort:
		return 16
	case castleLong:
		return 25
	}
	a, b := movegen.Square(sq64[f]), movegen.Square(sq64[t])
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	return df*df + dr*dr
}

func minimumLength(g *Game, f, t, c int, k moveKind) int { return 1000 - maximumLength(g, f, t, c, k) }

func captureLength(_ *Game, _, _, c int, _ moveKind) int {
	if c != 0 {
		return 1
	}
	return 0
}

// headerVariants: Popeye prints the strictness word after the name.
func (x strictMummer) headerVariants() []string { return x.header }

// keeps: moves, check and legality are orthodox; the regular form keeps a move of the
// greatest measure among the legal ones, the exact one may take every move away.
func (x strictMummer) keeps() keeps {
	if x.exact {
		return keepsObservation | keepsMoves | keepsLawful
	}
	return keepsObservation | keepsMoves | keepsLawful | keepsMobility
}

// keeps: the ultra form changes what observes too.
func (ultraMummer) keeps() keeps { return keepsMoves | keepsLawful }

// moveMeasure returns the measure of m for x's side.
func (x strictMummer) moveMeasure(g *Game, m movegen.Move) int {
	d := g.decode(m)
	return x.measure(g, d.from, d.to, g.capturedAt(m), d.kind)
}

// greatest returns the greatest measure of c's pseudo-legal moves, no lower than the
// floor, and reports whether one of them from f capturing on t (f 0: none asked for)
// has it.
func (x strictMummer) greatest(g *Game, f, t int) (best int, found bool) {
	if x.ultra {
		best = 1
	}
	g.measuringMummer = true
	buf := g.pseudo(g.takeBuf(), x.side)
	g.measuringMummer = false
	for _, m := range buf {
		best = max(best, x.moveMeasure(g, m))
	}
	if f != 0 {
		for _, m := range buf {
			if box(m.From()) == f && g.capturedAt(m) == t && x.moveMeasure(g, m) == best {
				found = true
				break
			}
		}
	}
	g.giveBuf(buf)
	return best, found
}

// selectMoves keeps the side's legal moves of the greatest pseudo-legal measure.
func (x strictMummer) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	if g.side != x.side {
		return legal
	}
	best := 0
	if x.exact {
		best, _ = x.greatest(g, 0, 0)
	} else {
		for _, m := range legal[start:] {
			best = max(best, x.moveMeasure(g, m))
		}
	}
	out := legal[:start]
	for _, m := range legal[start:] {
		if x.moveMeasure(g, m) == best {
			out = append(out, m)
		}
	}
	return out
}

// observes (ultra): the side's piece on f observes t when a pseudo-legal capture of it
// on t (landing where it lands: a locust beyond t) has the greatest measure of the
// side's pseudo-legal moves. The moves measured do not ask it again (castling asks
// whether squares are observed).
func (x ultraMummer) observes(g *Game, f, t int, c movegen.Color) bool {
	if c != x.side || g.measuringMummer {
		return true
	}
	_, found := x.greatest(g, f, t)
	return found
}

func init() {
	for name, f := range map[string]struct {
		side  movegen.Color
		ultra bool
	}{
		"WhiteForcedSquare": {movegen.White, false}, "BlackForcedSquare": {movegen.Black, false},
		"WhiteConsequentForcedSquare": {movegen.White, true}, "BlackConsequentForcedSquare": {movegen.Black, true},
	} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants, Walks: s.Walks, Numbers: s.Numbers}); err != nil {
				return nil, err
			}
			var forced movegen.Bitboard
			for _, sq := range s.Squares {
				forced |= 1 << sq
			}
			// a move to a forced square measures 2, any other 1 (Popeye's
			// forced_squares_measure_length)
			measure := func(_ *Game, _, t, _ int, _ moveKind) int {
				if forced&(1<<sq64[t]) != 0 {
					return 2
				}
				return 1
			}
			x := strictMummer{base: base{&s}, side: f.side, exact: f.ultra, ultra: f.ultra, measure: measure}
			for sq := movegen.Square(0); sq < 64; sq++ {
				if forced&(1<<sq) != 0 {
					x.header = append(x.header, sq.String())
				}
			}
			if f.ultra {
				return ultraMummer{x}, nil
			}
			return x, nil
		})
	}
}
