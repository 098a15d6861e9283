package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// MagicSquares (Popeye's conditions/magic_square.c): a piece that a move puts on a magic
// square (the mover, a castling rook, a reborn piece) changes to the other side; royal
// and neutral pieces keep theirs. The notation shows the new colour ("Sd4-f3=s"). Type1
// changes after AntiCirce's rebirth, so that a capturer on a magic square is reborn
// unchanged; Type2 (Popeye's STMagicSquareType2SideChanger and
// magic_square_anticirce_relevant_side_adapter) changes before it, and the changed
// capturer is reborn as a piece of its new side on that side's square:
// "Sd3*c5=s[sSc5->b8]". The game knows the Type2 squares from its rules
// (ruleSet.magic2), for AntiCirce's rebirths and what they allow.
type magicSquares struct {
	base
	magic movegen.Bitboard
	typ2  bool
}

func init() {
	registerCondition("MagicSquares", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants, Walks: s.Walks, Numbers: s.Numbers}, "Type1", "Type2"); err != nil {
			return nil, err
		}
		x := magicSquares{base: base{&s}}
		for _, sq := range s.Squares {
			x.magic |= 1 << sq
		}
		if i := slices.Index(s.Variants, "Type2"); i >= 0 && !slices.Contains(s.Variants[i:], "Type1") {
			x.typ2 = true
		}
		return x, nil
	})
}

// setRules: the game knows the Type2 squares (for AntiCirce's rebirths).
func (x magicSquares) setRules(r *ruleSet) {
	if x.typ2 {
		r.magic2 |= x.magic
	}
}

// magicTurned reports whether a Type2 magic square changes the relevant side of an
// AntiCirce rebirth of the capturer p arriving on the box square to (Popeye's adapter:
// whatever its side, when it is not royal).
func (g *Game) magicTurned(p Piece, to int) bool {
	return g.rules.magic2&(movegen.Bitboard(1)<<sq64[to]) != 0 && !p.IsRoyal()
}

// magicBeforeAntiCirce moves the Type2 magic squares among effects before the first
// AntiCirce written before them: Popeye changes the sides before the rebirth whatever
// order the conditions are written in.
func magicBeforeAntiCirce(effects []effect) {
	for i, x := range effects {
		if m, ok := x.(magicSquares); !ok || !m.typ2 {
			continue
		}
		j := slices.IndexFunc(effects[:i], func(y effect) bool { _, ok := y.(antiCirce); return ok })
		if j >= 0 {
			copy(effects[j+1:i+1], effects[j:i])
			effects[j] = x
		}
	}
}

// antiCirceFirst moves each AntiCirce among effects before the first Circe rebirth or
// side changer (Tibet, DoubleTibet, AndernachChess, AntiAndernachChess, Volage) written
// before it: Popeye plays STAnticirceConsideringRebirth before its side changers and
// STCirceConsideringRebirth whatever order the conditions are written in
// (stipulation/move.c), and the notation follows ("1.Bd3*f5[wBf5->Rh1][+bBc8]").
func antiCirceFirst(effects []effect) {
	for i, x := range effects {
		if _, ok := x.(antiCirce); !ok {
			continue
		}
		j := slices.IndexFunc(effects[:i], func(y effect) bool {
			switch y.(type) {
			case circe, tibet, andernach, volage:
				return true
			}
			return false
		})
		if j >= 0 {
			copy(effects[j+1:i+1], effects[j:i])
			effects[j] = x
		}
	}
}

// headerVariants: Popeye lists Type2 and the magic squares after the name, a1 to h8.
func (x magicSquares) headerVariants() []string {
	var out []string
	if x.typ2 {
		out = append(out, "Type2")
	}
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
