package rules

import "github.com/cpls-dev/cpls/movegen"

// Orthodox is orthodox chess: a Game on a movegen position, whose methods it promotes.
// The solver recognises it and calls the position directly (and uses movegen's
// orthodox shortcuts), so it is the fast path.
type Orthodox struct {
	*movegen.Position
	passes []movegen.Square // the en-passant square each Pass cleared, for Unpass
}

// NewOrthodox returns the orthodox game on p; the game plays on p itself.
func NewOrthodox(p *movegen.Position) *Orthodox { return &Orthodox{Position: p} }

// Clone returns an orthodox game on a copy of the position.
func (o *Orthodox) Clone() Game { return &Orthodox{Position: o.Position.Clone()} }

// SetTurn makes c the side to move. The en-passant square survives only if c may use
// it: it lies on the sixth rank from c's side.
func (o *Orthodox) SetTurn(c movegen.Color) {
	if ep := o.EnPassant(); ep != movegen.NoSquare {
		if (c == movegen.White && ep.Rank() != 5) || (c == movegen.Black && ep.Rank() != 2) {
			o.SetEnPassant(movegen.NoSquare)
		}
	}
	o.SetSideToMove(c)
}

// Pass gives the move to the other side, clearing the en-passant square; Unpass
// restores the position exactly.
func (o *Orthodox) Pass() {
	ep := o.EnPassant()
	if ep != movegen.NoSquare {
		o.SetEnPassant(movegen.NoSquare)
	}
	o.passes = append(o.passes, ep)
	o.SetSideToMove(o.SideToMove().Other())
}

// Unpass takes back the last Pass.
func (o *Orthodox) Unpass() {
	ep := o.passes[len(o.passes)-1]
	o.passes = o.passes[:len(o.passes)-1]
	o.SetSideToMove(o.SideToMove().Other())
	if ep != movegen.NoSquare {
		o.SetEnPassant(ep)
	}
}

var _ Game = (*Orthodox)(nil)
