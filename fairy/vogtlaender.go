package fairy

import "github.com/cpls-dev/cpls/movegen"

// VogtlaenderChess (conditions/vogtlaender.c): check is the other way round: a side is
// in check when the other side's royal piece is attacked (Popeye's check tester asks
// whether the opponent is in check). A move that attacks the opponent's king is so
// illegal, and a side is mated when its own attack on the opponent's king cannot be
// lifted.
type vogtlaender struct{ base }

func init() {
	registerCondition("VogtlaenderChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return vogtlaender{base{&s}}, nil
	})
}

// inCheck: c is in check when c attacks the other side's royal piece.
func (vogtlaender) inCheck(g *Game, c movegen.Color) bool {
	o := c.Other()
	return g.royal[o] != 0 && g.attacked(g.royal[o], c)
}

// allowed: no move captures the other side's royal piece (Popeye's king capture
// avoiders), which a side in check by this rule could otherwise do.
func (vogtlaender) allowed(g *Game, d decoded, c movegen.Color) bool {
	k := g.royal[c.Other()]
	return k == 0 || g.capturedSquare(&d) != k
}

// capturesOnly: it drops a capture of the royal piece.
func (vogtlaender) capturesOnly() bool { return true }
