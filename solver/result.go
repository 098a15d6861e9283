package solver

import (
	"strconv"

	"github.com/cpls-dev/cpls/movegen"
)

// NullMove stands for "no move": the root of post-key play (the diagram is the position
// after the key) and a passed move. movegen never generates it.
const NullMove movegen.Move = 0

// Status classifies a solved problem (or one twin of it).
type Status uint8

// The classifications. A help or series problem with several solutions of full length
// is Cooked by this definition; whether that is intended (e.g. "2 solutions") is the
// caller's business, Result.Solutions gives the count.
const (
	// Sound: exactly one key (battle play) or one solution (help and series play) of
	// full length and nothing shorter.
	Sound Status = iota
	// Cooked: more than one key or full-length solution.
	Cooked
	// NoSolution: no key or solution within the stipulated length.
	NoSolution
	// ShortSolution: a solution shorter than the stipulation exists (help and series
	// play), or a key reaches the goal faster than stipulated (battle play).
	ShortSolution
	// Interrupted: the context ended or the node budget ran out before the search
	// finished. The tree holds what was proven so far; nothing in it is wrong, but it
	// may be incomplete.
	Interrupted
	// Unsolvable: the diagram cannot be solved as given (see Half.Note); Popeye prints
	// a remark and no solution.
	Unsolvable
	// MissingSolution: fewer full-length solutions than the composer intends, but at
	// least one (Classify; Solve itself intends one and never gives it).
	MissingSolution
)

// String returns the status in words: "sound", "cooked", "no solution",
// "short solution", "interrupted", "unsolvable" or "missing solution".
func (s Status) String() string {
	switch s {
	case Sound:
		return "sound"
	case Cooked:
		return "cooked"
	case NoSolution:
		return "no solution"
	case ShortSolution:
		return "short solution"
	case Interrupted:
		return "interrupted"
	case Unsolvable:
		return "unsolvable"
	case MissingSolution:
		return "missing solution"
	}
	return "status(" + strconv.Itoa(int(s)) + ")"
}

// Mark is what Popeye writes after a first move of battle play.
type Mark uint8

// Marks of first moves. Continuations and threats carry NoMark.
const (
	NoMark  Mark = iota
	Key          // "!": the move solves
	TryMark      // "?": the move fails to at most Options.Defence refutations
	// GoalByAttacker ("?!?"): in self or reflex play the attacker's first move reaches
	// the goal itself (e.g. White mates in r#2), which Popeye lists but does not count.
	GoalByAttacker
)

// Note is a remark Popeye prints instead of, or before, a solution.
type Note uint8

// Notes. The renderer translates them into the problem's language.
const (
	NoNote Note = iota
	// KingCapturable: the side not to move is in check ("the side to play can capture
	// the king"); nothing is solved.
	KingCapturable
	// TryNotApplicable: Try was asked together with PostKeyPlay ("try play not
	// applicable"); tries are not searched.
	TryNotApplicable
	// ThreatNotApplicable: Threat n was asked where it cannot apply, e.g. n ≥ the
	// number of moves ("Option "Threat" not applicable or indicated maximum threat
	// length too big"); it is ignored.
	ThreatNotApplicable
	// StopOnShortNotSupported: StopOnShortSolutions was asked in battle play ("Option
	// StopOnShortSolutions not supported with direct play."); it is ignored.
	StopOnShortNotSupported
)

// Result is the outcome of Solve for one position and stipulation: the whole play to
// print, as moves, plus a classification and search figures.
//
// Moves are movegen.Moves of the position they are played in; a renderer replays them
// from the diagram (Half.Start moves first) to write notation and check/mate suffixes.
type Result struct {
	Stipulation Stipulation
	Options     Options
	// Status classifies the problem. With Duplex each half is classified on its own
	// (Half.Status) and Status is the worst of them: a duplex with one solution in each
	// half is Sound, one with two in either half Cooked.
	Status Status
	// Solutions is the number of keys (battle play) or full-length solutions (help and
	// series play) over all halves; ShortSolutions the number of shorter ones
	// (Half.Solutions and Half.ShortSolutions count them per half).
	Solutions      int
	ShortSolutions int
	// Halves holds one Half, or two with Duplex (the second with colours swapped); with
	// HalfDuplex only the swapped one.
	Halves []Half
	// Partial is true when MaxSolutions or StopOnShortSolutions stopped the search
	// (Popeye prints "Partial solution").
	Partial bool
	// Plan is the structured stipulation solved (SolvePlan), nil for a Stipulation.
	Plan *Structured
	// Err is why an Interrupted search stopped: the context's error or ErrBudget.
	Err error
	// Written holds solutions already in Popeye's notation, one line each, from a solving
	// mode outside the search (total invisible pieces, package invisible); Halves is
	// then empty.
	Written []string
	// Nodes is the number of positions the search visited.
	Nodes uint64
}

// Half is the play of one side of a problem: the whole problem, or one half of a duplex.
type Half struct {
	// Attacker is the side in White's role: White, or Black in the swapped duplex half.
	Attacker movegen.Color
	// Start is the side that makes the first move of Keys and Lines (for post-key play,
	// the side whose move the null root stands for). Set play starts with Start.Other().
	Start movegen.Color
	// Status classifies this half alone; Solutions and ShortSolutions are its counts
	// of keys or full-length solutions and of shorter ones.
	Status         Status
	Solutions      int
	ShortSolutions int
	// Notes are remarks to print before the solution (after the set play), in order;
	// SetNotes the same for the set play.
	Notes    []Note
	SetNotes []Note
	// Undecided are first moves the rules cannot decide (rules.Undecider: Popeye's
	// ExclusiveChess horizon), which Popeye writes with "Can't decide whether this move
	// is refuted" and does not play.
	Undecided []movegen.Move
	// UndecidedLegality: the Undecided moves are ones whose legality the rules cannot
	// decide (rules.LegalityUndecider: ChecklessChess's recursion stopper), which
	// Popeye writes with "cannot decide if this move is legal or not".
	UndecidedLegality bool

	// Battle play (direct, self, reflex; not series).
	//
	// SetPlay: the defender's moves in the diagram, each with its continuations, for
	// Options.SetPlay. Keys: keys (Mark Key) and, with Options.Try, tries (Mark
	// TryMark), in generation order. PostKey: with Options.PostKeyPlay, the play after
	// the key as a node whose Move is NullMove (Keys is then empty).
	SetPlay []*Defence
	Keys    []*Attack
	PostKey *Attack

	// Help and series play.
	//
	// SetLines: the set play (the other side first), Lines: the solutions, shortest
	// first, each line from the first move to the move that reaches the goal.
	SetLines []Line
	Lines    []Line
	// PlanBattle is true for a half of a structured stipulation (SolvePlan) written as
	// battle play (Keys), false for one written as lines; PlanGoal is the goal its
	// marked moves reach (PlanMarked: some move is marked).
	PlanBattle bool
	PlanGoal   Goal
	PlanMarked bool
	// ReciOwnOnly is true for reciprocal help play whose end comes at once (reci-h#1)
	// when the help side can reach its own goal but the other part has no line: there
	// is no solution, and Popeye writes the empty phase of the other part.
	ReciOwnOnly bool
}

// Attack is a move of the attacker (White in #n, s#n, r#n) with the play that follows.
// It is used for keys, tries, threats and continuations.
type Attack struct {
	Move movegen.Move
	// Mark is Key or TryMark for first moves, NoMark elsewhere.
	Mark Mark
	// Goal is true when this move itself reaches the goal (a mate in #n, a stalemate in
	// =n); nothing follows it.
	Goal bool
	// PlanGoal is, in a structured stipulation, the goal a Goal move reaches (of a
	// fork "#|=", the one that holds); PlanAlso the further goals of an "&" it reached,
	// written after PlanGoal's marker ("#&x": "# x").
	PlanGoal Goal
	PlanAlso []Goal
	// Threats are the threat lines when Options.Variation asks for them: the
	// attacker's shortest continuations had the defender passed. Zugzwang is true when
	// the defender is not in check and there is no threat. Both are empty when the
	// defender is in check or threats are not computed (NoThreat, no Variation).
	Threats  []*Attack
	Zugzwang bool
	// ThreatsUnmarked: the threats are written without "threat:", as Popeye writes
	// those of a battle branch with a hidden battle branch forking from its attacking
	// move ("3a[/1d[x]a]d": golden sstip-hidden-battle-fork).
	ThreatsUnmarked bool
	// Defences are the variations shown (defences that stop the threat, with the
	// attacker's continuations), in generation order.
	Defences []*Defence
	// Refutations are the defences that refute a try (Popeye's "but … !"), or, under
	// post-key play, the defences with no continuation ("refutes.").
	Refutations []*Defence
}

// Defence is a move of the defender with the attacker's continuations after it.
type Defence struct {
	Move movegen.Move
	// Goal is true when this move reaches the goal (the forced mate of s#n and r#n).
	Goal bool
	// PlanGoal is, in a structured stipulation, the goal a Goal move reaches.
	PlanGoal Goal
	// Attacks are the attacker's continuations; empty after a Goal move and for
	// refutations.
	Attacks []*Attack
}

// Line is one help- or series-play solution: the moves from the diagram, in order,
// the last one reaching the goal. With series play the side in series moves several
// times in a row; the renderer numbers the moves.
type Line struct {
	Moves []movegen.Move
	// Short is true when the line is shorter than the stipulation.
	Short bool
	// Reci is true for the reciprocal part of a reci-h solution: after the same play
	// as the solution's other lines, the help side's own move that reaches the
	// stipulation's reciprocal goal. It is not counted as a solution of its own.
	Reci bool
	// ByAttacker is true for a one-move line of reflex series play (ser-r): the side in
	// series can reach the goal at once, so it must, and nothing else is solved
	// (Popeye's "?!?"). It is not counted as a solution.
	ByAttacker bool
	// Intro is the number of introductory moves (Stipulation.Intro) at the start of
	// Moves; the series play's moves follow them.
	Intro int
	// Tail is the number of moves at the end of Moves that are the two-mover after the
	// help play (Stipulation.End EndTwoMover): the key, a defence and the goal move, or
	// the key alone when it reaches the goal.
	Tail int
	// Steps are the half moves of a line of a structured stipulation (SolvePlan), passes
	// included; Moves is then empty. StepMarked says whether the last step reached the
	// goal StepGoal (written after it); Inversions counts the passes at the root before
	// the first step (Popeye writes "1..." for one).
	Steps      []Step
	StepGoal   Goal
	StepMarked bool
	Inversions int
}

// First returns the line's first move (a structured stipulation's first step that is
// not a pass); ok is false for an empty line.
func (l Line) First() (m movegen.Move, ok bool) {
	if len(l.Moves) > 0 {
		return l.Moves[0], true
	}
	for _, s := range l.Steps {
		if s.Move != NullMove {
			return s.Move, true
		}
	}
	return NullMove, false
}
