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
	if !g.board[b].Has(Functionary) || g.testingFunctionary {
		return false
	}
	g.testingFunctionary = true
	defer func() { g.testingFunctionary = false }()
	o := c.Other()
	for bb := g.occ[o]; bb != 0; bb &= bb - 1 {
		f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if f != b && geometry[g.board[f].Walk()].reach.has(f-b) && g.pieceAttacks(f, b, o) {
			return false
		}
	}
	return true
}
