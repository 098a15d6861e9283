package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// The problem-defined hunters against the reference generator, from the manual's
// definition ("X/Y hunter: away from the homebase like an X, in direction of the
// homebase like a Y; horizontal moves not allowed"): the moves of X whose arrival is
// further from the hunter's own first rank, and those of Y whose arrival is nearer it.
// A hunter observes a square in the direction of one of its parts when that part, free
// of direction, could capture there; a pawn's part from any rank, as Popeye's check of
// hunters does not ask whether a pawn could stand there.

// refHunterMoves returns the reference moves of the hunter h on (f, r), moving for c.
func (b *refBoard) refHunterMoves(f, r int, h HunterType, c movegen.Color) []refMove {
	away := 1
	if c == movegen.Black {
		away = -1
	}
	var out []refMove
	for _, part := range []struct {
		w   Walk
		dir int
	}{{h.Away, away}, {h.Home, -away}} {
		cp := *b
		cp.sq[f][r] = MakePiece(part.w, SideOf(c), 0)
		for _, m := range cp.refMoves(f, r, c) {
			if (m.to.Rank()-r)*part.dir > 0 {
				out = append(out, m)
			}
		}
	}
	return out
}

// refHunterObserves reports whether the hunter h on (f, r), moving for c, observes
// (tf, tr).
func (b *refBoard) refHunterObserves(f, r int, h HunterType, c movegen.Color, tf, tr int) bool {
	away := 1
	if c == movegen.Black {
		away = -1
	}
	part := h.Away
	switch {
	case (tr-r)*away > 0:
	case (tr-r)*away < 0:
		part = h.Home
	default:
		return false
	}
	switch part {
	case Pawn:
		return tr-r == away && (tf-f == 1 || tf-f == -1)
	case BerolinaPawn:
		return tr-r == away && tf == f
	}
	cp := *b
	cp.sq[f][r] = MakePiece(part, SideOf(c), 0)
	return slices.ContainsFunc(cp.refMoves(f, r, c), func(m refMove) bool { return m.cap == movegen.MakeSquare(tf, tr) })
}

// TestReferenceHunters: on random boards with hunters of random parts among the
// reference's walks, every hunter's moves and observations are the reference's.
func TestReferenceHunters(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	walks := make([]Walk, 0, len(refWalks))
	for w := range refWalks {
		walks = append(walks, w)
	}
	slices.Sort(walks)
	n := 1500
	if testing.Short() {
		n = 300
	}
	for i := 0; i < n; i++ {
		var hunters []HunterType
		for k := 1 + rng.IntN(3); k > 0; k-- {
			hunters = append(hunters, HunterType{walks[rng.IntN(len(walks))], walks[rng.IntN(len(walks))]})
		}
		b := randomBoard(rng)
		for k := 1 + rng.IntN(3); k > 0; k-- {
			s := movegen.Square(rng.IntN(64))
			b[s] = MakePiece(Hunter0+Walk(rng.IntN(len(hunters))), []Side{WhiteSide, BlackSide}[rng.IntN(2)], 0)
		}
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare, Hunters: hunters})
		var rb refBoard
		for s, p := range b {
			rb.sq[s%8][s/8] = p
		}
		for s := movegen.Square(0); s < 64; s++ {
			p := b[s]
			if p.Walk() < Hunter0 {
				continue
			}
			h := hunters[p.Walk()-Hunter0]
			for c := movegen.White; c <= movegen.Black; c++ {
				if !p.Belongs(c) {
					continue
				}
				f, r := int(s)%8, int(s)/8
				require.Equal(t, sortMoves(rb.refHunterMoves(f, r, h, c)), sortMoves(engineMoves(g, s, c)), "hunter %v on %v for %v in %v", h, s, c, b)
				for tsq := movegen.Square(0); tsq < 64; tsq++ {
					if tsq == s || !enemyOf(b[tsq], c) {
						continue
					}
					require.Equal(t, rb.refHunterObserves(f, r, h, c, int(tsq)%8, int(tsq)/8), g.walkAttacks(box(s), box(tsq), p.Walk(), c),
						"observation of %v by the hunter %v on %v for %v in %v", tsq, h, s, c, b)
				}
			}
		}
	}
}
