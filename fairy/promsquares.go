package fairy

import "github.com/cpls-dev/cpls/movegen"

// WhitePromSquares, BlackPromSquares (Popeye's WhPromSq and BlPromSq square flags,
// input/plaintext/condition.c and solving/machinery/twin.c): the side's pawns promote
// on the squares listed, in place of their last rank; a pawn that reaches its last rank
// elsewhere stays a pawn. A reverse pawn promotes on the other side's squares
// (ReversePromSq).
type promSquares struct {
	base
	side    movegen.Color
	squares movegen.Bitboard
}

func init() {
	for name, side := range map[string]movegen.Color{"WhitePromSquares": movegen.White, "BlackPromSquares": movegen.Black} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			// Without squares the side's pawns promote nowhere, as in Popeye (the
			// condition drops the last rank, no square gets the flag).
			spec := s // the condition keeps the whole spec, which s loses below
			x := promSquares{base: base{&spec}, side: side}
			for _, sq := range s.Squares {
				x.squares |= 1 << uint(sq)
			}
			s.Squares = nil
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return x, nil
		})
	}
}

// keeps: which moves promote is decided at generation; check and legality are
// orthodox.
func (promSquares) keeps() keeps { return keepsAll }

// headerVariants: Popeye lists the squares after the name, a1 to h8.
func (x promSquares) headerVariants() []string {
	var out []string
	for sq := movegen.Square(0); sq < 64; sq++ {
		if x.squares&(1<<sq) != 0 {
			out = append(out, sq.String())
		}
	}
	return out
}

// lastRanks are the squares each side's pawns promote on without the condition.
var lastRanks = [2]movegen.Bitboard{movegen.White: 0xff << 56, movegen.Black: 0xff}

// promotionSquares returns the squares each side's pawns promote on under conds.
func promotionSquares(conds []Condition) [2]movegen.Bitboard {
	sq := lastRanks
	for _, c := range conds {
		if x, ok := c.(promSquares); ok {
			sq[x.side] = x.squares
		}
	}
	return sq
}
