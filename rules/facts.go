package rules

import "github.com/cpls-dev/cpls/movegen"

// MoveFacts is an optional interface of a Game: what a move does, asked before it is
// made, and which side's piece stands on a square. The goals that are about the move
// itself rather than the position it leaves (a capture, castling, an en-passant
// capture, the square a piece arrives on, a piece back on its diagram square) need it.
// The solver asks a Game for it once per solve; a Game that does not implement it
// cannot solve those goals, and the solver says so.
type MoveFacts interface {
	// Facts returns what m, a legal move of the side to move, does.
	Facts(m movegen.Move) Facts
	// Occupant returns the colour of the piece on s, and false if s is empty.
	Occupant(s movegen.Square) (movegen.Color, bool)
}

// Facts is what one move does, as the goals of Popeye's stipulations ask it.
type Facts struct {
	// From is the square the moving piece leaves; To the square it stands on after the
	// move and all its effects (the king's square after castling, a capturer's
	// AntiCirce rebirth square), movegen.NoSquare when it left the board (a kamikaze
	// capturer).
	From, To movegen.Square
	// Captured is the square of the piece the move removes (the passed pawn's square for
	// an en-passant capture), movegen.NoSquare if it captures nothing.
	Captured movegen.Square
	// EnPassant and Castling say that the move is an en-passant capture or castling.
	EnPassant, Castling bool
	// AlsoFrom and AlsoTo are where a second piece moves from and to (the rook in
	// castling, a Bul or Dob hopper's hurdle); movegen.NoSquare when no other piece moves.
	AlsoFrom, AlsoTo movegen.Square
	// Reborn says that a Circe condition rebirths a piece in the move: its capture is
	// then no win of a piece (Popeye's circe_steingewinn_filter_solve).
	Reborn bool
	// Rebirth is where a Circe condition put a captured piece back on the board in the
	// move, and which piece (the goals ctr and <>r ask it).
	Rebirth Rebirth
}

// Rebirth is a captured piece put back on the board by a move: on the square On, the
// piece Of says; the zero value is no rebirth.
type Rebirth struct {
	On movegen.Square
	Of RebornPiece
}

// RebornPiece says which captured piece a rebirth put back.
type RebornPiece int8

const (
	// NotReborn: the move put no captured piece back.
	NotReborn RebornPiece = iota
	// RebornCaptured: the piece the move captured (Circe).
	RebornCaptured
	// RebornPreviousCapture: the piece the move before captured (Circe Parrain).
	RebornPreviousCapture
	// RebornLastCapture: the piece the last capture before the move took (Circe
	// WaitCapture).
	RebornLastCapture
)

// Facts returns what m does in the orthodox game.
func (o *Orthodox) Facts(m movegen.Move) Facts {
	f := Facts{From: m.From(), To: m.To(), Captured: movegen.NoSquare,
		AlsoFrom: movegen.NoSquare, AlsoTo: movegen.NoSquare}
	switch {
	case m.IsCastle():
		f.Castling = true
		f.AlsoFrom, f.AlsoTo = movegen.CastlingRook(f.To)
	case m.IsEnPassant():
		f.EnPassant = true
		f.Captured = movegen.MakeSquare(f.To.File(), f.From.Rank())
	case o.PieceAt(f.To) != movegen.NoPiece:
		f.Captured = f.To
	}
	return f
}

// Occupant returns the colour of the piece on s in the orthodox game.
func (o *Orthodox) Occupant(s movegen.Square) (movegen.Color, bool) {
	pc := o.PieceAt(s)
	return pc.Color(), pc != movegen.NoPiece
}

var _ MoveFacts = (*Orthodox)(nil)
