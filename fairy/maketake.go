package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// Make&TakeChess (conditions/make_and_take.c), Take&Make's mirror: a capture is made in
// two parts. First the capturing piece makes a move without capturing by the walk of
// the piece it is about to take, as that piece's side would move it (a pawn's make goes
// the victim's way); then, from where that ended, it takes the victim by its own walk.
// Moves without capture are as usual. Check is such a capture of the king. The move is
// written from the departure square to the victim's: "Bg6*d2" (the make's arrival is not
// shown), and two makes that lead to one capture are one move.
type makeTake struct{ base }

func init() {
	registerCondition("Make&TakeChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return makeTake{base{&s}}, nil
	})
}

// walkMoves appends the piece's moves without capture from its square and its
// make-and-take captures, written as moves from its square.
func (makeTake) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	buf := g.walkMoves(g.takeBuf(), from, w, c)
	for _, m := range buf {
		if g.capturedAt(m) == 0 {
			ml = append(ml, m)
		}
	}
	g.giveBuf(buf)
	start := len(ml)
	o := c.Other()
	for vw := Walk(0); vw < NumWalks; vw++ {
		if g.counts[o][vw] == 0 {
			continue
		}
		g.eachMake(from, vw, o, func(mk int, castled bool) {
			takes := g.walkMoves(g.takeBuf(), mk, w, c)
			for _, m := range takes {
				capSq := g.capturedAt(m)
				if capSq == 0 || g.board[capSq].Walk() != vw || !g.board[capSq].Belongs(o) {
					continue
				}
				m = m&^63 | movegen.Move(sq64[from])
				if castled && g.rules.makeCastles && g.decode(m).kind == plainMove {
					// The make castled (decoded.makeCastle): a move of its own beside any
					// other to the same capture, as Popeye keeps it out of its removal of
					// duplicates.
					ml = append(ml, m|movegen.Move(sq64[mk])<<12)
				} else if !g.takenBefore(ml[start:], m, capSq) {
					ml = append(ml, m)
				}
			}
			g.giveBuf(takes)
		})
	}
	return ml
}

// takenBefore reports whether a move of ml goes where m goes and takes on capSq too: two
// makes, or two hurdles, that lead to one capture are one move, as in Popeye; a capture
// whose make castled is no such move.
func (g *Game) takenBefore(ml []movegen.Move, m movegen.Move, capSq int) bool {
	return slices.ContainsFunc(ml, func(n movegen.Move) bool {
		return n.To() == m.To() && g.capturedAt(n) == capSq && (!g.rules.makeCastles || g.decode(n).makeCastle == 0)
	})
}

// eachMake calls f with the piece on from standing on each arrival square of its make
// moves by walk vw as side o would move it (the square itself is left empty meanwhile),
// castled true for a castling, whose rook then stands beside the arrival; the board is
// as before on return.
func (g *Game) eachMake(from int, vw Walk, o movegen.Color, f func(mk int, castled bool)) {
	p := g.board[from]
	makes := g.walkMoves(g.takeBuf(), from, vw, o)
	g.put(from, NoPiece)
	var done movegen.Bitboard
	for _, m := range makes {
		d := g.decode(m)
		bit := movegen.Bitboard(1) << uint(m.To())
		if d.kind == enPassant || d.castling() || done&bit != 0 || !g.empty(d.to) || g.capturedSquare(&d) != 0 {
			continue
		}
		done |= bit
		g.put(d.to, p)
		f(d.to, false)
		g.put(d.to, NoPiece)
	}
	if vw == King {
		for _, mk := range g.castlingMakes(from, o) {
			rf, rt := castlingRook(from, mk)
			rook := g.board[rf]
			g.put(rf, NoPiece)
			g.put(rt, rook)
			g.put(mk, p)
			f(mk, true)
			g.put(mk, NoPiece)
			g.put(rt, NoPiece)
			g.put(rf, rook)
		}
	}
	g.put(from, p)
	g.giveBuf(makes)
}

// castlingMakes returns the arrival squares of the castlings a piece on from (left
// empty) makes as o's king: Popeye's king walk castles from o's king square when o's
// rook stands in the corner and the squares between are empty, whichever piece makes
// the move and wherever o's king is.
func (g *Game) castlingMakes(from int, o movegen.Color) []int {
	rank := 0
	if o == movegen.Black {
		rank = 7
	}
	at := func(file int) int { return box(movegen.Square(rank*8 + file)) }
	if from != at(4) {
		return nil
	}
	rook := MakePiece(Rook, SideOf(o), 0)
	var out []int
	if g.board[at(7)] == rook && g.empty(at(5)) && g.empty(at(6)) {
		out = append(out, at(6))
	}
	if g.board[at(0)] == rook && g.empty(at(1)) && g.empty(at(2)) && g.empty(at(3)) {
		out = append(out, at(2))
	}
	return out
}

// castlingRook returns the box squares the rook of a castling from the king's square k
// to kt leaves and enters.
func castlingRook(k, kt int) (from, to int) {
	if kt > k {
		return k + 3*dirRight, k + dirRight
	}
	return k + 4*dirLeft, k + dirLeft
}

// makeCastling moves the rook of the castling make of d, a Make&Take capture, as part
// of the move being made.
func (g *Game) makeCastling(d decoded) {
	rf, rt := castlingRook(d.from, int(d.makeCastle))
	rook := g.board[rf]
	g.set(rf, NoPiece)
	g.set(rt, rook)
	g.hash ^= castlingKey(g.castling)
	g.castling &^= castlingLost[rf]
	g.hash ^= castlingKey(g.castling)
}

// walkAttacks reports whether the piece on f could take the piece on t after a make by
// that piece's walk.
func (makeTake) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	v := g.board[t]
	if v == NoPiece {
		return false
	}
	found := false
	g.eachMake(f, v.Walk(), c.Other(), func(mk int, _ bool) {
		if !found && mk != t && g.walkAttacks(mk, t, w, c) {
			found = true
		}
	})
	return found
}
