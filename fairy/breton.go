package fairy

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// Breton (conditions/breton.c): when a piece is captured, a piece of the same walk of
// the capturing side (Adverse: of the captured side) leaves the board too (Chromatic:
// changes to the other side instead). It is any such piece on the board after the
// capture, the capturer included, each choice one move; a capture with none is plain.
// Popeye looks before a promotion (PY: after it, so that a pawn promoting to the
// captured walk is a candidate) and leaves neutral pieces out (PY: counts them). The
// notation names the piece: "Rh3*h4[-wBg4]", "Re8*e5[c4=b]".
type breton struct {
	base
	adverse, chromatic, py bool
}

func init() {
	registerCondition("Breton", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s, "Adverse", "Chromatic", "PY"); err != nil {
			return nil, err
		}
		x := breton{base: base{&s}}
		for _, v := range s.Variants {
			switch v {
			case "Adverse":
				x.adverse = true
			case "Chromatic":
				x.chromatic = true
			case "PY":
				x.py = true
			}
		}
		return x, nil
	})
}

func (x breton) headerVariants() []string {
	var out []string
	for _, v := range []struct {
		on   bool
		name string
	}{{x.adverse, "Adverse"}, {x.chromatic, "Chromatic"}, {x.py, "PY"}} {
		if v.on {
			out = append(out, v.name)
		}
	}
	return out
}

// victims counts the pieces a capture of a piece of walk w by c may take along and
// returns that count and the box square of the pick-th of them in board order (0 when
// there is none). They stand, after the capture, on the squares of on (a superset of
// the board's pieces of the side concerned), each as the board has it but the piece
// on the box square to, which is onTo.
func (x breton) victims(g *Game, w Walk, c movegen.Color, on movegen.Bitboard, to int, onTo Piece, pick int) (n, b int) {
	s := x.side(c)
	for bb := on; bb != 0; bb &= bb - 1 {
		sq := box(movegen.Square(bits.TrailingZeros64(uint64(bb))))
		p := g.board[sq]
		if sq == to {
			p = onTo
		}
		if p != NoPiece && p.Walk() == w && p.Belongs(s) && (x.py || !p.Belongs(s.Other())) {
			if n == pick {
				b = sq
			}
			n++
		}
	}
	return n, b
}

// side returns the side whose pieces a capture by c takes along.
func (x breton) side(c movegen.Color) movegen.Color {
	if x.adverse {
		return c.Other()
	}
	return c
}

// extend makes each capture of ml[start:] one move per piece it may take along.
func (x breton) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	ml = g.extendChoices(ml, start, func(d decoded, capSq int) int {
		n, _ := x.candidates(g, d, from, capSq, c, 0)
		return n
	})
	if x.py || !isPawn(g.board[from].Walk()) {
		return ml
	}
	return x.unpromoted(g, ml, start, from, c)
}

// unpromoted makes the promotions of ml[start:] that take the capturing pawn itself
// along one move that promotes nothing: Popeye (but for PY) takes the piece along
// before the promotion (STBretonApplier), and a pawn that left the board promotes to
// nothing ("b7*c8[-wPc8]").
func (x breton) unpromoted(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	out := ml[:start]
	for _, m := range ml[start:] {
		d := g.decode(m)
		capSq := g.capturedSquare(&d)
		if d.promo == nil || capSq == 0 || d.kind == hurdleHop {
			out = append(out, m)
			continue
		}
		n, b := x.candidates(g, d, from, capSq, c, int(d.choice))
		if int(d.choice) >= n || b != d.to {
			out = append(out, m)
			continue
		}
		if u := withoutPromotion(m); !slices.Contains(out[start:], u) {
			out = append(out, u)
		}
	}
	return out
}

// extendChoices makes each capture of ml[start:] (not a Bul or Dob hop) one move per
// outcome a condition gives it (withChoice), count saying how many: the first keeps
// choice 0, at most maxChoices.
func (g *Game) extendChoices(ml []movegen.Move, start int, count func(d decoded, capSq int) int) []movegen.Move {
	n := len(ml)
	for i := start; i < n; i++ {
		d := g.decode(ml[i])
		capSq := g.capturedSquare(&d)
		if capSq == 0 || d.kind == hurdleHop {
			continue
		}
		k := count(d, capSq)
		for j := 1; j < k && j < maxChoices; j++ {
			ml = append(ml, withChoice(ml[i], j))
		}
	}
	return ml
}

// candidates counts the pieces the capture d of the piece on from, taking the piece on
// capSq, may take along for c, as they will stand after it, and returns the box square
// of the pick-th (0 for none).
func (x breton) candidates(g *Game, d decoded, from, capSq int, c movegen.Color, pick int) (n, b int) {
	w := g.board[capSq].Walk()
	arrived := x.arrivedFor(g.arriving(g.board[from], &d, g.board[capSq]), g.board[from])
	s := x.side(c)
	if g.counts[s][w] == 0 && (arrived == NoPiece || arrived.Walk() != w) {
		return 0, 0
	}
	on := g.occ[s]&^(movegen.Bitboard(1)<<uint(sq64[from])|movegen.Bitboard(1)<<uint(sq64[capSq])) | movegen.Bitboard(1)<<uint(sq64[d.to])
	return x.victims(g, w, c, on, d.to, arrived, pick)
}

// moveKey adds the square of the piece a capture takes along (a removal Popeye compares
// moves by), so that a capture and a move without capture between the same squares are
// two threats.
func (x breton) moveKey(g *Game, k movegen.Move) movegen.Move {
	from := box(k.From())
	capSq := g.capturedAt(k)
	if capSq == 0 || g.board[from] == NoPiece || moveKind(uint32(k)>>26&7) == hurdleHop {
		return k
	}
	d := g.decode(k)
	n, b := x.candidates(g, d, from, capSq, g.side, int(d.choice))
	if int(d.choice) >= n {
		return k
	}
	return k&^(7<<26|63<<12) | movegen.Move(uint32(captureAt)<<26|uint32(sq64[b])<<12)
}

// arrivedFor returns the piece Popeye counts on the arrival square: the one that
// arrived (PY), or the mover before its promotion.
func (x breton) arrivedFor(arrived, mover Piece) Piece {
	if x.py || arrived == NoPiece {
		return arrived
	}
	return arrived.WithWalk(mover.Walk())
}

// afterMove takes the chosen piece along.
func (x breton) afterMove(g *Game, e *moveEffect) {
	if e.captured == NoPiece || e.d.kind == hurdleHop {
		return
	}
	onTo := x.arrivedFor(g.board[e.d.to], e.mover)
	on := g.occ[x.side(e.side)] | movegen.Bitboard(1)<<uint(sq64[e.d.to])
	n, b := x.victims(g, e.captured.Walk(), e.side, on, e.d.to, onTo, int(e.d.choice))
	if int(e.d.choice) >= n {
		return
	}
	p := g.board[b]
	if x.chromatic {
		o := WhiteSide
		if p.Side() == WhiteSide {
			o = BlackSide
		}
		g.set(b, p.WithSide(o))
		g.noteSideChange(b, o)
	} else {
		g.set(b, NoPiece)
		g.noteRemove(p, b)
	}
	if !x.py && e.d.promo != nil { // promotesLate
		g.notePromotion(e.d, e.mover, g.board[e.d.to], e.d.to)
	}
}

// promotesLate: but for PY, a capture's promotion comes after the piece it takes along
// (STBretonApplier before STBeforePawnPromotion), and is written after it:
// "b7*c8[-wPd7][c8=Q]".
func (x breton) promotesLate(g *Game, d decoded) bool {
	if x.py || d.promo == nil || d.kind == hurdleHop {
		return false
	}
	capSq := g.capturedSquare(&d)
	if capSq == 0 {
		return false
	}
	n, _ := x.candidates(g, d, d.from, capSq, g.side, 0)
	return int(d.choice) < n
}

// noteRemove notes that p left the box square b: "[-wBg4]".
func (g *Game) noteRemove(p Piece, b int) {
	if g.noting {
		g.note(func(w *Words) string {
			return "[-" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(b).String() + "]"
		})
	}
}

// noteSideChange notes that the piece on the box square b now belongs to s: "[c4=b]".
func (g *Game) noteSideChange(b int, s Side) {
	if g.noting {
		g.note(func(w *Words) string {
			c := w.Colours[2]
			switch s {
			case WhiteSide:
				c = w.Colours[0]
			case BlackSide:
				c = w.Colours[1]
			}
			return "[" + square(b).String() + "=" + strings.ToLower(c[:1]) + "]"
		})
	}
}
