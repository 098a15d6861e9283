package invisible

import (
	"maps"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// boards returns the boards of the states (hash, invisible and seen squares) as a
// set.
func boards(states stateList) map[[3]uint64]bool {
	out := map[[3]uint64]bool{}
	for _, b := range states {
		for _, lz := range b {
			s, rights := lz.made()
			out[[3]uint64{s.pos.Hash(), uint64(s.inv), uint64(s.seen)}] = true
			lz.unmade(rights)
		}
	}
	return out
}

// TestOpenOriginKeepsBoards plays the lines of total-invisible positions with the
// captures' squares of departure left open (openCaptures) and with one state per
// square (exhaustive), side by side: after every move the two must reach the same
// boards. A state with an open origin stands for the states of its squares, which
// share its board, so a board only one of them reaches is a placement one of them
// allows wrongly (a pawn put on its first rank as the capturing piece did).
func TestOpenOriginKeepsBoards(t *testing.T) {
	cases := []tiCase{
		{"8/8/8/5p2/4pk2/8/1Q5p/3Kb2r b - - 0 1", 3, 3, false},  // EXAMPLES/total_invisible.inp#4
		{"2Q5/1q4pp/3r3k/p6p/8/K3b3/8/8 b - - 0 1", 3, 3, true}, // EXAMPLES/total_invisible.inp#21
		{"6rk/8/3p3K/7b/8/8/8/7r w - - 0 1", 2, 3, false},       // TESTS/total_invisible.inp#5
	}
	eachTICase(t, cases, func(c tiCase, pos *movegen.Position) {
		opened := 0
		var walk func(open, all stateList, ply int, line []string)
		walk = func(open, all stateList, ply int, line []string) {
			if ply == c.plies {
				return
			}
			steps := map[string]*step{}
			for _, st := range expandAll(open, false, false, false) {
				steps[st.text] = st
			}
			for _, st := range expandAll(all, false, false, true) {
				o := steps[st.text]
				delete(steps, st.text)
				next := append(slices.Clip(line), st.text)
				if o == nil {
					t.Errorf("%s: %q is missing with open origins", c.fen, next)
					continue
				}
				if !maps.Equal(boards(o.after.list), boards(st.after.list)) {
					t.Errorf("%s: %q reaches other boards with open origins", c.fen, next)
				}
				for _, b := range o.after.list {
					for _, s := range b {
						if s.origin != nil && s.origin.squares.Count() > 1 {
							opened++
						}
					}
				}
				walk(o.after.list, st.after.list, ply+1, next)
			}
			for text := range steps {
				t.Errorf("%s: %q only with open origins", c.fen, append(slices.Clip(line), text))
			}
		}
		states := stateList{initial(newBoard(pos, 0), c.n)}
		walk(states, states, 0, nil)
		if opened == 0 {
			t.Errorf("%s: no state leaves two squares or more open", c.fen)
		}
	})
}
