package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// RepublicanChess (Popeye's conditions/republican.c): a side may be without its king.
// When it is, the other side's move may place it, as part of the move, on any empty
// square where it is then mated ("Rf8-f7[+bKe6]"), or leave it off the board: each
// choice is its own move, the square carried as a rebirth choice (move.go), the
// arrival square standing for none. Whether a placed king is mated is asked without
// placements (Popeye's mate tester has no king placer). Type2 (the default) goes on
// after a placement, so the mated side may still escape by placing the other king;
// under Type1 the condition is suspended once a king was placed, which ends the play:
// the placed king is mated.
type republican struct {
	base
	type1 bool
}

func init() {
	registerCondition("RepublicanChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "Type1", "Type2"); err != nil {
			return nil, err
		}
		return republican{base{&s}, slices.Contains(s.Variants, "Type1")}, nil
	})
}

// headerVariants: Popeye names the type, four spaces after the name.
func (r republican) headerVariants() []string {
	if r.type1 {
		return []string{"   Type1"}
	}
	return []string{"   Type2"}
}

// extend makes each move of the piece on from one move per square the other side's
// missing king may be placed on (mated there), and one that places none.
func (r republican) extend(g *Game, ml []movegen.Move, start, _ int, c movegen.Color) []movegen.Move {
	o := c.Other()
	if g.testingRepublican || g.royal[o] != 0 || r.type1 && g.state.placed {
		return ml
	}
	tail := append(g.takeBuf(), ml[start:]...)
	ml = ml[:start]
	for _, m := range tail {
		d := g.decode(m)
		if !choosable(d, m) || d.castling() {
			ml = append(ml, m)
			continue
		}
		none, _ := withRebirthChoice(m, d.to, -1)
		if g.deferringPlacements {
			ml = g.placementCandidates(ml, none, d)
		} else {
			ml = g.mateSquares(ml, none, o)
		}
		ml = append(ml, none)
	}
	g.giveBuf(tail)
	return ml
}

// mateSquares appends the move m (which places no king) placing o's king on each
// empty square where it is then mated, without placements, from a1 to h8.
func (g *Game) mateSquares(ml []movegen.Move, m movegen.Move, o movegen.Color) []movegen.Move {
	d := g.decode(m)
	g.testingRepublican = true
	g.Make(m)
	var squares movegen.Bitboard
	if g.empty(d.to) {
		squares = g.findMateSquares(d.to, o) // the arrival square, left empty, is no choice
	} else {
		squares = g.cachedMateSquares(o)
	}
	g.Unmake()
	g.testingRepublican = false
	for bb := squares; bb != 0; bb &= bb - 1 {
		mm, _ := withRebirthChoice(m, box(movegen.Square(bits.TrailingZeros64(uint64(bb)))), -1)
		ml = append(ml, mm)
	}
	return ml
}

// findMateSquares returns the empty squares but the box square to where o's king,
// placed in the position after a move, is mated without placements.
func (g *Game) findMateSquares(to int, o movegen.Color) movegen.Bitboard {
	var squares movegen.Bitboard
	king := MakePiece(King, SideOf(o), 0)
	for sq := movegen.Square(0); sq < 64; sq++ {
		b := box(sq)
		if b == to || !g.empty(b) {
			continue
		}
		g.put(b, king)
		h := g.hash
		g.hash ^= pieceKey(b, king)
		if g.checked(o) && !g.HasLegalMove() {
			squares |= movegen.Bitboard(1) << uint(sq)
		}
		g.hash = h
		g.put(b, NoPiece)
	}
	return squares
}

// afterMove places the other side's king where the move chose.
func (r republican) afterMove(g *Game, e *moveEffect) {
	b := int(e.d.rebirthSq)
	o := e.side.Other()
	if g.testingRepublican || b == 0 || b == e.d.to || e.d.castling() || g.royal[o] != 0 || !g.empty(b) || r.type1 && g.state.placed {
		return // a move generated without a choice carries a1, which places nothing
	}
	king := MakePiece(King, SideOf(o), 0)
	g.set(b, king)
	g.notePut(king, b)
	if r.type1 {
		g.saveState()
		g.state.placed = true
		g.stateChanged()
	}
}
