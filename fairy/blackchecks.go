package fairy

import "github.com/cpls-dev/cpls/movegen"

// BlackChecks (conditions/blackchecks.c, options/nullmoves.c): every move of Black must
// give check, and Black may instead pass, a null move written " ..." ("1... ..."), but
// only when it has no checking move (Popeye measures the null move shorter than any
// other with its mummer machinery), and not right after a pass (in series play). The
// pass is a move that moves no piece (sideMover); it is legal while Black is not in
// check. The goals ask Black's immobility without the condition.
type blackChecks struct{ base }

func init() {
	registerCondition("BlackChecks", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return blackChecks{base{&s}}, nil
	})
}

// keeps: observation is orthodox, and Black keeps a move when it has one (the pass or a
// check); the lawfulness test rejects moves that give no check.
func (blackChecks) keeps() keeps { return keepsObservation | keepsMobility }

// sideMoves adds Black's pass, unless the last move played was one (Popeye's
// null_move_generator_solve: in series play a pass does not follow a pass). A pass of
// the search (Game.Pass) is no move and leaves the memory as it is.
func (blackChecks) sideMoves(g *Game, ml []movegen.Move, c movegen.Color) []movegen.Move {
	if c != movegen.Black || g.state.passed {
		return ml
	}
	return append(ml, noPieceMove(1))
}

// playSideMove: the pass changes nothing on the board (Make hands the move to White);
// the game remembers it (condState.passed) until the next move.
func (blackChecks) playSideMove(g *Game, _ decoded) {
	g.saveState()
	g.state.passed = true
	g.stateChanged()
}

// afterMove: a move that is no pass ends the memory of one.
func (blackChecks) afterMove(g *Game, _ *moveEffect) {
	if g.state.passed {
		g.saveState()
		g.state.passed = false
		g.stateChanged()
	}
}

// sideMoveText writes the pass as Popeye does.
func (blackChecks) sideMoveText(*Words, decoded) string { return " ..." }

// lawful: a move of Black other than the pass must leave White in check.
func (blackChecks) lawful(g *Game, c movegen.Color) bool {
	if c != movegen.Black || g.isSideMove(g.hist[len(g.hist)-1].move) {
		return true
	}
	return g.checked(movegen.White)
}

// selectMoves leaves Black's pass out when Black has a checking move.
func (blackChecks) selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move {
	if g.side != movegen.Black {
		return legal
	}
	out := legal[:start]
	for _, m := range legal[start:] {
		if !g.isSideMove(m) {
			out = append(out, m)
		}
	}
	if len(out) == start {
		return legal // the pass alone
	}
	return out
}

// immobile: the goals mate and stalemate ask for Black's moves without the condition
// (Popeye instruments neither the goal testers with the null move nor with the check
// test): Black is immobile when no move, checking or not, leaves its royal piece safe.
// White's immobility is its own.
func (blackChecks) immobile(g *Game) bool {
	if g.side != movegen.Black {
		return !g.HasLegalMove()
	}
	buf := g.pseudo(g.takeBuf(), movegen.Black)
	defer g.giveBuf(buf)
	for _, m := range buf {
		if g.isSideMove(m) {
			continue
		}
		g.Make(m)
		ok := !g.checked(movegen.Black) && lawfulButChecks(g)
		g.Unmake()
		if ok {
			return false
		}
	}
	return true
}

// lawfulButChecks reports whether the conditions but BlackChecks allow the move Black
// just played.
func lawfulButChecks(g *Game) bool {
	for _, x := range g.rules.hooks.lawfuls {
		if _, ok := x.(blackChecks); !ok && !x.lawful(g, movegen.Black) {
			return false
		}
	}
	return true
}
