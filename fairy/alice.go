package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// AliceChess (conditions/alice.c): the game is played on two boards, A and B. A piece
// stands on one of them (the attribute AliceA or AliceB; a piece declared neither
// stands on A) and moves on its own board as if the other were empty; after the move
// it crosses to the same square of the other board, which must be empty there. A royal
// piece is attacked only by the pieces of its own board, and a king's move is legal only
// when the king is attacked neither where it arrives on the board it left nor after
// crossing.
//
// The two boards never hold a piece on the same square: a move empties its arrival
// square on the board it is played on (by capture) and needs that square empty on the
// other, so a square holds one piece of either board, and the engine keeps one board
// whose pieces carry their board as an attribute (Popeye's AliceBoardA and AliceBoardB
// flags). What a piece sees of its board is that board with the other's pieces lifted
// off meanwhile (liftOtherBoard), as Popeye empties their squares while it generates
// the moves of one board and tests check.
//
// If some piece is declared AliceA or AliceB, the condition is on (Popeye's twin.c),
// without being named.
type aliceChess struct{ base }

func init() {
	registerCondition("AliceChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return aliceChess{base{&s}}, nil
	})
}

func (aliceChess) impliedAttrs() []Attr { return []Attr{AliceA, AliceB} }

// aliceBoard returns the board a piece stands on: AliceB, or AliceA for every other
// piece.
func aliceBoard(p Piece) Attr {
	if p.Has(AliceB) {
		return AliceB
	}
	return AliceA
}

// onAliceBoard returns p standing on board a (AliceA or AliceB).
func onAliceBoard(p Piece, a Attr) Piece {
	return p.Without(AliceA).Without(AliceB) | Piece(Attrs(a))<<attrShift
}

// otherBoard returns the board that is not a.
func otherBoard(a Attr) Attr { return AliceA + AliceB - a }

// liftedPieces are the pieces liftOtherBoard took off, to be put back by putBack, and
// the view before.
type liftedPieces struct {
	n    int
	view Attr
	sq   [64]int16
	p    [64]Piece
}

// liftOtherBoard takes every piece not standing on board a off the board, without
// recording or hashing it: nothing may be made or hashed until putBack. When board a
// alone stands already, it lifts nothing.
func (g *Game) liftOtherBoard(a Attr, l *liftedPieces) {
	l.view = g.aliceView
	if g.aliceView == a {
		return
	}
	g.aliceView = a
	for bb := g.occ[movegen.White] | g.occ[movegen.Black]; bb != 0; bb &= bb - 1 {
		b := int(boxOf[bits.TrailingZeros64(uint64(bb))])
		if p := g.board[b]; aliceBoard(p) != a {
			l.sq[l.n], l.p[l.n] = int16(b), p
			l.n++
			g.put(b, NoPiece)
		}
	}
}

// putBack puts back the pieces liftOtherBoard took off.
func (g *Game) putBack(l *liftedPieces) {
	for i := l.n - 1; i >= 0; i-- {
		g.put(int(l.sq[i]), l.p[i])
	}
	g.aliceView = l.view
}

// walkMoves generates the moves of the piece on from on its own board.
func (aliceChess) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	var l liftedPieces
	g.liftOtherBoard(aliceBoard(g.board[from]), &l)
	ml = g.walkMoves(ml, from, w, c)
	g.putBack(&l)
	return ml
}

// walkAttacks: the piece on f attacks t on its own board.
func (aliceChess) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	if !geometry[w].reach.has(f - t) {
		return false
	}
	var l liftedPieces
	g.liftOtherBoard(aliceBoard(g.board[f]), &l)
	a := g.walkAttacks(f, t, w, c)
	g.putBack(&l)
	return a
}

// allowed rejects the moves that arrive on a square the other board occupies (the
// crossing needs it empty), the castlings whose partner would cross onto an occupied
// square, and the captures of a piece of the other board (en passant: the pawn passed
// on the other board).
func (aliceChess) allowed(g *Game, d decoded, _ movegen.Color) bool {
	a := aliceBoard(g.board[d.from])
	other := func(b int) bool { p := g.board[b]; return p != NoPiece && aliceBoard(p) != a }
	if d.from == d.to || d.exchange {
		return true
	}
	if other(d.to) {
		return false
	}
	if d.castling() {
		_, rt := d.castlingPartner()
		return !other(rt)
	}
	s := g.capturedSquare(&d)
	return s == 0 || !other(s)
}

// afterMove sends the pieces the move moved to the other board: the mover, a castling's
// partner, a hurdle that moved.
func (aliceChess) afterMove(g *Game, e *moveEffect) {
	d := e.d
	if d.from == d.to {
		return
	}
	if g.board[d.to] != NoPiece && e.arrived != NoPiece {
		g.crossBoards(d.to)
	}
	switch {
	case d.castling():
		_, rt := d.castlingPartner()
		g.crossBoards(rt)
	case d.kind == hurdleHop:
		g.crossBoards(int(d.dest))
	}
}

// crossBoards sends the piece on b to the other board; the notation writes the board
// it arrives on ("Bh4-g3A").
func (g *Game) crossBoards(b int) {
	to := otherBoard(aliceBoard(g.board[b]))
	g.set(b, onAliceBoard(g.board[b], to))
	if g.noting {
		g.note(func(*Words) string { return to.String()[len("Alice"):] })
	}
}

// inCheck: c's royal piece is attacked by the other side's pieces on its board.
func (aliceChess) inCheck(g *Game, c movegen.Color) bool {
	k := g.royal[c]
	if k == 0 {
		return false
	}
	var l liftedPieces
	g.liftOtherBoard(aliceBoard(g.board[k]), &l)
	a := g.attacked(k, c.Other())
	g.putBack(&l)
	return a
}

// lawful: after a move of c's royal piece, the piece must not be attacked where it
// arrived on the board it left either.
func (x aliceChess) lawful(g *Game, c movegen.Color) bool {
	k := g.royal[c]
	if k == 0 || !g.fx[len(g.hist)-1].mover.IsRoyal() {
		return true
	}
	p := g.board[k]
	g.put(k, onAliceBoard(p, otherBoard(aliceBoard(p))))
	a := x.inCheck(g, c)
	g.put(k, p)
	return !a
}

// keeps: every legal move may be played.
func (aliceChess) keeps() keeps { return keepsChoice | keepsMobility }

// aliceClash returns the name of a condition of conds that the engine does not play
// with AliceChess, which is among them: one that generates moves or says what check is
// as well (a game has one generator and one check rule), one that rewrites the moves
// generated (Take&Make's moves after the capture would be found on both boards), or
// one that moves the Imitators (whose squares the boards would have to keep apart).
func aliceClash(conds []Condition) string {
	if !slices.ContainsFunc(conds, func(c Condition) bool { _, ok := c.(aliceChess); return ok }) {
		return ""
	}
	for _, c := range conds {
		if _, ok := c.(aliceChess); ok {
			continue
		}
		_, gen := c.(generator)
		_, rule := c.(checkRule)
		_, ext := c.(extender)
		if gen || rule || ext || c.Spec().Name == "Imitator" {
			return c.Spec().Name
		}
	}
	return ""
}

// aliceOn reports whether a game of s plays AliceChess: a condition names it or a
// piece stands on a board.
func aliceOn(s *Setup) (on, named bool) {
	for _, c := range s.Conditions {
		if _, ok := c.(aliceChess); ok {
			return true, true
		}
	}
	for _, p := range s.Board {
		if p.Has(AliceA) || p.Has(AliceB) {
			return true, false
		}
	}
	return false, false
}

// AliceOn reports whether a game of the pieces b under conds plays AliceChess, and
// whether a condition names it (else the pieces' boards put it on).
func AliceOn(b *Board, conds []Condition) (on, named bool) {
	return aliceOn(&Setup{Board: *b, Conditions: conds})
}

// AliceBoards returns b with every piece that stands on no board on board A, when
// conds or the pieces of b put the game on Alice's boards; b unchanged otherwise.
func AliceBoards(b Board, conds []Condition) Board {
	if on, _ := aliceOn(&Setup{Board: b, Conditions: conds}); !on {
		return b
	}
	for sq, p := range b {
		if p != NoPiece && !p.Has(AliceB) {
			b[sq] = onAliceBoard(p, AliceA)
		}
	}
	return b
}
