package fairy

// GhostChess (conditions/ghost_chess.c, haunted_chess.c): a captured piece goes to the
// underworld, under its capture square, and returns to the board as an uncapturable
// ghost of its side as soon as that square is empty after a move (the newest ghosts
// first, so of two under one square the older waits). The return is written as a
// rebirth: "Sf1-e3[+wuBf1]". Popeye's header names the attribute Uncapturable above
// the condition.
type ghostChess struct{ base }

func init() {
	registerCondition("GhostChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return ghostChess{base{s}}, nil
	})
}

// ImpliedAttrs returns the attributes a condition gives pieces that Popeye's header names
// in its attribute lines although no piece of the diagram has them.
func ImpliedAttrs(c Condition) []Attr {
	if x, ok := c.(interface{ impliedAttrs() []Attr }); ok {
		return x.impliedAttrs()
	}
	return nil
}

func (ghostChess) impliedAttrs() []Attr { return []Attr{Uncapturable} }

// afterMove sends the captured piece to the underworld and summons the ghosts whose
// squares are empty.
func (ghostChess) afterMove(g *Game, e *moveEffect) {
	if e.captured == NoPiece && len(g.state.ghosts) == 0 {
		return
	}
	g.saveState()
	if e.captured != NoPiece {
		g.state.ghosts = append(g.state.ghosts, ghost{e.capSq, e.captured.WithAttrs(e.captured.AttrBits() | Attrs(Uncapturable))})
	}
	gs := g.state.ghosts
	for i := len(gs) - 1; i >= 0; i-- {
		if g.empty(gs[i].sq) {
			g.set(gs[i].sq, gs[i].p)
			g.notePut(gs[i].p, gs[i].sq)
			gs = append(gs[:i], gs[i+1:]...)
		}
	}
	g.state.ghosts = gs
	g.stateChanged()
}
