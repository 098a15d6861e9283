package fairy

import "github.com/cpls-dev/cpls/movegen"

// LostPieces (conditions/lostpieces.c): after a move, each piece of the other side but
// its royal piece that would be mated were it that side's royal piece is lost: it
// leaves the board ("Rd4-b4[-bPb5]"). Whether it would be mated is asked as Popeye's
// lost-pieces tester does: the piece made royal, the side's own king an ordinary piece
// and the mover without a royal piece, the piece must be attacked and every legal move
// of its side (under the other conditions, Maximummer's choice too) leave it attacked;
// the moves of that test lose nothing. The removal comes last of a move's effects
// (Popeye's STLostPiecesRemover follows every other effect but BGL's).
type lostPieces struct{ base }

func init() {
	registerCondition("LostPieces", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return lostPieces{base{&s}}, nil
	})
}

// keeps: a move takes away more than it captures; check is orthodox.
func (lostPieces) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// afterMagic: the removal follows the other effects (lateEffect).
func (lostPieces) afterMagic() {}

// afterMove removes the other side's pieces that would be mated, from a1 to h8
// (Popeye's boardnum order, which the notation follows).
func (lostPieces) afterMove(g *Game, e *moveEffect) {
	if g.testingLost {
		return
	}
	g.removeLost(e.side, g.set)
}

// threatPass: Popeye's remover follows the threat branch's dummy move too, the side
// that passed removing: "1.Rd4-b4[-bPb5] ! threat:[-wPd7]".
func (lostPieces) threatPass(g *Game, mover movegen.Color) {
	g.removeLost(mover, g.passSet)
}

// removeLost removes, by set, the pieces of c's opponent that would be mated as its
// royal piece, c having just moved, from a1 to h8, and notes each removal.
func (g *Game) removeLost(c movegen.Color, set func(int, Piece)) {
	o := c.Other()
	var lost [64]int
	n := 0
	for s := movegen.Square(0); s < 64; s++ {
		b := box(s)
		if p := g.board[b]; p == NoPiece || !p.Belongs(o) || b == g.royal[o] {
			continue
		}
		if g.lostMated(b, c) {
			lost[n] = b
			n++
		}
	}
	for _, b := range lost[:n] {
		p := g.board[b]
		set(b, NoPiece)
		g.noteRemove(p, b)
	}
}

// lostMated reports whether the piece on b, of c's opponent, is mated as its side's
// royal piece with c, who just moved, having none. The game is left as it was.
func (g *Game) lostMated(b int, c movegen.Color) bool {
	o := c.Other()
	p := g.board[b]
	rp := p.WithAttrs(p.AttrBits() | Attrs(Royal))
	side, hash, royal, noting := g.side, g.hash, g.royal, g.noting
	g.testingLost, g.attrRoyal, g.noting = true, true, false
	g.put(b, rp)
	g.royal[c], g.royal[o] = 0, b
	g.hash ^= pieceKey(b, p) ^ pieceKey(b, rp)
	if side != o {
		g.hash ^= sideKey
	}
	g.side = o
	mated := g.attacked(b, c) && g.checked(o) && !g.HasLegalMove()
	g.put(b, p)
	g.side, g.hash, g.royal, g.noting = side, hash, royal, noting
	g.testingLost, g.attrRoyal = false, false
	return mated
}
