package fairy

import "github.com/cpls-dev/cpls/movegen"

// SelfCheckMoves appends to buf the moves of the side to move that leave its own royal
// piece in check and are lawful otherwise (the conditions' lawfulness tests allow them):
// the only moves that reach double mate, counter-mate and auto-mate (rules.SelfChecker),
// which Popeye generates as it generates any move.
func (g *Game) SelfCheckMoves(buf []movegen.Move) []movegen.Move {
	c := g.side
	start := len(buf)
	ml := g.pseudo(buf, c)
	out := ml[:start]
	for _, m := range ml[start:] {
		g.Make(m)
		ok := g.checked(c) && (len(g.rules.hooks.lawfuls) == 0 || g.lawful(c))
		g.Unmake()
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// HasMoveKeepingKing reports whether the side to move has a legal move that does not
// take its own royal piece, a neutral one, which is both sides' (Popeye's own king
// capture avoider in the positions double mate and counter-mate reach; a capture of
// the other side's royal piece is a move there).
func (g *Game) HasMoveKeepingKing() bool {
	k := g.royal[g.side]
	if k == 0 || !g.board[k].Neutral() {
		return g.HasLegalMove()
	}
	buf := g.LegalMoves(g.takeBuf())
	defer g.giveBuf(buf)
	for _, m := range buf {
		if g.capturedAt(m) != k {
			return true
		}
	}
	return false
}
