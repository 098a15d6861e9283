package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// SnekChess and SnekCircleChess (conditions/snek.c): when a piece is captured, a piece
// of the captured side takes its walk, the one whose walk comes before it in a chain.
// SnekChess's chain is king, knight, bishop, rook, queen (a captured knight turns the
// king into a royal knight) and a captured pawn turns the captured side's royal piece
// back into a king; SnekCircleChess's is the circle queen, knight, bishop, rook, queen,
// and a captured pawn or king changes nothing. Which piece of the walk changes is a
// choice, each one move, in board order from a1 (a capture that finds none is plain);
// a Bul or Dob hop, whose move has no room for the choice, changes the first. The
// notation names the square and the new walk: "Sd6*e4[g6=R]", "[a3=rS]".
type snek struct {
	base
	circle bool
}

func init() {
	for name, circle := range map[string]bool{"SnekChess": false, "SnekCircleChess": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return snek{base{&s}, circle}, nil
		})
	}
}

// previous returns the walk whose pieces may take the captured walk w, and false when
// none does. SnekChess's chain is of the game's standard walks (Popeye's standard_walks:
// the marine pieces under UltramarineChess), SnekCircleChess's of the orthodox walks.
func (x snek) previous(g *Game, w Walk) (Walk, bool) {
	if x.circle {
		return snekChain(w, true)
	}
	v, ok := snekChain(g.orthodoxWalk(w), false)
	if !ok {
		return NoWalk, false
	}
	return g.standardWalk(v), true
}

// orthodoxWalk returns the orthodox walk the game's standard walk w stands in for, w
// itself when it stands in for none (Popeye's orthodoxise_walk).
func (g *Game) orthodoxWalk(w Walk) Walk {
	for _, o := range []Walk{King, Pawn, Queen, Knight, Rook, Bishop} {
		if g.standardWalk(o) == w {
			return o
		}
	}
	return w
}

// standardWalk returns the walk that stands in for the orthodox walk o in the game.
func (g *Game) standardWalk(o Walk) Walk {
	if w, ok := g.rules.standard[o]; ok {
		return w
	}
	return o
}

// snekChain returns the walk before w in the chain queen, rook, bishop, knight, king
// (SnekChess) or, when circle, queen, rook, bishop, knight, queen (SnekCircleChess).
func snekChain(w Walk, circle bool) (Walk, bool) {
	switch w {
	case Queen:
		return Rook, true
	case Rook:
		return Bishop, true
	case Bishop:
		return Knight, true
	case Knight:
		if circle {
			return Queen, true
		}
		return King, true
	}
	return 0, false
}

// snekMatches reports whether p is a piece of side s whose walk is w.
func snekMatches(p Piece, w Walk, s movegen.Color) bool {
	return p != NoPiece && p.Walk() == w && p.Belongs(s)
}

// snekCount returns how many pieces of side s have walk w once the capture d of the
// piece on from, taking the piece on capSq, has put arrived on d.to: the game's counts
// less the pieces leaving those squares, plus the one arriving.
func snekCount(g *Game, d *decoded, from, capSq int, arrived Piece, w Walk, s movegen.Color) int {
	n := int(g.counts[s][w])
	for i, b := range [3]int{d.to, from, capSq} {
		if i > 0 && b == d.to || i == 2 && b == from {
			continue
		}
		if snekMatches(g.board[b], w, s) {
			n--
		}
	}
	if snekMatches(arrived, w, s) {
		n++
	}
	return n
}

// snekNth returns the box square of the piece of side s with walk w that comes n-th
// (from 0) in board order from a1, or 0 when there are fewer.
func snekNth(g *Game, w Walk, s movegen.Color, n int) int {
	for bb := g.occ[s]; bb != 0; bb &= bb - 1 {
		b := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		if snekMatches(g.board[b], w, s) {
			if n == 0 {
				return b
			}
			n--
		}
	}
	return 0
}

// extend makes each capture of ml[start:] one move per piece that may change.
func (x snek) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	return g.extendChoices(ml, start, func(d decoded, capSq int) int {
		w, ok := x.previous(g, g.board[capSq].Walk())
		if !ok {
			return 0
		}
		arrived := g.arriving(g.board[from], &d, g.board[capSq])
		return snekCount(g, &d, from, capSq, arrived, w, c.Other())
	})
}

// keeps: a walk changes after a capture only; observation and legality are as
// without the condition, and every legal move may be played.
func (snek) keeps() keeps { return keepsObservation | keepsQuietMoves | keepsLawful | keepsChoice }

// afterMove changes the chosen piece's walk.
func (x snek) afterMove(g *Game, e *moveEffect) {
	if e.captured == NoPiece {
		return
	}
	s := e.side.Other()
	cw := e.captured.Walk()
	if cw == g.standardWalk(Pawn) && !x.circle {
		if r := g.royal[s]; r != 0 && g.board[r].Walk() != g.standardWalk(King) {
			x.change(g, r, g.standardWalk(King))
		}
		return
	}
	w, ok := x.previous(g, cw)
	if !ok {
		return
	}
	choice := int(e.d.choice)
	if e.d.kind == hurdleHop {
		choice = 0
	}
	if b := snekNth(g, w, s, choice); b != 0 {
		x.change(g, b, cw)
	}
}

// change gives the piece on b the walk w, keeping it royal if it was.
func (snek) change(g *Game, b int, w Walk) {
	p := g.board[b]
	q := p.WithWalk(w)
	if p.IsRoyal() && !royalWalk(w) {
		q = q.WithAttrs(q.AttrBits() | 1<<Royal)
	} else if royalWalk(w) {
		q = q.Without(Royal)
	}
	g.set(b, q)
	if g.noting {
		g.note(func(ws *Words) string {
			return "[" + square(b).String() + "=" + ws.Prefix(q) + ws.WalkName(w) + "]"
		})
	}
}

// moveKey leaves out which piece changes: Popeye journals the change for a reason it
// does not compare moves by (conditions/snek.c, utilities/table.c), so the choices of one
// capture are one move when a threat or a refutation is re-found.
func (snek) moveKey(_ *Game, k movegen.Move) movegen.Move {
	if moveKind(uint32(k)>>26&7) == hurdleHop {
		return k
	}
	return k &^ (7 << 29)
}
