package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// leffie is Leffie (conditions/leffie.c): a move is illegal when after it some piece,
// of either side, is observed by an enemy piece of the walk that paralyses its own in
// EiffelChess (a pawn by a queen, a queen by a rook, a rook by a bishop, a bishop by a
// knight, a knight by a pawn), by geometry alone. A check counts only where the capture
// of the king would be legal so (Popeye plays the capture to validate it).
type leffie struct{ base }

func init() {
	registerCondition("Leffie", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return leffie{base{&s}}, nil
	})
}

// keeps: moves are the engine's; legality and check depend on pieces off the lines.
func (leffie) keeps() keeps { return keepsQuietMoves | keepsMoves | keepsChoice }

// lawful: no piece may stand Eiffel-observed after the move.
func (leffie) lawful(g *Game, _ movegen.Color) bool { return !g.eiffelObservedAny() }

// observes: the piece on f observes t only when its capture there leaves no piece
// Eiffel-observed.
func (leffie) observes(g *Game, f, t int, _ movegen.Color) bool {
	p, q := g.board[f], g.board[t]
	royal := g.royal
	g.put(f, NoPiece)
	g.put(t, p)
	bad := g.eiffelObservedAny()
	g.put(t, q)
	g.put(f, p)
	g.royal = royal
	return !bad
}

// eiffelObservedAny reports whether some piece is observed, by geometry, by an enemy
// piece of the walk that paralyses its own in EiffelChess.
func (g *Game) eiffelObservedAny() bool {
	for s := movegen.White; s <= movegen.Black; s++ {
		o := s.Other()
		for bb := g.occ[s]; bb != 0; bb &= bb - 1 {
			b := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
			pw, ok := eiffelParalyser(g.board[b].Walk())
			if !ok || g.counts[o][pw] == 0 {
				continue
			}
			for ff := g.occ[o]; ff != 0; ff &= ff - 1 {
				f := box(movegen.Square(bits.TrailingZeros64(uint64(ff))))
				if f != b && g.board[f].Walk() == pw && g.attacksAs(f, b, pw, o) {
					return true
				}
			}
		}
	}
	return false
}
