package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// PowerTransfer (conditions/powertransfer.c): a piece moves, captures and observes as
// the piece (of either side) standing on the square where it would be reborn under
// Circe if the other side captured it where it stands, when that square is occupied;
// royal pieces keep their walk unless RexInclusive.
type powerTransfer struct {
	base
	rexInclusive bool
}

func init() {
	registerCondition("PowerTransfer", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "RexInclusive"); err != nil {
			return nil, err
		}
		return powerTransfer{base{&s}, slices.Contains(s.Variants, "RexInclusive")}, nil
	})
}

// keeps: moves are the engine's; which walk a piece observes by depends on a square
// off the lines.
func (powerTransfer) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// checkOnly: Popeye gives a piece the transferred power when it moves and checks,
// not when another condition asks what it observes (conditions/powertransfer.c).
func (powerTransfer) checkOnly() {}

// walkAt returns the walk of the piece on the Circe square of the piece of c on b, if
// there is one.
func (x powerTransfer) walkAt(g *Game, b int, c movegen.Color, w Walk) Walk {
	if !x.rexInclusive && g.board[b].IsRoyal() {
		return w
	}
	if p := g.board[circeSquare(w, b, c.Other())]; p != NoPiece && p != invalid {
		return p.Walk()
	}
	return w
}

// headerVariants returns RexInclusive when it is set.
func (x powerTransfer) headerVariants() []string {
	if x.rexInclusive {
		return []string{"RexInclusive"}
	}
	return nil
}
