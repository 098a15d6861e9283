package solver

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// board is the game an engine plays on, as the search calls it. An orthodox game is
// called directly on its movegen position — calls the compiler can inline — and offers
// movegen's orthodox shortcuts (fast); any other rules.Game is called through the
// interface. Every method of the search goes through board, never to game or fast
// directly, except the shortcuts, which test fast first.
type board struct {
	fast *movegen.Position // the orthodox position; nil for other rules
	orth *rules.Orthodox   // the orthodox game of fast; nil for other rules
	game rules.Game
}

func newBoard(g rules.Game) board {
	if o, ok := g.(*rules.Orthodox); ok {
		return board{fast: o.Position, orth: o, game: g}
	}
	return board{game: g}
}

func (b board) SideToMove() movegen.Color {
	if b.fast != nil {
		return b.fast.SideToMove()
	}
	return b.game.SideToMove()
}

func (b board) King(c movegen.Color) movegen.Square {
	if b.fast != nil {
		return b.fast.King(c)
	}
	return b.game.King(c)
}

func (b board) LegalMoves(buf []movegen.Move) []movegen.Move {
	if b.fast != nil {
		return b.fast.LegalMoves(buf)
	}
	return b.game.LegalMoves(buf)
}

func (b board) HasLegalMove() bool {
	if b.fast != nil {
		return b.fast.HasLegalMove()
	}
	return b.game.HasLegalMove()
}

func (b board) Make(m movegen.Move) {
	if b.fast != nil {
		b.fast.Make(m)
		return
	}
	b.game.Make(m)
}

func (b board) Unmake() {
	if b.fast != nil {
		b.fast.Unmake()
		return
	}
	b.game.Unmake()
}

func (b board) Pass() {
	if b.orth != nil {
		b.orth.Pass()
		return
	}
	b.game.Pass()
}

func (b board) Unpass() {
	if b.orth != nil {
		b.orth.Unpass()
		return
	}
	b.game.Unpass()
}

func (b board) InCheck() bool {
	if b.fast != nil {
		return b.fast.InCheck()
	}
	return b.game.InCheck()
}

func (b board) GivesCheck(m movegen.Move) bool {
	if b.fast != nil {
		return b.fast.GivesCheck(m)
	}
	return b.game.GivesCheck(m)
}

func (b board) Hash() uint64 {
	if b.fast != nil {
		return b.fast.Hash()
	}
	return b.game.Hash()
}

// IsCheckmate reports whether the side to move is in check with no legal move.
func (b board) IsCheckmate() bool {
	if b.fast != nil {
		return b.fast.IsCheckmate()
	}
	return b.game.InCheck() && !b.game.HasLegalMove()
}

// IsStalemate reports whether the side to move is not in check and has no legal move.
func (b board) IsStalemate() bool {
	if b.fast != nil {
		return b.fast.IsStalemate()
	}
	return !b.game.InCheck() && !b.game.HasLegalMove()
}
