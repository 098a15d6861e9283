package solver_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// fairySubstitutions turn a random orthodox position into a fairy one: each replaces
// the walks of the orthodox pieces (the kings stay), so that the random positions the
// cross-checks make exercise the fairy engine's kinds, and one makes some pieces
// neutral.
var fairySubstitutions = []struct {
	name    string
	walks   map[movegen.PieceType]fairy.Walk
	neutral bool
}{
	{"hoppers", map[movegen.PieceType]fairy.Walk{movegen.Queen: fairy.Grasshopper, movegen.Rook: fairy.Lion, movegen.Bishop: fairy.Vao, movegen.Knight: fairy.Nightrider}, false},
	{"chinese", map[movegen.PieceType]fairy.Walk{movegen.Queen: fairy.Leo, movegen.Rook: fairy.Pao, movegen.Bishop: fairy.Bishophopper, movegen.Knight: fairy.Camel}, false},
	{"marine", map[movegen.PieceType]fairy.Walk{movegen.Queen: fairy.Sirene, movegen.Rook: fairy.Locust, movegen.Bishop: fairy.Edgehog, movegen.Knight: fairy.Zebra}, false},
	{"orphans", map[movegen.PieceType]fairy.Walk{movegen.Queen: fairy.Orphan, movegen.Rook: fairy.Orphan, movegen.Knight: fairy.Mao}, false},
	{"neutral", map[movegen.PieceType]fairy.Walk{movegen.Bishop: fairy.Grasshopper}, true},
}

// fairyRules returns the rules that play pos with substitution i in the fairy engine.
func fairyRules(i int) func(*movegen.Position) rules.Game {
	sub := fairySubstitutions[i]
	return func(pos *movegen.Position) rules.Game {
		var s fairy.Setup
		for sq := movegen.Square(0); sq < 64; sq++ {
			pc := pos.PieceAt(sq)
			if pc == movegen.NoPiece {
				continue
			}
			p := fairy.FromOrthodox(pc)
			if w, ok := sub.walks[pc.Type()]; ok {
				p = p.WithWalk(w)
			}
			if sub.neutral && pc.Type() != movegen.King && pc.Type() != movegen.Pawn && int(sq)%3 == 0 {
				p = p.WithSide(fairy.NeutralSide)
			}
			s.Board[sq] = p
		}
		s.Castling, s.EnPassant, s.SideToMove = pos.Castling(), pos.EnPassant(), pos.SideToMove()
		return fairy.New(s)
	}
}

// TestSeamFairy solves random positions with fairy pieces (the orthodox random
// positions with their pieces substituted) with the solver and with the brute-force
// reference, both through the seam, for every play type, and wants the same answers.
//
// The short run takes one substitution per play type (a different one for each), two
// positions each; without -short every substitution has 40.
func TestSeamFairy(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 2
	}
	found := 0
	for pi, pt := range playTypes {
		if pt.orthodoxOnly {
			continue
		}
		for si, sub := range fairySubstitutions {
			if testing.Short() && si != pi%len(fairySubstitutions) {
				continue
			}
			t.Run(pt.name+"/"+sub.name, func(t *testing.T) {
				rng := rand.New(rand.NewPCG(*crossSeed, seedOf("fairy "+pt.name+sub.name)))
				for i := range n {
					rs := pt.stips[i%len(pt.stips)]
					stip := mustStip(t, rs.stip)
					// Most positions must have a key or a line under the rules, as in
					// TestSeamNoCapture.
					var c crossCase
					for attempt := 0; ; attempt++ {
						extra := rs.minExtra + rng.IntN(rs.maxExtra-rs.minExtra+1)
						pos := randomPosition(rng, stip, extra)
						c = crossCase{id: fmt.Sprintf("fairy %s %s %s", sub.name, rs.stip, pos.FEN()), pos: pos, stip: stip,
							tries: battle(stip), limit: rs.limit, rules: fairyRules(si)}
						if i%4 == 3 || attempt == maxAttempts {
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
	}
	t.Logf("%d positions with a solution or key", found)
}
