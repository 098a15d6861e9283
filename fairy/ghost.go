package fairy

// GhostChess (conditions/ghost_chess.c, haunted_chess.c): a captured piece goes to the
// underworld, under its capture square, and returns to the board as an uncapturable
// ghost of its side as soon as that square is empty after a move (the newest ghosts
// first, so of two under one square the older waits). The return is written as a
// rebirth: "Sf1-e3[+wuBf1]". Popeye's header names the attribute Uncapturable above
// the condition. HauntedChess is the same with capturable ghosts, a capture on a
// square with a ghost under it sending the older one away for good ("[+bSd2]").
type ghostChess struct {
	base
	haunted bool
}

func init() {
	for name, haunted := range map[string]bool{"GhostChess": false, "HauntedChess": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return ghostChess{base{&s}, haunted}, nil
		})
	}
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

// keeps: the condition takes no legal move away, so legality may be asked move by move;
// the ghosts' returns change what moves do and which lines are open.
func (ghostChess) keeps() keeps { return keepsChoice }

// afterMove sends the captured piece to the underworld and summons the ghosts whose
// squares are empty.
func (x ghostChess) afterMove(g *Game, e *moveEffect) {
	if e.captured == NoPiece && len(g.state.ghosts) == 0 {
		return
	}
	g.saveState()
	if e.captured != NoPiece {
		p := e.captured.WithAttrs(e.captured.AttrBits() | Attrs(Uncapturable))
		if x.haunted {
			p = e.captured
			for i := len(g.state.ghosts) - 1; i >= 0; i-- {
				if g.state.ghosts[i].sq == e.capSq {
					g.state.ghosts = append(g.state.ghosts[:i], g.state.ghosts[i+1:]...)
					break
				}
			}
		}
		g.state.ghosts = append(g.state.ghosts, ghost{e.capSq, p})
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
