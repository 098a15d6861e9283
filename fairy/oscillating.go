package fairy

import "github.com/cpls-dev/cpls/movegen"

// OscillatingKings (conditions/oscillating_kings.c): after each move of the side the
// condition names, the two kings exchange their squares. Type A always; TypeB only when
// the mover's king is not in check before the exchange (a move that leaves it in check
// stays illegal); TypeC only when the move gives check. SwappingKings is TypeC for both
// sides. The notation writes the exchange after the move: "Qe8-c8[Ka6<->Ka8]", the
// black king's walk and square first.
type oscillating struct {
	base
	sides [2]bool // the sides whose moves make the kings oscillate
	kind  byte    // 'A', 'B' or 'C'
}

func init() {
	registerCondition("SwappingKings", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return oscillating{base: base{&s}, sides: [2]bool{true, true}, kind: 'C'}, nil
	})
	for name, c := range map[string]movegen.Color{"WhiteOscillatingKings": movegen.White, "BlackOscillatingKings": movegen.Black} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s, "TypeB", "TypeC"); err != nil {
				return nil, err
			}
			x := oscillating{base: base{&s}, kind: 'A'}
			x.sides[c] = true
			for _, v := range s.Variants {
				x.kind = v[len(v)-1]
			}
			return x, nil
		})
	}
}

// afterMove exchanges the kings when the rule says so.
func (x oscillating) afterMove(g *Game, e *moveEffect) {
	c := e.side
	wk, bk := g.royal[movegen.White], g.royal[movegen.Black]
	if !x.sides[c] || wk == 0 || bk == 0 {
		return
	}
	switch {
	case x.kind == 'B' && g.checked(c):
		return
	case x.kind == 'C' && !g.checked(c.Other()):
		return
	}
	white, black := g.board[wk], g.board[bk]
	g.set(wk, black)
	g.set(bk, white)
	if g.noting {
		g.note(func(w *Words) string {
			return "[" + w.WalkName(black.Walk()) + square(bk).String() + "<->" + w.WalkName(white.Walk()) + square(wk).String() + "]"
		})
	}
}

// headerVariants are the type as Popeye writes it after the name ("    TypeB",
// "  TypeC"; SwappingKings none).
func (x oscillating) headerVariants() []string {
	switch {
	case x.spec.Name == "SwappingKings":
		return nil
	case x.kind == 'B':
		return []string{"   TypeB"}
	case x.kind == 'C':
		return []string{" TypeC"}
	}
	return nil
}
