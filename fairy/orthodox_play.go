package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// Orthodox play (rules.OrthodoxPlay): a game of orthodox pieces on the whole board whose
// conditions all only narrow the choice among the orthodox legal moves, never to none
// (keepsPlay: Maximummer), is orthodox chess with fewer choices. The search then builds
// on orthodox play, on an orthodox position it keeps beside the game. With squares taken
// off the board (Hole) besides, it is orthodox chess on a smaller board
// (rules.HoledPlay): the position kept beside it has the holes as empty squares, and
// what the search builds knows them.

// orthodoxPlay reports whether every condition of h only narrows orthodox play
// (keepsPlay) or, where holes is true, takes squares off the board (Hole).
func (h *hooks) orthodoxPlay(holes bool) bool {
	for _, c := range h.conditions {
		if _, ok := c.(blocker); ok && holes {
			continue
		}
		if x, ok := c.(keeper); !ok || x.keeps()&keepsPlay == 0 {
			return false
		}
	}
	return true
}

// playsOrthodox reports whether g, as New made it, plays orthodox chess but for the
// choice its conditions narrow: orthodox pieces and promotions, conditions that keep
// orthodox play, and either the whole board (orthodox) or the board less the squares
// its conditions take off (holes, not 0).
func (g *Game) playsOrthodox() (orthodox bool, holes movegen.Bitboard) {
	for _, i := range g.rules.promotions {
		if p := g.rules.promos[i]; p.attrs != 0 || p.walk != Queen && p.walk != Rook && p.walk != Bishop && p.walk != Knight {
			return false, 0
		}
	}
	for sq := movegen.Square(0); sq < 64; sq++ {
		p := g.board[box(sq)]
		if p == invalid {
			holes |= movegen.SquareBB(sq)
			continue
		}
		if _, ok := p.Orthodox(); p != NoPiece && !ok {
			return false, 0
		}
	}
	if !g.rules.hooks.orthodoxPlay(holes != 0) {
		return false, 0
	}
	return holes == 0, holes
}

// OrthodoxPosition returns the game's position as an orthodox one when its rules keep
// orthodox play (rules.OrthodoxPlay), nil otherwise.
func (g *Game) OrthodoxPosition() *movegen.Position {
	if !g.rules.orthodox {
		return nil
	}
	return g.orthodoxPosition()
}

// Holes returns the squares taken off the board when the game plays orthodox chess on
// the rest (rules.HoledPlay), 0 otherwise.
func (g *Game) Holes() movegen.Bitboard { return g.rules.holes }

// HoledPosition returns the game's position as an orthodox one, the holes empty, when it
// plays orthodox chess on a board with holes (rules.HoledPlay), nil otherwise.
func (g *Game) HoledPosition() *movegen.Position {
	if g.rules.holes == 0 {
		return nil
	}
	return g.orthodoxPosition()
}

// orthodoxPosition is the game's position as an orthodox one, its pieces orthodox.
func (g *Game) orthodoxPosition() *movegen.Position {
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

var (
	_ rules.OrthodoxPlay = (*Game)(nil)
	_ rules.HoledPlay    = (*Game)(nil)
)
