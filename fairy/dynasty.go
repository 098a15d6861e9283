package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// RoyalDynasty (conditions/dynasty.c): a side may have several kings; it has a royal
// piece, which can be in check, only while it has exactly one king, and that king is
// it. A king that is not royal is an ordinary piece that moves and captures as a king
// and may be captured; a pawn may promote to a king (the first promotion piece). Popeye
// updates the royal squares after every move; here put keeps them (crown), so they
// follow the board as Unmake restores it. Castling needs the royal king on its square,
// so a side with two kings does not castle.
type royalDynasty struct{ base }

func init() {
	registerCondition("RoyalDynasty", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return royalDynasty{base{&s}}, nil
	})
}

// keeps: every legal move may be played; which piece is royal changes with the moves
// (a promotion to a king, a king's capture), which the legality shortcuts do not
// follow.
func (royalDynasty) keeps() keeps { return keepsChoice }

// crown sets each side's royal square: its king's when it has exactly one, else none.
func (g *Game) crown() {
	for c := movegen.White; c <= movegen.Black; c++ {
		g.royal[c] = 0
		if g.counts[c][King] != 1 {
			continue
		}
		for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
			f := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
			if g.board[f].Walk() == King {
				g.royal[c] = f
				break
			}
		}
	}
}

// KingsAnyNumber reports whether conds let a side have any number of kings, none
// included (RoyalDynasty, ExtinctionChess): Popeye then neither refuses several nor
// warns of none.
func KingsAnyNumber(conds []Condition) bool {
	for _, c := range conds {
		switch c.(type) {
		case royalDynasty, extinctionChess:
			return true
		}
	}
	return false
}

// royalOn reports whether p on b is royal: by its walk or attribute, under
// RoyalDynasty only as its side's one king, under LosingChess never.
func (g *Game) royalOn(b int, p Piece) bool {
	if g.rules.noRoyal {
		return false
	}
	if !g.rules.dynasty {
		return p.IsRoyal()
	}
	return p.Walk() == King && (g.royal[movegen.White] == b || g.royal[movegen.Black] == b)
}
