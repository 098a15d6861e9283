package fairy

import "github.com/cpls-dev/cpls/movegen"

// #C (conditions/mate-C.c): after a move that mates, each piece of the mover's side
// (kings and neutral pieces apart) that observes the mated king changes to the other
// side, in board order, unless that leaves the mover's own king in check: then none
// does. A mate whose checking pieces change so is no mate any more. Popeye asks
// whether a move mates without the rule; the notation names the squares as Masand's
// does ("[h1=b]").
type mateC struct{ base }

func init() {
	registerCondition("#C", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return mateC{base{&s}}, nil
	})
}

// keeps: moves and check are orthodox; a mating move may change the sides of pieces.
func (mateC) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// afterMove recolours the checking pieces of a mating move.
func (mateC) afterMove(g *Game, e *moveEffect) {
	c := e.side
	k := g.royal[c.Other()]
	if g.mateCTesting || k == 0 || !g.attacked(k, c) {
		return
	}
	g.mateCTesting = true
	g.side, g.hash = c.Other(), g.hash^sideKey // the position after the move, as the mate test sees it
	mates := !g.HasLegalMove()
	g.side, g.hash = c, g.hash^sideKey
	if !mates {
		g.mateCTesting = false
		return
	}
	var checkers []int
	for sq := movegen.Square(0); sq < 64; sq++ {
		b := box(sq)
		p := g.board[b]
		if p != NoPiece && !p.IsRoyal() && !p.Neutral() && p.Belongs(c) && g.observesFor(b, k, c) {
			checkers = append(checkers, b)
		}
	}
	s := SideOf(c.Other())
	for _, b := range checkers {
		g.set(b, g.board[b].WithSide(s))
	}
	undo := g.checked(c)
	g.mateCTesting = false
	for _, b := range checkers {
		if undo {
			g.set(b, g.board[b].WithSide(SideOf(c)))
		} else {
			g.noteSideChange(b, s)
		}
	}
}
