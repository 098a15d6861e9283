package solver

import (
	"context"
	"errors"
	"runtime"
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// ErrBudget is Result.Err when the node budget (Options.MaxNodes) ran out.
var ErrBudget = errors.New("solver: node budget exhausted")

// Solve solves stip in pos, a position under some rules (rules.NewOrthodox for orthodox
// chess), with opts. The side to move in pos is ignored: the stipulation and options
// decide who moves first (White in direct, self, reflex and series play other than
// ser-h; Black in help play and ser-h unless HalfMove or WhiteToPlay; colours swap in
// the second duplex half). pos is not modified. Its castling rights are used as set, its
// en-passant square only when the side that may capture en passant moves first
// (rules.Game.SetTurn).
//
// Result.Stipulation is the stipulation as solved and as Popeye prints it: h#n with
// WhiteToPlay becomes h#(n-1).5.
//
// The error is non-nil only for an invalid or unsupported stipulation; an ended
// context, node budget or memory budget gives a Result with Status Interrupted
// (holding what was proven before the end, Err saying which) and a nil error.
func Solve(ctx context.Context, pos rules.Game, stip Stipulation, opts Options) (*Result, error) {
	return solve(ctx, pos, stip, opts, defaultStrategy())
}

// solve is Solve with the help-play strategy st.
func solve(ctx context.Context, pos rules.Game, stip Stipulation, opts Options, st strategy) (*Result, error) {
	if pos == nil {
		return nil, errors.New("solver: no position")
	}
	if err := stip.Validate(); err != nil {
		return nil, err
	}
	if opts.WhiteToPlay {
		stip = stip.WithWhiteToPlay()
	}
	if err := CheckGame(pos, stip); err != nil {
		return nil, err
	}
	if byMove, identity := stip.byMove(); byMove {
		pos = newFactGame(pos, identity)
	}
	s := &solver{
		stip:    stip,
		opts:    opts,
		ctl:     newControl(ctx, opts.MaxNodes, memoryLimit(ctx, opts)),
		workers: opts.Workers,
		strat:   st,
		rep:     newReporter(opts.Observer),
	}
	if s.workers <= 0 {
		s.workers = runtime.GOMAXPROCS(0)
	}
	if opts.MaxSolutions > 0 || opts.IntelligentLimit > 0 {
		// The first solutions Popeye finds are those of its move order: one search in
		// that order finds the same ones (engine.popeyeOrder).
		s.workers = 1
	}
	res := &Result{Stipulation: stip, Options: opts}
	var attackers []movegen.Color
	if !opts.HalfDuplex {
		attackers = append(attackers, movegen.White)
	}
	if opts.Duplex || opts.HalfDuplex {
		attackers = append(attackers, movegen.Black)
	}
	for i, a := range attackers {
		solutions, short := s.solutions, s.short
		h := s.solveHalf(pos, i, a)
		h.Solutions, h.ShortSolutions = s.solutions-solutions, s.short-short
		h.Status = classify(h.Solutions, h.ShortSolutions, !s.mainOK)
		res.Halves = append(res.Halves, h)
	}
	res.Nodes = s.ctl.total.Load()
	res.Solutions, res.ShortSolutions = s.solutions, s.short
	res.Partial = s.partial
	res.Status = s.combine(res.Halves)
	if res.Status == Interrupted {
		res.Err = s.ctl.reason()
	}
	return res, nil
}

// solver holds what one Solve call shares between its halves and goroutines.
type solver struct {
	stip    Stipulation
	opts    Options
	ctl     *control
	workers int
	strat   strategy
	rep     *reporter  // nil without an Observer
	cur     phaseState // what the running phase reports
	half    int        // the index of the running half

	solutions, short int
	partial          bool
	reciOwnOnly      bool // see Half.ReciOwnOnly
	mainOK, setOK    bool // the current half's play and set play may be solved
	// diagram is the position Solve was given, before a side was set to move.
	diagram rules.Game
	// intro holds the introductory moves (Stipulation.Intro) before the series play
	// being solved; its lines are reported with them in front.
	intro []movegen.Move
	// introFound counts the solutions found after all introductory moves, against
	// MaxSolutions (nil outside introHalf).
	introFound *atomic.Int64
	// introDead maps the hash of a position after introductory moves, the series
	// side to move, to the most introductory moves left after which the play from it
	// was found to have no solution: the same position reached by other introductory
	// moves, with as many left or fewer, has none either. Nil outside introHalf, and
	// in reciprocal play, whose Half.ReciOwnOnly depends on the last position solved.
	introDead map[uint64]int
	// introTable is the table of the series play after every sequence of
	// introductory moves (nil outside introHalf): what it holds of a position (no
	// solution in so many moves) does not depend on the moves that led there.
	introTable *table
	// planTables are the tables of the help searches a plan hands its plain help
	// branches to (planHelpLines), one per goal.
	planTables map[Goal]*table
}

// solveHalf solves the stipulation with attacker in White's role; the half is
// Result.Halves[index].
func (s *solver) solveHalf(pos rules.Game, index int, attacker movegen.Color) Half {
	s.half = index
	if a, ok := pos.(rules.AttackerAware); ok {
		a.SetAttacker(attacker)
	}
	h := Half{Attacker: attacker}
	st := s.stip
	play := st.Play
	cfg := config{play: play, goal: st.Goal, goalSq: st.GoalSquare, quodlibet: s.opts.Quodlibet, goalIsEnd: s.opts.GoalIsEnd, exact: st.Exact, attacker: attacker, end: st.End, semi: st.Semi,
		endNoCheck: st.EndNoCheck, endHidden: st.EndHidden,
		reci: st.Reci, reciGoal: st.ReciGoal, reciSq: st.ReciSquare, parry: st.Parry,
		maxFlights: s.opts.MaxFlightSquares, limitFlights: s.opts.MaxFlightSquares > 0 || s.opts.LimitFlights,
		nonTrivial: s.opts.NonTrivial && play != Help && !st.Series, ntMax: s.opts.NonTrivialMax, ntMin: s.opts.NonTrivialMin,
		degenerate: s.opts.DegenerateTree && play != Help && !st.Series, degenerateMoves: s.opts.DegenerateMoves,
		keepMating: s.opts.KeepMatingPiece && !st.Series, popeyeOrder: s.opts.MaxSolutions > 0 || s.opts.StartMoveNumber > 1 || s.opts.IntelligentLimit > 0}
	// The side that reaches the goal: White in direct and help play, Black in self and
	// reflex play and in help play that ends in them (hs#, hr#).
	cfg.mater = attacker
	if (play != Direct && play != Help) || (play == Help && (st.End == EndSelf || st.End == EndReflex)) {
		cfg.mater = attacker.Other()
	}
	cfg.popeyeMirror = s.opts.IntelligentLimit > 0 && cfg.mater == movegen.Black
	if play == Help && !st.Series && st.Intro == 0 && !st.Reci && s.opts.MoveNumbers != nil {
		cfg.numbers = *s.opts.MoveNumbers
	}
	if s.opts.Threat > 0 && s.opts.Threat < st.Moves && play != Help && !st.Series {
		cfg.maxThreat = s.opts.Threat
	}
	switch {
	case st.Series && st.Intro > 0 && play == Help:
		h.Start = attacker // the introductory moves are the other side's
	case st.Series && st.Intro > 0:
		h.Start = attacker.Other()
	case st.Series && play == Help:
		h.Start = attacker.Other()
	case st.Series:
		h.Start = attacker
	case play == Help && (st.End == EndSelf || st.End == EndReflex) && st.HalfMove:
		h.Start = attacker.Other() // hs#n.5, hr#n.5: Black starts
	case play == Help && (st.End == EndSelf || st.End == EndReflex):
		h.Start = attacker
	case play == Help && st.HalfMove:
		h.Start = attacker
	case play == Help:
		h.Start = attacker.Other()
	default:
		h.Start = attacker
	}
	if s.opts.Threat > 0 && (play == Help || st.Series || s.opts.Threat >= st.Moves) {
		h.Notes = append(h.Notes, ThreatNotApplicable)
	}
	if s.opts.StopOnShortSolutions && play != Help && !st.Series {
		h.Notes = append(h.Notes, StopOnShortNotSupported)
	}
	first := h.Start
	if s.opts.PostKeyPlay && !st.Series && play != Help {
		first = h.Start.Other()
	}
	// A phase whose first mover could capture the king is not solved (Popeye says so).
	// Unless the rules keep the king even then (rules.CheckedDiagram).
	cd, ok := pos.(rules.CheckedDiagram)
	checkedOK := ok && cd.CheckedDiagramAllowed()
	mainOK := checkedOK || !withSide(pos, first.Other()).InCheck()
	setOK := checkedOK || !withSide(pos, h.Start).InCheck()
	if !mainOK {
		h.Notes = append(h.Notes, KingCapturable)
	}
	if s.opts.SetPlay && !s.opts.PostKeyPlay && !setOK {
		h.SetNotes = append(h.SetNotes, KingCapturable)
	}
	s.mainOK, s.setOK = mainOK, setOK
	s.diagram = pos
	root := withSide(pos, h.Start)
	if u, ok := root.(rules.Undecider); ok && mainOK && first == h.Start {
		l, legality := root.(rules.LegalityUndecider)
		h.UndecidedLegality = legality && l.UndecidesLegality()
		// Popeye writes a check it cannot decide after the move writer of battle play.
		if !h.UndecidedLegality || play != Help && !st.Series {
			h.Undecided = u.Undecided(nil)
		}
	}
	switch {
	case st.Series && st.Intro > 0:
		s.introHalf(root, &h, cfg)
	case st.Series:
		s.seriesHalf(root, &h, cfg)
	case play == Help:
		s.helpHalf(root, &h, cfg)
	default:
		s.battleHalf(root, &h, cfg)
	}
	if s.opts.IntelligentLimit > 0 {
		s.limitPerTarget(root, &h)
	}
	return h
}

// withSide returns a copy of pos with c to move (rules.Game.SetTurn).
func withSide(pos rules.Game, c movegen.Color) rules.Game {
	p := pos.Clone()
	p.SetTurn(c)
	return p
}
