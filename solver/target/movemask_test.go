package target

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestMoveMaskSound walks every help line of a few problems over their full targets and
// checks MoveMask's promise at every node: a move it leaves unmarked (castling aside)
// leaves no target of the node within reach, by Filter after it, or, for the last move,
// no target the final position matches (the mates' checkers that arrive with the last
// move among them). It also checks that the mask marks some move somewhere, so that it
// is tested at all.
func TestMoveMaskSound(t *testing.T) {
	cases := []struct {
		name, fen string
		goal      Goal
		mater     movegen.Color
		half      int // half moves of the play
	}{
		{"hpint.inp#88 h=3", "8/2p1p3/2P1B3/3K1P2/7p/6pN/6kp/7r b - - 0 1", Stalemate, movegen.White, 6},
		{"hpint.inp#40 b) h=3", "8/3K4/4P3/4k3/8/8/8/8 b - - 0 1", Stalemate, movegen.White, 6},
		{"intell.inp#21 h#3", "8/4N3/2p1kB2/3b4/5P2/2K5/8/8 b - - 0 1", Mate, movegen.White, 6},
		{"intell.inp#64 h#3", "8/5K2/8/2P1b3/3kN3/3B1P2/8/8 b - - 0 1", Mate, movegen.White, 6},
		{"castling.inp#1 h#2", "B1k5/p1q5/8/6p1/7b/6p1/7B/4K2R b K - 0 1", Mate, movegen.White, 4},
		{"ep.inp#6 h#2", "8/8/8/1pn4b/2kPpppR/2q1rB1p/1p4r1/3K4 b - d3 0 1", Mate, movegen.White, 4},
		{"4_59_to_4_61.inp#3 h#2.5", "5B2/2bP4/8/8/1q2p3/1k6/1rn5/8 w - - 0 1", Mate, movegen.White, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos, err := movegen.ParseFEN(c.fen)
			require.NoError(t, err)
			materMoves := c.half / 2
			if c.half%2 == 1 {
				materMoves++
			}
			var targets []*Full
			var ok bool
			if c.goal == Mate {
				targets, ok = MateTargets(pos, 0, c.mater, materMoves, c.half-materMoves, 20_000_000, MaxMateTargets, nil)
			} else {
				targets, ok = FullTargets(pos, 0, c.goal, c.mater, materMoves, c.half-materMoves, 20_000_000, nil)
			}
			require.True(t, ok)
			require.NotEmpty(t, targets)
			tr := NewTracker(pos, c.mater)
			fs := NewFullSet(pos, tr, targets, c.mater, materMoves, c.half-materMoves)
			w := maskWalk{t: t, pos: pos, tr: tr, fs: fs}
			w.walk(c.half, fs.Root(), 0)
			require.NotZero(t, w.masked, "the mask left no move out")
		})
	}
}

// maskWalk is TestMoveMaskSound's walk over one problem.
type maskWalk struct {
	t      *testing.T
	pos    *movegen.Position
	tr     *Tracker
	fs     *FullSet
	masked int // moves left out by the mask
}

// walk checks the node with d half moves left and live its entries, then walks on
// through every move that keeps a target within reach.
func (w *maskWalk) walk(d int, live []FullEntry, ply int) {
	materToMove := w.pos.SideToMove() == w.fs.mater
	materMoves := (d + 1) / 2
	if !materToMove {
		materMoves = d / 2
	}
	after, victimAfter := materMoves, d-materMoves
	if materToMove {
		after--
	} else {
		victimAfter--
	}
	var allow [64]movegen.Bitboard
	w.fs.MoveMask(live, after, victimAfter, d == 1, &allow)
	for _, m := range w.pos.LegalMoves(nil) {
		w.tr.Move(w.pos, m)
		w.pos.Make(m)
		var child []FullEntry
		if d == 1 {
			for _, en := range live {
				if w.fs.Matches(int(en.i)) {
					child = append(child, en)
				}
			}
		} else {
			child, _ = w.fs.Filter(ply+1, live, after, victimAfter)
			child = append([]FullEntry(nil), child...)
		}
		if !m.IsCastle() && !allow[m.From()].Has(m.To()) {
			w.masked++
			require.Empty(w.t, child, "%v after %v: the mask leaves out a move that keeps a target", w.pos.FEN(), m.UCI())
		}
		if d > 1 && len(child) > 0 {
			w.walk(d-1, child, ply+1)
		}
		w.pos.Unmake()
		w.tr.Undo()
	}
}
