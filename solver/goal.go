package solver

import (
	"strconv"

	"github.com/cpls-dev/cpls/movegen"
)

// Goal is what the last move of the play must reach. Each goal is a row of goalSpecs,
// the data the one search is parameterised with: how its test is made, whether it
// needs to know what the move did, whether it ends the play.
type Goal uint8

// The goals, as Popeye defines them (X is the side that makes the move that reaches
// the goal, Y the other side, to move after it). The values are stable; new goals are
// appended.
//
//	Mate             #    Y is in check and has no legal move
//	Stalemate        =    Y is not in check and has no legal move
//	DoubleStalemate  ==   Y is stalemated, and X would have no legal move either
//	MateOrStalemate  #=   Y has no legal move
//	Check            +    Y is in check
//	Capture          x    the move captures
//	WinPiece         %    the move captures and, under Circe, rebirths nothing (Popeye's Steingewinn)
//	EnPassant        ep   the move is an en-passant capture
//	Castling         00   the move is castling
//	AnyMove          ~    any move
//	Target           zS   the moving piece arrives on the square S
//	Kiss             kS   the moving piece ends next to the piece that stood on S in the
//	                      diagram, and no other piece is next to that one
//	Circuit          ct   the moving piece arrives on its own diagram square
//	Exchange         <>   the moving piece arrives on the diagram square of another of
//	                      X's pieces, which stands on the moving piece's diagram square
//	Chess81          c81  the moving piece arrives on Y's back rank
//	CircuitByRebirth ctr  a Circe rebirth puts a piece back on its own diagram square
//	ExchangeByRebirth <>r a Circe rebirth puts a piece on the diagram square of another
//	                      of Y's pieces, which stands on the reborn piece's diagram square
//	AutoStalemate    !=   Y is not in check and X would have no legal move
//	DoubleMate       ##   X, which had a legal move, and Y are both mated: the move left
//	                      X's own king in check
//	CounterMate      ##!  X, mated, makes a move after which both sides are mated
//	AutoMate         !#   the move left X's own king in check, and X would have no legal
//	                      move
//
// The last three are reached only by a move that leaves the mover's own king in check,
// which no other move of the play may do (Popeye's pseudo-legal goal move); in the
// position so reached a side may take the other's king, and such a capture counts as a
// legal move when it leaves its own king safe.
const (
	Mate Goal = iota
	Stalemate
	DoubleStalemate
	MateOrStalemate
	Check
	Capture
	WinPiece
	EnPassant
	Castling
	AnyMove
	Target
	Kiss
	Circuit
	Exchange
	Chess81
	AutoStalemate
	DoubleMate
	CounterMate
	AutoMate
	CircuitByRebirth
	ExchangeByRebirth
	numGoals
)

// goalSpec is what the search and the output need to know of a goal.
type goalSpec struct {
	symbol string // as written in a stipulation, before the square of z and k
	marker string // what Popeye writes after the move that reaches it ("" for nothing)
	name   string
	// preemptsCheck: the marker stands for the check too (no " +" before it).
	preemptsCheck bool
	// immobile: reaching the goal leaves Y without a legal move, so the play ends
	// there by itself and the goal can be told from the position alone.
	immobile bool
	// byMove: the test asks what the last move did (rules.MoveFacts).
	byMove bool
	// identity: the test follows pieces from the diagram (who stood where).
	identity bool
	// square: the goal names a square (z and k).
	square bool
	// selfCheck: the goal is reached only by a move that leaves the mover's own king in
	// check (engine.selfCheckCandidates); the game must list such moves.
	selfCheck bool
}

var goalSpecs = [numGoals]goalSpec{
	Mate:            {symbol: "#", marker: "#", name: "mate", preemptsCheck: true, immobile: true},
	Stalemate:       {symbol: "=", marker: "=", name: "stalemate", preemptsCheck: true, immobile: true},
	DoubleStalemate: {symbol: "==", marker: "==", name: "double stalemate", preemptsCheck: true, immobile: true},
	MateOrStalemate: {symbol: "#=", marker: "#=", name: "mate or stalemate", preemptsCheck: true, immobile: true},
	Check:           {symbol: "+", marker: "+", name: "check", preemptsCheck: true},
	Capture:         {symbol: "x", marker: "x", name: "capture", byMove: true},
	WinPiece:        {symbol: "%", marker: "%", name: "win of a piece", byMove: true},
	EnPassant:       {symbol: "ep", name: "en-passant capture", byMove: true},
	Castling:        {symbol: "00", name: "castling", byMove: true},
	AnyMove:         {symbol: "~", name: "any move"},
	Target:          {symbol: "z", marker: "z", name: "target square", byMove: true, square: true},
	Kiss:            {symbol: "k", name: "kiss", byMove: true, identity: true, square: true},
	Circuit:         {symbol: "ct", name: "circuit", byMove: true, identity: true},
	Exchange:        {symbol: "<>", name: "exchange", byMove: true, identity: true},
	Chess81:         {symbol: "c81", marker: "c81", name: "chess81", byMove: true},
	AutoStalemate:   {symbol: "!=", marker: "!=", name: "auto-stalemate", preemptsCheck: true},
	DoubleMate:      {symbol: "##", marker: "##", name: "double mate", preemptsCheck: true, selfCheck: true},
	CounterMate:     {symbol: "##!", marker: "##!", name: "counter-mate", preemptsCheck: true, selfCheck: true},
	AutoMate:        {symbol: "!#", marker: "!#", name: "auto-mate", selfCheck: true},
	// Popeye's tests of ctr and <>r themselves never hold: only the Circe rebirth's
	// (conditions/circe/circuit_by_rebirth_special.c, exchange_by_rebirth_special.c).
	CircuitByRebirth:  {symbol: "ctr", name: "circuit by rebirth", byMove: true, identity: true},
	ExchangeByRebirth: {symbol: "<>r", name: "exchange by rebirth", byMove: true, identity: true},
}

func (g Goal) spec() goalSpec {
	if g < numGoals {
		return goalSpecs[g]
	}
	return goalSpec{symbol: "?", name: "goal(" + strconv.Itoa(int(g)) + ")"}
}

// Symbol returns the goal as Popeye writes it in stipulations, without the square of
// z and k: "#", "=", "==", "x", "00", ….
func (g Goal) Symbol() string { return g.spec().symbol }

// Marker returns what Popeye writes after the move that reaches the goal ("#", "x",
// "z"; "" for the goals it marks with nothing, such as castling and any move).
func (g Goal) Marker() string { return g.spec().marker }

// PreemptsCheck reports whether the goal's marker stands for the check too: Popeye
// writes no " +" before it.
func (g Goal) PreemptsCheck() bool { return g.spec().preemptsCheck }

// HasSquare reports whether the goal names a square (z and k).
func (g Goal) HasSquare() bool { return g.spec().square }

// ByMove reports whether the goal asks what the last move did, which a rules.Game
// answers through rules.MoveFacts.
func (g Goal) ByMove() bool { return g.spec().byMove }

// String returns the goal's name: "mate", "stalemate", "capture", ….
func (g Goal) String() string { return g.spec().name }

// goalText writes g with its square, as in a stipulation ("#", "zh3").
func goalText(g Goal, sq movegen.Square) string {
	if g.HasSquare() {
		return g.Symbol() + sq.String()
	}
	return g.Symbol()
}
