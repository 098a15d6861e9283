package fairy

import "github.com/cpls-dev/cpls/movegen"

// Hole (Popeye's block_square, input/plaintext/condition.c): the condition's squares
// are taken off the board. No piece enters or crosses them, a rider stops before them
// and a hopper cannot use them as hurdles, as at the board's edge; a leaper jumps over
// them. Popeye prints them as blank squares and no condition line.
type hole struct{ base }

func init() {
	registerCondition("Hole", func(s ConditionSpec) (Condition, error) {
		if len(s.Variants) > 0 || len(s.Walks) > 0 || len(s.Numbers) > 0 {
			return nil, variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants, Walks: s.Walks, Numbers: s.Numbers})
		}
		return hole{base{&s}}, nil
	})
}

// keeps: the holes are squares the engine's board lacks, as at its edge; the condition
// has no hook.
func (hole) keeps() keeps { return keepsAll }

// blockedSquares returns the holes.
func (x hole) blockedSquares() []movegen.Square { return x.spec.Squares }

// IsHole reports whether a condition of the game takes s off the board.
func (g *Game) IsHole(s movegen.Square) bool { return g.board[box(s)] == invalid }

// OnlyHoles returns the squares the conditions take off the board and whether they do
// nothing else (each is Hole): a game on an orthodox board with such conditions is
// orthodox chess on the board the holes leave (movegen.Position.SetHoles).
func OnlyHoles(conds []Condition) (movegen.Bitboard, bool) {
	var b movegen.Bitboard
	for _, c := range conds {
		h, ok := c.(hole)
		if !ok {
			return 0, false
		}
		for _, sq := range h.blockedSquares() {
			b |= movegen.SquareBB(sq)
		}
	}
	return b, true
}
