package fairy

import "github.com/cpls-dev/cpls/movegen"

// WhiteRoyalSquare, BlackRoyalSquare (Popeye's royal_square, solving/machinery/twin.c
// locate_unique_royal): the side's king is a square, not a piece: the side is in check
// when the enemy attacks that square, whatever stands there, and the square never moves.
// A side with a king besides is refused by Popeye (one king only); here the king wins.
// The engine's legality shortcuts, which take the royal square for a piece that moves,
// are off (no keeper).
type royalSquare struct {
	base
	side movegen.Color
	sq   movegen.Square
}

func init() {
	for name, side := range map[string]movegen.Color{"WhiteRoyalSquare": movegen.White, "BlackRoyalSquare": movegen.Black} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if len(s.Squares) > 1 {
				return nil, &UnplayedError{Condition: s.Name, Variant: s.Squares[1].String()}
			}
			spec := s // the condition keeps the whole spec, which s loses below
			// None named: no royal square.
			x := royalSquare{base: base{&spec}, side: side, sq: movegen.NoSquare}
			if len(s.Squares) == 1 {
				x.sq = s.Squares[0]
			}
			s.Squares = nil
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return x, nil
		})
	}
}

// open makes the square the side's royal square when no royal piece is on the board.
func (x royalSquare) open(g *Game) {
	if g.royal[x.side] == 0 && x.sq != movegen.NoSquare {
		g.royal[x.side] = box(x.sq)
	}
}

// headerVariants: Popeye writes the square after the name.
func (x royalSquare) headerVariants() []string {
	if x.sq == movegen.NoSquare {
		return nil
	}
	return []string{x.sq.String()}
}
