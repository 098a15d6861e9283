package rules

import (
	"iter"

	"github.com/cpls-dev/cpls/movegen"
)

// Game is a position under some rules, as the search plays on it. The goals are asked
// through it too: the side to move is mated when it is in check and has no legal move,
// stalemated when it is not in check and has none.
//
// Moves are movegen.Moves of the Game that made them: their From and To bits are the
// departure and arrival squares, as in movegen's layout; whatever else a move must
// carry is the Game's own business in the remaining bits, and only the Game that made a
// move may read it or make it. movegen.Move(0) is never a move.
//
// A Game is used by one goroutine at a time; Clone makes an independent copy for
// another.
type Game interface {
	// SideToMove returns the side to move.
	SideToMove() movegen.Color
	// SetTurn makes c the side to move in the diagram, before any move is made; rights
	// that only the other side could use (an en-passant capture) lapse.
	SetTurn(c movegen.Color)
	// King returns the square of c's royal piece, movegen.NoSquare if it has none.
	King(c movegen.Color) movegen.Square

	// LegalMoves appends the legal moves of the side to move to buf and returns it.
	LegalMoves(buf []movegen.Move) []movegen.Move
	// HasLegalMove reports whether the side to move has a legal move.
	HasLegalMove() bool
	// Make plays m, a legal move of the side to move; Unmake takes back the last move
	// made and not taken back.
	Make(m movegen.Move)
	Unmake()
	// Pass gives the move to the other side without a move (threats, series play, set
	// play); Unpass takes back the last pass. Rights that lapse after any move (an
	// en-passant capture) lapse after a pass too.
	Pass()
	Unpass()

	// InCheck reports whether the side to move's royal piece is attacked.
	InCheck() bool
	// GivesCheck reports whether m, a legal move of the side to move, leaves the other
	// side in check.
	GivesCheck(m movegen.Move) bool
	// Hash returns a hash of the position: equal positions (pieces, side to move,
	// rights) have equal hashes, and the search trusts it as a key.
	Hash() uint64

	// Clone returns an independent copy of the game in its current position.
	Clone() Game
}

// CheckingMover is a Game that can list the moves that may give check without
// generating and testing every legal move: the search asks for it where only checking
// moves matter (the last move of a mate). CheckCandidates appends to buf a list of legal
// moves of the side to move that holds every legal move giving check (GivesCheck
// decides which do) and reports true, or reports false when it cannot vouch for such a
// list (the search then generates the legal moves). The name is not movegen's
// (CheckingMoves), so that a Game that embeds Orthodox and changes its legal moves does
// not offer orthodox candidates by accident; the orthodox fast path uses movegen's.
type CheckingMover interface {
	CheckCandidates(buf []movegen.Move) ([]movegen.Move, bool)
}

// QuietMover is a Game that can list its legal moves that leave the other side out of
// check, the candidates of a stalemate, without judging the checks (a check that the
// rules allow only when it mates). QuietMoves appends them to buf and reports true, or
// reports false when it cannot (the search then filters the legal moves).
type QuietMover interface {
	QuietMoves(buf []movegen.Move) ([]movegen.Move, bool)
}

// SelfChecker is a Game that can list the moves that leave the mover's own royal piece
// in check, which no legal move does: the goals double mate, counter-mate and
// auto-mate are reached by them alone. SelfCheckMoves appends them to buf; Make plays
// them as it plays legal moves. HasMoveKeepingKing is HasLegalMove for the positions
// those moves reach, where both royal pieces may be attacked: a capture of the other
// side's royal piece counts as a move, one of the mover's own (a neutral royal piece,
// which is both sides') does not.
type SelfChecker interface {
	SelfCheckMoves(buf []movegen.Move) []movegen.Move
	HasMoveKeepingKing() bool
}

// LazyMover is a Game that can list a superset of its legal moves cheaply and test each
// for legality on its own, so that a search that may stop at the first move it plays
// (a refutation) does not test them all. PseudoLegalMoves appends to buf moves of the
// side to move that hold every legal move and reports true, or reports false when it
// cannot (the search then asks LegalMoves); IsLegal reports whether one of those moves
// is legal, in the position they were listed in.
type LazyMover interface {
	PseudoLegalMoves(buf []movegen.Move) ([]movegen.Move, bool)
	IsLegal(m movegen.Move) bool
}

// PieceLazyMover is a LazyMover that can generate its pseudo-legal moves a piece at a
// time, so that a search that stops at the first move it judges (a legal move that
// misses the goal) does not generate the other pieces' moves first: under AntiCirce
// Super every capture is a move per rebirth square. PseudoLegalSeq returns the moves
// PseudoLegalMoves would list, in its order, and reports true, or reports false when
// it cannot (the search then asks PseudoLegalMoves). The sequence is ranged over once,
// in the position it was returned in, which the loop body must leave as it found it;
// IsLegal may be asked of its moves as they come.
type PieceLazyMover interface {
	PseudoLegalSeq() (iter.Seq[movegen.Move], bool)
}

// TriedMover is a Game that can list the moves Popeye tries for the side to move, legal
// or not, which its options StartMoveNumber and UpToMoveNumber number: TriedMoves
// appends them to buf and reports true, or reports false when it cannot (a condition
// selects among the legal moves).
type TriedMover interface {
	TriedMoves(buf []movegen.Move) ([]movegen.Move, bool)
}

// Suffocation is a Game under whose rules a side may be "suffocated" (Popeye's
// paralysing pieces): it would have moves if no piece paralysed, but every one of them is
// by a paralysed piece. A suffocated side is stalemated, even when its royal piece is
// attacked, and never mated. The search asks Suffocated only when MaySuffocate, which is
// fixed for the game, reports true.
type Suffocation interface {
	MaySuffocate() bool
	// Suffocated reports whether the side to move is suffocated.
	Suffocated() bool
}

// AttackerAware is a Game whose rules depend on which side plays White's role, the
// attacker (a condition binding the defending side: UltraSchachZwang). The search tells
// it at the start of each half (Duplex solves a second half with Black attacking).
type AttackerAware interface {
	SetAttacker(c movegen.Color)
}

// Immobility is a Game under whose rules the immobility the goals mate and stalemate ask
// for is not having no legal move (MAFF: the royal piece has exactly one legal move and
// no other piece any). The search asks Immobile in the goal tests, and takes a side
// without a legal move for immobile only when ImmobilityRule, which is fixed for the
// game, reports false.
type Immobility interface {
	ImmobilityRule() bool
	// Immobile reports whether the side to move is immobile as the goals see it.
	Immobile() bool
}

// MoveKeyer is a Game whose moves carry bits that do not change what a move does as
// Popeye compares moves (which departs and arrives where, and what it becomes): a hop's
// hurdle, say. The search re-finds a threat after a defence by MoveKey, so that a hop
// over another hurdle to the same square is the same threat. MoveKey is asked in the
// position where m is a move (the threat's, then the one after the defence), so a key
// may depend on the position.
type MoveKeyer interface {
	MoveKey(m movegen.Move) movegen.Move
}

// ThreatPasser is a Game whose rules give the defender's dummy move that starts a
// threat an effect (LostPieces: the pass removes the attacker's pieces that would be
// mated, Popeye's remover behind the threat branch's dummy move). The search passes
// with PassThreat where it looks for threats; Unpass takes it back. Other passes
// (series play, set play, the maximum threat length's test) stay plain Passes.
type ThreatPasser interface {
	PassThreat()
}

// Undecider is a Game under whose rules whether a move may be played can depend on
// tests Popeye stops at a horizon (ExclusiveChess): Undecided appends to buf the moves
// of the side to move that Popeye cannot decide and so writes with a remark ("Can't
// decide whether this move is refuted") instead of playing them. The search asks it of
// the first moves of a problem.
type Undecider interface {
	Undecided(buf []movegen.Move) []movegen.Move
}

// LegalityUndecider is an Undecider whose undecided moves may be ones Popeye cannot
// decide the legality of (ChecklessChess: whether a check mates), which it writes with
// "cannot decide if this move is legal or not" in battle play.
type LegalityUndecider interface {
	UndecidesLegality() bool
}

// PopeyeOrderer is a Game that can put a list of its moves into the order Popeye plays
// them in (pieces from a1 to h8, each piece's moves the last generated first, the
// variants of one move, such as promotions, in their own order). The search asks for it
// where the answer depends on that order (MaxSolutions cuts the search after the first
// solutions found).
type PopeyeOrderer interface {
	PopeyeOrder(moves []movegen.Move)
}

// CheckedDiagram is a Game under whose rules the side not to move may stand in check in
// the diagram and its royal piece is still not captured (LeseMajeste): the search then
// solves such a position instead of saying that the side to play could capture the king.
// CheckedDiagramAllowed is fixed for the game.
type CheckedDiagram interface {
	CheckedDiagramAllowed() bool
}

// OrthodoxPlay is a Game whose rules may only narrow the choice among orthodox chess's
// legal moves, never to none (Maximummer): its pieces are orthodox, its legal moves are
// orthodox legal moves that do what they do in orthodox chess, and check, mate and
// stalemate are orthodox. What is built on orthodox play alone (the help-play targets:
// the final positions a line may reach, and how many moves a piece needs to reach a
// square) holds in it, since every line of its play is a line of orthodox play.
type OrthodoxPlay interface {
	// OrthodoxPosition returns a new orthodox position equal to the game's current one,
	// or nil when the game's rules are not such.
	OrthodoxPosition() *movegen.Position
	// OrthodoxMove returns m, a legal move of the side to move, as the move of the
	// orthodox position.
	OrthodoxMove(m movegen.Move) movegen.Move
}

// HoledPlay is a Game that plays orthodox chess on a board with squares taken off it
// (the condition Hole): no piece stands on them or moves across them, so a line through
// one is blocked as at the board's edge, and otherwise its pieces, moves, check, mate and
// stalemate are orthodox (its rules may narrow the choice among the legal moves, never
// to none, as OrthodoxPlay's). A move count on the whole board never exceeds one on the
// smaller board, so the help-play targets hold in it where their construction knows the
// holes.
type HoledPlay interface {
	// Holes returns the squares taken off the board; 0 when the game's rules are not
	// such (no square taken off, or rules other than orthodox play).
	Holes() movegen.Bitboard
	// HoledPosition returns a new orthodox position equal to the game's current one,
	// the holes empty squares, or nil when Holes is 0.
	HoledPosition() *movegen.Position
	// OrthodoxMove returns m, a legal move of the side to move, as the move of the
	// orthodox position.
	OrthodoxMove(m movegen.Move) movegen.Move
}

// Material is a Game that tells whether a side has a piece besides its kings, for Option
// KeepMatingPiece (Popeye counts every walk but the king's, a royal fairy piece and a
// neutral piece too). A Game without it plays KeepMatingPiece only when it is
// rules.Orthodox.
type Material interface {
	// HasNonKing reports whether c has a piece whose walk is not the king's.
	HasNonKing(c movegen.Color) bool
}

// AfterJudge is a Game that can spare a search that plays every move of a position the
// second play of each: where its legality test needs a move played, PlayMoves appends to
// buf the pseudo-legal moves of the side to move (a superset of the legal ones, every
// legal move among them) and reports true, and the search, after making each, asks
// MadeLegal whether it was legal, taking it back at once if not; elsewhere PlayMoves
// appends the legal moves and reports false.
type AfterJudge interface {
	PlayMoves(buf []movegen.Move) ([]movegen.Move, bool)
	// MadeLegal reports whether the last move made, one PlayMoves listed to be judged,
	// is legal.
	MadeLegal() bool
}
