package fairy

import (
	"math/bits"
	"slices"
)

// Circe Volcanic (conditions/circe/parachute.c, circe_volcanic_*): a piece whose rebirth
// square is occupied goes under that square (a ghost in Popeye's underworld) and erupts
// there, reborn, as soon as the square is empty after a move, the move that empties it
// included; in Parachute the occupant goes under it instead, and the piece is reborn.
// Popeye writes the burial "[+bPe7->v]" (circe.bury) and the eruption as a rebirth
// "[+wSg1]". The ghosts belong to the position: the game keeps them (Game.ghosts, a list
// replaced, never changed, so that Unmake and clones restore it by reference) and the
// hash includes them (ghostKey).

// buried is a piece under the box square sq (a ghost in Popeye's words).
type buried struct {
	p  Piece
	sq int16
}

// ghostKey is the hash of the ghost p under the box square sq.
func ghostKey(p Piece, sq int) uint64 { return bits.RotateLeft64(pieceKey(sq, p), 41) }

// buryOccupant puts the piece on the box square b under it, before every ghost (Circe
// Parachute: Popeye's underworld takes it first), and empties b; Popeye writes nothing
// of it.
func (g *Game) buryOccupant(b int) {
	p := g.board[b]
	g.ghosts = append([]buried{{p, int16(b)}}, g.ghosts...)
	g.hash ^= ghostKey(p, b)
	g.set(b, NoPiece)
}

// erupt rebirths, in the order they were buried, the ghosts whose squares are empty.
func (g *Game) erupt() {
	var left []buried
	changed := false
	for i, h := range g.ghosts {
		if !g.empty(int(h.sq)) {
			if changed {
				left = append(left, h)
			}
			continue
		}
		if !changed {
			left, changed = slices.Clone(g.ghosts[:i]), true
		}
		g.hash ^= ghostKey(h.p, int(h.sq))
		g.set(int(h.sq), h.p)
		g.rightsOnArrival(int(h.sq))
		g.notePut(h.p, int(h.sq))
	}
	if changed {
		g.ghosts = left
	}
}

// fillUnderworld puts the pieces u under their squares, in order: into GhostChess's
// underworld when the game has one, else under the squares the Volcanic and Parachute
// Circes let erupt (Popeye has a single underworld; the two conditions do not meet in
// one problem of the corpus).
func (g *Game) fillUnderworld(u []UnderworldPiece) {
	ghosts := slices.ContainsFunc(g.rules.hooks.conditions, func(c Condition) bool { _, ok := c.(ghostChess); return ok })
	for _, x := range u {
		if ghosts {
			g.state.ghosts = append(g.state.ghosts, ghost{box(x.Square), x.Piece})
		} else {
			g.ghosts = append(g.ghosts, buried{x.Piece, int16(box(x.Square))})
		}
	}
}
