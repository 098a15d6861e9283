package solver

// Options are Popeye's solving options that change what is searched or shown. Position
// options (EnPassant, NoCastling, NoWk, NoBk) are not here: the caller sets up the
// position accordingly. The zero value solves with Popeye's defaults.
type Options struct {
	// Try shows tries: attacker first moves that fail to at most Defence refutations
	// (one when Defence is 0), with their refutations ("but").
	Try bool
	// Defence is the most refutations a try may have to be shown (Popeye's
	// "Defence n"); 0 means 1. It implies Try.
	Defence int
	// Threat n: a defence counts as a defence only if it leaves no threat in at most n
	// moves (0: no limit). Popeye shows the stipulation as "#3/2".
	Threat int
	// NoThreat shows variations without computing threats.
	NoThreat bool
	// Variation shows threats and variations after keys and tries.
	Variation bool
	// SetPlay also solves the diagram with the other side to move first: the
	// defender's moves before the key (direct, self, reflex play), or help play that
	// starts with the other side, one half move shorter.
	SetPlay bool
	// PostKeyPlay treats the diagram as the position after the key: only the play
	// after it (threat, variations, refutations) is solved.
	PostKeyPlay bool
	// WhiteToPlay makes help play start with White (h#n is solved as h#(n-1).5).
	WhiteToPlay bool
	// Duplex also solves the stipulation with colours swapped; HalfDuplex solves only
	// the swapped one.
	Duplex     bool
	HalfDuplex bool
	// MaxSolutions stops after this many solutions (0: no limit); the result is then
	// Partial.
	MaxSolutions int
	// StartMoveNumber n (Popeye's option) leaves out the first moves that Popeye numbers
	// before n (with MoveNumbers): in its order of first moves, pseudo-legal ones counted.
	// It needs rules that know Popeye's order (rules.PopeyeOrderer); 0 or 1: none.
	StartMoveNumber int
	// MoveNumbers are StartMoveNumber and UpToMoveNumber as lists of numbers, one for
	// each level of moves ("3:2:5"): help play without introductory moves does not search
	// the moves Popeye skips (MoveNumbers.Skips); nil skips none.
	MoveNumbers *MoveNumbers
	// NoShortVariations leaves out variations that reach the goal before the full
	// length.
	NoShortVariations bool
	// MatesIn1 shows, in self play, the defender's moves that reach the goal before
	// the last move (Popeye's "MatesIn1"); without it only the last move's are shown.
	MatesIn1 bool
	// StopOnShortSolutions stops after the shortest solutions if they are shorter
	// than the stipulation; the result is then Partial.
	StopOnShortSolutions bool
	// Intelligent is Popeye's speed hint for help play. It is accepted and has no
	// effect on the answer.
	Intelligent bool
	// IntelligentLimit n (Popeye's "Intelligent n") keeps, of the help and series play
	// of a mate in orthodox chess, at most n solutions per target position of Popeye's
	// intelligent mode (see target.MateCores); 0: no limit. The result is Partial when
	// a target had n.
	IntelligentLimit int
	// MaxFlightSquares n: in battle play a defence node where the defending king has
	// more than n flights (legal king moves) counts as defended, when at least two
	// attacking moves are left (0: unused, unless LimitFlights).
	MaxFlightSquares int
	// LimitFlights: MaxFlightSquares applies even when 0 (Popeye's "MaxFlightSquares
	// 0": any flight defends).
	LimitFlights bool
	// Quodlibet: in self and reflex play a direct goal by the attacker also counts.
	Quodlibet bool
	// GoalIsEnd: a goal that is not a mate or stalemate (x, z, c81, …) ends the play
	// whichever side reaches it; reached by the wrong side, the play has failed.
	GoalIsEnd bool
	// NonTrivial (Popeye's "NonTrivial m k") limits battle play to solutions in which
	// the defender, wherever more than k attacking moves are left (more than k+1 in
	// direct play), has at most NonTrivialMax+1 nontrivial defences: moves the attacker
	// cannot answer by reaching the end within k moves (k+1 in direct and reflex play;
	// in self play with k = 0, moves that do not reach the goal themselves). The defences above one
	// at a node use up NonTrivialMax for the rest of the line, and a node with none
	// adds one to it, as in Popeye.
	NonTrivial                   bool
	NonTrivialMax, NonTrivialMin int
	// DegenerateTree and DegenerateMoves are Popeye's degenerate tree, which Threat n
	// and NonTrivial m n set (DegenerateMoves n, the later of the two options
	// counting): where Popeye decides whether an attacking move succeeds, an attacker
	// with more than n moves left tries the lengths up to n and then the full length
	// only, not those between (options/degenerate_tree.c). It changes the outcome where
	// a guard of Threat, MaxFlightSquares or NonTrivial depends on the length left.
	DegenerateTree  bool
	DegenerateMoves int
	// KeepMatingPiece: in battle play a move after which the side that is to reach
	// the goal has no piece but its king left fails (the goal not reached by it); the
	// orthodox rules only.
	KeepMatingPiece bool

	// MaxNodes ends the search with an Interrupted result after about this many
	// positions (0: no limit). Time budgets are given through the context.
	MaxNodes uint64
	// MemoryLimit is the memory budget of the solve in bytes (0: the context's, see
	// WithMemoryLimit, else DefaultMemoryLimit). The transposition tables are sized to
	// a quarter of it, and the search ends with an Interrupted result (Err ErrMemory)
	// once the heap has grown by more than it. It changes no answer the solve finishes.
	MemoryLimit int64
	// Workers is the number of goroutines searching root moves in parallel
	// (0: runtime.GOMAXPROCS).
	Workers int
	// Observer, if not nil, is told of each solution and each finished first move
	// while the search runs (see Observer). It changes nothing in what is searched:
	// callers that key results by Options should leave it out of the key.
	Observer *Observer
}

// refutationLimit is the largest number of refutations a shown try may have.
func (o Options) refutationLimit() int {
	if o.Defence > 0 {
		return o.Defence
	}
	return 1
}

// tries reports whether tries are to be shown.
func (o Options) tries() bool { return o.Try || o.Defence > 0 }
