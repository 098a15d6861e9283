package fairy

import "github.com/cpls-dev/cpls/movegen"

// Legality: a move is legal when it does not leave the mover's royal piece attacked by
// the other side (for a neutral royal piece, by the pieces the other side then moves,
// neutral ones included).

// LegalMoves appends the legal moves of the side to move to buf and returns it.
func (g *Game) LegalMoves(buf []movegen.Move) []movegen.Move {
	start := len(buf)
	ml := g.pseudo(buf, g.side)
	out := ml[:start]
	for _, m := range ml[start:] {
		if g.legal(m) {
			out = append(out, m)
		}
	}
	return out
}

// HasLegalMove reports whether the side to move has a legal move.
func (g *Game) HasLegalMove() bool {
	var buf [256]movegen.Move
	for _, m := range g.pseudo(buf[:0], g.side) {
		if g.legal(m) {
			return true
		}
	}
	return false
}

// legal reports whether the pseudo-legal move m leaves the mover's royal piece
// unattacked.
func (g *Game) legal(m movegen.Move) bool {
	c := g.side
	g.Make(m)
	ok := g.royal[c] == 0 || !g.attacked(g.royal[c], c.Other())
	g.Unmake()
	return ok
}

// InCheck reports whether the side to move's royal piece is attacked.
func (g *Game) InCheck() bool {
	k := g.royal[g.side]
	return k != 0 && g.attacked(k, g.side.Other())
}

// GivesCheck reports whether m, a legal move of the side to move, leaves the other side
// in check.
func (g *Game) GivesCheck(m movegen.Move) bool {
	g.Make(m)
	check := g.InCheck()
	g.Unmake()
	return check
}
