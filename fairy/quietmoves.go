package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// QuietMoves appends to buf the legal moves of the side to move that leave the other
// side out of check (rules.QuietMover), the candidates of a stalemate. A move that
// gives check is left out before the conditions' lawfulness tests judge it: a check
// ChecklessChess allows only when it mates, which it must play out to know. It declines
// (false) where the conditions select among the legal moves, as a selection may drop a
// move that gives no check for one that does.
func (g *Game) QuietMoves(buf []movegen.Move) ([]movegen.Move, bool) {
	if len(g.rules.hooks.selectors) > 0 {
		return buf, false
	}
	start := len(buf)
	ml := g.pseudo(buf, g.side)
	out := ml[:start]
	lt := g.lineTestNow()
	for _, m := range ml[start:] {
		d := g.decode(m)
		if g.noCheck(&d) || g.noPlainCheck(&d) {
			if g.legalMove(m, lt) {
				out = append(out, m)
			}
		} else if g.legalQuiet(m, &d) {
			out = append(out, m)
		}
	}
	return out, true
}

// legalQuiet reports whether m, a pseudo-legal move of the side to move unpacked in d,
// is legal and leaves the other side out of check: legal's test and GivesCheck's on one
// play of m, the lawfulness tests asked only when they may reject a move that gives no
// check.
func (g *Game) legalQuiet(m movegen.Move, d *decoded) bool {
	c := g.side
	o := c.Other()
	lawfuls := len(g.rules.hooks.lawfuls) > 0 && !g.lawfulSure(d)
	if !lawfuls || g.rules.lawfulUnchecking {
		if t, ok := g.tryMake(d); ok {
			quiet := !g.checked(o) && !g.checked(c)
			g.tryUnmake(&t)
			return quiet
		}
	}
	g.makeTested(m, d)
	ok := !g.checked(o) && !g.checked(c) && (!lawfuls || g.lawful(c))
	g.Unmake()
	return ok
}

var _ rules.QuietMover = (*Game)(nil)
