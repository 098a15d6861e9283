package fairy

import "github.com/cpls-dev/cpls/movegen"

// pointReflection is PointReflection (conditions/pointreflection.c): a piece moves,
// captures and observes as the piece on the square point-reflected through the board's
// centre (a1 and h8, e1 and d8), of either side, when that square is occupied, and as
// itself otherwise; kings included. Castling needs the king moving as a king and the
// rook's corner reflected to an empty square or the game array's piece; only a real
// pawn's double step gives an en-passant right.
type pointReflection struct{ base }

func init() {
	registerCondition("PointReflection", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return pointReflection{base{&s}}, nil
	})
}

// keeps: quiet moves change the squares their kinds name; every move is not declared
// kept, since the effect may take an en-passant right away (no square, but the engine
// keeps no move of a condition with an effect); which walk a piece moves by depends on
// a square off the lines.
func (pointReflection) keeps() keeps { return keepsQuietMoves | keepsLawful | keepsChoice }

// reflected returns the box square point-reflected from b.
func reflected(b int) int { return box(63 - square(b)) }

// walkAt returns the walk of the piece on the reflected square, if there is one.
func (pointReflection) walkAt(g *Game, b int, _ movegen.Color, w Walk) Walk {
	if p := g.board[reflected(b)]; p != NoPiece {
		return p.Walk()
	}
	return w
}

// allowed: castling needs a king that moves as a king, and the rook's corner reflected
// to an empty square or to the other side's rook of the game array (Popeye compares
// that square with the game array).
func (pointReflection) allowed(g *Game, d decoded, c movegen.Color) bool {
	if !d.castling() {
		return true
	}
	if g.walkOf(d.from, c) != King {
		return false
	}
	corner := d.from + 3*dirRight
	if d.kind == castleLong {
		corner = d.from + 4*dirLeft
	}
	p := g.board[reflected(corner)]
	return p == NoPiece || p == MakePiece(Rook, SideOf(c.Other()), 0)
}

// afterMove: only a pawn's own double step lets the other side capture en passant.
func (pointReflection) afterMove(g *Game, e *moveEffect) {
	if e.d.kind == doubleStep && !isPawn(e.mover.Walk()) && g.ep != 0 {
		g.hash ^= epKey(g.ep) ^ epKey(0)
		g.ep, g.epPawn = 0, 0
	}
}
