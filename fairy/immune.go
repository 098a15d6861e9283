package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// ImmunChess (conditions/immune.c): a piece may not be captured when its Circe rebirth
// square is occupied once the capture is played (by the capturer too, when it arrives
// there); nothing is reborn. Popeye finds the square with the Circe variant words
// (Mirror, File, Symmetry, Antipodes, Equipollents, …), and tests it before the other
// conditions' effects of the move. Kings are capturable as usual unless RexInclusive;
// then a king stands in check only when its capture would be legal (Popeye validates a
// check by playing the capture).
type immune struct {
	base
	// rule finds the rebirth squares: a Circe variant whose occupied square makes the
	// capture illegal (Strict).
	rule circe
}

// traditionalImmune are Popeye's names of ImmunChess variants, with the variant words
// they stand for (the manual's table).
var traditionalImmune = map[string][]string{
	"ImmunChess":             nil,
	"MirrorImmunChess":       {"Mirror"},
	"FileImmunChess":         {"File"},
	"MirrorFileImmunChess":   {"File", "Mirror"},
	"SymmetryImmunChess":     {"Symmetry"},
	"AntipodeanImmunChess":   {"Antipodes"},
	"EquipollentsImmunChess": {"Equipollents"},
}

// immuneVariants are the variant words the engine plays with ImmunChess.
var immuneVariants = []string{"RexInclusive", "RexExclusive", "Mirror", "File", "Symmetry", "VerticalSymmetry",
	"HorizontalSymmetry", "Antipodes", "Equipollents", "PWC", "Diametral", "VerticalMirror"}

func init() {
	for name, implied := range traditionalImmune {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			for _, v := range s.Variants {
				if !slices.Contains(immuneVariants, v) {
					return nil, &UnplayedError{Condition: s.Name, Variant: v}
				}
			}
			c, err := newCirce(s, implied)
			if err != nil {
				return nil, err
			}
			rule := c.(circe)
			rule.occupied, rule.promoting = strictRebirth, false
			return immune{base{&s}, rule}, nil
		})
	}
}

// keeps: nothing moves but the move's own pieces; whether a royal piece is observed
// depends, with RexInclusive, on its rebirth square.
func (immune) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// headerName: Popeye writes every ImmunChess variant as ImmunChess and its variant words.
func (immune) headerName() string { return "ImmunChess" }

// headerVariants are Circe's words but Strict, ImmunChess's default.
func (x immune) headerVariants() []string {
	return slices.DeleteFunc(x.rule.headerVariants(), func(v string) bool { return v == "Strict" })
}

// allowed forbids a capture whose rebirth square will be occupied.
func (x immune) allowed(g *Game, d decoded, c movegen.Color) bool {
	return x.rule.rebirthAllowed(g, d, c, false)
}

// observes: with RexInclusive, a piece that could capture a royal piece on t checks it
// only when the capture would be legal, its rebirth square empty after it. A capture
// that does not land on t (a locust's, a marine piece's, a kamikaze's) is found among
// the piece's moves, with its arrival square: a marine knight c5 taking a king d3 lands
// on e1, its rebirth square, and so does not check it.
func (x immune) observes(g *Game, f, t int, c movegen.Color) bool {
	if !x.rule.rexInclusive {
		return true
	}
	k := g.board[t]
	if k == NoPiece || !k.IsRoyal() || k.Belongs(c) {
		return true
	}
	mover := g.board[f]
	e := moveEffect{d: decoded{from: f, to: t}, mover: mover, arrived: mover, captured: k, capSq: t, side: c}
	r, ok := x.rule.rebirthOf(g, &e)
	if !ok || r.sq == f {
		return true
	}
	if _, lands := g.anyLandingWalk(mover, t, func(Walk) bool { return true }); lands {
		return r.sq != t && g.empty(r.sq) // occupied by the capturer when it is t
	}
	if r.sq != t && !g.empty(r.sq) {
		return false
	}
	buf := g.pieceMoves(g.takeBuf(), f, c)
	found := false
	for _, m := range buf {
		d := g.decode(m)
		if g.capturedSquare(&d) == t && (d.to != r.sq || g.arriving(mover, &d, k) == NoPiece) {
			found = true
			break
		}
	}
	g.giveBuf(buf)
	return found
}
