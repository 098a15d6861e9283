package solver_test

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/stretchr/testify/require"
)

// mummerRules returns the rules that play a position in the fairy engine under the
// condition name, one of those that keep orthodox play (rules.OrthodoxPlay): the solver
// then searches help and series play over targets built on an orthodox mirror.
func mummerRules(t *testing.T, name string) func(*movegen.Position) rules.Game {
	c, err := fairy.NewCondition(fairy.ConditionSpec{Name: name})
	require.NoError(t, err)
	return func(pos *movegen.Position) rules.Game { return fairyGameOn(pos, c) }
}

// fairyGameOn returns the fairy engine's game of the orthodox position pos (its pieces,
// castling rights, en-passant square and side to move) under the conditions cs.
func fairyGameOn(pos *movegen.Position, cs ...fairy.Condition) *fairy.Game {
	s := fairy.Setup{Conditions: cs}
	for sq := movegen.Square(0); sq < 64; sq++ {
		s.Board[sq] = fairy.FromOrthodox(pos.PieceAt(sq))
	}
	s.Castling, s.EnPassant, s.SideToMove = pos.Castling(), pos.EnPassant(), pos.SideToMove()
	return fairy.New(s)
}

// TestSeamMummers solves random help and series positions under the mummers with the
// solver (over targets on the orthodox mirror, where the stipulation is long enough)
// and with the brute-force reference, and wants the same answers; as TestSeamNoCapture,
// most positions must have a line.
func TestSeamMummers(t *testing.T) {
	n := 6
	if !testing.Short() {
		n = 60
	}
	conds := []string{"BlackMaximummer", "WhiteMaximummer", "BlackMinimummer", "WhiteMinimummer"}
	found := 0
	for _, pt := range playTypes {
		if pt.name != "help" && pt.name != "series" {
			continue
		}
		t.Run(pt.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(*crossSeed, seedOf("mummers "+pt.name)))
			for i := range n {
				rs := pt.stips[(2+i)%len(pt.stips)]
				stip := mustStip(t, rs.stip)
				name := conds[i%len(conds)]
				game := mummerRules(t, name)
				require.NotNil(t, game(movegen.NewEmpty()).(rules.OrthodoxPlay).OrthodoxPosition(), name)
				var c crossCase
				for attempt := 0; ; attempt++ {
					extra := rs.minExtra + rng.IntN(rs.maxExtra-rs.minExtra+1)
					pos := randomPosition(rng, stip, extra)
					c = crossCase{id: name + " " + rs.stip + " " + pos.FEN(), pos: pos, stip: stip,
						tries: battle(stip), limit: rs.limit, rules: game}
					if i%10 >= 7 || attempt == maxAttempts {
						break
					}
					if presolved(&c, c.game()) {
						break
					}
				}
				ran, solved := crossAgrees(t, c)
				if !ran {
					continue
				}
				if solved {
					found++
				}
			}
		})
	}
	t.Logf("%d positions with a solution", found)
	require.NotZero(t, found, "no position with a solution: the comparison proves little")
}
