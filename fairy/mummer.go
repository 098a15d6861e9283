package fairy

import "github.com/cpls-dev/cpls/movegen"

// Maximummer and Minimummer (conditions/mummer.c): a side must play one of its longest
// (shortest) legal moves. A move's length is the square of the distance from its
// departure to its arrival square (Popeye's move_diff_code), 16 for castling short and 25
// for castling long.
type mummer struct {
	base
	side    movegen.Color
	longest bool
}

func init() {
	for name, m := range map[string]mummer{
		"WhiteMaximummer": {side: movegen.White, longest: true},
		"BlackMaximummer": {side: movegen.Black, longest: true},
		"WhiteMinimummer": {side: movegen.White},
		"BlackMinimummer": {side: movegen.Black},
	} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if ultra, ok, err := mummerStrictness(s); ok {
				if err != nil {
					return nil, err
				}
				measure := minimumLength
				if m.longest {
					measure = maximumLength
				}
				return newStrictMummer(s, m.side, ultra, measure), nil
			}
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			m.base = base{&s}
			return m, nil
		})
	}
	// Maximummer without a side is Popeye's extra condition: the side the stipulation
	// restricts (problem says which, as the variant White or Black; Black without one).
	registerCondition("Maximummer", func(s ConditionSpec) (Condition, error) {
		side := movegen.Black // the restricted side of most plays
		switch {
		case len(s.Variants) == 1 && s.Variants[0] == "White":
			side = movegen.White
		case len(s.Variants) > 1 || len(s.Variants) == 1 && s.Variants[0] != "Black":
			return nil, variantsKnown(s, "White", "Black")
		}
		return mummer{base: base{&s}, side: side, longest: true}, nil
	})
}

// headerVariants: Maximummer's side is not written.
func (x mummer) headerVariants() []string { return nil }

// keeps: moves, check and legality are orthodox; only the choice among the legal moves
// is narrowed, never to none: with orthodox pieces, orthodox play with fewer choices.
func (mummer) keeps() keeps {
	return keepsObservation | keepsMoves | keepsLawful | keepsMobility | keepsPlay
}

// moveLength is a move's length as Popeye measures it.
func (g *Game) moveLength(m movegen.Move) int {
	switch g.decode(m).kind {
	case castleShort:
		return 16
	case castleLong:
		return 25
	}
	df := m.To().File() - m.From().File()
	dr := m.To().Rank() - m.From().Rank()
	return df*df + dr*dr
}

// selectMoves keeps the longest (shortest) of the side's legal moves.
func (x mummer) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	if g.side != x.side || len(legal) == start {
		return legal
	}
	best := g.moveLength(legal[start])
	for _, m := range legal[start+1:] {
		if l := g.moveLength(m); (l > best) == x.longest && l != best {
			best = l
		}
	}
	out := legal[:start]
	for _, m := range legal[start:] {
		if g.moveLength(m) == best {
			out = append(out, m)
		}
	}
	return out
}
