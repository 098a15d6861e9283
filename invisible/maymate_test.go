package invisible

import (
	"maps"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/movegen"
)

// fullMates returns the texts of the last moves that mate in every one of the states
// where they are legal, found by the full pass alone (no mayMate first), with every
// placement tried where exhaustive is set (moves.exhaustive).
func fullMates(states stateList, exhaustive bool) map[string]bool {
	ms := newMoves(true, false)
	ms.exhaustive = exhaustive
	ms.over(states)
	out := map[string]bool{}
	for _, st := range ms.list {
		if !st.dead {
			out[st.text] = true
		}
	}
	return out
}

// TestMayMateKeepsEveryMate plays the lines of total-invisible positions up to their
// last move and checks that every text the full pass finds mating with every
// placement tried (exhaustive) is one mayMate returns, with its shortcuts and without,
// so that marking the others dead before the full pass (expandLazy) loses no
// solution; that the full pass with its shortcuts (matesAsStanding, deadLast's kills)
// finds the same mates as without; and that the lines with mates are not all of
// them, so the test sees mayMate skip lines.
func TestMayMateKeepsEveryMate(t *testing.T) {
	cases := []tiCase{
		{"8/8/k7/P7/2K5/8/8/RR6 w - - 0 1", 1, 3, false},          // TESTS/total_invisible.inp#1
		{"8/8/8/8/8/3Q4/5P1k/4K3 b - - 0 1", 2, 4, false},         // the 7th HM, king on h2
		{"8/8/8/7B/5N2/4PK2/4PB2/5k1b b - - 0 1", 1, 4, false},    // a random move promotes
		{"8/8/3N1K2/5PP1/k7/3R4/3B1P2/q7 w - - 0 1", 2, 3, false}, // total_invisible.inp#10 after 1.Qh1-a1: 2...TI~*a2 #
		{"kb5R/pppp4/p1p5/8/7p/8/8/3K4 b - - 0 1", 1, 2, false},   // 1.h4-h3 TI~*b8 #, by a free rook or queen
		{"8/8/8/4N3/q7/8/8/4K3 b - - 0 1", 2, 4, true},            // REGRESSIONS/4_95_to_4_97.inp#0 without castling
	}
	eachTICase(t, cases, func(c tiCase, pos *movegen.Position) {
		start := time.Now()
		lines, withMates := 0, 0
		var walk func(states stateList, ply int)
		walk = func(states stateList, ply int) {
			if ply == c.plies-1 {
				lines++
				full := fullMates(states, true)
				if len(full) > 0 {
					withMates++
				}
				if cut := fullMates(states, false); !maps.Equal(cut, full) {
					t.Errorf("%s: the full pass finds %v with its shortcuts, %v without", c.fen, cut, full)
				}
				for _, exhaustive := range []bool{false, true} {
					may := mayMate(states, exhaustive)
					for text := range full {
						if !may[text] {
							t.Errorf("%s: mayMate (exhaustive %v) misses the mate %s", c.fen, exhaustive, text)
						}
					}
				}
				return
			}
			for _, st := range expandLazy(states, false, ply == c.plies-2) {
				walk(st.after.list, ply+1)
			}
		}
		walk(stateList{initial(newBoard(pos, 0), c.n)}, 0)
		t.Logf("%s: %d of %d lines have mates, %v", c.fen, withMates, lines, time.Since(start))
		if withMates == 0 || withMates == lines {
			t.Errorf("%s: %d of %d lines have mates", c.fen, withMates, lines)
		}
	})
}
