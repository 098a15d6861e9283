package fairy

import (
	"strconv"

	"github.com/cpls-dev/cpls/movegen"
)

// SAT (conditions/sat.c): a king is in check when it has a flight, a square its walk
// would take it to (empty or holding an enemy piece other than the enemy king) where
// it would not be attacked, whether or not it is attacked where it stands. "SAT n"
// (and "SAT n m", Black's after White's) allow n flights: a king is in check when it
// has more than n, or, attacked, when it has n; so "SAT 1" checks an unattacked king
// with one flight as Popeye's SATxy rule does. Castling is not a flight.
type sat struct {
	base
	flightsAllowed [2]int // Popeye's SAT_max_nr_allowed_flights: the number given plus one
	xy             bool   // a number other than 0 was given: the SATxy rule
}

func init() {
	registerCondition("SAT", func(s ConditionSpec) (Condition, error) {
		x, err := newSAT(s)
		return x, err
	})
	registerCondition("StrictSAT", func(s ConditionSpec) (Condition, error) {
		x, err := newSAT(s)
		return strictSAT{x}, err
	})
}

// newSAT reads the numbers of flights (none, one, or White's and Black's).
func newSAT(s ConditionSpec) (sat, error) {
	x := sat{base: base{&s}, flightsAllowed: [2]int{1, 1}}
	if len(s.Texts) > 2 {
		return x, &UnplayedError{Condition: s.Name, Variant: s.Texts[2]}
	}
	for i, t := range s.Texts {
		n, err := strconv.Atoi(t)
		if err != nil || n < 0 || n > 8 {
			return x, &UnplayedError{Condition: s.Name, Variant: t}
		}
		x.flightsAllowed[i] = n + 1
	}
	if len(s.Texts) == 1 {
		x.flightsAllowed[1] = x.flightsAllowed[0]
	}
	x.xy = x.flightsAllowed[0] > 1 || x.flightsAllowed[1] > 1
	return x, nil
}

// inCheck applies the flight rule to c's royal piece.
func (x sat) inCheck(g *Game, c movegen.Color) bool {
	k := g.royal[c]
	if k == 0 {
		return false
	}
	need := x.flightsAllowed[c]
	if x.xy && !g.attacked(k, c.Other()) {
		need--
	}
	return need == 0 || g.flights(c, need) >= need
}

// flights counts the flights of c's royal piece, stopping at enough: the squares its
// walk takes it to, empty or holding an enemy that is not the enemy's royal piece,
// where, moved there (the captured piece left standing, as Popeye tests it), it is not
// attacked.
func (g *Game) flights(c movegen.Color, enough int) int {
	k := g.royal[c]
	king := g.board[k]
	buf := g.walkMoves(g.takeBuf(), k, king.Walk(), c)
	g.put(k, NoPiece)
	n := 0
	for _, m := range buf {
		t := box(m.To())
		if t == g.royal[c.Other()] || !g.empty(t) && !g.enemy(t, c) {
			continue
		}
		if !g.attacked(t, c.Other()) {
			if n++; n >= enough {
				break
			}
		}
	}
	g.put(k, king)
	g.giveBuf(buf)
	return n
}

// headerVariants are the numbers of flights as the header writes them: "III",
// "II/IV"; none for SAT 0.
func (x sat) headerVariants() []string {
	if !x.xy {
		return nil
	}
	roman := [...]string{"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"}
	v := roman[x.flightsAllowed[0]-1]
	if x.flightsAllowed[1] != x.flightsAllowed[0] {
		v += "/" + roman[x.flightsAllowed[1]-1]
	}
	return []string{v}
}

// allowed forbids capturing the enemy's royal piece, which SAT lets stand attacked
// (Popeye's king capture avoiders).
func (sat) allowed(g *Game, d decoded, c movegen.Color) bool {
	return noKingCapture(g, d, c)
}

// noKingCapture reports whether the move d of c leaves the enemy's royal piece on the
// board.
func noKingCapture(g *Game, d decoded, c movegen.Color) bool {
	k := g.royal[c.Other()]
	return k == 0 || g.capturedSquare(&d) != k
}

// StrictSAT (conditions/sat.c, strictsat): SAT where a king that has stood attacked
// since the diagram (the tally marks it, set after each move and for the diagram) is in
// check when, unattacked, it has one flight fewer than SAT allows: with SAT's one
// flight, such a king is in check whenever it is not attacked.
type strictSAT struct{ sat }

// open marks the kings attacked in the diagram.
func (x strictSAT) open(g *Game) {
	for c := movegen.White; c <= movegen.Black; c++ {
		if k := g.royal[c]; k != 0 && g.attacked(k, c.Other()) {
			g.tally[c] = 1
		}
	}
}

// afterMove marks the kings attacked after the move.
// afterMagic: the effect acts after magic pieces recolour (lateEffect).
func (strictSAT) afterMagic() {}

func (x strictSAT) afterMove(g *Game, _ *moveEffect) {
	for c := movegen.White; c <= movegen.Black; c++ {
		if k := g.royal[c]; g.tally[c] == 0 && k != 0 && g.attacked(k, c.Other()) {
			g.setTally(int(c), 1)
		}
	}
}

// inCheck applies the flight rule, one flight fewer for a marked king not attacked.
func (x strictSAT) inCheck(g *Game, c movegen.Color) bool {
	k := g.royal[c]
	if k == 0 {
		return false
	}
	need := x.flightsAllowed[c]
	if g.tally[c] != 0 && !g.attacked(k, c.Other()) {
		need--
	}
	return need == 0 || g.flights(c, need) >= need
}
