package solver

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// board is the game an engine plays on. An orthodox game is called directly on its
// movegen position (fast), which offers movegen's orthodox shortcuts too; any other
// rules.Game is called through the interface. The methods here are small enough to be
// inlined; the hot operations (make, unmake, legal moves, gives-check, the goal tests)
// branch on fast in the engine's own methods instead, because a method of board that
// makes either call would not be inlined and would cost the orthodox search a call on
// every node.
type board struct {
	fast *movegen.Position // the orthodox position; nil for other rules
	orth *rules.Orthodox   // the orthodox game of fast; nil for other rules
	// excl is the game when it is orthodox chess with mutually exclusive castlings
	// (rules.ExclusiveCastling), played on the fast path too: after a castling the
	// engine applies its rule (Castled). Nil otherwise.
	excl *rules.ExclusiveCastling
	game rules.Game
	lazy rules.LazyMover // game, when it tests moves for legality one by one; nil for orthodox
	// pieceLazy is lazy when it generates its moves a piece at a time
	// (rules.PieceLazyMover); nil otherwise.
	pieceLazy rules.PieceLazyMover
	// judge is the game when it can judge a move after it is played (rules.AfterJudge);
	// nil for orthodox.
	judge rules.AfterJudge
	// suff is the game when a side may be suffocated in it (rules.Suffocation), nil
	// otherwise: the goal tests then ask it.
	suff rules.Suffocation
	// imm is the game when its rules say what immobility is (rules.Immobility), nil
	// otherwise: the goal tests then ask it instead of whether a legal move exists.
	imm rules.Immobility
	// mirror is the game when its rules keep orthodox play (rules.OrthodoxPlay), nil
	// otherwise; shadow is the orthodox game the target search keeps beside it once it
	// starts (engine.targetPos), made and unmade with it.
	mirror rules.OrthodoxPlay
	shadow *rules.Orthodox
	// holes are the squares a game of rules.HoledPlay takes off the board (its mirror
	// has them as empty squares); 0 otherwise.
	holes movegen.Bitboard
	// self is the game when it lists the moves that leave the mover in check
	// (rules.SelfChecker), which the goals of Goal.selfCheck need; nil otherwise and for
	// orthodox, whose fast position lists them.
	self rules.SelfChecker
}

// holedMirror is a game of orthodox play on a board with holes (rules.HoledPlay) as the
// mirror the target search follows: its orthodox position has the holes as empty
// squares, and the targets are built knowing them (board.holes).
type holedMirror struct{ rules.HoledPlay }

func (h holedMirror) OrthodoxPosition() *movegen.Position { return h.HoledPosition() }

func newBoard(g rules.Game) board {
	if o, ok := g.(*rules.Orthodox); ok {
		return board{fast: o.Position, orth: o, game: g}
	}
	if x, ok := g.(*rules.ExclusiveCastling); ok {
		return board{fast: x.Position, orth: x.Orthodox, game: g, excl: x}
	}
	lazy, _ := g.(rules.LazyMover)
	judge, _ := g.(rules.AfterJudge)
	self, _ := g.(rules.SelfChecker)
	b := board{game: g, lazy: lazy, judge: judge, self: self}
	if p, ok := g.(rules.PieceLazyMover); ok && lazy != nil {
		b.pieceLazy = p
	}
	if s, ok := g.(rules.Suffocation); ok && s.MaySuffocate() {
		b.suff = s
	}
	if s, ok := g.(rules.Immobility); ok && s.ImmobilityRule() {
		b.imm = s
	}
	if m, ok := g.(rules.OrthodoxPlay); ok && b.suff == nil && b.imm == nil {
		b.mirror = m
		if h, ok := g.(rules.HoledPlay); ok && h.Holes() != 0 {
			b.mirror, b.holes = holedMirror{h}, h.Holes()
		}
	}
	return b
}

// moveGoal reports whether goal g can be reached while the other side still has a move:
// it is not a mate or stalemate, or the rules' immobility leaves a move (rules.Immobility).
func (b board) moveGoal(g Goal) bool { return !g.spec().immobile || b.imm != nil }

// suffocated reports whether the side to move is suffocated (rules.Suffocation).
func (b board) suffocated() bool { return b.suff != nil && b.suff.Suffocated() }

func (b board) SideToMove() movegen.Color {
	if b.fast != nil {
		return b.fast.SideToMove()
	}
	return b.game.SideToMove()
}

func (b board) King(c movegen.Color) movegen.Square {
	if b.fast != nil {
		return b.fast.King(c)
	}
	return b.game.King(c)
}

func (b board) Pass() {
	if b.orth != nil {
		b.orth.Pass()
		return
	}
	b.game.Pass()
	if b.shadow != nil {
		b.shadow.Pass()
	}
}

// PassThreat passes as the defender's dummy move that starts a threat, with the effects
// the rules give it (rules.ThreatPasser); Unpass takes it back.
func (b board) PassThreat() {
	t, ok := b.game.(rules.ThreatPasser)
	if b.orth != nil || !ok {
		b.Pass()
		return
	}
	t.PassThreat()
	if b.shadow != nil {
		b.shadow.Pass()
	}
}

func (b board) Unpass() {
	if b.orth != nil {
		b.orth.Unpass()
		return
	}
	b.game.Unpass()
	if b.shadow != nil {
		b.shadow.Unpass()
	}
}

func (b board) InCheck() bool {
	if b.fast != nil {
		return b.fast.InCheck()
	}
	return b.game.InCheck()
}

func (b board) Hash() uint64 {
	if b.fast != nil {
		return b.fast.Hash()
	}
	return b.game.Hash()
}
