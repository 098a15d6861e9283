package problem

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver"
)

// Problem is a parsed problem made ready to solve and to print: the texts of its header,
// its diagram and, for every twin, the position, stipulation and options to solve.
type Problem struct {
	Source   *parser.Problem
	Language parser.Language

	// The header lines as Popeye prints them: each Remark line before the first twin
	// (those after a Twin command are its Twin.Before) and, in input order among them,
	// the note on each square the diagram gave twice ("b1 already occupied - old piece
	// goes to the underworld."), and the lines of the Author, Origin, Award and Title
	// commands (in that order when printed).
	Remarks, Authors, Origins, Awards, Titles []string
	// underworld are the pieces the diagram replaced on their squares, which Popeye puts
	// into its underworld (fairy.Setup.Underworld), in that order.
	underworld []fairy.UnderworldPiece

	// Pieces is the position of the Pieces/Forsyth commands, every piece with its walk,
	// side and attributes; Diagram is its orthodox part (the pieces movegen knows).
	Pieces fairy.Board
	// Holes are the squares the Hole condition takes off the board (blank in the
	// diagram).
	Holes [64]bool
	// Grid is the grid of GridChess (drawn in the diagram), nil when there is none.
	Grid    fairy.Grid
	Diagram Board
	// Invisibles is the number of total invisible pieces of the diagram ("TotalInvisible
	// n"; a twin may change it, Twin.Invisibles).
	Invisibles int
	// Stip is the diagram's stipulation; StipText is how Popeye writes it in the
	// caption ("h#3.5" for h#4 with WhiteToPlay). Stip is nil when there is none.
	Stip     *parser.Stipulation
	StipText string

	// OptionNotes are Popeye's notes that an option does not apply to the diagram's
	// stipulation ("Quodlibet not applicable - ignored"), printed after the remarks.
	OptionNotes []string
	// WhiteToPlayIgnored is true when WhiteToPlay does not apply to the diagram's
	// stipulation (it applies to help play of whole moves only): Popeye then prints
	// "WhiteToPlay not applicable - ignored" after the remarks, before the diagram.
	WhiteToPlayIgnored bool

	// Zero is true when the diagram is a zero position (ZeroPosition): it is not solved,
	// only its twins are.
	Zero bool
	// Twins lists what is solved, in order: one twin for a problem without twins
	// (Label ""), otherwise a), b), ….
	Twins []*Twin

	// Print options.
	NoBoard         bool
	MoveNumbers     bool
	StartMoveNumber int
	// UpToMoveNumber is Option UpToMoveNumber: the last first move (in Popeye's
	// order) that is solved; 0: no limit. StartMoveNumber is the first one (1: all).
	UpToMoveNumber int
	// moveNumbersGiven is set when StartMoveNumber or UpToMoveNumber is given.
	moveNumbersGiven bool
	// startList and upToList are the numbers of StartMoveNumber and UpToMoveNumber as
	// given, one for each level of moves ("3:2:5"; nil: the option is not given).
	startList, upToList []int
	Duplex              bool
	HalfDuplex          bool
	Quodlibet           bool
	// SuppressGrid leaves GridChess's grid out of the diagram; WriteGrid writes the
	// grid's cell numbers under the caption.
	SuppressGrid, WriteGrid bool
	// ThreatLength (Threat n) and MaxFlights (MaxFlightsquares n) are shown in the
	// caption; zero when not set.
	ThreatLength int
	HasThreat    bool
	MaxFlights   int
	HasFlights   bool
	// CastlingExclusive lists the square pairs of CastlingMutuallyExclusive as written
	// in the caption ("a1h8").
	CastlingExclusive []string
	// Conditions are the lines Popeye prints under the caption for the conditions.
	Conditions []string
	// impliedAttrs are the attributes the conditions give pieces, which the attribute
	// lines name even when no piece of the diagram has them (GhostChess: Uncapturable).
	impliedAttrs []fairy.Attr
	// imitators are the squares of the Imitators, which the diagram shows as "I".
	imitators []movegen.Square
	// hunters are the hunters the diagram and the twins define (hunters.go).
	hunters *hunterTable
	// NoWk and NoBk allow a side to have no king.
	NoWk, NoBk bool
	// NonTrivial is Option NonTrivial as Popeye writes it after the stipulation
	// (";m,k"), "" without it.
	NonTrivial string
	// MaxTime is Option MaxTime: each twin's solving stops after it (0: no limit).
	MaxTime time.Duration

	// Diagnostics are the problems the loader found (unsupported options, goals,
	// twinnings); the parser's own diagnostics are not repeated here.
	Diagnostics []parser.Diagnostic
}

// Twin is one position to solve: the diagram, or the diagram changed by twin operations.
type Twin struct {
	// Label is "a", "b", … "z", "z1", … ("" for a problem without twins).
	Label string
	// Continued is true for a twin that builds on the previous twin (Popeye's "+b)").
	Continued bool
	// Heading is the text Popeye prints after the label: the operations, each followed
	// by two spaces ("+wSa7  +bBa5  ").
	Heading string
	// Range is the twin command's range, or the problem's for the diagram.
	Range parser.Range

	// Pieces is the twin's position; Board is its orthodox part.
	Pieces      fairy.Board
	Board       Board
	Stipulation solver.Stipulation
	// Plan is the structured stipulation the twin is solved by when it is not read as
	// a Stipulation (planOf); nil otherwise.
	Plan *solver.Structured
	// StipText is the stipulation as Popeye writes it.
	StipText string
	Options  solver.Options
	// Position is Board with castling rights, the en-passant square and the side to
	// move set; nil when the board has fairy pieces (it is set for twins that are not
	// solvable for other reasons, so that their legality can be checked).
	Position *movegen.Position
	// Fairy is the twin's setup for the fairy engine when its board has pieces movegen
	// does not play (fairy walks, neutral pieces, attributes); nil otherwise.
	Fairy *fairy.Setup

	// Notes are the remarks Popeye prints before solving this twin (already in the
	// problem's language, each ending in a line break); Before those it prints before
	// the twin's label: the Remark lines that follow its Twin command, then
	// "WhiteToPlay not applicable - ignored" when WhiteToPlay does not apply to the
	// twin's new stipulation.
	Notes  []string
	Before []string
	// Intended is the number of solutions (keys in battle play) a Remark says the twin
	// is meant to have, per half of a Duplex (intended.go); 0 when none says, and then
	// one is meant.
	Intended int
	// Invisibles is the number of total invisible pieces (Popeye's "TotalInvisible n").
	Invisibles int
	// Unsupported says why the twin cannot be solved; empty when it can.
	Unsupported []string
	// Refused is the message Popeye prints instead of solving the twin (in the
	// problem's language, ending in a line break); "" when Popeye solves it.
	Refused string
	// RefusedOnStderr is set when Popeye writes Refused to standard error ("problem
	// ignored"): its output then has no solution and no message.
	RefusedOnStderr bool
	// implied are the options its structured stipulation implies.
	implied impliedOptions
	// MaxTime is the problem's Option MaxTime (0: none).
	MaxTime time.Duration
	// numbers are the first moves solved (StartMoveNumber, UpToMoveNumber).
	numbers moveNumberRange
	// castlingPairs are the rook squares of CastlingMutuallyExclusive (White's, Black's).
	castlingPairs [][2]movegen.Square
	// conds are the conditions a twin's Condition command put in place of the problem's
	// (Popeye substitutes them all; a continued twin keeps its predecessor's);
	// ownConds is set when there was one, and conds may then be empty; unplayedConds
	// when the engine does not play one of them.
	conds                   []fairy.Condition
	ownConds, unplayedConds bool
	// visible is the position the total invisible pieces' solver starts from: the
	// visible men on the board the conditions leave (invisibleStart).
	visible *movegen.Position
	// neutral holds the squares of visible's neutral pieces (invisibleStart).
	neutral movegen.Bitboard
}

// Solvable reports whether the twin can be handed to the solver.
func (t *Twin) Solvable() bool {
	return len(t.Unsupported) == 0 && t.Refused == "" && (t.Position != nil || t.Fairy != nil)
}

// Notation is a game that writes its moves as Popeye does: what the renderer replays a
// solution on. Orthodox chess writes them with movegen's notation, the fairy engine with
// its own.
type Notation interface {
	rules.Game
	MoveText(m movegen.Move, lang movegen.Language) string
}

// Game returns the rules the twin is solved under, on its position: orthodox chess
// (movegen, the fast path) when every piece is orthodox and there is no condition, the
// fairy engine when the board has fairy pieces, neutral pieces or attributes, or the
// problem names conditions; orthodox chess with CastlingMutuallyExclusive where that
// option is set. It is the one place that chooses them;
// each call returns a new game.
func (t *Twin) Game() rules.Game { return t.notation() }

// Key identifies the twin's position for caches: equal keys, equal positions (pieces,
// rights, side to move).
func (t *Twin) Key() string {
	if t.Fairy != nil {
		var conds []fairy.ConditionSpec
		for _, c := range t.Fairy.Conditions {
			conds = append(conds, c.Spec())
		}
		return fmt.Sprintf("fairy:%x:%x:%v:%v:%v", t.Fairy.Board, t.Fairy.Castling, t.Fairy.EnPassant, t.Fairy.SideToMove, conds)
	}
	if t.Position != nil {
		return t.Position.FEN()
	}
	return ""
}

// notation returns Game as a Notation.
func (t *Twin) notation() Notation {
	if t.Fairy != nil {
		return fairy.New(*t.Fairy)
	}
	o := rules.NewOrthodox(t.Position.Clone())
	if len(t.castlingPairs) > 0 {
		return rules.NewExclusiveCastling(o, t.castlingPairs)
	}
	return o
}

// unsupportedOptions are options cpls parses but cannot honour; a problem using one is
// not solved (its answer would differ from Popeye's).
var unsupportedOptions = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"Search":            "the Search option",
		"MultiSolutions":    "the MultiSolutions option",
		"NoSymmetry":        "the NoSymmetry option",
		"NullMoves":         "the NullMoves option",
		"TrivialTriesAvoid": "the TrivialTriesAvoid option",
		"unpublishedoption": "an unpublished option",
	}
})

// Load prepares p (parsed from src) for solving and printing. It never fails: what cpls
// cannot solve is listed in Twin.Unsupported and reported in Problem.Diagnostics.
func Load(src []byte, p *parser.Problem) *Problem {
	l := &loader{
		pr:         &Problem{Source: p, Language: p.Language, StartMoveNumber: 1, hunters: &hunterTable{}},
		noCastling: map[movegen.Square]bool{},
		epSquare:   movegen.NoSquare,
		epTriple:   movegen.NoSquare,
		epPawn:     movegen.NoSquare,
	}
	l.texts(src, p)
	l.diagram(p)
	for _, o := range p.Options {
		l.option(o)
	}
	l.pr.CastlingExclusive = sortExclusive(l.pr.CastlingExclusive)
	twinOf := l.twins(p)
	l.finishTwins()
	l.deepNumbersFollowed()
	l.pr.setIntended(src, twinOf)
	return l.pr
}

// loader is the state of Load while it goes through a parsed problem.
type loader struct {
	pr *Problem
	// problems says why nothing of the problem can be solved.
	problems []string
	// invisibleReported are the reasons reported why total invisible pieces are not
	// solved.
	invisibleReported []string
	opts              solver.Options
	// twinRemarks are the Remarks after a twin command: Popeye prints them before the
	// twin's label.
	twinRemarks      map[*parser.Twin][]string
	noWk, noBk       bool
	whiteToPlayRange parser.Range
	// intelligentRange is where Option Intelligent is, for the note that Popeye refuses it.
	intelligentRange parser.Range
	// intelligentLimitRange is where "Intelligent n" is, for the note where cpls does
	// not keep the limit.
	intelligentLimitRange parser.Range
	startRange            parser.Range // of StartMoveNumber or UpToMoveNumber
	// deepNumbers is set when StartMoveNumber or UpToMoveNumber has a list of move
	// numbers ("1:1").
	deepNumbers   bool
	castlingPairs [][2]movegen.Square
	noCastling    map[movegen.Square]bool
	epSquare      movegen.Square
	// epTriple is the first square a pawn passed over in a triple step before the
	// diagram (Option EnPassant d8d7d6d5), else NoSquare; the fairy engine plays it.
	epTriple movegen.Square
	// epPawn is the square of the pawn that passed epSquare, the last square of an
	// Option EnPassant naming three or more (Popeye follows that piece, which need not
	// stand beyond the square: "d7d6h3" after a wormhole took it on), else NoSquare.
	epPawn movegen.Square
	// conds are the problem's conditions as the fairy engine plays them; unplayedConds
	// is set when it does not play some.
	conds         []fairy.Condition
	unplayedConds bool
	// mummerUndecided: Maximummer names no side and Popeye cannot tell which side
	// the stipulation restricts (restrictedSide), so it refuses every twin.
	mummerUndecided bool
}

// report adds an unsupported finding at r.
func (l *loader) report(r parser.Range, what string) {
	l.pr.Diagnostics = append(l.pr.Diagnostics, parser.Diagnostic{
		Range: r, Severity: parser.Warning, Code: parser.CodeUnsupported,
		Message: "cpls does not solve problems with " + what,
	})
}

// refused reports at r, once, the message msg Popeye prints instead of solving a twin.
func (l *loader) refused(r parser.Range, msg string) {
	msg = strings.TrimSpace(msg)
	for _, d := range l.pr.Diagnostics {
		if d.Code == CodeRefused && d.Message == msg {
			return
		}
	}
	l.pr.Diagnostics = append(l.pr.Diagnostics, parser.Diagnostic{
		Range: r, Severity: parser.Warning, Code: CodeRefused, Message: msg,
	})
}

// refuse marks the twin t as one Popeye refuses to solve, for why: it writes the message
// to standard error and no solution (Twin.RefusedOnStderr).
func (l *loader) refuse(t *Twin, why fairy.Refusal) {
	w := wordsFor(l.pr.Language)
	t.Refused = w.refusals[why] + "\n" + w.problemIgnored + "\n"
	t.RefusedOnStderr = true
	r := l.pr.Source.Range
	if ps := l.pr.Source.Pieces; len(ps) > 0 {
		r = ps[0].Name.Range
	}
	l.refused(r, w.refusals[why])
}

// losingChessRefuses reports whether Popeye refuses the twin t for LosingChess among
// conds: its play ends in mate, check or mate-or-stalemate (solving/machinery/twin.c,
// LosingChessNotInCheckOrMateStipulations). A structured stipulation is not looked
// into: it is marked unsupported.
func losingChessRefuses(t *Twin, conds []fairy.Condition) bool {
	if !slices.ContainsFunc(conds, func(c fairy.Condition) bool { return c.Spec().Name == "LosingChess" }) {
		return false
	}
	if t.Plan != nil {
		t.Unsupported = append(t.Unsupported, "the condition LosingChess with a structured stipulation")
		return false
	}
	st := t.Stipulation
	refused := func(g solver.Goal) bool {
		return g == solver.Mate || g == solver.Check || g == solver.MateOrStalemate
	}
	return refused(st.Goal) || st.Reci && refused(st.ReciGoal)
}

// unsupported reports what at r and keeps every twin from being solved.
func (l *loader) unsupported(r parser.Range, what string) {
	l.report(r, what)
	l.problems = append(l.problems, what)
}

// texts takes the problem's text commands: remarks, authors, origins, awards, titles.
func (l *loader) texts(src []byte, p *parser.Problem) {
	pr := l.pr
	owners := remarkOwners(p)
	l.twinRemarks = map[*parser.Twin][]string{}
	notes := p.Replaced
	for _, t := range p.Texts {
		line := rawLine(src, t)
		switch t.Kind {
		case parser.CmdRemark:
			if tw := owners[t.Keyword.Range]; tw != nil {
				l.twinRemarks[tw] = append(l.twinRemarks[tw], line+"\n")
				continue
			}
			for ; len(notes) > 0 && notes[0].By.Token.Range.Start < t.Keyword.Range.Start; notes = notes[1:] {
				pr.Remarks = append(pr.Remarks, l.overwrittenNote(notes[0]))
			}
			pr.Remarks = append(pr.Remarks, line)
		case parser.CmdAuthor:
			pr.Authors = append(pr.Authors, line)
		case parser.CmdOrigin:
			pr.Origins = append(pr.Origins, line)
		case parser.CmdAward:
			pr.Awards = append(pr.Awards, line)
		case parser.CmdTitle:
			pr.Titles = append(pr.Titles, line)
		}
	}
	for _, n := range notes {
		pr.Remarks = append(pr.Remarks, l.overwrittenNote(n))
	}
}

// overwrittenNote returns the line Popeye writes, as it reads the diagram, for the
// piece r.By that replaced r.Old on its square.
func (l *loader) overwrittenNote(r parser.Replacement) string {
	return movegen.Square(r.By.Square.Square).String() + wordsFor(l.pr.Language).overwritten
}

// diagram places the pieces and takes the conditions; pieces and conditions the fairy
// engine does not play keep the problem from being solved.
func (l *loader) diagram(p *parser.Problem) {
	for _, pc := range p.Pieces {
		if pc.Square.Square == parser.NoSquare {
			continue
		}
		fp, why := pieceOf(p.Language, pc, l.pr.hunters)
		switch {
		case why != "" && pc.Walk == unknownWalk:
			l.problems = append(l.problems, why) // the parser reports the name
		case why != "":
			l.unsupported(pc.Token.Range, why)
		}
		if fp == fairy.NoPiece {
			continue
		}
		l.pr.Pieces[pc.Square.Square] = fp
	}
	for _, r := range p.Replaced {
		if fp, _ := pieceOf(p.Language, r.Old, l.pr.hunters); fp != fairy.NoPiece {
			l.pr.underworld = append(l.pr.underworld, fairy.UnderworldPiece{Square: movegen.Square(r.Old.Square.Square), Piece: fp})
		}
	}
	l.pr.Diagram = orthodoxView(&l.pr.Pieces)
	l.pr.Invisibles = invisibleCount(p.TotalInvisible)
	conds := readConditions(p.Language, p.Conditions)
	l.conditions(p, conds)
	for _, c := range l.conds {
		if c.Spec().Name == "Hole" {
			for _, sq := range c.Spec().Squares {
				l.pr.Holes[sq] = true
			}
		}
	}
	l.pr.Grid = fairy.GridOf(l.conds)
	named := conds
	if on, _ := fairy.AliceOn(&l.pr.Pieces, l.conds); on {
		// Pieces on Alice's boards play AliceChess, which Popeye then names.
		l.pr.Pieces = fairy.AliceBoards(l.pr.Pieces, l.conds)
		if !slices.ContainsFunc(named, func(c *parser.Condition) bool { return c.Name == "AliceChess" }) {
			named = append(slices.Clone(named), &parser.Condition{Name: "AliceChess"})
		}
	}
	l.pr.Conditions = conditionLines(p.Language, named, l.conds, l.pr.hunters)
	for _, c := range l.conds {
		l.pr.impliedAttrs = append(l.pr.impliedAttrs, fairy.ImpliedAttrs(c)...)
		l.pr.imitators = append(l.pr.imitators, fairy.ImitatorSquares(c)...)
	}
}

// maxFlightsArg returns the number of MaxFlightsquares n, and false when there is none
// or it is outside 0..64: Popeye's read_max_flights (options/maxflightsquares.c) then
// leaves the option off ("MaxFlightsquares -1" solves as without it).
func maxFlightsArg(o *parser.Option) (int, bool) {
	for _, a := range o.Args {
		if a.Kind == parser.ArgNumber {
			return a.Number, a.Number >= 0 && a.Number <= 64
		}
	}
	return 0, false
}

// option takes one option: into the solver's options, the problem's printing
// settings, or a finding when cpls cannot honour it.
func (l *loader) option(o *parser.Option) {
	pr, opts := l.pr, &l.opts
	num := func() int {
		for _, a := range o.Args {
			if a.Kind == parser.ArgNumber {
				return a.Number
			}
		}
		return 0
	}
	switch o.Name {
	case "Try":
		// Popeye's Try sets the number of refutations to one, also after Defence n
		// (input/plaintext/option.c): the later of the two options counts.
		opts.Try, opts.Defence = true, 0
	case "Defence":
		opts.Defence = num()
	case "Threat":
		opts.Threat = num()
		pr.ThreatLength, pr.HasThreat = opts.Threat, true
		opts.DegenerateTree, opts.DegenerateMoves = true, opts.Threat
	case "NoThreat":
		opts.NoThreat = true
	case "Variations":
		opts.Variation = true
	case "SetPlay":
		opts.SetPlay = true
	case "PostKeyPlay":
		opts.PostKeyPlay = true
	case "WhiteToPlay":
		opts.WhiteToPlay = true
		l.whiteToPlayRange = o.Range
	case "Duplex":
		opts.Duplex, pr.Duplex = true, true
	case "HalfDuplex":
		opts.HalfDuplex, pr.HalfDuplex = true, true
	case "MaxSolutions":
		opts.MaxSolutions = num()
	case "NoShortVariations":
		opts.NoShortVariations = true
	case "MatesIn1":
		opts.MatesIn1 = true
	case "StopOnShortSolutions":
		opts.StopOnShortSolutions = true
	case "Intelligent":
		opts.Intelligent = true
		l.intelligentRange = o.Range
		if len(o.Args) > 0 {
			// "Intelligent n" keeps at most n solutions per target position: it changes
			// the answer, unlike the plain option (solver.Options.IntelligentLimit).
			opts.IntelligentLimit = num()
			l.intelligentLimitRange = o.Range
		}
	case "MaxFlightsquares":
		if n, ok := maxFlightsArg(o); ok {
			opts.MaxFlightSquares, opts.LimitFlights = n, true
			pr.MaxFlights, pr.HasFlights = n, true
		}
	case "Quodlibet":
		opts.Quodlibet, pr.Quodlibet = true, true
	case "GoalIsEnd":
		opts.GoalIsEnd = true
	case "KeepMatingPiece":
		opts.KeepMatingPiece = true
	case "NonTrivial":
		var nums []int
		for _, a := range o.Args {
			if a.Kind == parser.ArgNumber {
				nums = append(nums, a.Number)
			}
		}
		if len(nums) == 2 {
			opts.NonTrivial, opts.NonTrivialMax, opts.NonTrivialMin = true, nums[0], nums[1]
			opts.DegenerateTree, opts.DegenerateMoves = true, nums[1]
			pr.NonTrivial = fmt.Sprintf(";%d,%d", nums[0], nums[1])
		}
	case "MaxTime":
		pr.MaxTime = time.Duration(num()) * time.Second
	default:
		l.boardOption(o, num)
	}
}

// boardOption takes the options about the board, its printing and its rights.
func (l *loader) boardOption(o *parser.Option, num func() int) {
	pr := l.pr
	switch o.Name {
	case "NoWk":
		l.noWk = true
	case "NoBk":
		l.noBk = true
	case "NoBoard":
		pr.NoBoard = true
	case "MoveNumbers":
		pr.MoveNumbers = true
	case "StartMoveNumber", "UpToMoveNumber":
		nums := moveNumbers(o)
		n := 0
		if len(nums) > 0 {
			n = nums[0]
		}
		l.deepNumbers = l.deepNumbers || len(nums) > 1
		if o.Name == "UpToMoveNumber" {
			pr.upToList = nums
		} else {
			pr.startList = nums
		}
		// Both imply MoveNumbers' progress lines.
		pr.moveNumbersGiven, pr.MoveNumbers = true, true
		l.startRange = o.Range
		switch {
		case o.Name == "UpToMoveNumber":
			pr.UpToMoveNumber = n
		case n > 0:
			pr.StartMoveNumber = n
		}
	case "NoCastling":
		for _, a := range o.Args {
			for _, s := range a.Squares {
				l.noCastling[movegen.Square(s.Square)] = true
			}
		}
	case "EnPassant":
		l.epSquare = enPassantSquare(o)
		l.epPawn = enPassantPawn(o)
		switch n := passedOver(o); {
		case n == 2:
			// Popeye lets a pawn take en passant on each square passed over (Einstein
			// chess's triple step): the fairy engine keeps both, from the first one.
			l.epTriple = firstPassed(o)
		case n > 2:
			l.unsupported(o.Range, "an EnPassant option with more than two squares passed over")
		}
	case "CastlingMutuallyExclusive":
		for _, a := range o.Args {
			if len(a.Squares) == 2 {
				pr.CastlingExclusive = append(pr.CastlingExclusive,
					a.Squares[0].Square.String()+a.Squares[1].Square.String())
				w, b := movegen.Square(a.Squares[0].Square), movegen.Square(a.Squares[1].Square)
				if w.Rank() == 7 {
					w, b = b, w
				}
				l.castlingPairs = append(l.castlingPairs, [2]movegen.Square{w, b})
			}
		}
	case "SuppressGrid":
		pr.SuppressGrid = true
	case "WriteGrid":
		pr.WriteGrid = true
	case "Beep":
		// no effect on the solution or the text
	default:
		if what, ok := unsupportedOptions()[o.Name]; ok {
			l.unsupported(o.Range, what)
		}
	}
}

// twins makes the twins: the diagram first (unless it is a zero position), then every
// twin; it returns the twin each twin command made.
func (l *loader) twins(p *parser.Problem) map[*parser.Twin]*Twin {
	pr, opts := l.pr, l.opts
	base := &Twin{Range: p.Range, Pieces: pr.Pieces, Board: pr.Diagram, Invisibles: pr.Invisibles}
	pr.Stip = p.Stipulation
	baseStip, baseText, stipProblem := convertStipulation(p.Stipulation, opts, pr.Language)
	base.implied = implied(p.Stipulation)
	base.Plan = planOf(p.Stipulation)
	pr.StipText = baseText
	pr.WhiteToPlayIgnored = opts.WhiteToPlay && whiteToPlayIgnored(p.Stipulation)
	if stipProblem == "" {
		pr.OptionNotes = optionNotes(wordsFor(pr.Language), baseStip, opts)
	}
	base.Stipulation, base.StipText = baseStip, baseText
	if stipProblem != "" {
		if p.Stipulation != nil && !parserReported(p.Stipulation) {
			l.unsupported(p.Stipulation.Value.Range, stipProblem)
		} else {
			l.problems = append(l.problems, stipProblem)
		}
	}

	// With Twin commands the diagram is twin a); with ZeroPosition (first) the diagram is
	// not solved and the zero position's operations make twin a).
	pr.Zero = len(p.Twins) > 0 && p.Twins[0].Zero
	twinOf := map[*parser.Twin]*Twin{}
	if len(p.Twins) == 0 {
		pr.Twins = []*Twin{base}
		return twinOf
	}
	if !pr.Zero {
		base.Label = twinLabel(0)
		pr.Twins = append(pr.Twins, base)
	}
	prev := base
	for _, tw := range p.Twins {
		from := base
		if tw.Continued != nil {
			from = prev
		}
		t, issues := applyTwin(pr.Language, from, tw, opts, pr.hunters)
		t.Label = twinLabel(len(pr.Twins))
		t.Before = append(l.twinRemarks[tw], t.Before...)
		twinOf[tw] = t
		for _, is := range issues {
			if !is.Reported {
				l.report(is.Range, is.What)
			}
			t.Unsupported = append(t.Unsupported, is.What)
		}
		pr.Twins = append(pr.Twins, t)
		prev = t
	}
	return twinOf
}

// finishTwins gives every twin the problem's findings, options, notes and position.
func (l *loader) finishTwins() {
	pr, opts := l.pr, l.opts
	pr.NoWk, pr.NoBk = l.noWk, l.noBk
	seriesWhiteToPlay := false
	for _, t := range pr.Twins {
		t.Unsupported = append(append([]string(nil), l.problems...), t.Unsupported...)
		if opts.WhiteToPlay && t.Stipulation.Series {
			// Popeye shortens series play by a move and lets the other side start
			// (ser-#2 becomes ser-#1 after a first move of Black's); cpls does not.
			t.Unsupported = append(t.Unsupported, whiteToPlaySeries)
			seriesWhiteToPlay = true
		}
		t.Options = opts
		t.castlingPairs, t.MaxTime, t.numbers = l.castlingPairs, pr.MaxTime, pr.numbers()
		t.Options.Quodlibet = opts.Quodlibet && quodlibetApplies(t.Stipulation)
		t.Options.GoalIsEnd = opts.GoalIsEnd && goalIsEndApplies(t.Stipulation, t.Options.Quodlibet)
		t.Options.PostKeyPlay = opts.PostKeyPlay && postKeyPlayApplies(t.Stipulation)
		t.implied.apply(&t.Options)
		if opts.WhiteToPlay {
			// Folded into the stipulation (h#n → h#(n-1).5) by convertStipulation.
			t.Options.WhiteToPlay = false
		}
		t.Notes = twinNotes(pr, t)
		// The position is built whenever the board is orthodox, so that its legality can
		// be checked even when an option keeps the twin from being solved.
		t.Board = orthodoxView(&t.Pieces)
		conds := l.conds
		if t.ownConds {
			conds = t.conds
		}
		if invisibleRefused(t, conds) {
			t.Refused = wordsFor(pr.Language).nonsenseCombination
			l.refused(l.pr.Source.TotalInvisible[0].Range, t.Refused)
		} else if why := invisibleUnsupported(t, conds, opts); why != "" {
			t.Unsupported = append(t.Unsupported, why)
			l.reportInvisible(why)
		}
		if l.unplayedConds || t.unplayedConds {
			continue // its legality depends on rules cpls does not play
		}
		if l.mummerUndecided {
			l.refuse(t, fairy.MummerSideUndecided)
		}
		if opts.Intelligent && intelligentRefused(&t.Pieces, conds) {
			t.Refused = wordsFor(pr.Language).intelligentRestricted
			l.refused(l.intelligentRange, t.Refused)
		}
		if opts.IntelligentLimit > 0 && !intelligentLimitApplies(t, conds) {
			t.Unsupported = append(t.Unsupported, intelligentLimitOutside)
			l.report(l.intelligentLimitRange, intelligentLimitOutside)
		}
		if isOrthodox(&t.Pieces) && len(conds) == 0 && l.epTriple == movegen.NoSquare && l.epPawn == movegen.NoSquare {
			t.Position = position(&t.Board, t.Stipulation, l.noCastling, l.epSquare)
		} else {
			t.Fairy = fairySetup(&t.Pieces, t.Stipulation, l.noCastling, l.epSquare)
			if l.epTriple != movegen.NoSquare && t.Fairy.EnPassant != movegen.NoSquare {
				t.Fairy.EnPassant, t.Fairy.EnPassantTriple = l.epTriple, true
			}
			if l.epPawn != movegen.NoSquare && t.Fairy.EnPassant != movegen.NoSquare {
				t.Fairy.EnPassantAway, t.Fairy.EnPassantPawn = true, l.epPawn
			}
			if h := pr.hunters; len(h.types) > 0 {
				t.Fairy.Hunters, t.Fairy.Words = h.types, h.words
			}
			t.Fairy.Conditions = conds
			t.Fairy.Underworld = pr.underworld
			if !opts.Intelligent {
				// Popeye ignores StartMoveNumber in intelligent mode.
				t.Options.StartMoveNumber = pr.StartMoveNumber
			}
			if len(t.castlingPairs) > 0 {
				// The fairy engine keeps no exclusive castling pairs.
				t.Unsupported = append(t.Unsupported, "CastlingMutuallyExclusive with fairy pieces")
			}
			if why := fairy.Refused(&t.Pieces, conds); why != fairy.NotRefused {
				l.refuse(t, why)
			} else if losingChessRefuses(t, conds) {
				l.refuse(t, fairy.LosingChessGoals)
			} else if why := fairy.MagicUnplayed(&t.Pieces); why != "" {
				t.Unsupported = append(t.Unsupported, why)
			}
		}
		l.invisibleStart(t, conds)
	}
	if seriesWhiteToPlay {
		l.report(l.whiteToPlayRange, whiteToPlaySeries)
	}
	l.numberedPhases()
}

// numberedPhases refuses StartMoveNumber and UpToMoveNumber where a problem has more than
// one phase of numbered first moves: Popeye numbers on from one to the next (set play of
// help and series play, then the play, each half of a Duplex, each twin): cpls writes
// those numbers in the progress lines, but drops the play outside the numbers phase by
// phase (dropSkippedMoves).
func (l *loader) numberedPhases() {
	pr := l.pr
	if !pr.numbers().skipsMoves() || l.opts.Intelligent || len(pr.Twins) == 0 {
		return
	}
	t := pr.Twins[0]
	if len(pr.Twins) > 1 || t.Options.Duplex && !t.Options.HalfDuplex || t.Options.SetPlay && !isBattle(t.Stipulation) {
		why := "StartMoveNumber or UpToMoveNumber with twins, Duplex or set play of help or series play"
		for _, t := range pr.Twins {
			t.Unsupported = append(t.Unsupported, why)
		}
		l.report(l.startRange, why)
	}
}

// quodlibetApplies reports whether Option Quodlibet changes st: it adds the direct goal
// where the other side must reach the goal (self and reflex play, series self play).
// Popeye ignores it elsewhere and says so.
func quodlibetApplies(st solver.Stipulation) bool {
	if st.Series {
		return st.Play == solver.Self
	}
	return st.Play == solver.Self || st.Play == solver.Reflex || st.End == solver.EndSelf
}

// goalIsEndApplies reports whether Option GoalIsEnd applies to st: the play must have
// one goal reached by one side, so not reflex play (both sides have to reach it) nor
// play with Quodlibet (a second goal).
func goalIsEndApplies(st solver.Stipulation, quodlibet bool) bool {
	return !quodlibet && !(st.Play == solver.Reflex && !st.Semi) && st.End != solver.EndReflex
}

// optionNotes returns the notes Popeye prints for options that do not apply to st, in
// its order: Quodlibet, GoalIsEnd, PostKeyPlay.
func optionNotes(w *words, st solver.Stipulation, o solver.Options) []string {
	var notes []string
	q := o.Quodlibet && quodlibetApplies(st)
	if o.Quodlibet && !q {
		notes = append(notes, w.quodlibetIgnored)
	}
	if o.GoalIsEnd && !goalIsEndApplies(st, q) {
		notes = append(notes, w.goalIsEndIgnored)
	}
	if o.PostKeyPlay && !postKeyPlayApplies(st) {
		notes = append(notes, w.postKeyPlayIgnored)
	}
	return notes
}

// postKeyPlayApplies reports whether Option PostKeyPlay applies to st: to battle play
// only (direct, self and reflex play).
func postKeyPlayApplies(st solver.Stipulation) bool {
	return !st.Series && st.Play != solver.Help
}

// whiteToPlaySeries is why a series twin with WhiteToPlay is not solved.
const whiteToPlaySeries = "WhiteToPlay in series play"

// whiteToPlayIgnored reports whether Popeye ignores WhiteToPlay for the stipulation s
// and says so: in direct, self and reflex play and in help play of n.5 moves (it
// shortens help play of whole moves, h#n to h#(n-1).5, and series play). Stipulations
// cpls does not solve are left out: their twins print no solution anyway.
func whiteToPlayIgnored(s *parser.Stipulation) bool {
	if s == nil || parserReported(s) || s.Series || s.Exact || s.Intro != 0 {
		return false
	}
	switch s.Play {
	case parser.PlayDirect, parser.PlaySelf, parser.PlayReflex, parser.PlaySemiReflex:
		return true
	case parser.PlayHelp, parser.PlayHelpSelf, parser.PlayHelpReflex:
		return s.HalfMove || s.Moves == 0
	}
	return false
}

// twinNotes returns the remarks Popeye prints before solving a twin.
func twinNotes(pr *Problem, t *Twin) []string {
	w := wordsFor(pr.Language)
	var notes []string
	// Popeye makes the set play of the diagram's attack branch; with PostKeyPlay in
	// battle play the branch starts at the defence (stipulation/battle_play).
	postKey := t.Options.PostKeyPlay && postKeyPlayApplies(t.Stipulation)
	if t.Options.SetPlay && (t.Stipulation.Series && t.Stipulation.Play == solver.Direct || postKey || noHelpSetPlay(t.Stipulation)) {
		notes = append(notes, w.setPlayIgnored)
	}
	if pr.MoveNumbers && postKey {
		notes = append(notes, w.moveNumbersIgnored)
	}
	return notes
}

// noHelpSetPlay reports whether s is help play whose help part is a single half move,
// which leaves no set play: h#0.5, and hs#1 and hr#1 (a White move, then Black's forced
// one). Popeye's solving_apply_setplay fails there and it notes SetPlay ignored.
func noHelpSetPlay(s solver.Stipulation) bool {
	if s.Play != solver.Help || s.Series {
		return false
	}
	switch s.End {
	case solver.EndGoal:
		return s.Moves == 0 && s.HalfMove
	case solver.EndSelf, solver.EndReflex:
		return s.Moves == 1 && !s.HalfMove
	}
	return false
}

// position builds the movegen position of a board: castling rights as Popeye assumes
// them, the en-passant square of the EnPassant option, and the side that moves first.
func position(b *Board, stip solver.Stipulation, noCastling map[movegen.Square]bool, ep movegen.Square) *movegen.Position {
	pos := movegen.NewEmpty()
	for s, pc := range b {
		if pc != movegen.NoPiece {
			pos.Put(movegen.Square(s), pc)
		}
	}
	pos.SetCastling(castlingRights(b, noCastling))
	side := stip.Starter()
	if ep != movegen.NoSquare {
		// The pawn that passed ep belongs to the side that just moved.
		if ep.Rank() == 2 {
			side = movegen.Black
		} else {
			side = movegen.White
		}
		pos.SetEnPassant(ep)
	}
	pos.SetSideToMove(side)
	return pos
}

// unknownWalk is parser.Piece.Walk of a name in no table (the parser reports it).
const unknownWalk = -3

// fairySetup returns the fairy engine's setup of a board, with the rights and the side
// to move as position sets them.
func fairySetup(b *fairy.Board, stip solver.Stipulation, noCastling map[movegen.Square]bool, ep movegen.Square) *fairy.Setup {
	orth := orthodoxView(b)
	pos := position(&orth, stip, noCastling, ep)
	return &fairy.Setup{Board: *b, Castling: fairyCastlingRights(b, noCastling), EnPassant: pos.EnPassant(),
		SideToMove: pos.SideToMove(), Words: wordsOf}
}

// enPassantSquare returns the square a pawn passed over according to the EnPassant
// option ("EnPassant b2b3b4" names the double step's squares; the middle one is the
// en-passant square), or NoSquare.
func enPassantSquare(o *parser.Option) movegen.Square {
	var sq []movegen.Square
	for _, a := range o.Args {
		for _, s := range a.Squares {
			sq = append(sq, movegen.Square(s.Square))
		}
	}
	switch {
	case len(sq) >= 2:
		first, last := sq[0], sq[len(sq)-1]
		if first.File() == last.File() && (last.Rank()-first.Rank() == 2 || first.Rank()-last.Rank() == 2) {
			return movegen.MakeSquare(first.File(), (first.Rank()+last.Rank())/2)
		}
		return sq[len(sq)/2]
	case len(sq) == 1:
		s := sq[0]
		switch s.Rank() {
		case 2, 5:
			return s
		case 3: // the white pawn's arrival square
			return movegen.MakeSquare(s.File(), 2)
		case 4:
			return movegen.MakeSquare(s.File(), 5)
		}
	}
	return movegen.NoSquare
}

// enPassantPawn returns the last square of an Option EnPassant naming three or more,
// where the pawn that passed stands, when that is not the square straight beyond the
// last square passed (a Berolina pawn's f7e6d5, a pawn a wormhole took on: d7d6h3), or
// NoSquare: a plain double step such as g7g6g5 stays on the orthodox fast path.
func enPassantPawn(o *parser.Option) movegen.Square {
	var sq []movegen.Square
	for _, a := range o.Args {
		for _, s := range a.Squares {
			sq = append(sq, movegen.Square(s.Square))
		}
	}
	if len(sq) < 3 {
		return movegen.NoSquare
	}
	last, passed := sq[len(sq)-1], sq[len(sq)-2]
	step := 8
	if sq[0].Rank() > passed.Rank() {
		step = -8
	}
	if int(last) == int(passed)+step {
		return movegen.NoSquare
	}
	return last
}

// firstPassed returns the first square the pawn of Option EnPassant passed over: the
// second one written.
func firstPassed(o *parser.Option) movegen.Square {
	var sq []movegen.Square
	for _, a := range o.Args {
		for _, s := range a.Squares {
			sq = append(sq, movegen.Square(s.Square))
		}
	}
	if len(sq) < 2 {
		return movegen.NoSquare
	}
	return sq[1]
}

// passedOver returns how many squares the pawn of Option EnPassant passed over when it
// is given by its first and last square and those between ("d7d6d5": one).
func passedOver(o *parser.Option) int {
	var sq []movegen.Square
	for _, a := range o.Args {
		for _, s := range a.Squares {
			sq = append(sq, movegen.Square(s.Square))
		}
	}
	if len(sq) < 2 || sq[0].File() != sq[len(sq)-1].File() {
		return 0
	}
	return max(sq[0].Rank()-sq[len(sq)-1].Rank(), sq[len(sq)-1].Rank()-sq[0].Rank()) - 1
}

// sortExclusive orders CastlingMutuallyExclusive pairs as Popeye prints them.
func sortExclusive(pairs []string) []string {
	var out []string
	for _, want := range []string{"a1a8", "a1h8", "h1a8", "h1h8"} {
		for _, p := range pairs {
			q := p
			if len(p) == 4 && (p[1] == '8') { // written black square first
				q = p[2:] + p[:2]
			}
			if q == want {
				out = append(out, want)
				break
			}
		}
	}
	return out
}

// twinLabel returns Popeye's label of the i-th twin (0 = "a"): a … z, then z1, z2, ….
func twinLabel(i int) string {
	if i <= 'z'-'a' {
		return string(rune('a' + i))
	}
	return fmt.Sprintf("z%d", i-('z'-'a'))
}

// rawLine returns the text of a metadata command from its value to the end of the line,
// trailing blanks included, as Popeye echoes it.
func rawLine(src []byte, t *parser.Text) string {
	start := t.Value.Start
	if start < 0 || start > len(src) {
		return t.Value.Text
	}
	end := start
	for end < len(src) && src[end] != '\n' && src[end] != '\r' {
		end++
	}
	if end-start < len(t.Value.Text) {
		return t.Value.Text
	}
	return string(src[start:end])
}

// parserReported reports whether the parser has already said why s cannot be solved
// (no value, a syntax error, a structured stipulation, a play form cpls does not
// solve), so that the loader does not say it a second time.
func parserReported(s *parser.Stipulation) bool {
	if s == nil {
		return true
	}
	if !s.Valid {
		return true
	}
	if s.Structured {
		return false // the loader says which forms it reads
	}
	switch s.Play {
	case parser.PlayDirect, parser.PlayHelp, parser.PlaySelf, parser.PlayReflex, parser.PlayHelpSelf:
		return false
	case parser.PlayHelpReflex, parser.PlaySemiReflex:
		return s.Series // the parser reports the series forms
	}
	return true
}

// solverGoals are the goals cpls solves, by the parser's name for them.
var solverGoals = sync.OnceValue(func() map[parser.Goal]solver.Goal {
	return map[parser.Goal]solver.Goal{
		parser.GoalMate: solver.Mate, parser.GoalStalemate: solver.Stalemate,
		parser.GoalDoubleStalemate: solver.DoubleStalemate, parser.GoalMateOrStalemate: solver.MateOrStalemate,
		parser.GoalCheck: solver.Check, parser.GoalCapture: solver.Capture, parser.GoalSteingewinn: solver.WinPiece,
		parser.GoalEnPassant: solver.EnPassant, parser.GoalCastling: solver.Castling, parser.GoalAny: solver.AnyMove,
		parser.GoalTarget: solver.Target, parser.GoalKiss: solver.Kiss, parser.GoalCircuit: solver.Circuit,
		parser.GoalExchange: solver.Exchange, parser.GoalChess81: solver.Chess81,
		parser.GoalAutoStalemate: solver.AutoStalemate, parser.GoalDoubleMate: solver.DoubleMate,
		parser.GoalCounterMate: solver.CounterMate, parser.GoalAutoMate: solver.AutoMate,
		parser.GoalCircuitByRebirth: solver.CircuitByRebirth, parser.GoalExchangeByRebirth: solver.ExchangeByRebirth,
	}
})

// convertStipulation turns the parser's stipulation into the solver's. It returns the
// text Popeye prints for it and, when the solver cannot solve it, why.
func convertStipulation(s *parser.Stipulation, opts solver.Options, lang parser.Language) (solver.Stipulation, string, string) {
	var st solver.Stipulation
	if s == nil {
		return st, "", "no stipulation"
	}
	if !s.Valid {
		return st, strings.ToLower(s.Value.Text), "an unreadable stipulation"
	}
	if s.Structured {
		text := s.SStip.Compact(s.Value.Text, lang)
		if opts.PostKeyPlay && battleOperand(s.SStip.Expr) {
			return st, text, "the structured stipulation " + text + " (battle play with Option PostKeyPlay)"
		}
		r, ok := convertStructured(s.SStip)
		if plan := planOf(s); !ok && plan != nil {
			if err := plan.ValidateOptions(opts); err != nil {
				return planStipulation(plan), text, "the structured stipulation " + text + " (" + unsupportedText(err) + ")"
			}
			return planStipulation(plan), text, ""
		}
		if !ok {
			return st, text, "the structured stipulation " + text + " (" + planProblem(s) + ")"
		}
		return r.st, text, ""
	}
	switch s.Play {
	case parser.PlayDirect:
		st.Play = solver.Direct
	case parser.PlayHelp:
		st.Play = solver.Help
	case parser.PlaySelf:
		st.Play = solver.Self
	case parser.PlayReflex:
		st.Play = solver.Reflex
	case parser.PlayHelpSelf:
		st.Play, st.End = solver.Help, solver.EndSelf
	case parser.PlayHelpReflex:
		st.Play, st.End = solver.Help, solver.EndReflex
	case parser.PlaySemiReflex:
		st.Play, st.Semi = solver.Reflex, true
	default:
		return st, strings.ToLower(s.Value.Text), "the stipulation " + s.Value.Text
	}
	g, ok := solverGoals()[s.Goal]
	if !ok {
		return st, strings.ToLower(s.Value.Text), "the goal " + s.GoalText
	}
	st.Goal = g
	if g.HasSquare() {
		st.GoalSquare = movegen.Square(s.GoalSquare.Square)
	}
	if s.Reci {
		rg, ok := solverGoals()[s.ReciGoal]
		if !ok {
			return st, strings.ToLower(s.Value.Text), "the goal " + s.ReciGoalText
		}
		st.Reci, st.ReciGoal = true, rg
		if rg.HasSquare() {
			st.ReciSquare = movegen.Square(s.ReciSquare.Square)
		}
	}
	st.Series = s.Series
	st.Parry, st.ParryHelp = s.Parry, s.ParryHelp
	st.Moves = s.Moves
	st.HalfMove = s.HalfMove
	st.Intro = s.Intro
	// Popeye drops "exact-" where no shorter play exists (#1, h#1, ser-h#1).
	st.Exact = s.Exact && (s.Moves > 1 || s.Play == parser.PlayHelp && !s.Series && s.HalfMove && s.Moves == 1)
	if opts.WhiteToPlay {
		st = st.WithWhiteToPlay()
	}
	if err := st.Validate(); err != nil {
		return st, st.String(), "the stipulation " + s.Value.Text
	}
	return st, stipulationText(st, opts), ""
}

// stipulationText writes st as Popeye does in the caption: semi-r#1 with PostKeyPlay,
// whose play after the key has no attacking move left, is written r#1.
func stipulationText(st solver.Stipulation, opts solver.Options) string {
	if st.Semi && st.Moves == 1 && opts.PostKeyPlay {
		st.Semi = false
	}
	return st.String()
}

// deepNumbersFollowed reports a list of move numbers ("1:3") in StartMoveNumber or
// UpToMoveNumber where cpls does not follow Popeye's numbers of the deeper moves
// (deepNumbersApply). In intelligent mode Popeye ignores them.
func (l *loader) deepNumbersFollowed() {
	if !l.deepNumbers || l.opts.Intelligent {
		return
	}
	lists := l.pr.numbers().lists
	for _, t := range l.pr.Twins {
		t.Options.MoveNumbers = &lists
		if !deepNumbersApply(t, lists.Levels()) {
			// Popeye also numbers the moves after the first ones ("1:3"), level by level.
			const why = "a list of move numbers (n:m) in StartMoveNumber or UpToMoveNumber"
			l.report(l.startRange, why)
			for _, t := range l.pr.Twins {
				t.Unsupported = append(t.Unsupported, why)
			}
			return
		}
	}
}
