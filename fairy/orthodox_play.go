package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// Orthodox play (rules.OrthodoxPlay): a game of orthodox pieces on the whole board whose
// conditions all only narrow the choice among the orthodox legal moves, never to none
// (keepsPlay: Maximummer), is orthodox chess with fewer choices. The search then builds
// on orthodox play, on an orthodox position it keeps beside the game.

// orthodoxPlay reports whether every condition of h only narrows orthodox play
// (keepsPlay).
func (h *hooks) orthodoxPlay() bool {
	for _, c := range h.conditions {
		if x, ok := c.(keeper); !ok || x.keeps()&keepsPlay == 0 {
			return false
		}
	}
	return true
}

// playsOrthodox reports whether g, as New made it, plays orthodox chess but for the
// choice its conditions narrow: orthodox pieces and promotions, no square taken off the
// board, conditions that keep orthodox play.
func (g *Game) playsOrthodox() bool {
	if !g.rules.hooks.orthodoxPlay() {
		return false
	}
	for _, i := range g.rules.promotions {
		if p := g.rules.promos[i]; p.attrs != 0 || p.walk != Queen && p.walk != Rook && p.walk != Bishop && p.walk != Knight {
			return false
		}
	}
	for sq := movegen.Square(0); sq < 64; sq++ {
		p := g.board[box(sq)]
		if p == invalid {
			return false
		}
		if _, ok := p.Orthodox(); p != NoPiece && !ok {
			return false
		}
	}
	return true
}

// OrthodoxPosition returns the game's position as an orthodox one when its rules keep
// orthodox play (rules.OrthodoxPlay), nil otherwise.
func (g *Game) OrthodoxPosition() *movegen.Position {
	if !g.rules.orthodox {
		return nil
	}
	p := movegen.NewEmpty()
	for sq := movegen.Square(0); sq < 64; sq++ {
		if pc, ok := g.board[box(sq)].Orthodox(); ok {
			p.Put(sq, pc)
		}
	}
	p.SetCastling(g.castling & (movegen.WhiteKingside | movegen.WhiteQueenside | movegen.BlackKingside | movegen.BlackQueenside))
	p.SetSideToMove(g.side)
	if g.ep != 0 {
		p.SetEnPassant(square(g.ep))
	}
	return p
}

// OrthodoxMove returns m, a legal move of the side to move in a game that keeps
// orthodox play, as the orthodox position's move.
func (g *Game) OrthodoxMove(m movegen.Move) movegen.Move {
	d := g.decode(m)
	switch d.kind {
	case castleShort, castleLong:
		return movegen.NewCastle(m.From(), m.To())
	case enPassant:
		return movegen.NewEnPassant(m.From(), m.To())
	}
	promo := movegen.NoPieceType
	if d.promo != nil {
		pc, _ := MakePiece(d.promo.walk, WhiteSide, 0).Orthodox()
		promo = pc.Type()
	}
	return movegen.NewMove(m.From(), m.To(), promo)
}

var _ rules.OrthodoxPlay = (*Game)(nil)
