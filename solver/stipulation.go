package solver

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/cpls-dev/cpls/movegen"
)

// Play is the kind of play a stipulation asks for.
type Play uint8

// The orthodox kinds of play, with Popeye's meaning (White is the attacker; in the second
// half of a duplex the colours swap):
//
//	Direct  #n   White moves first and forces the goal against every defence in n moves.
//	Help    h#n  Black moves first; both sides cooperate; White's n-th move reaches the goal.
//	Self    s#n  White moves first and forces Black to reach the goal (Black's n-th move
//	             mates White, Black doing it unwillingly).
//	Reflex  r#n  as Self, but either side that can reach the goal in one move must do so.
const (
	Direct Play = iota
	Help
	Self
	Reflex
)

// String returns "direct", "help", "self" or "reflex".
func (p Play) String() string {
	switch p {
	case Direct:
		return "direct"
	case Help:
		return "help"
	case Self:
		return "self"
	case Reflex:
		return "reflex"
	}
	return "play(" + strconv.Itoa(int(p)) + ")"
}

// Stipulation is an orthodox stipulation: kind of play, series flag, goal and length.
//
// Moves counts full moves. For help play HalfMove adds one half move at the start:
// h#2.5 is White, Black, White, Black, White (the extra half move is White's, then the
// usual h#2 with Black first). Series play (Series true) means one side makes Moves
// moves in a row while the other passes; no series move but the last may give check:
//
//	ser-#n   White plays n moves, the n-th mates.
//	ser-=n   White plays n moves, the n-th stalemates.
//	ser-h#n  Black plays n moves, then White mates in one.
//	ser-s#n  White plays n moves, then Black must mate in one (every Black move mates).
//	ser-r#n  as ser-s#n with the reflex condition of r#: White's series fails as soon
//	         as Black could mate in one.
//
// Intro is the number of introductory moves ("2->ser-h#4", series play only): the side
// that does not start the series first makes 1 to Intro moves in a row, the other side
// passing (no introductory move but the last may give check), and the series play
// follows each such sequence.
//
// Exact (Popeye's "exact-") counts only play of the full length: a goal reached before
// the last move does not end the play as a success (a mate or stalemate, which leaves
// the other side without a move, ends it as a failure), and no shorter solution is
// looked for.
type Stipulation struct {
	Play   Play
	Series bool
	Goal   Goal
	// GoalSquare is the square of the goals that name one (z and k), else unused.
	GoalSquare movegen.Square
	Moves      int
	HalfMove   bool
	Intro      int
	Exact      bool
	// Reci (Popeye's reci-h, ser-reci-h; Play is Help): reciprocal help play. After the
	// help (or series) play of one move less, the help side to move must have both a
	// move that reaches ReciGoal itself and a move after which the other side reaches
	// Goal in one; the lines of both are the solution (Line.Reci marks the former).
	// ReciSquare is ReciGoal's square (z, k).
	Reci       bool
	ReciGoal   Goal
	ReciSquare movegen.Square
	// Semi (Popeye's semi-r; Play is Reflex): only the defender is bound to reach the
	// goal when it can, not the attacker.
	Semi bool
	// End is how help play ends (Play is Help): EndGoal for h#; EndSelf for
	// hs# and EndReflex for hr#, which start with White and end with Black's move;
	// EndSelf with Series for ser-hs# (Black's series, then a White move after which
	// every Black move reaches the goal); the others are not series play;
	// EndDirect for the structured Nhh[2da[G]], which starts with Black as h# does.
	End Ending
	// EndNoCheck (EndDirect only, the constraint {!+}): the defender must not be in
	// check where the help play ends. EndHidden (EndDirect only, "/"): the lines are
	// the help play alone, not followed by the defences and the goal moves.
	EndNoCheck, EndHidden bool
	// Parry (Popeye's pser- and phser-; Series is true): a series move that gives check
	// is parried by a move of the other side before the series goes on. In pser-h (Play
	// Help) and phser- (ParryHelp) the parries are help moves; in pser-, pser-s and
	// pser-r they are defences, and the series side must win against each.
	Parry, ParryHelp bool
}

// Ending is how help play ends.
type Ending uint8

// The endings of help play (Stipulation.End):
//
//	EndGoal    h#n   the last move reaches the goal.
//	EndSelf    hs#n  White's last move forces Black to reach the goal: every Black move
//	                 does (help play of n-1 moves, then s#1).
//	EndReflex  hr#n  Black's last move reaches the goal, and as in r#, a side that can
//	                 reach the goal in one must: no earlier position lets the side to
//	                 move reach it (help play of n-1 moves, then r#1).
//	EndDirect  Popeye's structured Nhh[2da[G]] (help-direct play): after the help play
//	                 of 2n half moves the defender (Black) is to move, has a move, and
//	                 after each of its moves the attacker reaches the goal in one.
//	EndTwoMover Popeye's structured Nh[3a[G]d]h: help play of 2n-1 half moves, Black
//	                 first and last, after which White forces the goal in two moves
//	                 (a direct two-mover, its key reaching the goal at once counting too).
const (
	EndGoal Ending = iota
	EndSelf
	EndReflex
	EndDirect
	EndTwoMover
)

// ErrUnsupported reports a stipulation or option combination the solver does not solve.
var ErrUnsupported = errors.New("solver: unsupported stipulation")

// MaxMoves is the longest stipulation the solver accepts (Popeye's corpus goes to ser-=65).
const MaxMoves = 255

// Validate reports whether s is well formed and solvable by this package.
func (s Stipulation) Validate() error {
	if s.Play > Reflex {
		return fmt.Errorf("%w: unknown play %d", ErrUnsupported, s.Play)
	}
	if s.Goal >= numGoals {
		return fmt.Errorf("%w: unknown goal %d", ErrUnsupported, s.Goal)
	}
	if s.Goal.HasSquare() && s.GoalSquare >= 64 {
		return fmt.Errorf("solver: the goal %s needs a square", s.Goal.Symbol())
	}
	if s.Moves < 0 || s.Moves > MaxMoves {
		return fmt.Errorf("solver: %d moves is out of range 0…%d", s.Moves, MaxMoves)
	}
	if s.Moves == 0 && !(s.Play == Help && s.HalfMove) {
		return errors.New("solver: a stipulation needs at least one move")
	}
	if s.HalfMove && (s.Play != Help || s.Series) {
		return fmt.Errorf("%w: a half move (n.5) is only meaningful in help play", ErrUnsupported)
	}
	if s.Intro < 0 || s.Intro > MaxMoves || s.Intro != 0 && !s.Series {
		return fmt.Errorf("%w: introductory moves before play that is not series play", ErrUnsupported)
	}
	if s.Reci && (s.Play != Help || s.ReciGoal >= numGoals || s.Moves < 1) {
		return fmt.Errorf("%w: reciprocal play is help play of at least one move", ErrUnsupported)
	}
	if s.Semi && (s.Play != Reflex || s.Series) {
		return fmt.Errorf("%w: semi-reflex play is battle play", ErrUnsupported)
	}
	if s.Parry && (!s.Series || s.Reci || s.HalfMove || s.Exact) || s.ParryHelp && (!s.Parry || s.Play == Help) {
		return fmt.Errorf("%w: parry play is series play (pser-, phser-) of whole moves", ErrUnsupported)
	}
	if s.End == EndSelf && s.Series && (s.Play != Help || s.Reci || s.Parry || s.Intro != 0) {
		return fmt.Errorf("%w: series help-self play (ser-hs) with other series forms", ErrUnsupported)
	}
	if s.End != EndGoal && (s.Play != Help || s.Series && s.End != EndSelf || s.Reci || s.End > EndTwoMover) {
		return fmt.Errorf("%w: help-self and help-reflex play are help play", ErrUnsupported)
	}
	if (s.EndNoCheck || s.EndHidden) && s.End != EndDirect || (s.End == EndDirect || s.End == EndTwoMover) && (s.HalfMove || s.Goal.spec().selfCheck || s.Moves < 1) {
		return fmt.Errorf("%w: help-direct play of whole moves", ErrUnsupported)
	}
	return nil
}

// WithWhiteToPlay returns the stipulation as solved when White moves first (Popeye's
// option WhiteToPlay): help play h#n becomes h#(n-1).5; it does not apply to the
// others, nor to h#n.5, which are returned unchanged.
func (s Stipulation) WithWhiteToPlay() Stipulation {
	if s.Play == Help && !s.Series && !s.HalfMove && s.Moves > 0 {
		s.Moves--
		s.HalfMove = true
	}
	return s
}

// String writes the stipulation as Popeye does: "#2", "h#2.5", "ser-h=3", "s#4", "r==2".
func (s Stipulation) String() string {
	var b []byte
	if s.Intro > 0 {
		b = strconv.AppendInt(b, int64(s.Intro), 10)
		b = append(b, "->"...)
	}
	if s.Exact {
		b = append(b, "exact-"...)
	}
	switch {
	case s.ParryHelp:
		b = append(b, "phser-"...)
	case s.Parry:
		b = append(b, "pser-"...)
	case s.Series && !(s.Reci && s.Moves == 1):
		// ser-reci-h#1 has no series move before its end: Popeye writes it reci-h#1.
		b = append(b, "ser-"...)
	}
	if s.Reci {
		b = append(b, "reci-"...)
	}
	switch s.Play {
	case Help:
		b = append(b, 'h')
		switch s.End {
		case EndSelf:
			b = append(b, 's')
		case EndReflex:
			b = append(b, 'r')
		}
	case Self:
		b = append(b, 's')
	case Reflex:
		if s.Semi {
			b = append(b, "semi-"...)
		}
		b = append(b, 'r')
	}
	if s.Reci && (s.ReciGoal != s.Goal || s.Goal.HasSquare() && s.ReciSquare != s.GoalSquare) {
		b = append(b, '(')
		b = append(b, goalText(s.ReciGoal, s.ReciSquare)...)
		b = append(b, ')')
	}
	b = append(b, goalText(s.Goal, s.GoalSquare)...)
	b = strconv.AppendInt(b, int64(s.Moves), 10)
	if s.HalfMove {
		b = append(b, ".5"...)
	}
	return string(b)
}

// byMove reports whether a goal of s asks what the last move did (Goal.ByMove), and
// identity whether one follows pieces from the diagram.
func (s Stipulation) byMove() (byMove, identity bool) {
	goals := []Goal{s.Goal}
	if s.Reci {
		goals = append(goals, s.ReciGoal)
	}
	for _, g := range goals {
		byMove = byMove || g.ByMove()
		identity = identity || g.spec().identity
	}
	return byMove, identity
}

// Starter returns the side that moves first when White is the attacker: Black in help
// play (and ser-h) of whole moves, White in help play of n.5 moves; for hs# and hr# the
// other way round; White in direct, self, reflex and the other series play.
func (s Stipulation) Starter() movegen.Color {
	black := s.Play == Help && (s.Series || !s.HalfMove)
	if s.Play == Help && !s.Series && (s.End == EndSelf || s.End == EndReflex) {
		black = !black
	}
	if black {
		return movegen.Black
	}
	return movegen.White
}

// HalfMoves returns the number of half moves of the full-length play: 2n-1 for direct
// play, 2n for self and reflex play (the defender's forced last move included), 2n or
// 2n+1 for help play, and n (+1 for the closing move of ser-h, ser-s and ser-r, +2 for
// the two of ser-hs) for series play.
func (s Stipulation) HalfMoves() int {
	switch {
	case s.Series && s.Play == Direct:
		return s.Moves
	case s.Series && s.Play == Help && s.End == EndSelf:
		return s.Moves + 2
	case s.Series:
		return s.Moves + 1
	case s.Play == Direct:
		return 2*s.Moves - 1
	case s.Play == Help && s.HalfMove:
		return 2*s.Moves + 1
	}
	return 2 * s.Moves
}
