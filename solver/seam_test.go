package solver_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/stretchr/testify/require"
)

// noCapture is a rule set of the test's own, plugged into the solver through the rules
// seam: orthodox chess in which no capture may be made (a king is still in check when
// attacked, and mated when in check without a legal move). It is not rules.Orthodox, so
// the solver takes none of its orthodox shortcuts.
type noCapture struct{ *rules.Orthodox }

func newNoCapture(p *movegen.Position) rules.Game {
	return noCapture{rules.NewOrthodox(p)}
}

func (g noCapture) Clone() rules.Game {
	return noCapture{g.Orthodox.Clone().(*rules.Orthodox)}
}

// LegalMoves is the orthodox moves without the captures.
func (g noCapture) LegalMoves(buf []movegen.Move) []movegen.Move {
	all := g.Orthodox.LegalMoves(buf)
	out := all[:0]
	for _, m := range all {
		if !g.capture(m) {
			out = append(out, m)
		}
	}
	return out
}

func (g noCapture) HasLegalMove() bool {
	return len(g.LegalMoves(make([]movegen.Move, 0, 64))) > 0
}

func (g noCapture) capture(m movegen.Move) bool {
	return m.IsEnPassant() || g.PieceAt(m.To()) != movegen.NoPiece
}

// TestSeamNoCapture solves random positions under noCapture with the solver and with the
// brute-force reference (both through the seam) for every play type, and wants the same
// answers. It also wants the rules to matter: on some positions the answer under
// noCapture differs from the orthodox one, so the solver cannot have played orthodox
// chess behind the seam's back.
func TestSeamNoCapture(t *testing.T) {
	n := 8
	if !testing.Short() {
		n = 200
	}
	var changed, found int
	for _, pt := range playTypes {
		if pt.orthodoxOnly {
			continue
		}
		t.Run(pt.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(*crossSeed, seedOf("nocapture "+pt.name)))
			for i := range n {
				rs := pt.stips[i%len(pt.stips)]
				stip := mustStip(t, rs.stip)
				// Most positions must have a key or a line under the rules, as in
				// TestCrossCheckRandom.
				var c crossCase
				for attempt := 0; ; attempt++ {
					extra := rs.minExtra + rng.IntN(rs.maxExtra-rs.minExtra+1)
					pos := randomPosition(rng, stip, extra)
					c = crossCase{id: "nocapture " + rs.stip + " " + pos.FEN(), pos: pos, stip: stip,
						tries: battle(stip), limit: rs.limit, rules: newNoCapture}
					if i%10 >= 7 || attempt == maxAttempts {
						break
					}
					if presolved(&c, c.game()) {
						break
					}
				}
				out, want, diff := compare(t, c)
				if out == tooLarge {
					continue
				}
				require.Equal(t, agree, out, "%s:%s", c.id, diff)
				if hasSolution(want) {
					found++
				}
				orth := c
				orth.rules = nil
				if orthWant, _, ok := refSolve(orth.game(), stip, false, false, orth.tries, orth.limit); ok && !slices.Equal(orthWant, want) {
					changed++
				}
			}
		})
	}
	t.Logf("%d positions with a solution or key; %d answer otherwise than in orthodox chess", found, changed)
	require.NotZero(t, found, "no position with a solution: the comparison proves little")
	require.NotZero(t, changed, "the rules never changed an answer: are they used?")
}

// presolved reports whether the reference finds a solution of c on g within a quarter of
// c's limit, and then keeps it as c.want: the seam tests draw positions until one has a
// solution, and compare reuses the reference's answer.
func presolved(c *crossCase, g rules.Game) bool {
	facts, _, ok := refSolve(g, c.stip, false, false, c.tries, c.limit/4)
	if ok && hasSolution(facts) {
		c.want = facts
		return true
	}
	return false
}

// crossAgrees requires the solver to agree with the reference on c; ran is false when c
// is too large for the reference (nothing compared), solved whether it has a solution.
func crossAgrees(t *testing.T, c crossCase) (ran, solved bool) {
	out, want, diff := compare(t, c)
	if out == tooLarge {
		return false, false
	}
	require.Equal(t, agree, out, "%s:%s", c.id, diff)
	return true, hasSolution(want)
}
