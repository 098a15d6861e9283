package fairy

import "github.com/cpls-dev/cpls/movegen"

// Influencer (conditions/influencer.c): after a move, every enemy piece next to where a
// piece arrived (not a royal one, which influences nothing either) changes its walk: to
// the mover's (after its promotion) on the first or last rank, to a pawn elsewhere.
// Castling's rook influences too. Each change is written, even to the walk the piece
// had: "Sb5-a7[b7=P][b6=P]". A rook that appears in its corner so regains its castling
// right, as in Popeye. The pieces influence from where the move's other effects leave
// them (AntiCirce's capturer from its rebirth square), and the enemy pawns so left on
// their promotion rank promote as part of the move, each to every promotion piece
// ("[b8=P][a8=P][b8=R][a8=Q]").
type influencer struct{ base }

func init() {
	registerCondition("Influencer", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return influencer{base{&s}}, nil
	})
}

// influenceDirs are Popeye's queen vectors in its order (vec_queen_start..end): the
// order the changes are written in.
var influenceDirs = [8]int{dirRight, dirUp, dirLeft, dirDown, dirUp + dirLeft, dirUp + dirRight,
	dirDown + dirRight, dirDown + dirLeft}

// keeps: the walks change after every move, but observation and legality are as
// without the condition, and every legal move may be played.
func (influencer) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// afterMove changes the walks next to the moved pieces: next to where each ends up
// after the move's other effects (Popeye follows the piece, through AntiCirce's
// rebirth of the capturer), then promotes the pawns it so left on their promotion rank
// as the move chose (decoded.influence), in the order of the changes (Popeye's
// promoter after the walk changer).
// afterMagic: the effect acts after magic pieces recolour (lateEffect).
func (influencer) afterMagic() {}

func (influencer) afterMove(g *Game, e *moveEffect) {
	royal := e.mover.IsRoyal()
	if g.rules.dynasty {
		royal = g.royalOn(e.d.to, e.arrived)
	}
	var buf [8]int
	pawns := buf[:0]
	if e.d.exchange && !g.royalOn(e.d.from, g.board[e.d.from]) {
		// the partner of an exchange influences first (Popeye's piece exchange effect
		// names the arrival square first)
		pawns = influence(g, e.d.from, e.side, pawns)
	}
	if e.arrived != NoPiece && !royal {
		pawns = influence(g, e.moverAt(), e.side, pawns)
	}
	if e.d.castling() {
		_, rt := e.d.castlingPartner()
		pawns = influence(g, rt, e.side, pawns)
	}
	g.influenced = len(pawns)
	if len(pawns) == 0 || len(g.rules.promotions) == 0 {
		return
	}
	n, v := len(g.rules.promotions), int(e.d.influence)
	for _, t := range pawns {
		pr := &g.rules.promos[g.rules.promotions[v%n]]
		v /= n
		g.set(t, g.board[t].WithWalk(pr.walk)|Piece(pr.attrs)<<attrShift)
		g.noteWalk(t, g.board[t])
	}
}

// extend adds to each move of a pawn whose influence leaves enemy pawns on their
// promotion rank the moves that promote them otherwise (decoded.influence: every
// promotion for each), as far as the move has room; the move is played to count them.
func (influencer) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	o := c.Other()
	if !g.rules.influences || c != g.side || !isPawn(g.board[from].Walk()) ||
		g.occ[o]&(movegen.Bitboard(0xff)<<(8*g.promotionRank(Pawn, o))) == 0 {
		return ml
	}
	n := len(g.rules.promotions)
	for i, end := start, len(ml); i < end; i++ {
		m := ml[i]
		room := influenceRoom(m)
		if room == 1 {
			continue
		}
		g.influenced = 0
		g.Make(m)
		k := g.influenced
		g.Unmake()
		total := 1
		for ; k > 0 && total*n <= room; k-- {
			total *= n
		}
		for v := 1; v < total; v++ {
			ml = append(ml, withInfluence(m, v))
		}
	}
	return ml
}

// influence changes the walks of the enemy pieces next to the piece of c on b and
// returns pawns with those of them it left pawns on their promotion rank.
func influence(g *Game, b int, c movegen.Color, pawns []int) []int {
	w := g.board[b].Walk()
	o := c.Other()
	for _, v := range influenceDirs {
		t := b + v
		p := g.board[t]
		if p == invalid || !p.Belongs(o) || g.royalOn(t, p) {
			continue
		}
		nw := Pawn
		if r := rankOf(t); r == 0 || r == 7 {
			nw = w
		}
		g.set(t, p.WithWalk(nw))
		g.noteWalk(t, p.WithWalk(nw))
		if nw == Rook {
			g.rookRight(t, o)
		}
		if isPawn(nw) && rankOf(t) == g.promotionRank(nw, o) {
			pawns = append(pawns, t)
		}
	}
	return pawns
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

// noteWalk notes that the piece on the box square b is now p, of another walk: "[b7=P]",
// "[b3=nP]" with the prefix of its attributes, as Popeye's WriteSpec.
func (g *Game) noteWalk(b int, p Piece) {
	if g.noting {
		g.note(func(ws *Words) string {
			return "[" + square(b).String() + "=" + ws.Prefix(p) + ws.WalkName(p.Walk()) + "]"
		})
	}
}
