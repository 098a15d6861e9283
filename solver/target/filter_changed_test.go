package target

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestFilterExact walks the help lines of positions with castling rights (and en
// passant) over their full targets and checks at every node that Filter keeps exactly
// the entries of its parent that are within reach, with the sums FullSet.entry
// computes from scratch: the filter updates them by the last move alone, and after
// castling, en passant or a change of castling rights by the parts of the pieces the
// move may have changed (filterChanged).
func TestFilterExact(t *testing.T) {
	cases := []struct {
		name, fen string
		goal      Goal
		mater     movegen.Color
		half      int  // half moves of the play
		walk      int  // half moves walked
		long      bool // seconds: not with -short
	}{
		{"castling.inp#1 h#2", "B1k5/p1q5/8/6p1/7b/6p1/7B/4K2R b K - 0 1", Mate, movegen.White, 4, 4, false},
		{"intell.inp#38 h#3", "5B2/2p1p3/1p2pp1b/5P1b/2p1k2q/6rp/p3B1P1/R3K3 b Q - 0 1", Mate, movegen.White, 6, 2, true},
		{"both sides castle h#3", "r3k2r/p6p/8/8/8/8/P6P/R3K2R b KQkq - 0 1", Mate, movegen.White, 6, 3, false},
		{"black castles h=3", "r3k2r/8/8/8/3pP3/8/8/4K3 b kq e3 0 1", Stalemate, movegen.Black, 6, 4, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.long && testing.Short() {
				t.Skip("its targets take seconds to build")
			}
			pos, err := movegen.ParseFEN(c.fen)
			require.NoError(t, err)
			materMoves := c.half / 2
			if c.half%2 == 1 {
				materMoves++
			}
			var targets []*Full
			var ok bool
			if c.goal == Mate {
				targets, ok = MateTargets(pos, 0, c.mater, materMoves, c.half-materMoves, 20_000_000, MaxFullTargets, nil)
			} else {
				targets, ok = FullTargets(pos, 0, c.goal, c.mater, materMoves, c.half-materMoves, 20_000_000, nil)
			}
			require.True(t, ok)
			require.NotEmpty(t, targets)
			tr := NewTracker(pos, c.mater)
			fs := NewFullSet(pos, tr, targets, c.mater, materMoves, c.half-materMoves)
			w := filterWalk{t: t, pos: pos, tr: tr, fs: fs, stop: c.half - c.walk}
			w.walk(c.half, fs.Root(), 0)
			require.NotZero(t, w.changed, "no move took the filter's changed-pieces path")
		})
	}
}

// filterWalk is TestFilterExact's walk over one problem.
type filterWalk struct {
	t       *testing.T
	pos     *movegen.Position
	tr      *Tracker
	fs      *FullSet
	stop    int // the half moves left where the walk stops
	changed int // nodes after a castling, en passant or castling-rights move
}

// walk checks every child of the node with d half moves left and live its entries, and
// walks on from those with entries left.
func (w *filterWalk) walk(d int, live []FullEntry, ply int) {
	materMoves := (d + 1) / 2
	if w.pos.SideToMove() != w.fs.mater {
		materMoves = d / 2
	}
	after, victimAfter := materMoves, d-materMoves
	if w.pos.SideToMove() == w.fs.mater {
		after--
	} else {
		victimAfter--
	}
	for _, m := range w.pos.LegalMoves(nil) {
		rights := w.pos.Castling()
		w.tr.Move(w.pos, m)
		w.pos.Make(m)
		if m.IsCastle() || m.IsEnPassant() || rights != w.pos.Castling() {
			w.changed++
		}
		child, _ := w.fs.Filter(ply+1, live, after, victimAfter)
		child = append([]FullEntry(nil), child...)
		var want []FullEntry
		for _, en := range live {
			if en, ok := w.fs.entry(en.i); ok && en.fits(after, victimAfter) {
				want = append(want, en)
			}
		}
		require.Equal(w.t, want, child, "%v after %v", w.pos.FEN(), m.UCI())
		if d-1 > w.stop && len(child) > 0 {
			w.walk(d-1, child, ply+1)
		}
		w.pos.Unmake()
		w.tr.Undo()
	}
}
