package fairy

import "github.com/cpls-dev/cpls/movegen"

// Volage (conditions/volage.c): a piece (not a king) that moves from a square of one
// colour to one of the other changes to the other side, once: after that it keeps its
// side. Hypervolage lets it change every time (Popeye keeps the piece's Volage flag).
// The notation writes the new side: "Sf1-h2=w". Which pieces have changed is the
// condition's state (by square, following the moves; a piece reborn or moved by another
// condition's effect is not followed).
type volage struct {
	base
	hyper bool // Hypervolage: no piece is tamed
}

func init() {
	for name, hyper := range map[string]bool{"Volage": false, "Hypervolage": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return volage{base{&s}, hyper}, nil
		})
	}
}

// afterMove follows the changed pieces and changes the mover's side.
func (x volage) afterMove(g *Game, e *moveEffect) {
	if x.hyper {
		hyperVolage(g, e)
		return
	}
	d := e.d
	bit := func(b int) movegen.Bitboard { return movegen.Bitboard(1) << uint(sq64[b]) }
	tamed := g.state.tamed
	if e.capSq != 0 {
		tamed &^= bit(e.capSq)
	}
	moved := tamed&bit(d.from) != 0
	tamed &^= bit(d.from)
	switch d.kind {
	case castleShort, castleLong:
		rook, to := d.from+3*dirRight, d.from+dirRight
		if d.kind == castleLong {
			rook, to = d.from+4*dirLeft, d.from+dirLeft
		}
		if tamed&bit(rook) != 0 {
			tamed = tamed&^bit(rook) | bit(to)
		}
	}
	// The piece is followed to where the effects before this one put it (AntiCirce,
	// Wormholes), as Popeye's change_side does.
	pos := e.moverAt()
	p := g.board[pos]
	switch {
	case p == NoPiece || e.mover.IsRoyal():
	case moved:
		tamed |= bit(pos)
	case (fileOf(d.from)+rankOf(d.from))%2 != (fileOf(pos)+rankOf(pos))%2 && p.Belongs(e.side) && !p.Belongs(e.side.Other()):
		s := SideOf(e.side.Other())
		g.set(pos, p.WithSide(s))
		g.noteRecolourMoved(s, pos != d.to)
		tamed |= bit(pos)
	}
	if tamed != g.state.tamed {
		g.saveState()
		g.state.tamed = tamed
		g.stateChanged()
	}
}

// hyperVolage changes the side of the piece (not a king) that moved to a square of the
// other colour than the one it left, every time.
func hyperVolage(g *Game, e *moveEffect) {
	d, pos := e.d, e.moverAt()
	p := g.board[pos]
	if p == NoPiece || e.mover.IsRoyal() || d.kind == castleShort || d.kind == castleLong ||
		(fileOf(d.from)+rankOf(d.from))%2 == (fileOf(pos)+rankOf(pos))%2 || !p.Belongs(e.side) || p.Belongs(e.side.Other()) {
		return
	}
	s := SideOf(e.side.Other())
	g.set(pos, p.WithSide(s))
	g.noteRecolourMoved(s, pos != d.to)
}

// volageReborn returns p, about to be reborn on the box square b after its capture on
// capSq, as Volage has it (Popeye's circe_volage_recolorer_solve): a piece (not a king)
// reborn on a square of the other colour than its capture square changes to the other
// side, unless it belongs to both, and keeps its side from then on (tamed). capSq 0, or
// no Volage: p unchanged.
func (g *Game) volageReborn(p Piece, b, capSq int) Piece {
	if capSq == 0 || p.IsRoyal() || !g.hasVolage() ||
		(fileOf(b)+rankOf(b))%2 == (fileOf(capSq)+rankOf(capSq))%2 {
		return p
	}
	bit := movegen.Bitboard(1) << uint(sq64[b])
	if !p.Neutral() {
		p = p.WithSide(p.Side() ^ (WhiteSide | BlackSide))
	}
	if g.hyperVolage() {
		return p
	}
	g.saveState()
	g.state.tamed |= bit
	g.stateChanged()
	return p
}

// hyperVolage reports whether Hypervolage is among the game's conditions.
func (g *Game) hyperVolage() bool {
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(volage); ok && x.hyper {
			return true
		}
	}
	return false
}

// hasVolage reports whether Volage (or Hypervolage) is among the game's conditions.
func (g *Game) hasVolage() bool {
	for _, c := range g.rules.hooks.conditions {
		if _, ok := c.(volage); ok {
			return true
		}
	}
	return false
}
