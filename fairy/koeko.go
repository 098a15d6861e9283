package fairy

import (
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// KoeKo and NewKoeko (Popeye's conditions/koeko): contact chess. Under KoeKo a move is
// legal only when every piece it moved (the mover, a castling rook, a Bul or Dob
// hopper's hurdle) stands, after it, next to some piece: on a king's step from it, or
// a leap of the walk the variant names ("KoeKo Neighbour S": a knight's leap). Under
// NewKoeko (king's steps) the mover must be in contact after the move exactly when it
// was before it. Under AntiKoeko (king's steps; conditions/koeko/anti.c) the mover must
// stand next to no piece after the move. Popeye validates a check by playing the capture, so a capture of the
// king gives check only when it would end in contact.
type koeko struct {
	base
	walk  Walk // the contact leap's walk (King by default)
	isNew bool
	anti  bool
}

// koekoNeighbour are Popeye's words for KoeKo's contact variant: English, German, French.
var koekoNeighbour = [...]string{"Neighbour", "Nachbar", "Voisin"}

// koekoWalks are the walks KoeKo's contact may be measured by.
var koekoWalks = []Walk{King, Knight, Wazir, Fers, Camel, Alfil, Zebra, Dabbaba, Giraffe, Antelope}

func init() {
	registerCondition("KoeKo", func(s ConditionSpec) (Condition, error) { return newKoeko(s, false) })
	registerCondition("NewKoeko", func(s ConditionSpec) (Condition, error) { return newKoeko(s, true) })
	registerCondition("AntiKoeko", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return koeko{base: base{&s}, walk: King, anti: true}, nil
	})
}

// newKoeko reads the contact variant (KoeKo only).
func newKoeko(s ConditionSpec, isNew bool) (Condition, error) {
	x := koeko{base: base{&s}, walk: King, isNew: isNew}
	rest := s
	if !isNew && len(s.Variants) == 1 && len(s.Walks) == 1 && isKoekoNeighbour(s.Variants[0]) {
		w := s.Walks[0]
		known := false
		for _, k := range koekoWalks {
			known = known || k == w
		}
		if !known {
			return nil, &UnplayedError{Condition: s.Name, Variant: s.Variants[0] + " with that walk"}
		}
		x.walk = w
		rest = ConditionSpec{Name: s.Name, Squares: s.Squares, Numbers: s.Numbers}
	}
	if err := variantsKnown(rest); err != nil {
		return nil, err
	}
	return x, nil
}

// isKoekoNeighbour reports whether w abbreviates the Neighbour variant word.
func isKoekoNeighbour(w string) bool {
	l := strings.ToLower(w)
	for _, n := range koekoNeighbour {
		if strings.HasPrefix(strings.ToLower(n), l) {
			return true
		}
	}
	return false
}

// HeaderWalk: Popeye writes a contact walk other than the king's before the name
// ("S-KoeKo").
func (x koeko) headerWalk() (Walk, bool) { return x.walk, x.walk != King }

// contact reports whether a piece stands a contact leap away from b, the squares
// skip1 and skip2 not counted (0: none).
func (x koeko) contact(g *Game, b, skip1, skip2 int) bool {
	for _, v := range model[x.walk][0].vs.vecs {
		if t := b + v; t != skip1 && t != skip2 && g.occupied(t) {
			return true
		}
	}
	return false
}

// lawful allows a move whose moved pieces end in contact (KoeKo), or whose mover's
// contact did not change (NewKoeko).
func (x koeko) lawful(g *Game, _ movegen.Color) bool {
	d := g.decode(g.hist[len(g.hist)-1].move)
	if x.anti {
		return !g.occupied(d.to) || !x.contact(g, d.to, 0, 0)
	}
	if x.isNew {
		return g.board[d.to] == NoPiece || x.contact(g, d.to, 0, 0) == x.contactBefore(g, d.from)
	}
	moved := [2]int{d.to}
	switch d.kind {
	case castleShort:
		moved[1] = d.from + dirRight
	case castleLong:
		moved[1] = d.from + dirLeft
	case hurdleHop:
		moved[1] = int(d.dest)
	}
	for _, b := range moved {
		if b != 0 && g.occupied(b) && !x.contact(g, b, 0, 0) {
			return false
		}
	}
	return true
}

// contactBefore reports whether the piece on b had contact before the last move: the
// squares that move wrote count with what stood there.
func (x koeko) contactBefore(g *Game, b int) bool {
	u := &g.hist[len(g.hist)-1]
	for _, v := range model[x.walk][0].vs.vecs {
		t := b + v
		p := g.board[t]
		for i := int(u.n) - 1; i >= 0; i-- {
			if int(u.sq[i]) == t {
				p = u.old[i]
			}
		}
		if p != NoPiece && p != invalid {
			return true
		}
	}
	return false
}

// observes: the capture of the king on t by the piece on f must end in contact on its
// arrival square (t, or beyond it for a locust), with f and t left empty; under
// NewKoeko the capturer's contact must not change; under AntiKoeko it must end without.
func (x koeko) observes(g *Game, f, t int, c movegen.Color) bool {
	ok := func(land int) bool {
		after := x.contact(g, land, f, t) || x.touches(land, g.parrainSquare(f, t, land))
		if x.anti {
			return !after
		}
		if x.isNew {
			return after == x.contact(g, f, 0, 0)
		}
		return after
	}
	w := g.board[f].Walk()
	return g.captureLands(f, t, w, c, ok)
}

// touches reports whether the box square r (0: none) is a contact leap away from b.
func (x koeko) touches(b, r int) bool {
	if r == 0 {
		return false
	}
	for _, v := range model[x.walk][0].vs.vecs {
		if b+v == r {
			return true
		}
	}
	return false
}

// HeaderWalk returns the walk a condition writes before its name in the header
// (KoeKo's contact walk), and false when it writes none.
func HeaderWalk(c Condition) (Walk, bool) {
	if h, ok := c.(interface{ headerWalk() (Walk, bool) }); ok {
		return h.headerWalk()
	}
	return NoWalk, false
}
