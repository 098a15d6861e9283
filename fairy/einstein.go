package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// EinsteinChess (conditions/einstein/einstein.c): a piece that captures goes up the
// ladder pawn → knight → bishop → rook → queen, one that moves without capturing goes
// down it (a queen stays a queen going up, a pawn a pawn going down; other walks, the
// king's too, stay). Castling moves the rook down too ("0-0=L"). Pawns do not promote
// (Popeye sets no promotion squares): "c7*d8=S" is a pawn gone up. A pawn on its first rank steps up to three
// squares (pawn.c), and may be taken en passant on both squares a triple step passed.
// ReversalEinsteinChess (reverse.c) goes the other way: up
// without capture, down with one. AntiEinsteinChess (anti.c) moves only the pieces of a
// move without capture, down; a capturer stays. The notation shows the new walk
// ("Ta8-a4=L").
type einstein struct {
	base
	reversal bool
	anti     bool
}

func init() {
	for name, kind := range map[string][2]bool{"EinsteinChess": {}, "ReversalEinsteinChess": {true, false},
		"AntiEinsteinChess": {false, true}} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return einstein{base{&s}, kind[0], kind[1]}, nil
		})
	}
}

func (einstein) baseRankSteps() int { return 3 }

// extend turns a pawn's promotions into one move without promotion.
func (einstein) extend(g *Game, ml []movegen.Move, start, from int, _ movegen.Color) []movegen.Move {
	if !isPawn(g.board[from].Walk()) {
		return ml
	}
	out := ml[:start]
	for _, m := range ml[start:] {
		if g.decode(m).promo != nil {
			if m = withoutPromotion(m); slices.Contains(out[start:], m) {
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

// einsteinLadder is the order of the walks Einstein moves along.
var einsteinLadder = [...]Walk{Pawn, Knight, Bishop, Rook, Queen}

// einsteinStep returns w one rung up the ladder (down when !up); walks off it stay.
func einsteinStep(w Walk, up bool) Walk {
	for i, l := range einsteinLadder {
		if l != w {
			continue
		}
		switch {
		case up && i+1 < len(einsteinLadder):
			return einsteinLadder[i+1]
		case !up && i > 0:
			return einsteinLadder[i-1]
		}
		return w
	}
	return w
}

// afterMove moves the piece that moved (and a castling rook) along the ladder.
func (x einstein) afterMove(g *Game, e *moveEffect) {
	if x.anti && e.captured != NoPiece {
		return
	}
	up := (e.captured != NoPiece) != x.reversal
	switch e.d.kind {
	case castleShort:
		x.change(g, e.d.from+dirRight, up)
		return
	case castleLong:
		x.change(g, e.d.from+dirLeft, up)
		return
	}
	if e.arrived != NoPiece {
		x.change(g, e.d.to, up)
	}
}

// change moves the piece on b one rung.
func (einstein) change(g *Game, b int, up bool) {
	p := g.board[b]
	if p == NoPiece {
		return
	}
	if w := einsteinStep(p.Walk(), up); w != p.Walk() {
		q := p.WithWalk(w)
		g.set(b, q)
		g.noteMoverWalk(q)
		g.walkChanged(b)
	}
}
