package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// MagicSquares (Popeye's conditions/magic_square.c), Type1: a piece that a move puts on
// a magic square (the mover, a castling rook, a reborn piece) changes to the other
// side; royal and neutral pieces keep theirs. The notation shows the new colour
// ("Sd4-f3=s"). Type2, which changes AntiCirce's rebirth instead, is not played.
type magicSquares struct {
	base
	magic movegen.Bitboard
}

func init() {
	registerCondition("MagicSquares", func(s ConditionSpec) (Condition, error) {
		if slices.Contains(s.Variants, "Type2") {
			return nil, &UnplayedError{Condition: s.Name, Variant: "Type2"}
		}
		if err := variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants, Walks: s.Walks, Numbers: s.Numbers}, "Type1"); err != nil {
			return nil, err
		}
		x := magicSquares{base: base{s}}
		for _, sq := range s.Squares {
			x.magic |= 1 << sq
		}
		return x, nil
	})
}

// headerVariants: Popeye lists the magic squares after the name, a1 to h8.
func (x magicSquares) headerVariants() []string {
	var out []string
	for sq := movegen.Square(0); sq < 64; sq++ {
		if x.magic&(1<<sq) != 0 {
			out = append(out, sq.String())
		}
	}
	return out
}

// afterMove changes the side of each piece the move put on a magic square.
func (x magicSquares) afterMove(g *Game, _ *moveEffect) {
	u := &g.hist[len(g.hist)-1]
	var done movegen.Bitboard
	for i, n := 0, int(u.n); i < n; i++ {
		b := int(u.sq[i])
		bit := movegen.Bitboard(1) << sq64[b]
		p := g.board[b]
		if x.magic&bit == 0 || done&bit != 0 || !g.occupied(b) || p.IsRoyal() || p.Neutral() {
			continue
		}
		done |= bit
		s := WhiteSide
		if p.Side() == WhiteSide {
			s = BlackSide
		}
		g.set(b, p.WithSide(s))
		g.noteRecolour(s)
	}
}
