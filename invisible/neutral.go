package invisible

import (
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// board is a movegen position with neutral pieces on it, played as Popeye plays them: a
// neutral piece belongs to both sides, so either side may move it or capture it, and it
// attacks both kings. movegen knows no neutral piece, so board keeps each one on the
// position as a piece of the side not to move, which the side to move may capture and
// which attacks its king as that side's pieces do; it recolours them when the turn
// passes, and adds what movegen cannot see: the neutral pieces' own moves, and their
// attacks on the king of the side that moved. A neutral piece attacks a king as a piece
// of the king's opponent: a neutral pawn the king of the side to move as a pawn of the
// other side, the other king as one of the side to move; it moves in the direction of
// the side that moves it, and promotes to a neutral piece. Where the problem has none
// (neutrals false) every method is movegen's.
type board struct {
	movegen.Position
	neutrals bool             // the problem has neutral pieces
	neutral  movegen.Bitboard // the squares of the neutral pieces
	undo     []neutralUndo    // one for each move made and not taken back (neutrals only)
}

// neutralUndo is what Unmake needs to take back a move on a board with neutral pieces:
// the neutral squares before it, and the squares a neutral piece moved from and to
// (from is movegen.NoSquare for another piece's move).
type neutralUndo struct {
	neutral  movegen.Bitboard
	from, to movegen.Square
}

// NeutralKinds reports whether pt is a kind of neutral piece the solver plays (board):
// a queen, rook, bishop or knight. board plays neutral pawns too, but Popeye's answers
// with them differ where this solver's reasons do not tell why (h#1, TotalInvisible 1,
// White Ka6 Qe4, Black Ka8, Neutral Pe6: Popeye does not write 1.nPe6-e5 Qe4-b7 #, which
// it writes with a black pawn on e6, nor 1.nPg7-g6 with one on g7), so they are left
// out until that is understood.
func NeutralKinds(pt movegen.PieceType) bool {
	return pt == movegen.Queen || pt == movegen.Rook || pt == movegen.Bishop || pt == movegen.Knight
}

// newBoards returns n empty boards to be filled by cloneInto (movegen.NewBlock).
func newBoards(n int) []board {
	ps := movegen.NewBlock(n)
	bs := make([]board, n)
	for i := range bs {
		bs[i].Position = ps[i]
	}
	return bs
}

// newBoard returns a board of the visible pieces of pos, those on neutral neutral.
func newBoard(pos *movegen.Position, neutral movegen.Bitboard) *board {
	b := &board{Position: *pos.Clone(), neutrals: neutral != 0, neutral: neutral}
	b.SetSideToMove(pos.SideToMove())
	return b
}

// cloneInto makes dst an independent copy of b (movegen.Position.CloneInto).
func (b *board) cloneInto(dst *board) {
	undo := dst.undo[:0]
	b.Position.CloneInto(&dst.Position)
	dst.neutrals, dst.neutral, dst.undo = b.neutrals, b.neutral, undo
}

// recolourAt gives the neutral piece on sq the colour c.
func (b *board) recolourAt(sq movegen.Square, c movegen.Color) {
	if pc := b.PieceAt(sq); pc.Color() != c {
		b.Position.Put(sq, movegen.MakePiece(c, pc.Type()))
	}
}

// recolour gives every neutral piece the colour c.
func (b *board) recolour(c movegen.Color) {
	for sq := range b.neutral.Squares() {
		b.recolourAt(sq, c)
	}
}

// SetSideToMove makes c the side to move, its neutral pieces the other side's.
func (b *board) SetSideToMove(c movegen.Color) {
	if b.neutral != 0 {
		b.recolour(c.Other())
	}
	b.Position.SetSideToMove(c)
}

// Make plays m, a legal move of the side to move.
func (b *board) Make(m movegen.Move) {
	if !b.neutrals {
		b.Position.Make(m)
		return
	}
	mover := b.SideToMove()
	from, to := m.From(), m.To()
	u := neutralUndo{neutral: b.neutral, from: movegen.NoSquare}
	b.neutral &^= movegen.SquareBB(to) // a neutral piece taken
	if m.IsEnPassant() {
		b.neutral &^= movegen.SquareBB(movegen.MakeSquare(to.File(), from.Rank()))
	}
	if u.neutral.Has(from) {
		u.from, u.to = from, to
		b.recolourAt(from, mover)
		b.neutral = b.neutral&^movegen.SquareBB(from) | movegen.SquareBB(to)
	}
	b.undo = append(b.undo, u)
	b.Position.Make(m)
	b.recolour(mover)
}

// Unmake takes back the last move made.
func (b *board) Unmake() {
	if !b.neutrals {
		b.Position.Unmake()
		return
	}
	u := b.undo[len(b.undo)-1]
	b.undo = b.undo[:len(b.undo)-1]
	mover := b.SideToMove().Other()
	// the board as Make left movegen's: the neutral piece that moved in the mover's
	// colour, the others in the other side's
	for sq := range b.neutral.Squares() {
		if u.from == movegen.NoSquare || sq != u.to {
			b.recolourAt(sq, mover.Other())
		}
	}
	b.Position.Unmake()
	if u.from != movegen.NoSquare {
		b.recolourAt(u.from, mover.Other())
	}
	b.neutral = u.neutral
}

// LegalMoves appends the legal moves of the side to move to buf: movegen's, and those of
// the neutral pieces.
func (b *board) LegalMoves(buf []movegen.Move) []movegen.Move {
	buf = b.Position.LegalMoves(buf)
	if b.neutral == 0 {
		return buf
	}
	return b.neutralMoves(buf, true)
}

// PseudoLegalMoves appends the moves of the side to move by the rules of its pieces,
// legal or not, to buf: movegen's, and those of the neutral pieces.
func (b *board) PseudoLegalMoves(buf []movegen.Move) []movegen.Move {
	buf = b.Position.PseudoLegalMoves(buf)
	if b.neutral == 0 {
		return buf
	}
	return b.neutralMoves(buf, false)
}

// neutralMoves appends the moves of the neutral pieces by the side to move, the legal
// ones (legal) or all: each is given the side's colour, its moves are listed, and it
// goes back. A legal move leaves the king unattacked by the piece that made it too.
func (b *board) neutralMoves(buf []movegen.Move, legal bool) []movegen.Move {
	side := b.SideToMove()
	k := b.King(side)
	var room [256]movegen.Move
	for sq := range b.neutral.Squares() {
		b.recolourAt(sq, side)
		var all []movegen.Move
		if legal {
			all = b.Position.LegalMoves(room[:0])
		} else {
			all = b.Position.PseudoLegalMoves(room[:0])
		}
		pt := b.PieceAt(sq).Type()
		for _, m := range all {
			if m.From() != sq {
				continue
			}
			if legal && k != movegen.NoSquare && b.checksOwn(m, pt, k) {
				continue
			}
			buf = append(buf, m)
		}
		b.recolourAt(sq, side.Other())
	}
	return buf
}

// checksOwn reports whether the neutral piece of kind pt that makes m, a move of the side
// to move, attacks that side's king on k after it, as a piece of the other side.
func (b *board) checksOwn(m movegen.Move, pt movegen.PieceType, k movegen.Square) bool {
	if p := m.Promotion(); p != movegen.NoPieceType {
		pt = p
	}
	occ := b.Occupied()&^movegen.SquareBB(m.From()) | movegen.SquareBB(m.To())
	if m.IsEnPassant() {
		occ &^= movegen.SquareBB(movegen.MakeSquare(m.To().File(), m.From().Rank()))
	}
	return movegen.Attacks(b.SideToMove().Other(), pt, m.To(), occ).Has(k)
}

// neutralAttackers returns the squares of the neutral pieces that attack sq as pieces of
// the side to move.
func (b *board) neutralAttackers(sq movegen.Square) movegen.Bitboard {
	var out movegen.Bitboard
	occ := b.Occupied()
	by := b.SideToMove()
	for n := range b.neutral.Squares() {
		if movegen.Attacks(by, b.PieceAt(n).Type(), n, occ).Has(sq) {
			out |= movegen.SquareBB(n)
		}
	}
	return out
}

// AttackersTo returns the squares of the pieces of side by that attack sq, neutral
// pieces included.
func (b *board) AttackersTo(sq movegen.Square, by movegen.Color) movegen.Bitboard {
	a := b.Position.AttackersTo(sq, by)
	if b.neutral != 0 && by == b.SideToMove() {
		a |= b.neutralAttackers(sq)
	}
	return a
}

// OwnKingAttacked reports whether the king of the side not to move is attacked, by a
// neutral piece too: the last move left it in check.
func (b *board) OwnKingAttacked() bool {
	if b.Position.OwnKingAttacked() {
		return true
	}
	if b.neutral == 0 {
		return false
	}
	k := b.King(b.SideToMove().Other())
	return k != movegen.NoSquare && b.neutralAttackers(k) != 0
}

// GivesCheck reports whether m, a legal move of the side to move, leaves the other side
// in check.
func (b *board) GivesCheck(m movegen.Move) bool {
	if b.neutral == 0 {
		return b.Position.GivesCheck(m)
	}
	b.Make(m)
	check := b.InCheck()
	b.Unmake()
	return check
}

// IsCheckmate reports whether the side to move is in check and has no legal move.
func (b *board) IsCheckmate() bool {
	if b.neutral == 0 {
		return b.Position.IsCheckmate()
	}
	var room [64]movegen.Move
	return b.InCheck() && len(b.LegalMoves(room[:0])) == 0
}

// CheckingMoves is movegen's list of the moves that may give check, which it cannot
// vouch for with neutral pieces on the board (a move that opens a neutral piece's line).
func (b *board) CheckingMoves(buf []movegen.Move) ([]movegen.Move, bool) {
	if b.neutral != 0 {
		return buf, false
	}
	return b.Position.CheckingMoves(buf)
}

// mayCheck reports whether the pseudo-legal move m may give check, as f (the board's
// movegen.CheckFilter) tells, or where neutral pieces stand, which it does not see.
func (b *board) mayCheck(f movegen.CheckFilter, m movegen.Move) bool {
	return b.neutral != 0 || f.MayCheck(&b.Position, m)
}

// MoveText returns m as Popeye writes it, a neutral piece's move with its prefix, a
// neutral pawn's with its letter too, and its promotion to a neutral piece ("nRb8-b5",
// "nPg2*f3", "nPf2-f1=nS").
func (b *board) MoveText(m movegen.Move, lang movegen.Language) string {
	text := b.Position.MoveText(m, lang)
	if !b.neutral.Has(m.From()) {
		return text
	}
	if b.PieceAt(m.From()).Type() == movegen.Pawn {
		text = string(movegen.PieceLetter(movegen.Pawn, lang)) + text
	}
	if m.Promotion() != movegen.NoPieceType {
		i := strings.LastIndexByte(text, '=')
		text = text[:i+1] + "n" + text[i+1:]
	}
	return "n" + text
}

// Hash returns the position's hash, which tells a neutral piece from the other side's.
func (b *board) Hash() uint64 {
	if b.neutral == 0 {
		return b.Position.Hash()
	}
	return mix(b.Position.Hash(), uint64(b.neutral))
}
