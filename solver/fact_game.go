package solver

import (
	"errors"
	"fmt"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// factGame is the game of a solve whose goal asks what the last move did (Goal.ByMove):
// a rules.Game that remembers, for every move made, its rules.Facts and, for the goals
// that follow pieces (Kiss, Circuit, Exchange), where each piece stood in the diagram.
// The search plays on it through the rules.Game interface; the orthodox fast path is
// left to the goals that need none of this.
type factGame struct {
	rules.Game
	facts rules.MoveFacts
	// origin[s] is the diagram square of the piece on s, movegen.NoSquare for an empty
	// square; kept only with identity.
	origin   [64]movegen.Square
	identity bool
	// idHash is the part of Hash that tells pieces apart by their diagram squares, so
	// that the table does not take a position for another whose pieces swapped places.
	idHash uint64
	played []playedMove
}

// playedMove is what factGame keeps of one move or pass.
type playedMove struct {
	facts rules.Facts
	pass  bool
	// mover and captured are the diagram squares of the moving and the captured piece
	// (with identity).
	mover, captured movegen.Square
	// reborn is the diagram square of the piece a Circe rebirth put back (with
	// identity and facts.Rebirth).
	reborn movegen.Square
}

// errNoMoveFacts is the error of a solve whose goal needs rules.MoveFacts on a game
// without it.
var errNoMoveFacts = errors.New("these rules cannot tell what a move did")

// CheckGame reports whether the stipulation can be solved on g: goals about the last
// move need a game that implements rules.MoveFacts, and those reached by a move that
// leaves the mover's king in check (##, ##!, !#) one that lists such moves (the
// orthodox game, rules.SelfChecker). The error says what is missing.
func CheckGame(g rules.Game, stip Stipulation) error {
	if stip.Goal.spec().selfCheck || stip.Reci && stip.ReciGoal.spec().selfCheck {
		_, orthodox := g.(*rules.Orthodox)
		if _, ok := g.(rules.SelfChecker); !ok && !orthodox {
			return fmt.Errorf("%w: the goal %s on other rules than orthodox chess", ErrUnsupported, stip.Goal.Symbol())
		}
	}
	if byMove, _ := stip.byMove(); !byMove {
		return nil
	}
	if _, ok := g.(rules.MoveFacts); !ok {
		return fmt.Errorf("%w: the goal %s (%v)", ErrUnsupported, stip.Goal.Symbol(), errNoMoveFacts)
	}
	return nil
}

// newFactGame wraps g, whose position is the diagram.
func newFactGame(g rules.Game, identity bool) *factGame {
	f := &factGame{Game: g, facts: g.(rules.MoveFacts), identity: identity}
	for s := movegen.Square(0); s < 64; s++ {
		f.origin[s] = movegen.NoSquare
		if identity {
			if _, ok := f.facts.Occupant(s); ok {
				f.origin[s] = s
				f.idHash ^= identityKey(s, s)
			}
		}
	}
	return f
}

// identityKey is the hash of the piece from the diagram square from standing on s.
func identityKey(s, from movegen.Square) uint64 {
	return zobristMix(uint64(s)<<8 | uint64(from) | 1<<20)
}

// zobristMix is a 64-bit mixing function (splitmix64's finaliser).
func zobristMix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// Make plays m and remembers what it did.
func (f *factGame) Make(m movegen.Move) {
	p := playedMove{facts: f.facts.Facts(m), mover: movegen.NoSquare, captured: movegen.NoSquare, reborn: movegen.NoSquare}
	if f.identity {
		fc := &p.facts
		if fc.Captured != movegen.NoSquare {
			p.captured = f.take(fc.Captured)
		}
		p.mover = f.take(fc.From)
		if fc.AlsoFrom != movegen.NoSquare {
			f.put(fc.AlsoTo, f.take(fc.AlsoFrom))
		}
		if fc.To != movegen.NoSquare {
			f.put(fc.To, p.mover)
		}
		if fc.Rebirth.Of != rules.NotReborn {
			p.reborn = f.rebornOrigin(fc.Rebirth.Of, p.captured)
			f.put(fc.Rebirth.On, p.reborn)
		}
	}
	f.played = append(f.played, p)
	f.Game.Make(m)
}

// Unmake takes back the last move.
func (f *factGame) Unmake() {
	p := f.played[len(f.played)-1]
	f.played = f.played[:len(f.played)-1]
	if f.identity {
		fc := &p.facts
		if fc.Rebirth.Of != rules.NotReborn {
			f.take(fc.Rebirth.On)
		}
		if fc.To != movegen.NoSquare {
			f.take(fc.To)
		}
		if fc.AlsoFrom != movegen.NoSquare {
			f.put(fc.AlsoFrom, f.take(fc.AlsoTo))
		}
		f.put(fc.From, p.mover)
		if fc.Captured != movegen.NoSquare {
			f.put(fc.Captured, p.captured)
		}
	}
	f.Game.Unmake()
}

// rebornOrigin returns the diagram square of the piece a rebirth of the next move puts
// back, captured being that of the piece the move captures: the piece this move, the
// move before or the last capture before took.
func (f *factGame) rebornOrigin(of rules.RebornPiece, captured movegen.Square) movegen.Square {
	switch of {
	case rules.RebornPreviousCapture:
		if n := len(f.played); n > 0 {
			return f.played[n-1].captured
		}
		return movegen.NoSquare
	case rules.RebornLastCapture:
		for i := len(f.played) - 1; i >= 0; i-- {
			if f.played[i].facts.Captured != movegen.NoSquare {
				return f.played[i].captured
			}
		}
		return movegen.NoSquare
	}
	return captured
}

// take empties s and returns the diagram square of the piece that stood there.
func (f *factGame) take(s movegen.Square) movegen.Square {
	o := f.origin[s]
	if o != movegen.NoSquare {
		f.idHash ^= identityKey(s, o)
		f.origin[s] = movegen.NoSquare
	}
	return o
}

// put places the piece from the diagram square o on s.
func (f *factGame) put(s, o movegen.Square) {
	f.origin[s] = o
	if o != movegen.NoSquare {
		f.idHash ^= identityKey(s, o)
	}
}

// Pass passes, remembered as a move that did nothing.
func (f *factGame) Pass() {
	f.played = append(f.played, playedMove{pass: true, mover: movegen.NoSquare, captured: movegen.NoSquare})
	f.Game.Pass()
}

// Unpass takes back the last pass.
func (f *factGame) Unpass() {
	f.played = f.played[:len(f.played)-1]
	f.Game.Unpass()
}

// Hash tells positions apart by their pieces' diagram squares too (with identity).
func (f *factGame) Hash() uint64 { return f.Game.Hash() ^ f.idHash }

// Clone returns an independent copy.
func (f *factGame) Clone() rules.Game {
	c := *f
	c.Game = f.Game.Clone()
	c.facts = c.Game.(rules.MoveFacts)
	c.played = append([]playedMove(nil), f.played...)
	return &c
}

// last returns the last move or pass; ok is false before any.
func (f *factGame) last() (playedMove, bool) {
	if len(f.played) == 0 {
		return playedMove{}, false
	}
	return f.played[len(f.played)-1], true
}

// reached reports whether the last move reached g (a goal about the move, Goal.ByMove);
// mover is the side that made it.
func (f *factGame) reached(g Goal, sq movegen.Square, mover movegen.Color) bool {
	p, ok := f.last()
	if !ok || p.pass {
		return false
	}
	fc := &p.facts
	switch g {
	case Capture, WinPiece, EnPassant, Castling, Target, Chess81:
		// The move's facts decide these goals alone: the quick filter is exact for them.
		return mayReachByMove(g, sq, *fc, mover)
	case Circuit, Exchange, Kiss:
		if fc.To == movegen.NoSquare {
			return false // the moving piece left the board
		}
	}
	switch g {
	case Circuit:
		return p.mover == fc.To
	case Exchange:
		home := p.mover
		if home == movegen.NoSquare || home == fc.To || f.origin[home] != fc.To {
			return false
		}
		c, occupied := f.facts.Occupant(home)
		return occupied && c == mover
	case Kiss:
		return f.kissed(fc.To, sq)
	case CircuitByRebirth:
		return fc.Rebirth.Of != rules.NotReborn && p.reborn != movegen.NoSquare && p.reborn == fc.Rebirth.On
	case ExchangeByRebirth:
		return f.exchangedByRebirth(p, mover)
	}
	return false
}

// exchangedByRebirth reports whether the rebirth of the move p, made by mover, put a
// piece on the diagram square of one of the other side's pieces, which stands on the
// reborn piece's diagram square (Popeye's circe_exchange_special_solve).
func (f *factGame) exchangedByRebirth(p playedMove, mover movegen.Color) bool {
	on, home := p.facts.Rebirth.On, p.reborn
	if p.facts.Rebirth.Of == rules.NotReborn || home == movegen.NoSquare || home == on || f.origin[home] != on {
		return false
	}
	c, occupied := f.facts.Occupant(home)
	return occupied && c != mover
}

// kissed reports whether the piece on kisser stands next to the piece from the
// diagram square kissee and no other piece stands next to that one.
func (f *factGame) kissed(kisser, kissee movegen.Square) bool {
	for _, s := range neighbours(kisser) {
		if f.origin[s] != kissee {
			continue
		}
		for _, t := range neighbours(s) {
			if _, occupied := f.facts.Occupant(t); occupied && t != kisser {
				return false
			}
		}
		return true
	}
	return false
}

// neighbours returns the squares next to s.
func neighbours(s movegen.Square) []movegen.Square {
	var out []movegen.Square
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			if t, ok := s.Offset(df, dr); ok && (df != 0 || dr != 0) {
				out = append(out, t)
			}
		}
	}
	return out
}

// preview returns what m would do; it is for quick filters before m is made.
func (f *factGame) preview(m movegen.Move) rules.Facts { return f.facts.Facts(m) }
