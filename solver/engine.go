package solver

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver/target"
)

// engine is one goroutine's search: its own copy of the position, move buffers and node
// counter, with the table and the stop signal shared with the other goroutines.
type engine struct {
	pos board
	config
	// moveGoal: the goal can be reached while the other side still has a move (it is not
	// a mate or stalemate), so the play ends at it only because it was reached.
	moveGoal bool
	// facts is the game when the goal asks what the last move did; nil otherwise.
	facts *factGame
	// reciOwn is set by reciEnd when the help side could reach its own goal.
	reciOwn bool
	// memo is the interpreter's memory of a structured stipulation (SolvePlan); nil
	// for the others.
	memo *planMemo
	// planHelp hands a plain help branch of the plan to the help search
	// (solver.planHelpLines); nil outside SolvePlan's lines.
	planHelp func(b *Plan, sink *planSink, restart bool) bool
	// ntBudget is what is left of NonTrivialMax on the current line (nonTrivial).
	ntBudget int
	// ntCounts holds counts of nontrivial defences (nonTrivialCount); nil until needed.
	ntCounts ntCache
	// mates1 remembers mate-in-one outcomes (mateInOneMemo); nil until needed.
	mates1 mateMemo
	tt     *table
	ctl    *control

	nodes   uint64 // positions visited by this engine
	pending uint64 // positions not yet reported to ctl
	ply     int
	bufs    [][]movegen.Move
	scratch []movegen.Move
	killers plyMoves // per ply: the last refutation found there
	mated   []bool   // per ply: whether the last mate in one asked there was found
	// degenerateKillers is, per ply, the last attacking move that succeeded there in
	// the degenerate tree's play (degenerateAttack), apart from killers.
	degenerateKillers plyMoves
	refuter           movegen.Move // see defenceLosesNoTable
	// guardedPly is one more than the ply of the last defence node a guard of
	// defenceByOption defended (0: none since defenceLosesGuarded cleared it).
	guardedPly int
	// rootRefs are the refutations of the first moves found so far (firstMoveRefutations).
	rootRefs refutationHistory
	// ranks is orderByReplies' scratch for the defences' ranks, used within one call.
	ranks []int32

	// Help play over targets (help_targets.go): the pieces followed by identity, the
	// target sets searched and the walks over them.
	track *target.Tracker
	tset  *target.Set
	fset  *target.FullSet
	twalk *targetWalk[[]target.Entry]
	fwalk *targetWalk[[]target.FullEntry]
	both  *targetWalk[bothSets]
}

// newEngine returns an engine playing on g, which it owns.
func newEngine(g rules.Game, cfg config, tt *table, ctl *control) *engine {
	fg, _ := g.(*factGame)
	pos := newBoard(g)
	// GoalIsEnd is about goals reached while play could go on; a mate or stalemate ends
	// it anyway, unless the rules' immobility leaves the mated side a move (MAFF).
	moveGoal := pos.moveGoal(cfg.goal)
	cfg.goalIsEnd = cfg.goalIsEnd && moveGoal
	return &engine{
		pos:      pos,
		config:   cfg,
		moveGoal: moveGoal,
		ntBudget: cfg.ntMax,
		facts:    fg,
		tt:       tt,
		ctl:      ctl,
		scratch:  make([]movegen.Move, 0, 256),
	}
}

// config is what an engine needs to know about the stipulation.
type config struct {
	play      Play
	goal      Goal
	goalSq    movegen.Square
	quodlibet bool
	goalIsEnd bool
	exact     bool
	reci      bool
	end       Ending
	semi      bool
	// endNoCheck and endHidden are Stipulation.EndNoCheck and EndHidden.
	endNoCheck, endHidden bool
	reciGoal              Goal
	reciSq                movegen.Square
	// parry: parry series with help parries (pser-h, phser-), played by the series
	// search (Stipulation.Parry); the battle form has its own search.
	parry    bool
	attacker movegen.Color
	// maxThreat (Options.Threat) and maxFlights (Options.MaxFlightSquares) restrict
	// battle play as in Popeye; maxThreat 0 for unused, maxFlights only when
	// limitFlights (it may be 0).
	maxThreat    int
	maxFlights   int
	limitFlights bool
	// everyLength: a defence node under those guards is tried at every length up to
	// the one left, not only at guardRunEnds' lengths: the definition, which tests
	// compare the search with.
	everyLength bool
	// nonTrivial (Options.NonTrivial): ntMin is its k, ntMax the budget at the root.
	nonTrivial   bool
	ntMax, ntMin int
	// degenerate (Options.DegenerateTree): an attacker with more than degenerateMoves
	// moves left tries the lengths up to degenerateMoves and the full length only.
	degenerate      bool
	degenerateMoves int
	// keepMating (Options.KeepMatingPiece): the side that reaches the goal (mater)
	// must keep a piece besides its king.
	keepMating bool
	mater      movegen.Color
	// popeyeOrder: moves are searched in Popeye's order (Options.MaxSolutions), where
	// the rules know it (rules.PopeyeOrderer).
	popeyeOrder bool
	// popeyeMirror: Popeye's order on the board mirrored between the first and the
	// eighth rank (movegen.PopeyeOrderMirrored), where Popeye's intelligent mode solves
	// a mate of White (Options.IntelligentLimit); orthodox rules only.
	popeyeMirror bool
	// numbers are Options.MoveNumbers where the help search prunes the moves they skip:
	// help play without introductory moves; the zero value elsewhere.
	numbers MoveNumbers
}

// make plays m and counts the position.
func (e *engine) make(m movegen.Move) {
	if p := e.pos.fast; p != nil {
		if e.track != nil {
			e.track.Move(p, m)
		}
		p.Make(m)
		if m.IsCastle() && e.pos.excl != nil {
			e.pos.excl.Castled(m)
		}
	} else {
		if sh := e.pos.shadow; sh != nil {
			om := e.pos.mirror.OrthodoxMove(m)
			if e.track != nil {
				e.track.Move(sh.Position, om)
			}
			sh.Make(om)
		}
		e.pos.game.Make(m)
	}
	e.ply++
	e.nodes++
	e.pending++
	if e.pending >= pollInterval {
		e.pending = 0
		e.ctl.poll()
	}
}

func (e *engine) unmake() {
	if p := e.pos.fast; p != nil {
		p.Unmake()
	} else {
		e.pos.game.Unmake()
		if sh := e.pos.shadow; sh != nil {
			sh.Unmake()
		}
	}
	if e.track != nil {
		e.track.Undo()
	}
	e.ply--
}

// targetPos returns the orthodox position the target search follows: the board's own,
// or, under rules that keep orthodox play (rules.OrthodoxPlay), an orthodox mirror of
// the game made now and kept beside it from then on; nil under other rules.
func (e *engine) targetPos() *movegen.Position {
	if e.pos.fast != nil {
		return e.pos.fast
	}
	if e.pos.shadow == nil && e.pos.mirror != nil {
		if p := e.pos.mirror.OrthodoxPosition(); p != nil {
			e.pos.shadow = rules.NewOrthodox(p)
		}
	}
	if e.pos.shadow == nil {
		return nil
	}
	return e.pos.shadow.Position
}

// isCastle reports whether m, a legal move of the side to move, is castling (the target
// masks let castling through).
func (e *engine) isCastle(m movegen.Move) bool {
	if e.pos.shadow != nil {
		return e.pos.mirror.OrthodoxMove(m).IsCastle()
	}
	return m.IsCastle()
}

// nullMove passes the move to the other side for threats, series play and set play;
// unnull takes the pass back.
func (e *engine) nullMove() {
	e.pos.Pass()
	e.ply++
}

// threatMove is nullMove for the pass that starts a threat, which the rules may give
// effects (board.PassThreat); unnull takes it back.
func (e *engine) threatMove() {
	e.pos.PassThreat()
	e.ply++
}

func (e *engine) unnull() {
	e.pos.Unpass()
	e.ply--
}

// legal returns the legal moves of the side to move in a buffer owned by the current
// ply; it stays valid until legal or checkingMoves is called again at the same ply.
func (e *engine) legal() []movegen.Move {
	var b []movegen.Move
	if p := e.pos.fast; p != nil {
		b = p.LegalMoves(e.plyBuffer())
	} else {
		b = e.pos.game.LegalMoves(e.plyBuffer())
	}
	e.popeyeOrder(b)
	e.bufs[e.ply] = b
	return b
}

// legalWithin is legal for a node that plays only the moves allow marks (allow[from]
// holds their arrivals; nil: every move) and castlings: on the fast position the other
// moves are left out of the generation where it can (movegen's LegalMovesAllowed);
// the caller tests each move against allow still.
func (e *engine) legalWithin(allow *[64]movegen.Bitboard) []movegen.Move {
	p := e.pos.fast
	if allow == nil || p == nil {
		return e.legal()
	}
	b := p.LegalMovesAllowed(e.plyBuffer(), allow)
	e.popeyeOrder(b)
	e.bufs[e.ply] = b
	return b
}

// popeyeOrder puts moves into Popeye's order when the search must find solutions in it
// (config.popeyeOrder) and the rules can (rules.PopeyeOrderer).
func (e *engine) popeyeOrder(moves []movegen.Move) {
	if !e.config.popeyeOrder {
		return
	}
	if e.config.popeyeMirror && e.pos.fast != nil {
		e.pos.fast.PopeyeOrderMirrored(moves)
		return
	}
	if o, ok := e.pos.game.(rules.PopeyeOrderer); ok {
		o.PopeyeOrder(moves)
	}
}

// playMoves returns, for a node that plays every move of the side to move, the moves in
// the current ply's buffer (shared with legal) and whether each must be judged once
// made (madeIllegal): the rules' pseudo-legal moves where they judge moves after they
// are played (rules.AfterJudge), else the legal moves.
func (e *engine) playMoves() ([]movegen.Move, bool) {
	if e.pos.judge == nil {
		return e.legal(), false
	}
	b, judge := e.pos.judge.PlayMoves(e.plyBuffer())
	e.popeyeOrder(b)
	e.bufs[e.ply] = b
	return b, judge
}

// madeIllegal reports, after a move of playMoves that must be judged was made, whether
// it was illegal; it then takes it back.
func (e *engine) madeIllegal() bool {
	if e.pos.judge.MadeLegal() {
		return false
	}
	e.unmake()
	return true
}

// checkingMoves is Position.CheckingMovesSure in the current ply's buffer (shared with
// legal), or the rules' own when they offer it (rules.CheckingMover); ok is false where
// it cannot tell. The first sure moves certainly give check (none where the rules list
// them, or where Popeye's order reorders them).
func (e *engine) checkingMoves() (moves []movegen.Move, sure int, ok bool) {
	var b []movegen.Move
	if e.pos.fast != nil {
		b, sure, ok = e.pos.fast.CheckingMovesSure(e.plyBuffer())
	} else if cm, is := e.pos.game.(rules.CheckingMover); is {
		b, ok = cm.CheckCandidates(e.plyBuffer())
	} else {
		return nil, 0, false
	}
	if e.config.popeyeOrder {
		e.popeyeOrder(b)
		sure = 0
	}
	e.bufs[e.ply] = b
	return b, sure, ok
}

// plyBuffer returns the current ply's move buffer, emptied.
func (e *engine) plyBuffer() []movegen.Move {
	for len(e.bufs) <= e.ply {
		e.bufs = append(e.bufs, make([]movegen.Move, 0, 64))
	}
	return e.bufs[e.ply][:0]
}

// checkFilter is movegen's CheckFilter on an orthodox board: a quick test that a move
// cannot give check. On other rules it lets every move through.
type checkFilter struct {
	f movegen.CheckFilter
	p *movegen.Position
}

func (e *engine) checkFilter() checkFilter {
	if e.pos.fast == nil {
		return checkFilter{}
	}
	return checkFilter{f: e.pos.fast.CheckFilter(), p: e.pos.fast}
}

// mayCheck reports false when m certainly gives no check.
func (c *checkFilter) mayCheck(m movegen.Move) bool { return c.p == nil || c.f.MayCheck(c.p, m) }

// hasLegalMove reports whether the side to move has a legal move.
func (e *engine) hasLegalMove() bool {
	if p := e.pos.fast; p != nil {
		return p.HasLegalMove()
	}
	return e.pos.game.HasLegalMove()
}

// immobile reports whether the side to move is immobile as the goals mate and stalemate
// see it: without a legal move, unless the rules say otherwise (rules.Immobility).
func (e *engine) immobile() bool {
	if p := e.pos.fast; p != nil {
		return !p.HasLegalMove()
	}
	if e.pos.imm != nil {
		return e.pos.imm.Immobile()
	}
	return !e.pos.game.HasLegalMove()
}

// givesCheck reports whether m, a legal move of the side to move, gives check.
func (e *engine) givesCheck(m movegen.Move) bool {
	if p := e.pos.fast; p != nil {
		return p.GivesCheck(m)
	}
	return e.pos.game.GivesCheck(m)
}

// inGoal reports whether the side to move is in the goal state: mated, stalemated, ….
func (e *engine) inGoal() bool {
	switch e.goal {
	case Mate:
		if p := e.pos.fast; p != nil {
			return p.IsCheckmate()
		}
		return e.pos.InCheck() && e.immobile() && !e.pos.suffocated()
	case Stalemate:
		if p := e.pos.fast; p != nil {
			return p.IsStalemate()
		}
		return e.pos.suffocated() || !e.pos.InCheck() && e.immobile()
	case DoubleStalemate:
		if e.pos.InCheck() || !e.immobile() {
			return false
		}
		e.nullMove()
		both := !e.pos.InCheck() && e.immobile()
		e.unnull()
		return both
	case MateOrStalemate:
		return e.immobile()
	}
	return e.moveGoalReached()
}

// moveGoalReached is inGoal for the goals that are not mates or stalemates.
func (e *engine) moveGoalReached() bool {
	switch e.goal {
	case Check:
		return e.pos.InCheck()
	case AnyMove:
		return true
	case AutoStalemate:
		if e.pos.suff != nil {
			return e.autoStalemated()
		}
		if e.pos.InCheck() {
			return false
		}
		e.nullMove()
		stuck := e.immobile()
		e.unnull()
		return stuck
	case DoubleMate, CounterMate:
		if p := e.pos.fast; p != nil && !p.OwnKingAttacked() {
			return false
		}
		return e.pos.InCheck() && e.stuck() && e.moverMated()
	case AutoMate:
		return e.moverMated()
	}
	return e.facts != nil && e.facts.reached(e.goal, e.goalSq, e.pos.SideToMove().Other())
}

// stuckAt reports whether the side to move has no legal move, a capture of the other
// side's king that leaves its own king safe counted as one (Popeye's rule in the
// positions the goals of Goal.selfCheck reach).
func stuckAt(p *movegen.Position) bool { return !p.HasLegalMove() && !p.CanTakeKing() }

// stuck is stuckAt for the side to move: on other rules than orthodox, the rules' own
// immobility, or the legal moves but a capture of the own royal piece
// (rules.SelfChecker).
func (e *engine) stuck() bool {
	switch {
	case e.pos.fast != nil:
		return stuckAt(e.pos.fast)
	case e.pos.imm == nil && e.pos.self != nil:
		return !e.pos.self.HasMoveKeepingKing()
	}
	return e.immobile()
}

// moverMated reports whether the side that just moved left its own king in check and
// would have no legal move (the game lists the moves that do so: rules.SelfChecker, or
// orthodox; CheckGame refuses the others).
func (e *engine) moverMated() bool {
	if p := e.pos.fast; p != nil && !p.OwnKingAttacked() {
		return false
	}
	if e.pos.fast == nil && e.pos.self == nil {
		return false
	}
	e.nullMove()
	mated := (e.pos.fast != nil || e.pos.InCheck()) && e.stuck()
	e.unnull()
	return mated
}

// selfCheckCandidates returns, in the current ply's buffer, the moves that may reach a
// goal of Goal.selfCheck: the side to move's moves that leave its own king in check,
// when it meets the goal's condition before the move (DoubleMate: it has a legal move;
// CounterMate: it is mated).
func (e *engine) selfCheckCandidates() []movegen.Move {
	b := e.plyBuffer()
	if e.pos.fast == nil && e.pos.self == nil {
		e.bufs[e.ply] = b
		return b
	}
	ready := true
	switch e.goal {
	case DoubleMate:
		ready = !e.stuck()
	case CounterMate:
		ready = e.pos.InCheck() && e.stuck()
	}
	if ready && e.pos.fast != nil {
		b = e.pos.fast.SelfCheckMoves(b)
	} else if ready {
		b = e.pos.self.SelfCheckMoves(b)
	}
	e.bufs[e.ply] = b
	return b
}

// canReachGoal reports whether the side to move has a move after which its opponent is
// in the goal state.
func (e *engine) canReachGoal() bool {
	moves, filter, judge := e.goalCandidates()
	for _, m := range moves {
		if filter && !e.mayReachGoal(m) {
			continue
		}
		e.make(m)
		if judge && e.madeIllegal() {
			continue
		}
		ok := e.inGoal()
		e.unmake()
		if ok {
			return true
		}
	}
	return false
}

// goalCandidates returns the moves of the side to move that may reach the goal, in the
// current ply's buffer, and whether each must still pass mayReachGoal. The goals of
// Goal.selfCheck are reached by no legal move: their candidates are others. On other rules
// than orthodox a mate's candidates are the rules' checking moves (rules.CheckingMover)
// and skip the filter: inGoal after the move asks for the check first, and the filter
// would play the move once more to find it. A stalemate's are the rules' legal moves
// that give no check (quietMoves), which pass the filter by construction.
//
// judge is true when the moves are the rules' pseudo-legal ones, to be judged once made
// (playMoves, madeIllegal); the filter is then skipped too, as the move is played anyway.
func (e *engine) goalCandidates() (moves []movegen.Move, filter, judge bool) {
	if e.goal.spec().selfCheck {
		return e.selfCheckCandidates(), false, false
	}
	if e.suffocationGoal() {
		return e.suffocationCandidates(), false, false
	}
	if e.goal == Mate && e.pos.fast == nil {
		if cands, _, ok := e.checkingMoves(); ok {
			return cands, false, false
		}
	}
	if cands, ok := e.quietMoves(); ok {
		return cands, false, false
	}
	moves, judge = e.playMoves()
	return moves, !judge, judge
}

// quietMoves returns, for the goals a check spoils (stalemate and double stalemate,
// where no side may be suffocated), the legal moves that give no check as the rules list
// them (rules.QuietMover) in the current ply's buffer; ok is false where they do not.
func (e *engine) quietMoves() (moves []movegen.Move, ok bool) {
	if e.goal != Stalemate && e.goal != DoubleStalemate || e.pos.fast != nil || e.pos.suff != nil {
		return nil, false
	}
	q, is := e.pos.game.(rules.QuietMover)
	if !is {
		return nil, false
	}
	b, ok := q.QuietMoves(e.plyBuffer())
	if !ok {
		return nil, false
	}
	e.popeyeOrder(b)
	e.bufs[e.ply] = b
	return b, true
}

// candidateMates is mates for a move of checkingMoves (sure: among its sure checks): on
// other rules than orthodox the test after the move asks for the check itself, sparing a
// second make.
func (e *engine) candidateMates(m movegen.Move, sure bool) bool {
	if e.pos.fast != nil {
		if sure {
			return e.checkMates(m)
		}
		return e.mates(m)
	}
	e.make(m)
	ok := e.pos.InCheck() && e.immobile() && !e.pos.suffocated()
	e.unmake()
	return ok
}

// mayReachGoal is a quick filter: false when m cannot reach the goal (a mate needs a
// check, a stalemate must not give one).
func (e *engine) mayReachGoal(m movegen.Move) bool {
	switch e.goal {
	case Mate:
		if p := e.pos.fast; p != nil {
			return p.GivesCheck(m)
		}
		return e.pos.game.GivesCheck(m)
	case Stalemate, DoubleStalemate:
		if p := e.pos.fast; p != nil {
			return !p.GivesCheck(m)
		}
		// A suffocated side is stalemated in check too.
		return e.pos.suff != nil || !e.pos.game.GivesCheck(m)
	case Check:
		return e.givesCheck(m)
	case AutoStalemate:
		// A suffocated mover is auto-stalemated whether it gives check or not.
		return e.pos.suff != nil || !e.givesCheck(m)
	}
	if e.facts != nil {
		return mayReachByMove(e.goal, e.goalSq, e.facts.preview(m), e.pos.SideToMove())
	}
	return true
}

// backRank returns the rank of c's pieces in the initial game: 0 for White, 7 for Black.
func backRank(c movegen.Color) int {
	if c == movegen.White {
		return 0
	}
	return 7
}

// mayReachByMove is mayReachGoal for the goals about the move: false when the move's
// facts f already rule the goal out.
func mayReachByMove(g Goal, sq movegen.Square, f rules.Facts, mover movegen.Color) bool {
	switch g {
	case Capture:
		return f.Captured != movegen.NoSquare
	case WinPiece:
		return f.Captured != movegen.NoSquare && !f.Reborn
	case EnPassant:
		return f.EnPassant
	case Castling:
		return f.Castling
	case Target:
		return f.To == sq
	case Chess81:
		return f.To.Rank() == backRank(mover.Other())
	case CircuitByRebirth, ExchangeByRebirth:
		return f.Rebirth.Of != rules.NotReborn
	}
	return true
}

// goalMoves returns (a copy of) the moves of the side to move after which its opponent
// is in the goal state.
func (e *engine) goalMoves() []movegen.Move {
	var out []movegen.Move
	moves, filter, judge := e.goalCandidates()
	for _, m := range moves {
		if filter && !e.mayReachGoal(m) {
			continue
		}
		e.make(m)
		if judge && e.madeIllegal() {
			continue
		}
		if e.inGoal() {
			out = append(out, m)
		}
		e.unmake()
	}
	return out
}

// kingFlights returns the number of legal moves of the side to move's king, counting
// until more than limit.
func (e *engine) kingFlights(limit int) int {
	k := e.pos.King(e.pos.SideToMove())
	if k == movegen.NoSquare {
		return 0
	}
	n := 0
	for _, m := range e.legal() {
		if m.From() == k {
			n++
			if n > limit {
				break
			}
		}
	}
	return n
}

// killer returns the move stored as the last refutation at the current ply.
func (e *engine) killer() movegen.Move { return e.killers.at(e.ply) }

func (e *engine) setKiller(m movegen.Move) { e.killers.set(e.ply, m) }

// plyMoves holds one move per ply (a killer table), NullMove where none is stored.
type plyMoves []movegen.Move

// at returns the move stored at ply.
func (p plyMoves) at(ply int) movegen.Move {
	if ply < len(p) {
		return p[ply]
	}
	return NullMove
}

// set stores m at ply, growing the table as deeper plies are reached.
func (p *plyMoves) set(ply int, m movegen.Move) {
	for len(*p) <= ply {
		*p = append(*p, NullMove)
	}
	(*p)[ply] = m
}

// lastMated reports whether the last mate in one asked at the current ply was found
// (mateInOne).
func (e *engine) lastMated() bool {
	return e.ply < len(e.mated) && e.mated[e.ply]
}

func (e *engine) setLastMated(mate bool) {
	for len(e.mated) <= e.ply {
		e.mated = append(e.mated, false)
	}
	e.mated[e.ply] = mate
}

// killerFirst moves the killer, if present, to the front of moves.
func killerFirst(moves []movegen.Move, k movegen.Move) {
	if k == NullMove {
		return
	}
	for i, m := range moves {
		if m == k {
			copy(moves[1:i+1], moves[:i])
			moves[0] = k
			return
		}
	}
}
