package fairy

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// BGL (conditions/bgl.c): each side has a budget of distance, in hundredths of a
// square; a move costs the distance from its departure to its arrival square (the
// king's for castling), rounded to hundredths, and may be played only while the mover's
// budget covers it, which it then lessens. A piece observes, and so checks, only along
// a capture its side's budget covers. "BGL 7 3" gives White 7 and Black 3; "BGL 27.42"
// gives both sides one budget that every move lessens; "-" is no limit. The notation
// writes the budgets after each move: "Kg5-f6 (3.09/3)", "Na1-g4 (17.71)".
type bgl struct {
	base
	budget [2]int64 // White's and Black's, bglUnlimited for none
	global bool     // one budget for both sides
}

// bglUnlimited is a side's budget when it has no limit.
const bglUnlimited = -1

func init() {
	registerCondition("BGL", func(s ConditionSpec) (Condition, error) {
		x := bgl{base: base{&s}, budget: [2]int64{bglUnlimited, bglUnlimited}}
		if len(s.Texts) > 2 {
			return nil, &UnplayedError{Condition: s.Name, Variant: s.Texts[2]}
		}
		for i, t := range s.Texts {
			v, ok := parseBGL(t)
			if !ok {
				return nil, &UnplayedError{Condition: s.Name, Variant: t}
			}
			x.budget[i] = v
		}
		if len(s.Texts) == 1 {
			x.budget[1], x.global = x.budget[0], true
		}
		return x, nil
	})
}

// parseBGL reads a budget as Popeye does (ReadBGLNumber): digits with at most two
// decimals after a point or a comma, or "-" for no limit.
func parseBGL(t string) (int64, bool) {
	if t == "-" {
		return bglUnlimited, true
	}
	whole, frac, _ := strings.Cut(strings.ReplaceAll(t, ",", "."), ".")
	if len(frac) > 2 || whole == "" && frac == "" {
		return 0, false
	}
	for len(frac) < 2 {
		frac += "0"
	}
	v, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil || v < 0 {
		return 0, false
	}
	return v, true
}

// bglText writes a budget as Popeye does (WriteBGLNumber): "-", "7", "4.5", "3.09".
func bglText(v int64) string {
	switch {
	case v == bglUnlimited:
		return "-"
	case v%100 == 0:
		return fmt.Sprint(v / 100)
	case v%10 == 0:
		return fmt.Sprintf("%d.%d", v/100, v%100/10)
	}
	return fmt.Sprintf("%d.%02d", v/100, v%100)
}

// bglCost is the cost of going from f to t: the distance in hundredths, rounded
// (Popeye's BGL_move_diff_code).
var bglCost = func() (c [8][8]int64) {
	for df := range c {
		for dr := range c[df] {
			c[df][dr] = int64(math.Round(100 * math.Hypot(float64(df), float64(dr))))
		}
	}
	return c
}()

func moveCost(f, t movegen.Square) int64 {
	df, dr := t.File()-f.File(), t.Rank()-f.Rank()
	return bglCost[abs(df)][abs(dr)]
}

// left returns what c may still spend (bglUnlimited for no limit).
func (x bgl) left(g *Game, c movegen.Color) int64 {
	if x.budget[c] == bglUnlimited {
		return bglUnlimited
	}
	if x.global {
		return x.budget[c] - int64(g.tally[0])
	}
	return x.budget[c] - int64(g.tally[c])
}

// covers reports whether c's budget covers going from f to t.
func (x bgl) covers(g *Game, f, t int, c movegen.Color) bool {
	l := x.left(g, c)
	return l == bglUnlimited || moveCost(square(f), square(t)) <= l
}

// allowed keeps the moves the mover's budget covers.
func (x bgl) allowed(g *Game, d decoded, c movegen.Color) bool {
	return x.covers(g, d.from, d.to, c)
}

// observes lets a piece observe only along a capture its side's budget covers: the
// cost is to where the capture lands (beyond t for a locust or a marine piece, as
// Popeye validates an observation by its arrival square).
func (x bgl) observes(g *Game, f, t int, c movegen.Color) bool {
	l := x.left(g, c)
	if l == bglUnlimited {
		return true
	}
	p := g.board[f]
	if landsOnTarget[p.Walk()] && !p.Has(Bul) && !p.Has(Dob) {
		return moveCost(square(f), square(t)) <= l
	}
	buf := g.pieceMoves(g.takeBuf(), f, c)
	found := false
	for _, m := range buf {
		if g.capturedAt(m) == t && moveCost(m.From(), m.To()) <= l {
			found = true
			break
		}
	}
	g.giveBuf(buf)
	return found
}

// afterMove spends the move's cost from the mover's budget (both sides' with one
// budget) and writes the budgets after it; a side without limit spends and writes
// nothing.
// afterMagic: the effect acts after magic pieces recolour (lateEffect).
func (bgl) afterMagic() {}

func (x bgl) afterMove(g *Game, e *moveEffect) {
	c := e.side
	if x.budget[c] == bglUnlimited {
		return
	}
	cost := int32(moveCost(square(e.d.from), square(e.d.to)))
	i := int(c)
	if x.global {
		i = 0
	}
	g.setTally(i, g.tally[i]+cost)
	if !g.noting {
		return
	}
	text := " (" + bglText(x.left(g, movegen.White))
	if !x.global {
		text += "/" + bglText(x.left(g, movegen.Black))
	}
	text += ")"
	g.note(func(*Words) string { return text })
}

// headerVariants are the budgets as the header writes them: "4.5/4", "27.42".
func (x bgl) headerVariants() []string {
	if x.global {
		return []string{bglText(x.budget[0])}
	}
	return []string{bglText(x.budget[0]) + "/" + bglText(x.budget[1])}
}
