package fairy

import "github.com/cpls-dev/cpls/movegen"

// Bolero and BoleroInverse (conditions/bolero.c): a piece moves without capturing as
// the piece of the game array on its file (a and h: rook, b and g: knight, c and f:
// bishop, d: queen, e: king) and captures by its own walk; BoleroInverse the other way
// round, and there a piece observes, and checks, by the walk of its file. Pawns keep
// their walk, and so do kings unless RexInclusive.
type bolero struct {
	base
	inverse, rexInclusive bool
}

func init() {
	for name, inverse := range map[string]bool{"Bolero": false, "BoleroInverse": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s, "RexInclusive", "RexExclusive"); err != nil {
				return nil, err
			}
			x := bolero{base: base{&s}, inverse: inverse}
			for _, v := range s.Variants {
				x.rexInclusive = v == "RexInclusive"
			}
			return x, nil
		})
	}
}

// fileWalks are the walks of the game array's pieces on each file.
var fileWalks = [8]Walk{Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook}

// keeps: a move changes only the squares it names; check depends on the walks the
// generator hook gives (Popeye's observation follows them in BoleroInverse).
func (bolero) keeps() keeps { return keepsAll &^ keepsObservation }

// headerVariants: RexInclusive when given.
func (x bolero) headerVariants() []string {
	if x.rexInclusive {
		return []string{"RexInclusive"}
	}
	return nil
}

// keepsWalk reports whether the piece on b moves only by its own walk w.
func (x bolero) keepsWalk(g *Game, b int, w Walk) bool {
	return isPawn(w) || g.board[b].IsRoyal() && !x.rexInclusive
}

// walkMoves appends the moves without capture by one walk and the captures by the
// other: the file's and the piece's own.
func (x bolero) walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	if x.keepsWalk(g, from, w) {
		return g.walkMoves(ml, from, w, c)
	}
	quiet, taking := fileWalks[fileOf(from)], w
	if x.inverse {
		quiet, taking = taking, quiet
	}
	ml = g.movesOfKind(ml, from, quiet, c, false)
	return g.movesOfKind(ml, from, taking, c, true)
}

// movesOfKind appends the captures (or the moves without capture) of a piece on from
// moving by w for c.
func (g *Game) movesOfKind(ml []movegen.Move, from int, w Walk, c movegen.Color, captures bool) []movegen.Move {
	buf := g.walkMoves(g.takeBuf(), from, w, c)
	for _, m := range buf {
		if (g.capturedAt(m) != 0) == captures {
			ml = append(ml, m)
		}
	}
	g.giveBuf(buf)
	return ml
}

// walkAttacks: a piece observes by the walk it captures with.
func (x bolero) walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool {
	if x.inverse && !x.keepsWalk(g, f, w) {
		w = fileWalks[fileOf(f)]
	}
	return g.walkAttacks(f, t, w, c)
}
