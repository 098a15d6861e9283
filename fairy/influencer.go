package fairy

import "github.com/cpls-dev/cpls/movegen"

// Influencer (conditions/influencer.c): after a move, every enemy piece next to where a
// piece arrived (not a royal one, which influences nothing either) changes its walk: to
// the mover's (after its promotion) on the first or last rank, to a pawn elsewhere.
// Castling's rook influences too. Each change is written, even to the walk the piece
// had: "Sb5-a7[b7=P][b6=P]". A rook that appears in its corner so regains its castling
// right, as in Popeye.
type influencer struct{ base }

func init() {
	registerCondition("Influencer", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return influencer{base{s}}, nil
	})
}

// influenceDirs are Popeye's queen vectors in its order (vec_queen_start..end): the
// order the changes are written in.
var influenceDirs = [8]int{dirRight, dirUp, dirLeft, dirDown, dirUp + dirLeft, dirUp + dirRight,
	dirDown + dirRight, dirDown + dirLeft}

// afterMove changes the walks next to the moved pieces.
// afterMagic: the effect acts after magic pieces recolour (lateEffect).
func (influencer) afterMagic() {}

func (influencer) afterMove(g *Game, e *moveEffect) {
	royal := e.mover.IsRoyal()
	if g.rules.dynasty {
		royal = g.royalOn(e.d.to, e.arrived)
	}
	if e.arrived != NoPiece && !royal {
		influence(g, e.d.to, e.side)
	}
	switch e.d.kind {
	case castleShort:
		influence(g, e.d.from+dirRight, e.side)
	case castleLong:
		influence(g, e.d.from+dirLeft, e.side)
	}
}

// influence changes the walks of the enemy pieces next to the piece of c on b.
func influence(g *Game, b int, c movegen.Color) {
	w := g.board[b].Walk()
	for _, v := range influenceDirs {
		t := b + v
		p := g.board[t]
		if p == invalid || !p.Belongs(c.Other()) || g.royalOn(t, p) {
			continue
		}
		nw := Pawn
		if r := rankOf(t); r == 0 || r == 7 {
			nw = w
		}
		g.set(t, p.WithWalk(nw))
		g.noteWalk(t, nw)
		if nw == Rook {
			g.rookRight(t, c.Other())
		}
	}
}

// rookRight gives o's rook that appeared on b its castling right when b is its corner.
func (g *Game) rookRight(b int, o movegen.Color) {
	short, long, _, home := rightBits(o)
	switch b {
	case home + 3*dirRight:
		g.setCastling(g.castling | short)
	case home + 4*dirLeft:
		g.setCastling(g.castling | long)
	}
}

// noteWalk notes that the piece on the box square b now moves by w: "[b7=P]".
func (g *Game) noteWalk(b int, w Walk) {
	if g.noting {
		g.note(func(ws *Words) string { return "[" + square(b).String() + "=" + ws.WalkName(w) + "]" })
	}
}
