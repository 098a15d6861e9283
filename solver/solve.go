package solver

import (
	"context"
	"errors"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/cpls-dev/cpls/movegen"
)

// ErrBudget is Result.Err when the node budget (Options.MaxNodes) ran out.
var ErrBudget = errors.New("solver: node budget exhausted")

// Solve solves stip in pos with opts. The side to move in pos is ignored: the
// stipulation and options decide who moves first (White in direct, self, reflex and
// series play other than ser-h; Black in help play and ser-h unless HalfMove or
// WhiteToPlay; colours swap in the second duplex half). pos is not modified. Its
// castling rights are used as set, its en-passant square only when the side that may
// capture en passant moves first.
//
// Result.Stipulation is the stipulation as solved and as Popeye prints it: h#n with
// WhiteToPlay becomes h#(n-1).5.
//
// The error is non-nil only for an invalid or unsupported stipulation; an ended
// context or node budget gives a Result with Status Interrupted (holding what was
// proven before the end) and a nil error.
func Solve(ctx context.Context, pos *movegen.Position, stip Stipulation, opts Options) (*Result, error) {
	if pos == nil {
		return nil, errors.New("solver: no position")
	}
	if err := stip.Validate(); err != nil {
		return nil, err
	}
	if opts.WhiteToPlay && stip.Play == Help && !stip.Series && !stip.HalfMove && stip.Moves > 0 {
		stip.Moves--
		stip.HalfMove = true
	}
	s := &solver{
		stip:    stip,
		opts:    opts,
		ctl:     newControl(ctx, opts.MaxNodes),
		workers: opts.Workers,
		rep:     newReporter(opts.Observer),
	}
	if s.workers <= 0 {
		s.workers = runtime.GOMAXPROCS(0)
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
		res.Halves = append(res.Halves, s.solveHalf(pos, i, a))
	}
	res.Nodes = s.ctl.total.Load()
	res.Solutions, res.ShortSolutions = s.solutions, s.short
	res.Partial = s.partial
	res.Status = s.classify(res)
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
	rep     *reporter  // nil without an Observer
	cur     phaseState // what the running phase reports
	half    int        // the index of the running half

	solutions, short int
	partial          bool
	unsolvable       bool
	mainOK, setOK    bool // the current half's play and set play may be solved
}

func (s *solver) classify(res *Result) Status {
	switch {
	case s.ctl.stopped.Load():
		return Interrupted
	case s.unsolvable && s.solutions == 0:
		return Unsolvable
	case s.solutions == 0 && s.short == 0:
		return NoSolution
	case s.short > 0:
		return ShortSolution
	case s.solutions > 1:
		return Cooked
	}
	return Sound
}

// solveHalf solves the stipulation with attacker in White's role; the half is
// Result.Halves[index].
func (s *solver) solveHalf(pos *movegen.Position, index int, attacker movegen.Color) Half {
	s.half = index
	h := Half{Attacker: attacker}
	st := s.stip
	play := st.Play
	cfg := config{play: play, goal: st.Goal, quodlibet: s.opts.Quodlibet, attacker: attacker,
		maxFlights: s.opts.MaxFlightSquares}
	if s.opts.Threat > 0 && s.opts.Threat < st.Moves && play != Help && !st.Series {
		cfg.maxThreat = s.opts.Threat
	}
	switch {
	case st.Series && play == Help:
		h.Start = attacker.Other()
	case st.Series:
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
	if s.opts.StopOnShortSolutions && play == Direct && !st.Series {
		h.Notes = append(h.Notes, StopOnShortNotSupported)
	}
	first := h.Start
	if s.opts.PostKeyPlay && !st.Series && play != Help {
		first = h.Start.Other()
	}
	// A phase whose first mover could capture the king is not solved (Popeye says so).
	mainOK := !withSide(pos, first.Other()).InCheck()
	setOK := !withSide(pos, h.Start).InCheck()
	if !mainOK {
		h.Notes = append(h.Notes, KingCapturable)
		s.unsolvable = true
	}
	if s.opts.SetPlay && !s.opts.PostKeyPlay && !setOK {
		h.SetNotes = append(h.SetNotes, KingCapturable)
	}
	s.mainOK, s.setOK = mainOK, setOK
	root := withSide(pos, h.Start)
	switch {
	case st.Series:
		s.seriesHalf(root, &h, cfg)
	case play == Help:
		s.helpHalf(root, &h, cfg)
	default:
		s.battleHalf(root, &h, cfg)
	}
	return h
}

// withSide returns a copy of pos with c to move. The en-passant square survives only if
// c may use it (it lies on the sixth rank from c's side).
func withSide(pos *movegen.Position, c movegen.Color) *movegen.Position {
	p := clonePosition(pos)
	if ep := p.EnPassant(); ep != movegen.NoSquare {
		if (c == movegen.White && ep.Rank() != 5) || (c == movegen.Black && ep.Rank() != 2) {
			p.SetEnPassant(movegen.NoSquare)
		}
	}
	p.SetSideToMove(c)
	return p
}

// forEach runs work(e, i) for every i in [0, n) on up to s.workers goroutines, each with
// its own engine on a copy of pos. It returns which items finished; items not finished
// were cut off by a stop and their results must be dropped.
func (s *solver) forEach(pos *movegen.Position, cfg config, tt *table, n int, work func(e *engine, i int)) []bool {
	done := make([]bool, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	s.rootStart(n)
	for w := 0; w < min(s.workers, n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := newEngine(clonePosition(pos), cfg, tt, s.ctl)
			defer func() { s.ctl.total.Add(e.pending) }()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				if !s.ctl.guard(func() { work(e, i) }) {
					return
				}
				done[i] = true
				s.rootDone(n)
			}
		}()
	}
	wg.Wait()
	return done
}

// sequential runs f on one engine on a copy of pos; it reports false if the search was
// stopped meanwhile.
func (s *solver) sequential(pos *movegen.Position, cfg config, tt *table, f func(e *engine)) bool {
	e := newEngine(clonePosition(pos), cfg, tt, s.ctl)
	defer func() { s.ctl.total.Add(e.pending) }()
	return s.ctl.guard(func() { f(e) })
}

// battleHalf solves direct, self or reflex play; pos has the attacker to move.
func (s *solver) battleHalf(pos *movegen.Position, h *Half, cfg config) {
	n := s.stip.Moves
	tt := newTable(tableLogSize(2 * n))
	variation := s.opts.Variation
	o := treeOptions{threats: variation && !s.opts.NoThreat, noShort: s.opts.NoShortVariations}
	if !s.mainOK {
		return
	}
	if cfg.play == Reflex {
		var forced []movegen.Move
		if !s.sequential(pos, cfg, tt, func(e *engine) { forced = e.goalMoves() }) {
			return
		}
		if len(forced) > 0 {
			s.enter(h, false)
			for _, m := range forced {
				a := &Attack{Move: m, Mark: GoalByAttacker, Goal: true}
				h.Keys = append(h.Keys, a)
				s.found(Finding{Attack: a})
			}
			return
		}
	}
	if s.opts.PostKeyPlay {
		if s.opts.tries() {
			h.Notes = append(h.Notes, TryNotApplicable)
		}
		node := &Attack{Move: NullMove}
		po := treeOptions{threats: !s.opts.NoThreat, noShort: s.opts.NoShortVariations}
		s.enter(h, false)
		if s.sequential(pos, cfg, tt, func(e *engine) {
			e.nullMove()
			e.fillAttack(node, n, po)
			e.unnull()
		}) {
			h.PostKey = node
			s.solutions++
			s.found(Finding{Attack: node})
		}
		return
	}
	if s.opts.SetPlay && s.setOK {
		var set []*Defence
		s.enter(h, true)
		if s.sequential(pos, cfg, tt, func(e *engine) {
			e.nullMove()
			set = e.setPlay(n, o)
			e.unnull()
		}) {
			h.SetPlay = set
			for _, d := range set {
				s.found(Finding{Defence: d})
			}
		}
	}

	s.enter(h, false)
	s.cur.length = n
	var moves []movegen.Move
	if !s.sequential(pos, cfg, tt, func(e *engine) { moves = slices.Clone(e.legal()) }) {
		return
	}
	limit := s.opts.refutationLimit()
	tries := s.opts.tries() && !(cfg.play == Direct && n == 1)
	nodes := make([]*Attack, len(moves))
	short := make([]bool, len(moves))
	done := s.forEach(pos, cfg, tt, len(moves), func(e *engine, i int) {
		m := moves[i]
		e.make(m)
		defer e.unmake()
		refLimit := limit
		if !tries {
			refLimit = -1 // no try to show: the refutations are not needed
		}
		solves, refs := e.firstMoveRefutations(n, refLimit)
		var node *Attack
		switch {
		case solves:
			node = &Attack{Move: m, Mark: Key}
			short[i] = n > 1 && e.defenceLoses(n-1)
		case tries && len(refs) >= 1 && len(refs) <= limit:
			node = &Attack{Move: m, Mark: TryMark}
		default:
			return
		}
		if variation {
			e.fillAttack(node, n, o)
		} else if cfg.play == Direct || s.opts.Quodlibet {
			node.Goal = e.inGoal()
		}
		if node.Mark == TryMark {
			node.Refutations = node.Refutations[:0]
			for _, r := range refs {
				node.Refutations = append(node.Refutations, &Defence{Move: r})
			}
		}
		nodes[i] = node
		s.found(Finding{Attack: node})
	})
	for i, node := range nodes {
		if !done[i] || node == nil {
			continue
		}
		h.Keys = append(h.Keys, node)
		if node.Mark == Key {
			if short[i] {
				s.short++
			} else {
				s.solutions++
			}
		}
	}
}

// helpHalf solves help play; pos has the side to move first.
func (s *solver) helpHalf(pos *movegen.Position, h *Half, cfg config) {
	full := 2 * s.stip.Moves
	if s.stip.HalfMove {
		full++
	}
	tt := newTable(tableLogSize(full))
	if s.opts.SetPlay && full > 1 && s.setOK {
		set := withSide(pos, pos.SideToMove().Other())
		s.enter(h, true)
		lines, partial := s.helpLengths(set, cfg, tt, full-1)
		h.SetLines = lines
		s.partial = s.partial || partial
	}
	if !s.mainOK {
		return
	}
	s.enter(h, false)
	lines, partial := s.helpLengths(pos, cfg, tt, full)
	h.Lines = lines
	s.partial = s.partial || partial
	for _, l := range lines {
		if l.Short {
			s.short++
		} else {
			s.solutions++
		}
	}
}

// helpLengths finds the help lines of every length up to full half moves with the
// parity of full, shortest first. It reports whether MaxSolutions or
// StopOnShortSolutions cut the search short.
func (s *solver) helpLengths(pos *movegen.Position, cfg config, tt *table, full int) ([]Line, bool) {
	var out []Line
	found := &atomic.Int64{}
	for l := 2 - full%2; l <= full; l += 2 {
		s.cur.length, s.cur.short = l, l < full
		lines, ok := s.helpLength(pos, cfg, tt, l, full, found)
		for _, ml := range lines {
			out = append(out, Line{Moves: ml, Short: l < full})
		}
		if !ok {
			return out, false
		}
		if s.limitReached(found) {
			return out, true
		}
		if s.opts.StopOnShortSolutions && l < full && len(lines) > 0 {
			return out, true
		}
	}
	return out, false
}

// seriesHalf solves series play; pos has the series side to move.
func (s *solver) seriesHalf(pos *movegen.Position, h *Half, cfg config) {
	n := s.stip.Moves
	tail := tailOf(cfg.play)
	tt := newTable(tableLogSize(n + 1))
	if s.opts.SetPlay && tail != tailNone && s.setOK {
		// The other side moves first: only the end of the play is left.
		found := &atomic.Int64{}
		set := withSide(pos, pos.SideToMove().Other())
		s.enter(h, true)
		s.cur.short = true
		sink := s.newSink(found)
		if s.sequential(set, cfg, tt, func(e *engine) { e.tail(tail, sink) }) {
			for _, ml := range sink.lines {
				h.SetLines = append(h.SetLines, Line{Moves: ml, Short: true})
			}
		}
	}
	if !s.mainOK {
		return
	}
	found := &atomic.Int64{}
	s.enter(h, false)
	for k := 1; k <= n; k++ {
		s.cur.length, s.cur.short = k, k < n
		lines, ok := s.seriesLength(pos, cfg, tt, tail, k, found)
		for _, ml := range lines {
			h.Lines = append(h.Lines, Line{Moves: ml, Short: k < n})
			if k < n {
				s.short++
			} else {
				s.solutions++
			}
		}
		if !ok {
			return
		}
		if s.limitReached(found) || (s.opts.StopOnShortSolutions && k < n && len(lines) > 0) {
			s.partial = true
			return
		}
	}
}

// seriesLength finds the series lines of exactly k series moves from pos.
func (s *solver) seriesLength(pos *movegen.Position, cfg config, tt *table, tail seriesTail, k int, found *atomic.Int64) ([][]movegen.Move, bool) {
	if materMoves, victimMoves, seriesMates, ok := seriesTargetMoves(tail, k); useIntelligent && ok && k >= 2 {
		mater := pos.SideToMove()
		if !seriesMates {
			mater = mater.Other()
		}
		if cfg.goal == Mate && useMateTargets && tail == tailHelp {
			if lines, done, ok := s.bothLines(pos, cfg, tt, mater, materMoves, victimMoves, found, func(e *engine, sink *lineSink, set bothSets) {
				walkSeriesAfter(e, e.both, k-1, tail, set, sink)
			}); ok {
				return lines, done
			}
		}
		if fullTargetGoal(cfg.goal) && tail == tailHelp {
			if targets, ok := fullTargets(pos, cfg.goal, mater, materMoves, victimMoves, fullTargetSteps, s.ctl.halted); ok {
				return s.trackedLines(pos, cfg, tt, mater, found, func(e *engine) {
					e.fset = newFullSet(e, targets, mater, materMoves, victimMoves)
				}, func(e *engine, sink *lineSink) {
					walkSeriesAfter(e, e.fset.walk, k-1, tail, e.fset.root, sink)
				})
			}
		}
		if targets, ok := intelligentTargets(pos, cfg.goal, mater, materMoves, victimMoves); ok {
			return s.targetLines(pos, cfg, tt, targets, mater, materMoves, victimMoves, found, func(e *engine, sink *lineSink) {
				walkSeriesAfter(e, e.tset.walk, k-1, tail, e.tset.root, sink)
			})
		}
	}
	return s.linesFrom(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
		e.seriesAfter(k-1, tail, sink)
	})
}

// intelligentMinLength is the shortest help play (half moves) solved intelligently
// (all its lengths from 3 on). For stalemate the full targets (full_targets.go)
// pay from h=3 on: hpint.inp#114 12.0 -> 0.13 s CPU, #43 22.7 -> 0.68 s, #7 5.8 ->
// 0.35 s; the mate-only targets of intelligent_set.go place few pieces for a
// stalemate and prune little, so they are used from 7 half moves on only.
func intelligentMinLength(g Goal) int {
	switch {
	case g == Mate:
		return 3
	case useFullTargets:
		return stalemateMinLength
	}
	return setStalemateMinLength
}

// stalemateMinLength is intelligentMinLength for stalemates with full targets,
// setStalemateMinLength without them.
var stalemateMinLength, setStalemateMinLength = 5, 7

// fullTargetSteps bounds the construction of stalemate targets; shortFullTargetSteps
// does so for stipulations shorter than setStalemateMinLength, where the plain search
// that follows a failed construction is itself short (hpint.inp#27 h=3: the 6 half
// moves' construction fails after 4M steps, 3 s, while the plain search takes 0.4 s).
const fullTargetSteps, shortFullTargetSteps = 4000000, 1000000

// useIntelligent switches the intelligent help search on (tests compare both);
// useFullTargets its full targets for stalemates (full_targets.go), useMateTargets
// those for mates, searched beside the mate-only ones (bothLines).
var useIntelligent, useFullTargets, useMateTargets = true, true, true

// useMateOnlyBeside: bothLines searches the mate-only targets beside the full ones
// (tests turn it off to search the full ones alone, as when the mate-only ones are too
// many).
var useMateOnlyBeside = true

// fullTargetGoal reports whether help or series play with goal g searches over full
// targets alone: stalemates (mates search over both kinds, bothLines).
func fullTargetGoal(g Goal) bool {
	return useFullTargets && g == Stalemate
}

// bothMinLength is the shortest help play (half moves) searched over both kinds of
// mate targets: in h#2 the full ones prune little and cost more than they save
// (TestHelpProbe, CPU: 4_59_to_4_61.inp#0 h#2 0.13 s with mate-only targets, 0.25 s
// with both; 6765 full targets, the same 98518 positions).
const bothMinLength = 5

// helpLength finds the help lines of exactly l half moves from pos (full is the length
// of the stipulation).
func (s *solver) helpLength(pos *movegen.Position, cfg config, tt *table, l, full int, found *atomic.Int64) ([][]movegen.Move, bool) {
	if useIntelligent && l >= 3 && full >= intelligentMinLength(cfg.goal) {
		us := pos.SideToMove()
		mater, materMoves := us, (l+1)/2
		if l%2 == 0 {
			mater, materMoves = us.Other(), l/2
		}
		if cfg.goal == Mate && useMateTargets && l >= bothMinLength {
			if lines, done, ok := s.bothLines(pos, cfg, tt, mater, materMoves, l-materMoves, found, func(e *engine, sink *lineSink, set bothSets) {
				walkHelp(e, e.both, l-1, set, sink)
			}); ok {
				return lines, done
			}
		}
		if fullTargetGoal(cfg.goal) {
			steps := fullTargetSteps
			if full < setStalemateMinLength {
				steps = shortFullTargetSteps
			}
			if targets, ok := fullTargets(pos, cfg.goal, mater, materMoves, l-materMoves, steps, s.ctl.halted); ok {
				return s.trackedLines(pos, cfg, tt, mater, found, func(e *engine) {
					e.fset = newFullSet(e, targets, mater, materMoves, l-materMoves)
				}, func(e *engine, sink *lineSink) {
					walkHelp(e, e.fset.walk, l-1, e.fset.root, sink)
				})
			}
		}
		if cfg.goal != Stalemate || full >= setStalemateMinLength { // intelligentMinLength
			if targets, ok := intelligentTargets(pos, cfg.goal, mater, materMoves, l-materMoves); ok {
				return s.targetLines(pos, cfg, tt, targets, mater, materMoves, l-materMoves, found, func(e *engine, sink *lineSink) {
					walkHelp(e, e.tset.walk, l-1, e.tset.root, sink)
				})
			}
		}
	}
	return s.linesFrom(pos, cfg, tt, found, func(e *engine, sink *lineSink) {
		e.help(l-1, sink)
	})
}

func (s *solver) limitReached(found *atomic.Int64) bool {
	return s.opts.MaxSolutions > 0 && found.Load() >= int64(s.opts.MaxSolutions)
}

// linesFrom runs search after every first move of pos, in parallel, and gathers the
// lines in move order. search is called with the first move made and on the sink's
// stack. It reports false if the search was stopped (the lines found before are kept).
func (s *solver) linesFrom(pos *movegen.Position, cfg config, tt *table, found *atomic.Int64,
	search func(e *engine, sink *lineSink)) ([][]movegen.Move, bool) {
	var moves []movegen.Move
	if !s.sequential(pos, cfg, tt, func(e *engine) { moves = slices.Clone(e.legal()) }) {
		return nil, false
	}
	sinks := make([]*lineSink, len(moves))
	done := s.forEach(pos, cfg, tt, len(moves), func(e *engine, i int) {
		sink := s.newSink(found)
		sinks[i] = sink
		if sink.limit() {
			return
		}
		e.make(moves[i])
		sink.stack = append(sink.stack, moves[i])
		search(e, sink)
		e.unmake()
	})
	var out [][]movegen.Move
	all := true
	for i, sink := range sinks {
		if !done[i] {
			all = false
			continue
		}
		out = append(out, sink.lines...)
	}
	return out, all
}

// bothLines searches over both kinds of targets of a mate at once (bothSets): a
// position stays while each kind has a target it can still reach. The mate-only
// targets (intelligent_set.go) know which last moves may mate and prune well where the
// mating side is strong; the full ones (full_targets.go) place the victim's blockers
// and the pieces that guard the flights, and prune where it is weak (TestHelpProbe,
// one goroutine, CPU, mate-only targets against both: intell.inp#93 ser-h#8 0.82
// against 0.06 s, #9 h#6 2.1 against 0.96 s, #17 h#3 0.13 against 0.035 s). The full
// targets get a million construction steps (about 0.25 s; those of the corpus took at
// most 0.2M). Where the mate-only targets are too many (intelligentTargets), the full
// ones are searched alone, up to maxFullTargets of them (intell.inp#36 h#6: 15427
// targets, 2.0 s CPU instead of 50 s with the plain search). ok is false when the full
// targets cannot be built; the caller then builds the mate-only ones again for its
// fallback (a few ms of work done twice, on that path only).
func (s *solver) bothLines(pos *movegen.Position, cfg config, tt *table, mater movegen.Color, materMoves, victimMoves int,
	found *atomic.Int64, search func(e *engine, sink *lineSink, set bothSets)) ([][]movegen.Move, bool, bool) {
	set, setOK := intelligentTargets(pos, cfg.goal, mater, materMoves, victimMoves)
	setOK = setOK && useMateOnlyBeside
	maxOut := maxMateTargets
	if !setOK {
		maxOut = maxFullTargets // the full ones alone, else the plain search
	}
	full, ok := mateTargets(pos, mater, materMoves, victimMoves, shortFullTargetSteps, maxOut, s.ctl.halted)
	if !ok {
		return nil, false, false
	}
	lines, done := s.trackedLines(pos, cfg, tt, mater, found, func(e *engine) {
		e.tset = nil
		if setOK {
			e.tset = newTargetSet(e, set, mater, materMoves, victimMoves)
		}
		e.fset = newFullSet(e, full, mater, materMoves, victimMoves)
		e.both = bothWalk(e)
	}, func(e *engine, sink *lineSink) {
		root := bothSets{f: e.fset.root}
		if e.tset != nil {
			root.t = e.tset.root
		}
		search(e, sink, root)
	})
	return lines, done, true
}
