package parser

// This file holds the syntax tree. Every node keeps the byte range of the source text it
// came from, so that the language server can map hover, semantic tokens, symbols, folding
// and completion back to the text, and the problem package can report errors at the
// right place. Ranges are half-open byte offsets [Start, End) into the source given to
// Parse; they are never rune or UTF-16 offsets (the server's mapper converts).
//
// The tree is plain data: Parse fills it, nobody mutates it afterwards.

// Range is a half-open byte range [Start, End) of the source.
type Range struct {
	Start, End int
}

// Len returns the number of bytes in r.
func (r Range) Len() int { return r.End - r.Start }

// Contains reports whether the byte offset off lies in r. The end is included, so a cursor
// just after a token still counts as in it (what completion and hover want).
func (r Range) Contains(off int) bool { return r.Start <= off && off <= r.End }

// Severity grades a diagnostic; the values are LSP's DiagnosticSeverity.
type Severity int

// The severities, numbered as in LSP.
const (
	Error       Severity = 1
	Warning     Severity = 2
	Information Severity = 3
	Hint        Severity = 4
)

// The diagnostic codes the parser emits (DESIGN.md lists them all).
const (
	// CodeSyntax: malformed input (bad square, missing end token, stray characters…).
	CodeSyntax = "syntax"
	// CodeUnknownKeyword: a word that is no keyword of the problem's language where a
	// keyword is expected.
	CodeUnknownKeyword = "unknown-keyword"
	// CodeAmbiguousAbbreviation: a prefix that abbreviates more than one keyword; the
	// message names them.
	CodeAmbiguousAbbreviation = "ambiguous-abbreviation"
	// CodeUnsupported: valid Popeye input that cpls does not solve (fairy pieces,
	// conditions, piece attributes, unusual stipulations, structured stipulations…).
	CodeUnsupported = "unsupported"
)

// Diagnostic is one finding about the source, with the range it concerns.
type Diagnostic struct {
	Range
	Severity Severity
	// Code is one of the Code* constants.
	Code string
	// Message is one sentence a composer understands, without trailing period.
	Message string
	// Suggestions are set on some unknown-keyword diagnostics: the keywords of the
	// problem's language that are valid where the unknown word stands and spelt like it,
	// nearest first. Each would replace Word, the unknown word (the start of Range).
	Suggestions []string
	Word        Range
}

// Language is the keyword language of a file. Popeye fixes it with the first token
// (BeginProblem, AnfangProblem or DebutProbleme) for the whole file.
type Language int

// The languages of Popeye's input.
const (
	English Language = iota
	German
	French
)

// Token is one word of the source with its range; Text is the source text exactly as
// written (bytes, possibly Latin-1; see Text.Display for a decoded form).
type Token struct {
	Range
	Text string
}

// File is the result of parsing one source.
type File struct {
	// Language is the keyword language picked by the first BeginProblem (English if the
	// source has none).
	Language Language
	// Problems in source order. A file without BeginProblem has none.
	Problems []*Problem
	// Diagnostics of the whole file in source order (those of each problem included):
	// the first MaxDiagnostics found.
	Diagnostics []Diagnostic
	// Omitted counts the diagnostics found past MaxDiagnostics, which are not kept.
	Omitted Omitted
	// Leading is the text before the first BeginProblem (Popeye skips it with an error);
	// empty if the file starts with BeginProblem.
	Leading Range
	// Trailing is the text after EndProblem, which Popeye never reads (composers keep
	// solutions there); empty (Start == End == len(src)) if there is none.
	Trailing Range
}

// EndKind says how a problem ends.
type EndKind int

// The ways a problem ends.
const (
	// EndMissing: the source ended without EndProblem (a diagnostic says so).
	EndMissing EndKind = iota
	// EndProblem: EndProblem (EndeProblem, FinProbleme) ends the problem and the file.
	EndProblem
	// EndNext: NextProblem (WeiteresProblem, ASuivre) ends the problem; another follows.
	EndNext
)

// Problem is one problem of the file, from BeginProblem (or the previous NextProblem) to
// EndProblem / NextProblem.
type Problem struct {
	// Range covers the problem from its first to its last token (the end token included).
	Range Range
	// Index is the 0-based position of the problem in the file.
	Index    int
	Language Language
	// Begin is the BeginProblem token; nil for a problem that follows NextProblem.
	Begin *Token
	// End is the EndProblem / NextProblem token; nil when missing (EndMissing).
	End     *Token
	EndKind EndKind

	// Commands lists every command of the problem in source order, twins included, with
	// its keyword and extent: what folding, completion and formatting walk. The typed
	// fields below point into the same data.
	Commands []*Command

	// Texts holds the metadata commands (Author, Origin, Title, Award, Remark) in source
	// order; TextsOf selects them by kind.
	Texts []*Text

	// Pieces of the diagram in source order, from Pieces, Forsyth and InitialGameArray,
	// each square at most once: when a square is given twice, the later piece wins (as in
	// Popeye), the earlier one is dropped from this list, and a warning says so.
	Pieces []*Piece
	// Replaced are the pieces of the diagram that a later Pieces command's piece replaced
	// on their square, in that order: Popeye puts them into the underworld, where
	// GhostChess, HauntedChess and the Volcanic and Parachute Circes find them, and
	// writes "b1 already occupied - old piece goes to the underworld.".
	Replaced []Replacement
	// TargetPieces are the pieces given (by Pieces or Forsyth) after an a=>b stipulation:
	// Popeye reads them as the target position B, position A being Pieces. Unsupported.
	TargetPieces []*Piece
	// Forsyth commands (their pieces are in Pieces, or TargetPieces, too).
	Forsyth []*Forsyth
	// Stipulation is the last Stipulation / SStipulation command of the diagram (Popeye
	// keeps the last); nil if there is none.
	Stipulation *Stipulation
	// Options in source order (several Option commands accumulate).
	Options []*Option
	// Conditions in source order.
	Conditions []*Condition
	// TotalInvisible are the "TotalInvisible n" words of the diagram's pieces (Popeye's
	// total invisible pieces, which cpls does not play).
	TotalInvisible []Token
	// Twins in source order; the diagram itself is not a twin (see Twin for how Popeye
	// letters them).
	Twins []*Twin
}

// CommandKind names a command (in English, whatever the input language).
type CommandKind int

// The commands of Popeye's input language. The zero value is CmdUnknown (a word that is
// no command where one was expected).
const (
	CmdUnknown CommandKind = iota
	CmdBeginProblem
	CmdEndProblem
	CmdNextProblem
	CmdRemark
	CmdAuthor
	CmdOrigin
	CmdTitle
	CmdAward
	CmdPieces
	CmdForsyth
	CmdStipulation
	CmdSStipulation // structured stipulation; unsupported
	CmdOption
	CmdCondition
	CmdTwin
	CmdZeroPosition
	CmdProtocol // never obeyed by cpls
	CmdLaTeX
	CmdLaTeXPieces
	CmdInitialGameArray // the game array: the 32 pieces of the initial position
)

// Command is one command of a problem: its keyword and everything up to the next command.
type Command struct {
	Kind CommandKind
	// Keyword is the command word as written (possibly abbreviated).
	Keyword Token
	// Range runs from the keyword to the end of the command's last argument.
	Range Range
	// Twin is the twin the command belongs to (nil for the diagram's commands).
	Twin *Twin
	// Args: for Author, Origin, Title, Award, Remark, Protocol and LaTeX the text to the
	// end of the line (no Args when it is empty); for LaTeX and LaTeXPieces also the words
	// of the piece definitions that follow. Other commands have typed nodes instead.
	Args []Token
}

// Text is a metadata command: Author, Origin, Title, Award or Remark. Its value runs to
// the end of the line.
type Text struct {
	Kind    CommandKind // CmdAuthor, CmdOrigin, CmdTitle, CmdAward or CmdRemark
	Keyword Token
	// Value is the text after the keyword up to the end of the line, trimmed of spaces;
	// its Text is the raw bytes (Latin-1 stays Latin-1).
	Value Token
}

// Display returns the value as UTF-8: valid UTF-8 is kept, other bytes are read as
// Latin-1 (some Popeye files are Latin-1).
func (t *Text) Display() string { return decodeText(t.Value.Text) }

// Color is a piece's colour.
type Color int

// The colours of pieces.
const (
	White Color = iota
	Black
	Neutral // unsupported by cpls
)

// PieceKind is an orthodox piece, or Fairy.
type PieceKind int

// Piece kinds, in Popeye's order K Q R B S P; Fairy is any other piece (unsupported).
const (
	King PieceKind = iota
	Queen
	Rook
	Bishop
	Knight
	Pawn
	Fairy
)

// Square is a board square, A1 = 0 … H8 = 63 (rank-major, as in movegen), or NoSquare.
type Square int8

// NoSquare marks a missing or malformed square.
const NoSquare Square = -1

// SquareToken is a square as written in the source, e.g. the "b3" inside "Pa2b3c4".
type SquareToken struct {
	Range
	Square Square
}

// Piece is one piece on one square. A token like "Pa2b3c4" yields three Pieces that share
// Name and Token but have their own Square.
type Piece struct {
	Color Color
	// ColorToken is the colour word that applies (nil for Forsyth, whose letter case
	// gives the colour).
	ColorToken *Token
	Kind       PieceKind
	// Name is the piece name as written: "K", "S", "ka", "LE"; for Forsyth the letter;
	// for InitialGameArray the keyword.
	Name Token
	// FairyName is Name lower-cased for fairy pieces (e.g. "le" for the Leo), "" otherwise.
	FairyName string
	// Walk is the piece's walk index (WalkIndex): its place in Popeye's walk order, or a
	// negative number for a hunter (-2) or a name in no table (-3).
	Walk int
	// Attributes are piece specifications written before the piece or after the colour
	// (Royal, Kamikaze, Chameleon…), as written (AttributeName reads them).
	Attributes []Token
	Square     SquareToken
	// Token is the whole word the piece came from ("Pa2b3c4"), the Forsyth text, or the
	// InitialGameArray keyword.
	Token Token
	// Source says which command placed the piece.
	Source PieceSource
}

// Replacement is a piece of the diagram replaced by a later one on its square.
type Replacement struct {
	Old, By *Piece
}

// PieceSource says which command placed a piece.
type PieceSource int

// The commands that place pieces.
const (
	FromPieces    PieceSource = iota // Pieces (or a twin's Add)
	FromForsyth                      // Forsyth
	FromGameArray                    // InitialGameArray (square ranges are the keyword's)
)

// Forsyth is a Forsyth command: a board in FEN-like notation (ranks from 8 to 1, digits
// for empty squares, upper case white, lower case black; Popeye allows "." before a
// two-letter fairy piece name).
type Forsyth struct {
	Keyword Token
	Value   Token
	// Pieces placed by the command (also listed in Problem.Pieces).
	Pieces []*Piece
}

// Play is the kind of play a stipulation asks for.
type Play int

// The plays. Direct, Help, Self and Reflex are orthodox; the others are parsed so that
// later stages can name them, and reported unsupported.
const (
	PlayUnknown    Play = iota
	PlayDirect          // #2: White plays and forces the goal
	PlayHelp            // h#2: both sides cooperate, Black starts
	PlaySelf            // s#2: White forces Black to reach the goal
	PlayReflex          // r#2: selfmate where each side must reach the goal if it can
	PlaySemiReflex      // semi-r#2
	PlayHelpSelf        // hs#2
	PlayHelpReflex      // hr#2
	PlayProofGame       // dia3.5, a=>b2 (proof games)
	PlayOther           // anything else Popeye knows (reci-h, …)
)

// Goal is what the stipulation's play must reach.
type Goal int

// Goals, in the order of Popeye's goal table (input/plaintext/goal.c), which tries the
// longer symbols first. Mate, Stalemate and DoubleStalemate are supported by the solver;
// the problem package reports the others unsupported.
const (
	GoalUnknown           Goal = iota
	GoalCounterMate            // ##!
	GoalDoubleMate             // ##
	GoalMateOrStalemate        // #=
	GoalMate                   // #
	GoalDoubleStalemate        // ==
	GoalAutoStalemate          // !=
	GoalStalemate              // =
	GoalTarget                 // z<square>: a piece reaches the square
	GoalCheck                  // +
	GoalCapture                // x
	GoalSteingewinn            // % (win a piece)
	GoalEnPassant              // ep
	GoalCircuitByRebirth       // ctr
	GoalCircuit                // ct
	GoalExchangeByRebirth      // <>r
	GoalExchange               // <>
	GoalCastling               // 00
	GoalAny                    // ~
	GoalProofGame              // dia
	GoalAToB                   // a=>b
	GoalChess81                // c81
	GoalKiss                   // k<square>
	GoalAutoMate               // !#
)

// Stipulation is a Stipulation (or SStipulation) command and its parse.
type Stipulation struct {
	Keyword Token
	// Value is the stipulation text as written ("h#2", "ser-h=3.5", "3->#2"); for
	// SStipulation all its tokens.
	Value Token
	// Structured is true for SStipulation (Popeye's structured stipulation); SStip is
	// its parse when it follows the grammar (Valid), and the fields below are unset.
	Structured bool
	SStip      *SStipulation

	Play Play
	// PlayText is the play prefix as written ("", "h", "ser-h", "pser-", "hs"…), without
	// intro moves and "exact-"; PlayRange is its range.
	PlayText  string
	PlayRange Range
	// Series is true for ser- stipulations (ser-#, ser-h#, ser-s#, ser-r#, …).
	Series bool
	// Parry is true for parry series (pser-, phser-; Series is true): after a series
	// move that gives check the other side parries it with a move of its own.
	// ParryHelp is true for phser-, whose parries are help moves (in pser- of direct,
	// self and reflex play they are defences).
	Parry, ParryHelp bool
	// Intro is the number of introductory moves of a "n->" prefix (0 if none); the
	// Play, Goal and Moves fields describe the part after the arrow.
	Intro int
	// Exact is true for Popeye's "exact-" prefix.
	Exact bool
	Goal  Goal
	// GoalText is the goal as written ("#", "==", "z", "c81"…) and GoalRange its range.
	GoalText  string
	GoalRange Range
	// GoalSquare is the square of GoalTarget and GoalKiss ("z" or "k" followed by a
	// square), else NoSquare.
	GoalSquare SquareToken
	// Reci is true for reciprocal help play (reci-h, ser-reci-h; Play is PlayHelp):
	// ReciGoal is the goal the help side reaches itself, the first of "(=)#", or Goal
	// when only one is written; ReciGoalText is it as written, ReciSquare its square.
	Reci         bool
	ReciGoal     Goal
	ReciGoalText string
	ReciSquare   SquareToken
	// Moves is the number n in "#n" / "h#n.5": full moves (help play: move pairs).
	Moves int
	// HalfMove is true for n.5 (help play starting with White's half move).
	HalfMove bool
	// MovesRange is the range of the number (with its ".5").
	MovesRange Range
	// Valid is false when the text could not be parsed (a diagnostic says why).
	Valid bool
}

// ArgKind classifies an argument of an option or a condition.
type ArgKind int

// Argument kinds.
const (
	ArgWord   ArgKind = iota // anything else
	ArgNumber                // a non-negative integer (MaxSolutions 3)
	ArgSquare                // one square or several squares run together (EnPassant e3)
	ArgPiece                 // a piece name (as for some conditions)
)

// Arg is one argument of an option or condition.
type Arg struct {
	Token
	Kind ArgKind
	// Number is the value of an ArgNumber.
	Number int
	// Squares are the squares of an ArgSquare ("a1h8" gives two).
	Squares []SquareToken
}

// Option is one option of an Option command, with its arguments.
type Option struct {
	// Name is the option's canonical English name as Popeye spells it ("Intelligent",
	// "MaxSolutions", "NoBoard"), whatever language or abbreviation was written.
	Name    string
	Keyword Token
	Args    []Arg
	// Range runs from the keyword to the last argument.
	Range Range
}

// Condition is one fairy condition of a Condition command, with its arguments (variant
// words, squares, pieces, numbers). The parser only reads it: package problem says
// whether cpls plays it.
type Condition struct {
	// Name is the condition's canonical English name ("Circe", "Madrasi"…), or the word as
	// written when it is unknown.
	Name    string
	Keyword Token
	Args    []Arg
	Range   Range
}

// Twin is one twin: a Twin (or ZeroPosition) command and its operations. A twin's
// operations apply to the diagram, or to the previous twin when Continued.
//
// With Twin, the diagram itself is twin a) and the first Twin is b). With ZeroPosition
// (which may only come first), the diagram is a zero position that is not solved: the
// operations after ZeroPosition make twin a), the next Twin b), and so on.
type Twin struct {
	Keyword Token
	// Zero is true for ZeroPosition.
	Zero bool
	// Continued is the Continued word when the twin builds on the previous twin.
	Continued *Token
	Ops       []*TwinOp
	Range     Range
}

// TwinOpKind names a twinning operation (in English).
type TwinOpKind int

// Twinning operations.
const (
	TwinUnknown      TwinOpKind = iota
	TwinMove                    // move a1 b2: the piece on a1 goes to b2
	TwinExchange                // exchange a1 b2: the pieces swap
	TwinRemove                  // remove a1
	TwinAdd                     // add white Ka1
	TwinRotate                  // rotate 90|180|270
	TwinMirror                  // mirror a1<-->h1 | a1<-->a8 | a1<-->h8 | a8<-->h1
	TwinShift                   // shift a1 b3: every piece moves by the vector
	TwinSubstitute              // substitute Q R (or Q==>R): every Q becomes R
	TwinStipulation             // stipulation h#3
	TwinSStipulation            // structured stipulation (unsupported)
	TwinPolishType              // swap colours
	TwinCondition               // condition …
)

// MirrorAxis is the argument of a Mirror operation.
type MirrorAxis int

// Mirror axes, named as Popeye writes them.
const (
	MirrorNone MirrorAxis = iota
	MirrorA1H1            // a1<-->h1: files reversed (left-right)
	MirrorA1A8            // a1<-->a8: ranks reversed (top-bottom)
	MirrorA1H8            // a1<-->h8: the diagonal a1-h8
	MirrorH1A8            // a8<-->h1: the diagonal a8-h1
)

// TwinOp is one operation of a twin.
type TwinOp struct {
	Kind    TwinOpKind
	Keyword Token
	Range   Range
	// Squares of Move, Exchange, Shift (two), Remove (one or more).
	Squares []SquareToken
	// Pieces of Add (with colour and square).
	Pieces []*Piece
	// Rotate: 90, 180 or 270.
	Degrees int
	// Mirror axis.
	Axis MirrorAxis
	// TotalInvisible are the "TotalInvisible n" words of an Add operation.
	TotalInvisible []Token
	// From and To of Substitute: piece names as written and their kinds.
	From, To         Token
	FromKind, ToKind PieceKind
	// Stipulation of a Stipulation / SStipulation operation.
	Stipulation *Stipulation
	// Conditions of a Condition operation.
	Conditions []*Condition
	// Args are the operation's words as written, after the keyword.
	Args []Token
}
