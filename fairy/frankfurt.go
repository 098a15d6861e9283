package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// FrankfurtChess (conditions/frankfurt.c): a piece that captures takes the walk of the
// piece it took, keeping its side and attributes. A royal piece does too unless
// RexExclusive, and stays royal: a king that takes a knight becomes a royal knight
// ("Ke5*d4=rS"). The walk changes before a pawn promotes (Popeye's walk adjuster comes
// before its promoter): a pawn that takes a piece on its last rank becomes that piece,
// one move and not one per promotion; one that takes a pawn there promotes as usual.
// The notation shows the new walk ("Rd4*d5=P").
//
// ProteanChess (conditions/protean.c) is the same but for pawns: a piece that takes a
// pawn becomes a reverse pawn and one that takes a reverse pawn a pawn ("Rd3*d2=PP").
type frankfurt struct {
	base
	rexInclusive, protean bool
}

func init() {
	for name, protean := range map[string]bool{"FrankfurtChess": false, "ProteanChess": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s, "RexInclusive", "RexExclusive"); err != nil {
				return nil, err
			}
			rex := true
			for _, v := range s.Variants {
				rex = v == "RexInclusive"
			}
			return frankfurt{base{&s}, rex, protean}, nil
		})
	}
}

// newWalk returns the walk a piece takes when it captures a piece of walk w.
func (x frankfurt) newWalk(w Walk) Walk {
	if x.protean {
		switch w {
		case Pawn:
			return ReversePawn
		case ReversePawn:
			return Pawn
		}
	}
	return w
}

func (x frankfurt) headerVariants() []string {
	if !x.rexInclusive {
		return []string{"RexExclusive"}
	}
	return nil
}

// extend turns the promotions of a pawn's capture that changes its walk into one move
// without promotion: the pawn becomes the piece it took instead (a pawn whose walk stays
// promotes).
func (x frankfurt) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	p := g.board[from]
	if !isPawn(p.Walk()) || (!x.rexInclusive && p.IsRoyal()) {
		return ml
	}
	out := ml[:start]
	for _, m := range ml[start:] {
		d := g.decode(m)
		if d.promo != nil {
			if capSq := g.capturedSquare(&d); capSq != 0 && x.newWalk(g.board[capSq].Walk()) != p.Walk() {
				m = withoutPromotion(m)
				if slices.Contains(out[start:], m) {
					continue
				}
			}
		}
		out = append(out, m)
	}
	return out
}

// afterMove gives the piece that captured the walk of the piece it took (a promoted
// pawn took a piece of its own walk).
func (x frankfurt) afterMove(g *Game, e *moveEffect) {
	if e.captured == NoPiece || e.arrived == NoPiece || (!x.rexInclusive && e.mover.IsRoyal()) || e.d.promo != nil {
		return
	}
	p := g.board[e.d.to]
	w := x.newWalk(e.captured.Walk())
	if p == NoPiece || p.Walk() == w {
		return
	}
	q := p.WithWalk(w)
	if p.IsRoyal() && !q.IsRoyal() {
		q |= Piece(Attrs(Royal)) << attrShift
	}
	g.set(e.d.to, q)
	g.noteMoverWalk(q)
	g.walkChanged(e.d.to)
}

// noteMoverWalk notes that the piece that moved now is p, of another walk: "=S", "=rS"
// for a king become a royal knight.
func (g *Game) noteMoverWalk(p Piece) {
	if g.noting {
		g.note(func(w *Words) string { return "=" + w.Prefix(p) + w.WalkName(p.Walk()) })
	}
}
