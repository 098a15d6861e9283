package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// Take&MakeChess (conditions/take_and_make.c): a capturing piece must at once make a
// move without capturing from the capture square by the walk of the piece it took, as
// that piece's side would move it; a capture that cannot be completed so is illegal. A
// pawn may not make its move to its own first rank, and promotes where the make move
// ends. Check is as in orthodox chess (the capture of a king needs no make move). The
// move is written as a capture and its make move: "Se3*f5-h6". A capture whose
// arrival square is not the taken piece's (a locust's) is made from its arrival square.
// Under the variant Absolute the capture of a king needs its make move too
// (STValidateCheckMoveByPlayingCapture): a piece checks only when it could take the king
// and then move on as a king.
type takeMake struct {
	base
	absolute bool
}

func init() {
	registerCondition("Take&MakeChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "Absolute"); err != nil {
			return nil, err
		}
		return takeMake{base{&s}, slices.Contains(s.Variants, "Absolute")}, nil
	})
}

// keeps: a capture and its make move are one move of the engine's kinds (from, arrival,
// captured square), and check is orthodox but under Absolute.
func (x takeMake) keeps() keeps {
	if x.absolute {
		return keepsAll &^ keepsObservation
	}
	return keepsAll
}

// observesAll: check is orthodox but under Absolute (idleObserver).
func (x takeMake) observesAll() bool { return !x.absolute }

// observes, under Absolute: the piece on f checks the king on t only when its capture
// of the king has a make move.
func (x takeMake) observes(g *Game, f, t int, c movegen.Color) bool {
	p := g.board[f]
	return g.captureLands(f, t, p.Walk(), c, func(land int) bool {
		buf := g.makeMoves(g.takeBuf(), p, f, land, t, c)
		n := len(buf)
		g.giveBuf(buf)
		return n > 0
	})
}

// extend replaces every capture of ml[start:] by its make moves. A pawn's make moves
// follow all its other moves (its promotions are made from them); any other piece's
// stand where its capture stood, which keeps Popeye's order: the move numbers of
// MoveNumbers list a rook's capture at the end of a line, with its make moves, beside
// the line's last quiet move.
func (takeMake) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	p := g.board[from]
	takes := append(g.takeBuf(), ml[start:]...)
	ml = ml[:start]
	pawn := isPawn(p.Walk())
	if pawn {
		for _, m := range takes {
			if g.capturedAt(m) == 0 {
				ml = append(ml, m)
			}
		}
	}
	makes := len(ml)
	// done are the captures extended, by arrival and captured square: the promotions of
	// one capture make their moves once, while two captures of a locust may land on one
	// square (a rose locust's from c7 of e6 and of e8 both land on g7).
	var doneBuf [16]int32
	done := doneBuf[:0]
	for _, m := range takes {
		d := g.decode(m)
		capSq := g.capturedSquare(&d)
		if capSq == 0 {
			if !pawn {
				ml = append(ml, m)
			}
			continue
		}
		if key := int32(d.to*boxSize + capSq); !slices.Contains(done, key) {
			done = append(done, key)
			ml = g.makeMoves(ml, p, from, d.to, capSq, c)
		}
	}
	g.giveBuf(takes)
	if pawn {
		ml = g.promotions(ml, makes, p, c)
	}
	return ml
}

// makeMoves appends the make moves of the piece p of c that went from from to to and
// took the piece on capSq.
func (g *Game) makeMoves(ml []movegen.Move, p Piece, from, to, capSq int, c movegen.Color) []movegen.Move {
	taken := g.board[capSq]
	start := len(ml)
	g.put(capSq, NoPiece)
	g.put(from, NoPiece)
	g.put(to, p)
	buf := g.walkMoves(g.takeBuf(), to, taken.Walk(), c.Other())
	for _, mm := range buf {
		md := g.decode(mm)
		if g.capturedSquare(&md) != 0 || md.kind == enPassant {
			continue
		}
		if isPawn(p.Walk()) && rankOf(md.to) == map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[c] {
			continue // a pawn makes no move to its first rank
		}
		if m := encode(from, md.to, captureAt, capSq); !slices.Contains(ml[start:], m) {
			ml = append(ml, m) // a walk may reach a square twice: one move
		}
	}
	g.giveBuf(buf)
	g.put(to, NoPiece)
	g.put(from, p)
	g.put(capSq, taken)
	return ml
}
