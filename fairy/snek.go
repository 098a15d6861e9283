package fairy

import "github.com/cpls-dev/cpls/movegen"

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
			return snek{base{s}, circle}, nil
		})
	}
}

// snekPrevious is the walk that becomes the captured walk under SnekChess.
var snekPrevious = map[Walk]Walk{Queen: Rook, Rook: Bishop, Bishop: Knight, Knight: King}

// snekCirclePrevious is the same under SnekCircleChess.
var snekCirclePrevious = map[Walk]Walk{Queen: Rook, Rook: Bishop, Bishop: Knight, Knight: Queen}

// previous returns the walk whose pieces may take the captured walk w, and false when
// none does. SnekChess's chain is of the game's standard walks (Popeye's standard_walks:
// the marine pieces under UltramarineChess), SnekCircleChess's of the orthodox walks.
func (x snek) previous(g *Game, w Walk) (Walk, bool) {
	if x.circle {
		v, ok := snekCirclePrevious[w]
		return v, ok
	}
	v, ok := snekPrevious[g.orthodoxWalk(w)]
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

// candidates returns the squares of the pieces of side s whose walk is w, in board
// order; at gives the piece on a square after the capture.
func snekCandidates(w Walk, s movegen.Color, at func(b int) Piece) []int {
	var out []int
	for sq := movegen.Square(0); sq < 64; sq++ {
		b := box(sq)
		if p := at(b); p != NoPiece && p.Walk() == w && p.Belongs(s) {
			out = append(out, b)
		}
	}
	return out
}

// extend makes each capture of ml[start:] one move per piece that may change.
func (x snek) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	return g.extendChoices(ml, start, func(d decoded, capSq int) int {
		w, ok := x.previous(g, g.board[capSq].Walk())
		if !ok {
			return 0
		}
		arrived := g.arriving(g.board[from], &d, g.board[capSq])
		return len(snekCandidates(w, c.Other(), func(b int) Piece {
			switch b {
			case d.to:
				return arrived
			case from, capSq:
				return NoPiece
			}
			return g.board[b]
		}))
	})
}

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
	vs := snekCandidates(w, s, func(b int) Piece { return g.board[b] })
	choice := int(e.d.choice)
	if e.d.kind == hurdleHop {
		choice = 0
	}
	if choice < len(vs) {
		x.change(g, vs[choice], cw)
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
