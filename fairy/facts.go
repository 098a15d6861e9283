package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// Facts returns what m, a legal move of the side to move, does (rules.MoveFacts), so
// that the goals about the last move (capture, castling, en passant, target square,
// Chess81, circuit, exchange, kiss) can be solved with fairy pieces: a locust's or a
// marine piece's capture takes the piece on its aux square, a Bul or Dob hop moves its
// hurdle too.
func (g *Game) Facts(m movegen.Move) rules.Facts {
	d := g.decode(m)
	f := rules.Facts{From: square(d.from), To: square(d.to), Captured: movegen.NoSquare,
		AlsoFrom: movegen.NoSquare, AlsoTo: movegen.NoSquare}
	if c := g.capturedSquare(&d); c != 0 {
		f.Captured = square(c)
	}
	switch d.kind {
	case enPassant:
		f.EnPassant = true
	case castleShort:
		f.Castling = true
		f.AlsoFrom, f.AlsoTo = square(d.from+3*dirRight), square(d.from+dirRight)
	case castleLong:
		f.Castling = true
		f.AlsoFrom, f.AlsoTo = square(d.from+4*dirLeft), square(d.from+dirLeft)
	case hurdleHop:
		f.AlsoFrom, f.AlsoTo = square(d.aux), square(int(d.dest))
	}
	at, reborn, rebirth := g.moverAfterEffects(m, d)
	f.Reborn, f.Rebirth = reborn, rebirth
	switch at {
	case 0:
	case vanished:
		f.To = movegen.NoSquare
	default:
		f.To = square(at)
	}
	return f
}

// vanished is what moverAfterEffects returns for a moving piece that is no longer on
// the board (a kamikaze that captured and was not reborn).
const vanished = -1

// moverAfterEffects returns the box square an effect of m (decoded as d) moves the
// moving piece on to (AntiCirce's rebirth, Wormholes, a kamikaze capturer's Circe
// rebirth), vanished for a kamikaze capturer that is gone, 0 when it stays where it
// arrives: Popeye's goals follow the piece through the move's effects
// (move_effect_journal_follow_piece_through_other_effects in solving/goals/*.c); and
// whether a Circe condition rebirths a piece in the move (moveEffect.reborn), and where
// it put a captured piece back (moveEffect.rebirth).
func (g *Game) moverAfterEffects(m movegen.Move, d decoded) (at int, reborn bool, rebirth rules.Rebirth) {
	kamikaze := g.board[d.from].Has(Kamikaze) && g.capturedSquare(&d) != 0
	if len(g.rules.hooks.effects) == 0 {
		if kamikaze {
			return vanished, false, rebirth
		}
		return 0, false, rebirth
	}
	g.Make(m)
	if n := len(g.hist); n > 0 && n <= len(g.fx) {
		e := &g.fx[n-1]
		at, reborn, rebirth = e.at, e.reborn, e.rebirth
		if kamikaze && e.arrived == NoPiece && at == 0 {
			at = vanished
		}
	}
	g.Unmake()
	return at, reborn, rebirth
}

// Occupant returns the colour of the piece on s, and false if s is empty; a neutral
// piece belongs to the side to move.
func (g *Game) Occupant(s movegen.Square) (movegen.Color, bool) {
	p := g.board[box(s)]
	switch {
	case p == NoPiece || p == invalid:
		return movegen.White, false
	case p.Neutral():
		return g.side, true
	case p.Belongs(movegen.White):
		return movegen.White, true
	}
	return movegen.Black, true
}

var _ rules.MoveFacts = (*Game)(nil)
