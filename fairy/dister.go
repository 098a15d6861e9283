package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
)

// dister is White/Black Max/MinDister (conditions/dister.c): the side must play one of
// the moves after which the two pieces that stood on the condition's squares in the
// diagram are farthest apart (Max) or closest (Min), measured as the mummers measure a
// move (the squared distance); a move that captures one of them measures least. Where
// the two pieces stand is the condition's state (state.go: disters).
type dister struct {
	base
	side    movegen.Color
	longest bool
}

func init() {
	for name, x := range map[string]dister{
		"WhiteMaxDister": {side: movegen.White, longest: true},
		"BlackMaxDister": {side: movegen.Black, longest: true},
		"WhiteMinDister": {side: movegen.White},
		"BlackMinDister": {side: movegen.Black},
	} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if len(s.Squares) != 2 && len(s.Squares) != 0 {
				// Popeye wants two squares; without them (a condition line being
				// written) the condition narrows nothing
				return nil, &UnplayedError{Condition: s.Name, Variant: s.Squares[0].String()}
			}
			if err := variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants, Walks: s.Walks, Numbers: s.Numbers}); err != nil {
				return nil, err
			}
			x.base = base{&s}
			return x, nil
		})
	}
}

// headerVariants: Popeye writes the two squares after the name.
func (x dister) headerVariants() []string {
	if len(x.spec.Squares) != 2 {
		return nil
	}
	return []string{x.spec.Squares[0].String(), x.spec.Squares[1].String()}
}

// keeps: moves, check and legality are orthodox (the effect changes the state, no
// square); only the choice among the legal moves is narrowed, never to none.
func (dister) keeps() keeps { return keepsObservation | keepsQuietMoves | keepsLawful | keepsMobility }

// initState puts the two pieces on the condition's squares (none where a square is
// empty).
func (x dister) initState(g *Game) {
	for i, s := range x.spec.Squares {
		if g.board[box(s)] != NoPiece {
			g.state.disters[i] = int8(s) + 1
		}
	}
}

// afterMove follows the two pieces: the moving one to its arrival square (the castling
// rook to its own), a captured one off the board, or to where the move put it back
// (a Circe rebirth among the squares the move set).
func (x dister) afterMove(g *Game, e *moveEffect) {
	now := g.state.disters
	u := &g.hist[len(g.hist)-1]
	for i, d := range now {
		if d == 0 {
			continue
		}
		b := box(movegen.Square(d - 1))
		switch {
		case b == e.d.from:
			now[i] = int8(square(e.d.to)) + 1
		case e.d.kind == castleShort && b == e.d.from+3*dirRight:
			now[i] = int8(square(e.d.from+dirRight)) + 1
		case e.d.kind == castleLong && b == e.d.from+4*dirLeft:
			now[i] = int8(square(e.d.from+dirLeft)) + 1
		case b == e.capSq:
			now[i] = 0
			for k := 0; k < int(u.n); k++ {
				if s := int(u.sq[k]); s != e.capSq && g.board[s] == e.captured {
					now[i] = int8(square(s)) + 1
				}
			}
		}
	}
	if now != g.state.disters {
		g.saveState()
		g.state.disters = now
		g.stateChanged()
	}
}

// measure returns Popeye's length of the move m: the squared distance between the two
// pieces after it (1000 less it for Min), 0 when one of them is gone.
func (x dister) measure(g *Game, m movegen.Move) int {
	capSq := movegen.NoSquare
	if c := g.capturedAt(m); c != 0 {
		capSq = square(c)
	}
	var at [2]movegen.Square
	for i, d := range g.state.disters {
		if d == 0 {
			return 0
		}
		at[i] = movegen.Square(d - 1)
		switch at[i] {
		case m.From():
			at[i] = m.To()
		case capSq:
			return 0
		}
	}
	df, dr := at[0].File()-at[1].File(), at[0].Rank()-at[1].Rank()
	if x.longest {
		return df*df + dr*dr
	}
	return 1000 - df*df - dr*dr
}

// selectMoves keeps the side's moves of the greatest measure.
func (x dister) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	if g.side != x.side || len(legal) == start {
		return legal
	}
	best := -1
	for _, m := range legal[start:] {
		best = max(best, x.measure(g, m))
	}
	out := legal[:start]
	for _, m := range legal[start:] {
		if x.measure(g, m) == best {
			out = append(out, m)
		}
	}
	return out
}
