package fairy

import "github.com/cpls-dev/cpls/movegen"

// AnnanChess (conditions/annan.c, type A): a piece standing right in front of a piece
// of its own side (from its side's point of view) moves, captures and observes as that
// piece, kings included.
type annan struct{ base }

func init() {
	registerCondition("AnnanChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "TypeA"); err != nil {
			return nil, err
		}
		return annan{base{&s}}, nil
	})
}

// keeps: moves are the engine's; which walk a piece observes by depends on the square
// behind it, off the lines.
func (annan) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// walkAt returns the walk of the piece of c right behind b, if there is one.
func (annan) walkAt(g *Game, b int, c movegen.Color, w Walk) Walk {
	if rear := g.board[b-forward(c)]; rear != invalid && rear.Belongs(c) {
		return rear.Walk()
	}
	return w
}
