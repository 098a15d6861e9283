package solver

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestPawnGuards compares pawnGuards with the move generator's pawn attacks on every
// square, the back ranks included (the tables have no pawn there, pawnGuards must
// still find the guards of a square on them).
func TestPawnGuards(t *testing.T) {
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		for s := movegen.Square(0); s < 64; s++ {
			var want movegen.Bitboard
			for x := movegen.Square(0); x < 64; x++ {
				if x.Rank() > 0 && x.Rank() < 7 && movegen.Attacks(c, movegen.Pawn, x, 0).Has(s) {
					want |= movegen.SquareBB(x)
				}
			}
			require.Equal(t, want, pawnGuards(c, s), "%v pawns guarding %v", c, s)
		}
	}
}

// TestFullTargetsCover solves helpmates and help stalemates with the plain search and
// checks that the final position of every solution matches one of the targets built for
// it, exact and relaxed (finish's two ways). This tests the construction on its own: the
// search over targets would only miss a solution whose final position no target matches.
func TestFullTargetsCover(t *testing.T) {
	cases := []struct{ id, fen, stip string }{
		{"hpint.inp#40 b) after 1.Ke5 fxe6", "8/3K4/4P3/4k3/8/8/8/8 b - - 0 1", "h=3"},
		{"hpint.inp#54: the victim's pawns promote", "8/4P3/8/8/8/1K6/pppp4/Rnk1n3 b - - 0 1", "h=3"},
		{"hpint.inp#9: the mating side's pawns promote", "1rn5/PP1kPP2/3P4/8/8/8/6p1/1K6 b - - 0 1", "h=3"},
		{"hpint.inp#88", "8/2p1p3/2P1B3/3K1P2/7p/6pN/6kp/7r b - - 0 1", "h=3"},
		{"hpint.inp#60: two solutions", "7b/8/5R2/4KBk1/5N2/4p1n1/8/8 b - - 0 1", "h=3"},
		{"intell.inp#21", "8/4N3/2p1kB2/3b4/5P2/2K5/8/8 b - - 0 1", "h#3"},
		{"intell.inp#50", "8/7b/3q4/1K6/3k1P2/8/2P2P2/6b1 b - - 0 1", "h#3"},
		{"intell.inp#64", "8/5K2/8/2P1b3/3kN3/3B1P2/8/8 b - - 0 1", "h#3"},
		{"castling.inp#1: mate by castling", "B1k5/p1q5/8/6p1/7b/6p1/7B/4K2R b K - 0 1", "h#2"},
		{"ep.inp#6: en passant", "8/8/8/1pn4b/2kPpppR/2q1rB1p/1p4r1/3K4 b - d3 0 1", "h#2"},
		{"mate by double check: Qg8-h7 is met by the second checker only", "6qk/p7/8/8/7B/8/8/1K5R b - - 0 1", "h#1"},
		{"4_59_to_4_61.inp#3: h#2.5, the mating side first", "5B2/2bP4/8/8/1q2p3/1k6/1rn5/8 w - - 0 1", "h#2.5"},
	}
	defer func(old bool) { useIntelligent = old }(useIntelligent)
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			pos, err := movegen.ParseFEN(c.fen)
			require.NoError(t, err)
			st, err := parseTestStipulation(c.stip)
			require.NoError(t, err)
			useIntelligent = false
			res, err := Solve(context.Background(), pos, st, Options{})
			require.NoError(t, err)
			require.NotEqual(t, Interrupted, res.Status)
			l := 2 * st.Moves
			if st.HalfMove {
				l++
			}
			mater := pos.SideToMove()
			if l%2 == 0 {
				mater = mater.Other()
			}
			materMoves := l / 2
			if l%2 == 1 {
				materMoves++ // the mating side moves first and last
			}
			built := 0
			for _, exact := range []bool{true, false} {
				targets, ok := buildFullTargets(pos, st.Goal, mater, materMoves, l-materMoves, 20_000_000, exact, nil)
				if !ok {
					t.Logf("exact %v: more than %d targets", exact, maxFullTargets)
					continue
				}
				built++
				lines := 0
				for _, line := range res.Halves[0].Lines {
					if line.Short {
						continue
					}
					lines++
					matched, live := coveredBy(pos, mater, line.Moves, targets)
					require.True(t, matched, "exact %v: no target for the final position of %v", exact, fmt.Sprint(line.Moves))
					require.True(t, live, "exact %v: no target of the final position of %v within the moves left all along it",
						exact, fmt.Sprint(line.Moves))
				}
				require.NotZero(t, lines, "no full-length solution to test with")
			}
			require.NotZero(t, built, "no targets built")
		})
	}
}

// coveredBy plays line from pos and reports whether its final position matches a target
// (pieces followed by identity, mater's first, as the generator numbers them), and
// whether one of those it matches is within the moves left at every position of the
// line, as the search over targets requires (fullSet.entry, from scratch).
func coveredBy(pos *movegen.Position, mater movegen.Color, line []movegen.Move, targets []*fullTarget) (matched, live bool) {
	p := pos.Clone()
	tr := newTracker(p, mater)
	orig := slices2(tr.sq, p)
	for _, m := range line {
		tr.move(p, m)
		p.Make(m)
	}
	var hits []*fullTarget
	for _, tg := range targets {
		if matches(tg, tr, p, orig) {
			hits = append(hits, tg)
		}
	}
	if len(hits) == 0 {
		return false, false
	}
	// Walk the line again, the targets it matches checked at every position before
	// the last (the search tests none after the mating move).
	e := &engine{pos: pos.Clone()}
	e.track = newTracker(e.pos, mater)
	fs := newFullSet(e, hits, mater, 0, 0)
	alive := make([]bool, len(hits))
	for i := range alive {
		alive[i] = true
	}
	for k := range line {
		materMoves, victimMoves := 0, 0
		for j := k; j < len(line); j++ {
			if (j%2 == 0) == (pos.SideToMove() == mater) {
				materMoves++
			} else {
				victimMoves++
			}
		}
		for i := range hits {
			en, ok := fs.entry(e, int32(i))
			alive[i] = alive[i] && ok && en.fits(materMoves, victimMoves)
		}
		e.track.move(e.pos, line[k])
		e.pos.Make(line[k])
	}
	return true, slices.Contains(alive, true)
}

type origPiece struct {
	sq  movegen.Square
	typ movegen.PieceType
}

func slices2(sqs []movegen.Square, p *movegen.Position) []origPiece {
	out := make([]origPiece, len(sqs))
	for id, s := range sqs {
		out[id] = origPiece{s, p.PieceAt(s).Type()}
	}
	return out
}

func matches(tg *fullTarget, tr *tracker, p *movegen.Position, orig []origPiece) bool {
	for id, sl := range tg.slots {
		sq := tr.sq[id]
		switch sl.state {
		case slotAt:
			if sq != sl.sq || p.PieceAt(sq).Type() != sl.typ {
				return false
			}
		case slotCaptured:
			if sq != movegen.NoSquare {
				return false
			}
		case slotMoved:
			if sq == movegen.NoSquare || sq == orig[id].sq && p.PieceAt(sq).Type() == orig[id].typ {
				return false
			}
		case slotFree:
		default:
			panic(fmt.Sprint("slot state ", sl.state))
		}
	}
	return true
}

// TestFullTargetsHalt: the construction asks whether to stop every haltInterval steps
// and gives up at once when told (hpint.inp#32 h=4, whose exact targets take a million
// steps).
func TestFullTargetsHalt(t *testing.T) {
	pos, err := movegen.ParseFEN("8/8/6KP/8/8/8/1pp1Rppp/k7 b - - 0 1")
	require.NoError(t, err)
	asked := 0
	_, ok := buildFullTargets(pos, Stalemate, movegen.White, 4, 4, 20_000_000, true, func() bool {
		asked++
		return asked == 3
	})
	require.False(t, ok)
	require.Equal(t, 3, asked, "asked again after being told to stop")
	// Not told to stop, it goes on: the same construction without halt asks on.
	asked = 0
	_, _ = buildFullTargets(pos, Stalemate, movegen.White, 4, 4, 20*haltInterval, true, func() bool {
		asked++
		return false
	})
	require.Equal(t, 20, asked)
}
