package fairy

import "github.com/cpls-dev/cpls/movegen"

// pad is PAD (conditions/pad.c): a piece that has captured dies when it captures again
// (it is removed after the capture, "[-wBd5]"); in Strict it may not capture again at
// all. A captured piece starts afresh (Strict: after a Circe rebirth it may capture
// again). Kings take part only with RexInclusive, and may then not capture twice. A
// capture that would be illegal is no check either (Popeye validates a check by
// playing the capture). Which pieces have captured is the condition's state (state.go:
// captors, by square), so the diagram's pieces have not.
type pad struct {
	base
	strict, rexInclusive bool
}

func init() {
	registerCondition("PAD", func(s ConditionSpec) (Condition, error) {
		x := pad{base: base{&s}}
		for _, v := range s.Variants {
			switch v {
			case "Strict":
				x.strict = true
			case "RexInclusive":
				x.rexInclusive = true
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

// headerName: Popeye writes the condition as PADChess.
func (pad) headerName() string { return "PADChess" }

func (x pad) headerVariants() []string {
	var out []string
	if x.strict {
		out = append(out, "Strict")
	}
	if x.rexInclusive {
		out = append(out, "RexInclusive")
	}
	return out
}

// keeps: a capture may remove the capturer, and every move carries the captors along.
func (pad) keeps() keeps { return keepsLawful | keepsChoice }

// barred reports whether the piece on f may not capture: it has captured, and is a
// royal piece under RexInclusive or any piece in Strict.
func (x pad) barred(g *Game, f int) bool {
	if !g.state.captors.Has(square(f)) {
		return false
	}
	return x.strict || g.board[f].IsRoyal()
}

// allowed forbids the captures of barred pieces.
func (x pad) allowed(g *Game, d decoded, _ movegen.Color) bool {
	return g.capturedSquare(&d) == 0 || !x.barred(g, d.from)
}

// observes: a barred piece observes nothing.
func (x pad) observes(g *Game, f, _ int, _ movegen.Color) bool { return !x.barred(g, f) }

// afterMove carries the captors along: a piece that captures becomes one (a royal
// piece only under RexInclusive), and one that captures again dies (but in Strict,
// where it cannot); a captured piece is none.
func (x pad) afterMove(g *Game, e *moveEffect) {
	old := g.state.captors
	was := old.Has(square(e.d.from))
	now := old &^ (1<<square(e.d.from) | 1<<square(e.d.to))
	if e.capSq != 0 {
		now &^= 1 << square(e.capSq)
	}
	switch {
	case e.d.kind == castleShort && old.Has(square(e.d.from+3*dirRight)):
		now = now&^(1<<square(e.d.from+3*dirRight)) | 1<<square(e.d.from+dirRight)
	case e.d.kind == castleLong && old.Has(square(e.d.from+4*dirLeft)):
		now = now&^(1<<square(e.d.from+4*dirLeft)) | 1<<square(e.d.from+dirLeft)
	}
	arrived := g.board[e.d.to]
	switch {
	case arrived == NoPiece || e.arrived == NoPiece:
	case e.captured == NoPiece:
		if was {
			now |= 1 << square(e.d.to)
		}
	case arrived.IsRoyal() && !x.rexInclusive:
	case was && !x.strict && !arrived.IsRoyal():
		g.set(e.d.to, NoPiece)
		g.noteRemove(arrived, e.d.to)
	default:
		now |= 1 << square(e.d.to)
	}
	if now != old {
		g.saveState()
		g.state.captors = now
		g.stateChanged()
	}
}

// MarkedCheck reports whether the side to move is in check as Popeye's check writer
// marks the move just played ("+"): under PAD the writer runs before PAD's bookkeeping
// of that move (conditions/pad.c sets a captor's mark only around the play after it),
// so a piece that has just captured still gives check although it may not take the
// king (TESTS/pad.inp#1: 1...Qd6*f8 +). Elsewhere it is InCheck.
func (g *Game) MarkedCheck() bool {
	if !g.hasPAD() {
		return g.InCheck()
	}
	n := len(g.stateLog)
	if n == 0 || g.stateLog[n-1].ply != len(g.hist) {
		return g.InCheck()
	}
	after := g.state
	g.state = g.stateLog[n-1].saved
	check := g.InCheck()
	g.state = after
	return check
}

// hasPAD reports whether PAD is among the game's conditions.
func (g *Game) hasPAD() bool {
	for _, c := range g.rules.hooks.conditions {
		if _, ok := c.(pad); ok {
			return true
		}
	}
	return false
}
