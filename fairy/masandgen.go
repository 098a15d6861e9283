package fairy

import "github.com/cpls-dev/cpls/movegen"

// MasandGeneralised (conditions/masand.c, masand_generalised_recolorer): when a move
// leaves the other side in check, every piece of the mover's side that observes the
// other side's royal piece, in board order, changes each piece it observes (of either
// side, royal and neutral pieces apart) to the other side, once per move at most: a
// piece a checker already recoloured stays as it is for the next. The checkers are
// taken on the board as the recolouring leaves it (a piece recoloured to the mover's
// side may check next). The notation names the squares as Masand's: "[f1=w]".
type masandGeneralised struct{ base }

func init() {
	registerCondition("MasandGeneralised", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return masandGeneralised{base{&s}}, nil
	})
}

// afterMagic: the effect acts after magic pieces recolour (lateEffect).
func (masandGeneralised) afterMagic() {}

// afterMove recolours what each checking piece observes.
func (masandGeneralised) afterMove(g *Game, e *moveEffect) {
	c := e.side
	k := g.royal[c.Other()]
	if k == 0 || !g.attacked(k, c) {
		return
	}
	var done [64]bool
	for sq := movegen.Square(0); sq < 64; sq++ {
		pos := box(sq)
		if p := g.board[pos]; p == NoPiece || !p.Belongs(c) || !g.observesFor(pos, k, c) {
			continue
		}
		g.recolourObserved(pos, c, &done)
	}
}
