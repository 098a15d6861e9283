package fairy

import "github.com/cpls-dev/cpls/movegen"

// geneva is GenevaChess (conditions/geneva.c): a piece may capture only when its Circe
// rebirth square, reckoned as AntiCirce's (its own side's square, Mirror: the other
// side's) from the square it captures from, is empty after the capture, and not when it
// captures from that very square. Nothing is reborn. Kings capture freely unless
// RexInclusive. A piece observes, and so checks, only where its capture would be
// allowed (Popeye validates the check by playing the capture).
type geneva struct {
	base
	rexInclusive bool
	mirror       bool
}

func init() {
	registerCondition("GenevaChess", func(s ConditionSpec) (Condition, error) {
		x := geneva{base: base{&s}}
		for _, v := range s.Variants {
			switch v {
			case "RexInclusive", "RexExclusive":
				x.rexInclusive = v == "RexInclusive"
			case "Mirror":
				x.mirror = true
			case "Strict":
			default:
				return nil, &UnplayedError{Condition: s.Name, Variant: v}
			}
		}
		if err := variantsKnown(ConditionSpec{Name: s.Name, Squares: s.Squares, Walks: s.Walks, Numbers: s.Numbers}); err != nil {
			return nil, err
		}
		return x, nil
	})
}

// keeps: Geneva refuses generated captures only, and no move changes more squares.
func (geneva) keeps() keeps { return keepsQuietMoves | keepsMoves | keepsLawful | keepsChoice }

func (x geneva) headerVariants() []string {
	var out []string
	if x.rexInclusive {
		out = append(out, "RexInclusive")
	}
	if x.mirror {
		out = append(out, "Mirror")
	}
	return out
}

// rebirthBox returns the rebirth square of the piece p of c that captures from the box
// square from.
func (x geneva) rebirthBox(p Piece, from int, c movegen.Color) int {
	side := c.Other()
	if x.mirror {
		side = c
	}
	return circeSquare(p.Walk(), from, side)
}

// free reports whether the piece p of c (as it arrives) may capture from from, when
// after the capture the square b holds occupant(b).
func (x geneva) free(p Piece, from int, c movegen.Color, occupant func(b int) Piece) bool {
	if p.IsRoyal() && !x.rexInclusive {
		return true
	}
	b := x.rebirthBox(p, from, c)
	return b != from && occupant(b) == NoPiece
}

// allowed forbids a capture whose capturer's rebirth square is occupied.
func (x geneva) allowed(g *Game, d decoded, c movegen.Color) bool {
	capSq := g.capturedSquare(&d)
	if capSq == 0 {
		return true
	}
	mover := g.board[d.from]
	p := g.arriving(mover, &d, g.board[capSq])
	if p == NoPiece {
		p = mover // a kamikaze capturer: its square is reckoned as it moved
	}
	return x.free(p, d.from, c, func(b int) Piece { return g.occupantAfter(d, b) })
}

// capturesOnly: it judges captures.
func (geneva) capturesOnly() bool { return true }

// observes: a piece observes t only when its capture of t would be allowed: when the
// capture lands on t its rebirth square says; otherwise its generated moves do.
func (x geneva) observes(g *Game, f, t int, c movegen.Color) bool {
	p := g.board[f]
	if found, lands := g.anyLandingWalk(p, t, func(w Walk) bool {
		return x.free(p.WithWalk(w), f, c, func(b int) Piece {
			switch b {
			case t:
				return p
			case f:
				return NoPiece
			}
			return g.board[b]
		})
	}); lands {
		return found
	}
	return g.anyCaptures(g.pieceMoves(g.takeBuf(), f, c), t)
}
