package fairy

import "github.com/cpls-dev/cpls/movegen"

// GlasgowChess (solving/machinery/twin.c, conditions/circe/glasgow.c): pawns promote on
// their seventh rank (White's on the 7th, Black's on the 2nd) and not on the last; a
// pawn that stands on its seventh rank in the diagram steps on without promoting. Under
// Circe a piece whose rebirth square of the game array is its side's last rank (a fairy
// piece) is reborn on its promotion square one rank nearer, as Popeye's
// circe_glasgow_adjust_rebirth_square_solve moves it: "[+wZg7]". The game takes the
// promotion ranks from its rules (ruleSet.glasgow).
type glasgow struct{ base }

func init() {
	registerCondition("GlasgowChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return glasgow{base{&s}}, nil
	})
}

// setRules: the game's pawns promote on their seventh rank.
func (glasgow) setRules(r *ruleSet) { r.glasgow = true }

// promotionRank returns the rank a pawn of walk w promotes on for c: the last rank of its
// direction (a reverse pawn's runs the other way), under GlasgowChess the one before.
func (g *Game) promotionRank(w Walk, c movegen.Color) int {
	last := 7
	if (c == movegen.Black) != (w == ReversePawn) {
		last = 0
	}
	if g.rules.glasgow {
		return pick(last == 7, 6, 1)
	}
	return last
}

// glasgowRanks are the squares each side's pawns promote on under GlasgowChess: their
// seventh rank.
var glasgowRanks = [2]movegen.Bitboard{movegen.White: 0xff << 48, movegen.Black: 0xff << 8}

// glasgowRebirth returns the Circe rebirth square b of the game array moved as
// GlasgowChess moves it for the relevant side c (the capturer's, as Circe's squares take
// it): from the last rank of the piece reborn to its promotion square on the rank
// before.
func glasgowRebirth(b int, c movegen.Color) int {
	switch {
	case c == movegen.White && rankOf(b) == 0:
		return b + dirUp
	case c == movegen.Black && rankOf(b) == 7:
		return b + dirDown
	}
	return b
}

// glasgowClash reports whether c moves pieces to their Circe squares other than by the
// Circe condition's rebirth, which GlasgowChess would change as well: the engine plays
// GlasgowChess with Circe alone of them (Clash).
func glasgowClash(c Condition) bool {
	switch c.(type) {
	case antiCirce, marsCirce, antiMarsCirce, geneva, dangerCirce, phantom, powerTransfer, immune:
		return true
	}
	return false
}
