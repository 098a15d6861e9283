package solver_test

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/stretchr/testify/require"
)

// holeRules returns the rules that play a position in the fairy engine under Hole, its
// holes on empty squares chosen from the position (the same at every call): most of
// them next to the black king, where they stand in for flights and cut lines to it.
// The solver then searches help and series play over full targets built knowing the
// holes (rules.HoledPlay).
func holeRules(t *testing.T) func(*movegen.Position) rules.Game {
	return func(pos *movegen.Position) rules.Game {
		rng := rand.New(rand.NewPCG(pos.Hash(), 7))
		var holes []movegen.Square
		k := pos.King(movegen.Black)
		for sq := movegen.Square(0); sq < 64; sq++ {
			if pos.PieceAt(sq) != movegen.NoPiece {
				continue
			}
			near := k != movegen.NoSquare && movegen.Attacks(movegen.White, movegen.King, k, 0).Has(sq)
			if near && rng.IntN(3) == 0 || rng.IntN(16) == 0 {
				holes = append(holes, sq)
			}
		}
		if len(holes) == 0 {
			holes = append(holes, (^pos.Occupied()).First())
		}
		c, err := fairy.NewCondition(fairy.ConditionSpec{Name: "Hole", Squares: holes})
		require.NoError(t, err)
		return fairyGameOn(pos, c)
	}
}

// TestSeamHoles solves random help and series positions with holes with the solver
// (over full targets that know the holes, where the stipulation is long enough:
// h#2.5, h#3, h=2.5, h=3, ser-h#3, ser-h=3, …) and with the brute-force reference, and
// wants the same answers; most positions must have a line.
func TestSeamHoles(t *testing.T) {
	n := 6
	if !testing.Short() {
		n = 60
	}
	// The stipulations searched over targets.
	targeted := map[string]bool{"h#2.5": true, "h#3": true, "h=2.5": true, "h=3": true,
		"ser-h#3": true, "ser-h#4": true, "ser-h=3": true, "ser-h=4": true}
	game := holeRules(t)
	found := 0
	for _, pt := range playTypes {
		if pt.name != "help" && pt.name != "series" {
			continue
		}
		var stips []randomStip
		for _, rs := range pt.stips {
			if targeted[rs.stip] {
				stips = append(stips, rs)
			}
		}
		t.Run(pt.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(*crossSeed, seedOf("holes "+pt.name)))
			for i := range n {
				rs := stips[i%len(stips)]
				stip := mustStip(t, rs.stip)
				var c crossCase
				for attempt := 0; ; attempt++ {
					extra := rs.minExtra + rng.IntN(rs.maxExtra-rs.minExtra+1)
					pos := randomPosition(rng, stip, extra)
					g := game(pos)
					require.NotZero(t, g.(rules.HoledPlay).Holes(), pos.FEN())
					c = crossCase{id: "Hole " + rs.stip + " " + pos.FEN(), pos: pos, stip: stip,
						tries: battle(stip), limit: rs.limit, rules: game}
					if i%10 >= 7 || attempt == maxAttempts {
						break
					}
					if presolved(&c, g) {
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
