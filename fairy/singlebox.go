package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// SingleBox (Popeye's conditions/singlebox): the game is played with one box of the
// orthodox pieces, the game array's: a side never has more kings, pawns, queens,
// knights, rooks or bishops than one, eight, one, two, two and two. Type 1, the one
// played: a move after which a side has more is illegal, so a pawn promotes only into
// a piece that is out of play (captured or never there); and a check counts only where
// the capture of the king would be legal (Popeye plays it), so a pawn that would take
// the king on its last rank with no piece to promote into gives none.
type singleBox struct{ base }

// boxArray is the number of pieces of each orthodox walk in a side's game array.
var boxArray = [...]int8{King: 1, Pawn: 8, Queen: 1, Knight: 2, Rook: 2, Bishop: 2}

func init() {
	registerCondition("SingleBox", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants}, "Type1", "Type2", "Type3"); err != nil {
			return nil, err
		}
		if len(s.Squares) > 0 || len(s.Walks) > 0 || len(s.Numbers) > 0 {
			return nil, variantsKnown(ConditionSpec{Name: s.Name, Squares: s.Squares, Walks: s.Walks, Numbers: s.Numbers})
		}
		for _, t := range []string{"Type2", "Type3"} {
			if slices.Contains(s.Variants, t) {
				return nil, &UnplayedError{Condition: s.Name, Variant: t}
			}
		}
		return singleBox{base{s}}, nil
	})
}

// headerVariants: Popeye writes the type after four blanks.
func (singleBox) headerVariants() []string { return []string{"   Type1"} }

// lawful allows a move after which neither side has more pieces of an orthodox walk
// than its box holds.
func (singleBox) lawful(g *Game, _ movegen.Color) bool {
	for c := movegen.White; c <= movegen.Black; c++ {
		for w, n := range boxArray {
			if g.counts[c][w] > n {
				return false
			}
		}
	}
	return true
}

// observes: a pawn that takes the king on its last rank must promote, into a piece out
// of play.
func (singleBox) observes(g *Game, f, t int, c movegen.Color) bool {
	if g.board[f].Walk() != Pawn || rankOf(t) != lastRankOf(c) {
		return true
	}
	return boxHolds(g, c)
}

// lastRankOf is the rank c's pawns promote on.
func lastRankOf(c movegen.Color) int {
	if c == movegen.White {
		return 7
	}
	return 0
}

// boxHolds reports whether some piece a pawn of c promotes into is out of play.
func boxHolds(g *Game, c movegen.Color) bool {
	for _, w := range []Walk{Queen, Knight, Rook, Bishop} {
		if g.counts[c][w] < boxArray[w] {
			return true
		}
	}
	return false
}
