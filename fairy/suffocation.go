package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// Suffocation (pieces/attributes/paralysing): a side is suffocated when it would have
// moves if no piece paralysed, and every one of them is by a paralysed piece. Popeye
// counts a suffocated side as stalemated, in check or not, and never as mated.

// MaySuffocate reports whether some piece of the game paralyses.
func (g *Game) MaySuffocate() bool { return g.rules.paralysing }

// Suffocated reports whether the side to move is suffocated.
func (g *Game) Suffocated() bool {
	if !g.rules.paralysing {
		return false
	}
	c := g.side
	g.testingParalysis = true // paralysis suspended: every piece moves
	buf := g.pseudo(g.takeBuf(), c)
	g.testingParalysis = false
	found := false
	last := movegen.NoSquare
	for _, m := range buf {
		if m.From() == last {
			continue
		}
		last = m.From()
		if !g.paralysed(box(last), c) {
			found = false
			break
		}
		found = true
	}
	g.giveBuf(buf)
	return found
}

var _ rules.Suffocation = (*Game)(nil)
