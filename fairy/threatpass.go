package fairy

import (
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// threatPasser is a condition that gives the defender's dummy move, the pass that
// starts a threat, an effect: Popeye inserts the condition's slice behind the threat
// branch's STDummyMove (LostPieces: the pass removes the attacker's lost pieces,
// "threat:[-wPd7]"). threatPass plays it on g after the pass; mover is the side that
// passed. It changes squares through passSet only, so that Unpass takes it back.
type threatPasser interface {
	threatPass(g *Game, mover movegen.Color)
}

// PassThreat passes as the defender's dummy move that starts a threat: Pass, then the
// effects the conditions give that dummy move (threatPasser). Unpass takes it back.
func (g *Game) PassThreat() {
	mover := g.side
	g.Pass()
	g.passes[len(g.passes)-1].threat = true
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(threatPasser); ok {
			x.threatPass(g, mover)
		}
	}
}

// ThreatPassText returns what the conditions' effects on the threat's pass (PassThreat)
// add to "threat:" in lang ("[-wPd7]"), "" for none; g is unchanged on return.
func (g *Game) ThreatPassText(lang movegen.Language) string {
	noting, notes := g.noting, g.notes
	g.noting, g.notes = true, nil
	g.PassThreat()
	g.noting = false
	g.Unpass()
	var b strings.Builder
	g.writeNotes(&b, g.words(lang), g.notes)
	g.noting, g.notes = noting, notes
	return b.String()
}

// passSet sets the box square b to p during a threat's pass, recorded in the last pass
// for Unpass.
func (g *Game) passSet(b int, p Piece) {
	last := &g.passes[len(g.passes)-1]
	last.changed = append(last.changed, written{sq: int16(b), old: g.board[b], orig: g.origin[b]})
	g.hash ^= pieceKey(b, g.board[b]) ^ pieceKey(b, p)
	g.put(b, p)
	if p == NoPiece {
		g.origin[b] = 0
	}
}
