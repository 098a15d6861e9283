package fairy

// andaPieces is the Anda attribute (pieces/attributes/anda.c): when an anda piece's move
// gives check and the anda piece itself observes the checked king, it changes: a white
// or black one becomes neutral, a neutral one becomes the mover's. The notation writes
// the piece it became: "aPc6-c7[=na]", "naPc6-c7[=wa]". The game takes it as a rule of
// its own when a piece has the attribute, as patrolPieces.
type andaPieces struct{ base }

// afterMove changes the checking anda mover.
func (andaPieces) afterMove(g *Game, e *moveEffect) {
	andaChange(g, e, false, func(p Piece) bool { return p.Has(Anda) })
}

// afterMagic: the change comes after magic pieces recolour (Popeye's STAndaRecolorer
// follows STMagicPiecesRecolorer), a lateEffect.
func (andaPieces) afterMagic() {}

// anda is the conditions Anda and AndaInverse (Popeye's twin.c gives every piece of the
// diagram but the royal ones the attribute of that name): under Anda a piece changes as
// an anda piece does, when its move checks and it observes the checked king; under
// AndaInverse it changes after every move but such a one. The notation does not write
// the attribute the condition gives: "Sd5-e3[=nS]".
type anda struct {
	base
	inverse bool
}

func init() {
	for name, inverse := range map[string]bool{"Anda": false, "AndaInverse": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return anda{base{&s}, inverse}, nil
		})
	}
}

// afterMove changes the mover as the condition says.
func (x anda) afterMove(g *Game, e *moveEffect) {
	andaChange(g, e, x.inverse, func(p Piece) bool { return !p.IsRoyal() })
}

// afterMagic: the change comes after magic pieces recolour (lateEffect).
func (anda) afterMagic() {}

// keeps: the condition changes a mover's side, quiet or not, and nothing else.
func (anda) keeps() keeps { return keepsObservation | keepsLawful | keepsChoice }

// andaChange changes the piece that moved in e, now on the square Popeye follows it to,
// when has says it is an anda piece and its move checked with it (inverse: did not): a
// white or black piece becomes neutral, a neutral one the mover's.
func andaChange(g *Game, e *moveEffect, inverse bool, has func(Piece) bool) {
	c := e.side
	pos := g.followed(e.d.from, e.d, e.capSq, e.arrived)
	if pos == 0 {
		return
	}
	p := g.board[pos]
	if p == NoPiece || !has(p) {
		return
	}
	k := g.royal[c.Other()]
	checks := k != 0 && g.attacked(k, c) && g.observesFor(pos, k, c)
	if checks == inverse {
		return
	}
	s := NeutralSide
	if p.Neutral() {
		s = SideOf(c)
	}
	q := p.WithSide(s)
	g.set(pos, q)
	if g.noting {
		g.note(func(w *Words) string {
			if q.Neutral() {
				return "[=" + w.Prefix(q) + "]"
			}
			return "[=" + g.colourLetter(w, q) + w.Prefix(q) + "]"
		})
	}
}
