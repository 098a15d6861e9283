package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Functionaries (conditions/beamten.c): a functionary piece moves, captures and
// observes only while an enemy piece observes it. Whether that piece observes is asked
// as for check (a paralysed piece does not), without asking whether it is an idle
// functionary in turn.

// idleFunctionary reports whether the piece on b, moving for c, is a functionary that no
// piece of c's opponent observes.
func (g *Game) idleFunctionary(b int, c movegen.Color) bool {
	return g.board[b].Has(Functionary) && g.unobserved(b, c)
}

// unobserved reports whether no piece of c's opponent observes the piece on b, which
// moves for c; false while such a test is under way (an observer is not asked whether
// it is observed in turn).
func (g *Game) unobserved(b int, c movegen.Color) bool {
	if g.testingFunctionary {
		return false
	}
	g.testingFunctionary = true
	defer func() { g.testingFunctionary = false }()
	o := c.Other()
	for bb := g.occ[o]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		w := g.walkOf(f, o)
		if f != b && (g.rules.hooks.generator != nil || geometry[w].reach.has(f-b)) && g.pieceAttacksAs(f, b, w, o) {
			return false
		}
	}
	return true
}

// functionaryChess is FunctionaryChess (Beamtenschach): every piece, kings included,
// is a functionary (Popeye gives them all the attribute, which its diagram does not
// show).
type functionaryChess struct{ base }

func init() {
	registerCondition("FunctionaryChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return functionaryChess{base{&s}}, nil
	})
}

// keeps: moves are the engine's; whether a piece acts depends on pieces off the lines.
func (functionaryChess) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// paralyses: a piece no enemy piece observes does not act.
func (functionaryChess) paralyses(g *Game, b int, c movegen.Color) bool {
	return g.board[b] != NoPiece && g.unobserved(b, c)
}
